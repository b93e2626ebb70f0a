import SwiftUI

/// An iOS 18 app's tabs (`.sidebarAdaptable`: on an iPhone, the tab bar) with a list whose rows
/// are spaced apart (`listRowSpacing`), as inset card lists are.
struct SpacedListTabs: View {
    @State private var tab = 0

    var body: some View {
        TabView(selection: $tab) {
            List {
                ForEach(0..<4) { index in
                    Text("Card \(index)").id(index)
                }
            }
            .listStyle(.plain)
            .listRowSpacing(20)
            .tabItem { Label("Cards", systemImage: "rectangle.stack") }
            .tag(0)
            List {
                ForEach(10..<12) { index in
                    Text("Plain \(index)").id(index)
                }
            }
            .tabItem { Label("Plain", systemImage: "list.bullet") }
            .tag(1)
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}

#Preview { SpacedListTabs() }

/// The styles written as their structs, and `.tabBarOnly`: the same tab bar on an iPhone.
struct StyledTabs: View {
    @State private var tab = "a"
    let compact: Bool

    var body: some View {
        if compact {
            tabs.tabViewStyle(.tabBarOnly)
        } else {
            tabs.tabViewStyle(TabBarOnlyTabViewStyle()).tabViewStyle(SidebarAdaptableTabViewStyle())
        }
    }

    private var tabs: some View {
        TabView(selection: $tab) {
            Text("A").tabItem { Text("A") }.tag("a")
            Text("B").tabItem { Text("B") }.tag("b")
        }
    }
}
