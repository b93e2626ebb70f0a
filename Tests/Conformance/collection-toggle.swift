import SwiftUI

// iOS 16's toggles of a collection, as settings screens write "all" switches: on when every
// element's flag is on; a tap sets every flag to the other state.

struct Newsletter: Identifiable {
    let id: Int
    var isSubscribed: Bool
}

struct Subscriptions: View {
    @State private var lists = [Newsletter(id: 0, isSubscribed: true), Newsletter(id: 1, isSubscribed: false)]

    var body: some View {
        VStack(spacing: 0) {
            Toggle("Subscribe to all", sources: $lists, isOn: \.isSubscribed)
                .frame(height: 44).id("all")
            Toggle(sources: $lists, isOn: \.isSubscribed) { Text("Every list") }
                .frame(height: 44).id("every")
            Toggle("All, with an icon", systemImage: "envelope", sources: $lists, isOn: \.isSubscribed)
                .frame(height: 44).id("icon")
            Text(lists.map { $0.isSubscribed ? "on" : "off" }.joined(separator: " "))
                .frame(height: 44).id("states")
        }
    }
}

#Preview("Subscriptions") { Subscriptions() }
