import Foundation
import ScrollworkCore
import ScrollworkScene

/// A `TabView` until it is used as a view. `.tabViewStyle(_:)` writes the environment, as
/// SwiftUI's does: a TabView takes the style in force where it is made (the compiler makes a
/// view a style modifies inside it, `BodyChecker.styleChain`), or the one written on it after.
///
/// - `.automatic`: the page whose `tag` the selection names (the first when none does) fills
///   the TabView above the tab bar (`NavigationBars.tabBar`), whose 49 pt the page's scroll views
///   run under, insetting their content by it, as on a device. Tapping a tab selects its page:
///   the selection (the binding, or the TabView's own state when it has none) becomes the
///   page's tag (its place when it has none), as tapping a `UITabBar` item does.
/// - `.page`: a horizontal paging scroll view of the pages, each the size of the TabView, with
///   no indicator; the selection, if bound, follows the page shown and scrolls when written.
final class TabViewValue: HostObject {
    enum Style { case automatic, page }

    let pages: [ViewNode]
    /// The `selection` binding, or the TabView's own state without one (nil outside a scene).
    let selection: StateBox?
    var style: Style
    init(pages: [ViewNode], selection: StateBox?, style: Style) {
        self.pages = pages
        self.selection = selection
        self.style = style
    }

    /// The style `.tabViewStyle(_:)` wrote into this environment: `.page` or the default.
    static func style(in environment: SceneEnvironment, runtime: SceneRuntime?) -> Style {
        environment.value(styleKey, runtime: runtime).isSymbol("page") ? .page : .automatic
    }

    /// The style in force where a TabView is made.
    static func style(in runtime: SceneRuntime?) -> Style {
        runtime.map { style(in: $0.environment, runtime: $0) } ?? .automatic
    }

    /// The environment name `.tabViewStyle(_:)` writes.
    static let styleKey = "tabViewStyle"

    var typeName: String { "TabView" }
    var surfaceType: String { "TabView" }

    /// The pages' ids: their tags, else their place.
    private var ids: [ItemID] {
        pages.enumerated().map { ControlViews.tag(of: $0.element) ?? .int($0.offset) }
    }

    func node(runtime: SceneRuntime?) -> ViewNode {
        switch style {
        case .automatic:
            let wanted = selection.map { ViewConversion.itemID($0.value) }
            let pageIDs = ids
            let index = pageIDs.firstIndex { $0 == wanted } ?? 0
            let page = pages.indices.contains(index) ? [pages[index]] : []
            // The page's id makes each tab a view of its own: its scroll views keep their offsets.
            var node = ViewNode(.stack(StackNode(.z), children: page))
                .modified(.id(pageIDs.indices.contains(index) ? pageIDs[index] : .int(0)))
                .modified(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity)))
            if NavigationBars.Preferences(page).tabBarHidden != true, runtime?.sceneServices.hidesTabBars != true {
                let titles = pages.map { NavigationBars.Preferences([$0]).tabItem ?? "" }
                let bar = NavigationBars.tabBar(titles: titles, selected: index, actions: tabActions(pageIDs, runtime: runtime))
                node = node.modified(.safeAreaInset(SafeAreaInset(view: bar, edge: .bottom)))
            }
            return node.modified(.kindName("TabView"))
        case .page:
            let framed = zip(pages, ids).map { page, id in
                page.modified(.containerRelativeFrame(ContainerRelativeFrame(axes: [.horizontal, .vertical]))).modified(.id(id))
            }
            let stack = ViewNode(.stack(StackNode(.horizontal, spacing: 0, isLazy: true), children: framed)).modified(.scrollTargetLayout)
            var node = ViewNode.scrollView(.horizontal, [stack])
                .modified(.scrollTargetBehavior(PagingBehavior()))
                .modified(.scrollIndicators(.never))
            if let selection, let runtime { node = node.modified(.scrollPosition(binding: runtime.registerBinding(selection))) }
            if let declaring = runtime?.currentViewType { node = node.modified(.declaredIn(declaring)) }
            return node.modified(.kindName("TabView"))
        }
    }

    /// A tap action per tab: it writes the tab's page id (as the script wrote its tag) to the selection.
    private func tabActions(_ pageIDs: [ItemID], runtime: SceneRuntime?) -> [ActionToken] {
        guard let runtime, let selection else { return [] }
        return pageIDs.map { id in
            let value = runtime.idValues[id] ?? BuiltinTypes.value(id)
            return runtime.register(.closure(Callable(name: "TabView", arity: 0) { _, _ in
                selection.set(value)
                return .none
            }))
        }
    }
}

/// `ScrollViewReader`'s proxy: `scrollTo(_:anchor:)` asks the scene to scroll the scroll view
/// holding the id there once the code that asked has run (animated inside `withAnimation`).
final class ScrollViewProxyValue: HostObject {
    weak var runtime: SceneRuntime?
    init(runtime: SceneRuntime?) { self.runtime = runtime }
    var typeName: String { "ScrollViewProxy" }
}

/// A `proxy.scrollTo(id, anchor:)` waiting for the scene.
struct ScrollRequest {
    var id: ItemID
    /// nil: the least scroll that shows the whole item.
    var anchor: UnitPoint?
    var animated: Bool
}
