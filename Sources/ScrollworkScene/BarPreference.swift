import ScrollworkCore

/// What a view inside a `NavigationStack` or a `TabView` page tells the bar drawn around it, as
/// SwiftUI's preferences do (the nearest to the container wins): the container that draws the
/// bar reads it from the views it holds; layout ignores it.
public enum BarPreference {
    /// `navigationTitle(_:)`.
    case navigationTitle(String)
    /// `navigationBarTitleDisplayMode(_:)`.
    case titleDisplayMode(TitleDisplayMode)
    /// `navigationBarHidden(_:)`, `toolbar(.hidden, for: .navigationBar)` (true hides the bar).
    case navigationBarHidden(Bool)
    /// `toolbar(.hidden, for: .tabBar)`.
    case tabBarHidden(Bool)
    /// `toolbar { … }`: its items, each with where it goes.
    case toolbar([ToolbarItemNode])
    /// `tabItem { … }`, `Tab(_:systemImage:)`: the tab's title in the tab bar.
    case tabItem(String)

    /// `NavigationBarItem.TitleDisplayMode`.
    public enum TitleDisplayMode: String, Hashable {
        case automatic, inline, large
    }
}

/// One item of a `toolbar`: the view and the side of the navigation bar its placement puts it on.
public struct ToolbarItemNode {
    /// Where on an iPhone a placement puts an item.
    public enum Slot: Hashable {
        /// The bar's leading edge (`topBarLeading`, `cancellationAction`, `navigation`).
        case leading
        /// The bar's centre, in place of an inline title (`principal`).
        case principal
        /// The bar's trailing edge (`automatic`, `primaryAction`, `topBarTrailing`, …).
        case trailing
        /// Not in the navigation bar (`bottomBar`, `keyboard`, `status`): not drawn here.
        case elsewhere
    }

    public var view: ViewNode
    public var slot: Slot

    public init(view: ViewNode, slot: Slot) {
        self.view = view
        self.slot = slot
    }
}
