import SwiftUI

/// An app's top-level alias of one of its nested types, named as SwiftUI names a type of its
/// own (iOS 18's `Tab`): inside the app the alias wins, as Swift's lookup finds the module's
/// declarations before an imported module's.
typealias Tab = Sections.Tab

struct Sections {
    enum Tab: String, CaseIterable {
        case home, search, profile
    }
}

final class TabController: ObservableObject {
    @Published var active = Tab.home
    @Published var previous: Tab = .home

    func select(_ tab: Tab) {
        previous = active
        active = tab
    }
}

struct TabStrip: View {
    @StateObject private var controller = TabController()
    @State private var titles: [String] = Tab.allCases.map(\.rawValue)

    var body: some View {
        VStack(spacing: 0) {
            ForEach(Tab.allCases, id: \.self) { tab in
                Text(tab.rawValue)
                    .frame(height: tab == controller.active ? 60 : 40)
                    .id(tab.rawValue)
                    .onTapGesture { controller.select(tab) }
            }
        }
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

#Preview("Tabs") { TabStrip() }
