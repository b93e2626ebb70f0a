import SwiftUI

/// A TabView whose bar the app hides through UIKit's appearance proxy, to draw a bar of its
/// own below the pages, as many custom tab bar designs do: `UITabBar.appearance().isHidden`
/// set in the view's initialiser hides the bar SwiftUI draws with a `UITabBar`, so the pages
/// reach the custom bar and a tap there is the custom bar's.
struct CustomBarTabs: View {
    @State private var selected = "home"

    init() {
        UITabBar.appearance().isHidden = true
    }

    var body: some View {
        VStack(spacing: 0) {
            TabView(selection: $selected) {
                ScrollView { Text("Home page").frame(height: 2000) }
                    .id("home")
                    .tabItem { Text("Home") }
                    .tag("home")
                ScrollView { Text("Likes page").frame(height: 2000) }
                    .id("likes")
                    .tabItem { Text("Likes") }
                    .tag("likes")
            }
            HStack(spacing: 0) {
                Text("Home").frame(maxWidth: .infinity, minHeight: 60).onTapGesture { selected = "home" }
                Text("Likes").frame(maxWidth: .infinity, minHeight: 60).onTapGesture { selected = "likes" }
            }
            .id("bar")
        }
    }
}

#Preview("Custom bar") { CustomBarTabs() }
