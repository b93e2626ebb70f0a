import SwiftUI

/// A TabView whose bar an app styles through UIKit in its `init`, as apps did before
/// `toolbarBackground`: the item appearances of each layout and state, a badge's offsets and
/// the page dots' background. Drawn only: the pages are laid out as with no styling, and an
/// offset keeps what it was given.
struct StyledTabs: View {
    private let badgeOffset = UIOffset(horizontal: 2, vertical: -4)

    init() {
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.stackedItemPositioning = .centered
        appearance.stackedItemSpacing = 12
        appearance.stackedItemWidth = 60
        appearance.stackedLayoutAppearance.normal.iconColor = .gray
        appearance.stackedLayoutAppearance.selected.iconColor = .blue
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.gray]
        appearance.stackedLayoutAppearance.selected.badgeBackgroundColor = .red
        appearance.stackedLayoutAppearance.normal.badgeTextAttributes = [.foregroundColor: UIColor.white]
        appearance.stackedLayoutAppearance.normal.badgeTitlePositionAdjustment = UIOffset(horizontal: 0, vertical: 20)
        appearance.stackedLayoutAppearance.normal.badgePositionAdjustment = .zero
        appearance.stackedLayoutAppearance.disabled.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -2)
        appearance.stackedLayoutAppearance.focused.iconColor = .black
        let inline = UITabBarItemAppearance(style: .inline)
        inline.normal.iconColor = .gray
        appearance.inlineLayoutAppearance = inline
        appearance.compactInlineLayoutAppearance = UITabBarItemAppearance()
        UITabBar.appearance().standardAppearance = appearance
        UIPageControl.appearance().backgroundColor = .white
        _ = UITabBar.ItemPositioning.fill
        _ = UITabBar.ItemPositioning.automatic
        _ = UITabBarItemAppearance.Style.stacked
        _ = UITabBarItemAppearance.Style.compactInline
    }

    var body: some View {
        TabView {
            Text("Home \(Int(badgeOffset.horizontal)) \(Int(badgeOffset.vertical))").id("home")
                .tabItem { Label("Home", systemImage: "house") }
            Text("Settings").id("settings")
                .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

#Preview("Styled tabs") { StyledTabs() }
