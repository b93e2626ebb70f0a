import SwiftUI

enum AppSection: Hashable {
    case home, search, settings
}

/// A TabView bound to an enum: tapping a tab in the bar selects its page, and `onChange`
/// hears the selection change, as tapping a `UITabBar` item does on a device.
struct TappedTabs: View {
    @State var tab: AppSection = .home
    @State var changes = 0
    @State var last = ""

    var body: some View {
        TabView(selection: $tab) {
            ScrollView { Text("Home page").frame(height: 2000) }
                .id("home")
                .tabItem { Label("Home", systemImage: "house") }
                .tag(AppSection.home)
            ScrollView { Text("Search page").frame(height: 2000) }
                .id("search")
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
                .tag(AppSection.search)
            ScrollView { Text("Settings page").frame(height: 2000) }
                .id("settings")
                .tabItem { Text("Settings") }
                .tag(AppSection.settings)
        }
        .onChange(of: tab) { old, new in
            changes += 1
            last = "\(old) → \(new)"
        }
    }
}

/// A TabView with no selection keeps its own: a tapped tab's page is shown.
struct UnboundTabs: View {
    var body: some View {
        TabView {
            ScrollView { Text("First").frame(height: 2000) }
                .id("first")
                .tabItem { Text("First") }
            ScrollView { Text("Second").frame(height: 2000) }
                .id("second")
                .tabItem { Text("Second") }
        }
    }
}
