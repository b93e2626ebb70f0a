import SwiftUI

/// A settings screen's advanced sections and the empty states a mail app shows: disclosure
/// groups with their own state and bound to the screen's, and content-unavailable views made
/// with each of their initialisers.
struct AdvancedSettings: View {
    @State private var showsNetwork = false
    @State private var query = "zebra"

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                DisclosureGroup("Advanced") {
                    Text("Cache size")
                    Text("Logs")
                }
                .id("advanced")
                DisclosureGroup("Network", isExpanded: $showsNetwork) {
                    Color.blue.frame(height: 100)
                }
                .id("network")
                DisclosureGroup {
                    Text("Build 42")
                } label: {
                    Label("About", systemImage: "info.circle")
                }
                .id("about")
                DisclosureGroup(isExpanded: $showsNetwork) {
                    Text("Proxy")
                } label: {
                    Text("Proxy settings")
                }
                .id("proxy")
                ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
                    .frame(height: 200)
                    .id("empty")
                ContentUnavailableView.search(text: query)
                    .id("search")
                ContentUnavailableView.search
                    .id("plain search")
                ContentUnavailableView {
                    Label("No Photos", systemImage: "photo")
                } description: {
                    Text("Take a photo to see it here.")
                } actions: {
                    Button("Open Camera") {}
                }
                .id("photos")
                ContentUnavailableView("Offline", image: "cloud.slash")
                    .id("offline")
            }
        }
    }
}
