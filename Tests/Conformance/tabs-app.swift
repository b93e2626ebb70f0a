import SwiftUI

/// A three-tab app: a feed, a grid of photos, and a profile without a scroll view.
struct TabsApp: View {
    @State var tab = "feed"

    var body: some View {
        TabView(selection: $tab) {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<50) { index in
                        Text("Post \(index)").frame(height: 100).id(index)
                    }
                }
            }
            .tabItem { Label("Feed", systemImage: "list.bullet") }
            .tag("feed")
            ScrollView {
                LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 0) {
                    ForEach(0..<40) { index in
                        Color.gray.frame(height: 195).id("photo \(index)")
                    }
                }
            }
            .tabItem { Label("Photos", systemImage: "photo") }
            .tag("photos")
            VStack {
                Text("Profile")
                Button("Back to the feed") { tab = "feed" }
            }
            .tabItem { Label("Profile", systemImage: "person") }
            .tag("profile")
        }
    }
}

/// A TabView with no selection shows its first page, whichever way its default style is written.
struct FirstTab: View {
    var body: some View {
        TabView {
            ScrollView { Text("First").frame(height: 2000) }.id("first")
            ScrollView { Text("Second").frame(height: 2000) }.id("second")
        }
        .tabViewStyle(.automatic)
    }
}

struct DefaultStyled: View {
    var body: some View {
        TabView {
            ScrollView { Text("Only").frame(height: 2000) }.id("only")
        }
        .tabViewStyle(DefaultTabViewStyle())
    }
}

#Preview("Tabs") { TabsApp() }
#Preview("First tab") { FirstTab() }
#Preview("Default styled") { DefaultStyled() }
