import SwiftUI

// A MenuStyle of the app's own: `Menu(configuration)` is iOS's menu, and the style's modifiers
// around it change its size; a tap on it still presents the items.
struct PaddedMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        Menu(configuration)
            .padding(10)
            .background(Color.gray)
    }
}

// A style that draws something else entirely: the menu is what its body makes.
struct BadgeMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        Color.red.frame(width: 44, height: 44)
    }
}

struct SortMenus: View {
    @State private var order = "none"

    var body: some View {
        VStack(spacing: 20) {
            Menu {
                Button("Newest") { order = "newest" }
                Button("Oldest") { order = "oldest" }
            } label: {
                Color.blue.frame(width: 80, height: 30).id("sort-label")
            }
            .menuStyle(PaddedMenuStyle())
            .id("sort")
            Menu {
                Button("Flag") { order = "flagged" }
            } label: {
                Color.blue.frame(width: 80, height: 30)
            }
            .menuStyle(BadgeMenuStyle())
            .id("badge")
            Menu {
                Button("Archive") { order = "archived" }
            } label: {
                Color.blue.frame(width: 80, height: 30)
            }
            .menuStyle(.button)
            .id("builtin")
        }
    }
}
