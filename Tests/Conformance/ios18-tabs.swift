import SwiftUI

/// iOS 18's `Tab` values in a `TabView`: each is its page with its tab item, selected by its
/// value; a `TabSection`'s tabs stand in an iPhone's tab bar beside the others.
enum Pane: Hashable { case feed, search, profile, preferences }

struct ModernTabs: View {
    @State var pane: Pane = .feed

    var body: some View {
        TabView(selection: $pane) {
            Tab("Feed", systemImage: "list.bullet", value: Pane.feed) {
                ScrollView { Text("Posts").frame(height: 2000) }.id("feed")
            }
            Tab("Search", image: "magnifier", value: Pane.search) {
                ScrollView { Text("Results").frame(height: 1000) }.id("search")
            }
            TabSection("Account") {
                Tab(value: Pane.profile) {
                    ScrollView { Text("Me").frame(height: 1500) }.id("profile")
                } label: {
                    Label("Profile", systemImage: "person")
                }
                Tab("Settings", systemImage: "gear", value: Pane.preferences) {
                    Text("Preferences")
                }
            }
        }
    }
}

/// Tabs without values: the TabView keeps its selection itself, by the tabs' places.
struct UnvaluedTabs: View {
    var body: some View {
        TabView {
            Tab("Home", systemImage: "house") {
                ScrollView { Text("Welcome").frame(height: 2000) }.id("home")
            }
            Tab("More", image: "ellipsis") {
                ScrollView { Text("Extras").frame(height: 1200) }.id("more")
            }
            Tab {
                Text("Plain page")
            } label: {
                Text("Plain")
            }
            TabSection {
                Tab("Starred", systemImage: "star") { Text("Starred page") }
            } header: {
                Text("Collections")
            }
        }
    }
}

/// A tab with an empty label, and a valued one, each alone in its TabView.
struct BareTab: View {
    var body: some View {
        TabView {
            Tab {
                ScrollView { Text("Bare").frame(height: 2000) }.id("bare")
            }
        }
    }
}

struct ValuedBareTab: View {
    @State var page = 1

    var body: some View {
        TabView(selection: $page) {
            Tab(value: 1) {
                ScrollView { Text("Only").frame(height: 2000) }.id("only")
            }
        }
    }
}

/// Tabs with roles: a search tab labelled by its role, shown on an iPhone where it is declared.
struct SearchTabs: View {
    @State var pane = 0

    var body: some View {
        TabView(selection: $pane) {
            Tab("Home", systemImage: "house", value: 0, role: nil) {
                ScrollView { Text("Start").frame(height: 2000) }.id("start")
            }
            Tab("Starred", image: "star", value: 1, role: nil) {
                Text("Starred items")
            }
            Tab(value: 2, role: .search) {
                ScrollView { Text("Find").frame(height: 3000) }.id("find")
            }
        }
    }
}

struct RoleTabs: View {
    var body: some View {
        TabView {
            Tab("Latest", systemImage: "list.bullet", role: nil) {
                ScrollView { Text("Newest").frame(height: 2000) }.id("latest")
            }
            Tab("Browse", image: "globe", role: nil) {
                Text("Categories")
            }
            Tab(role: .search) {
                Text("Search field")
            }
        }
    }
}

#Preview("Modern tabs") { ModernTabs() }
#Preview("Search tabs") { SearchTabs() }
#Preview("Role tabs") { RoleTabs() }
#Preview("Unvalued tabs") { UnvaluedTabs() }
#Preview("Bare tab") { BareTab() }
#Preview("Valued bare tab") { ValuedBareTab() }
