import ScrollworkCore
import ScrollworkScene

/// The bars a `NavigationStack` and a `TabView` draw, built from the views they hold as UIKit
/// draws `UINavigationBar` and `UITabBar` (README, "Containers and controls"). Each bar is an
/// inset at its edge of the container (`safeAreaInset`): it takes its room, non-scroll content is
/// laid out beside it, and a scroll view runs under it and insets its content by its height.
enum NavigationBars {
    /// `UINavigationBar`'s height with an inline title, and what a large title adds below it
    /// (96 pt in all, as the bar measures with `prefersLargeTitles`).
    static let inlineHeight = 44.0
    static let largeTitleHeight = 52.0
    /// `UITabBar`'s height above the home indicator.
    static let tabBarHeight = 49.0
    /// UIKit's layout margin on an iPhone: where the bar's items and its large title start.
    static let margin = 16.0

    /// What the views inside a container tell its bar: the first of each kind met, from the
    /// container in (the nearest wins), and every toolbar's items (SwiftUI merges them), not
    /// looking into nested navigation containers.
    struct Preferences {
        var title: String?
        var displayMode: BarPreference.TitleDisplayMode?
        var navigationBarHidden: Bool?
        var tabBarHidden: Bool?
        var toolbar: [ToolbarItemNode]?
        var tabItem: String?

        init(_ nodes: [ViewNode]) {
            var pending = Array(nodes.reversed())
            var visited = 0
            while let node = pending.popLast(), visited < NavigationBars.walkLimit {
                visited += 1
                for modifier in node.modifiers {
                    guard case .bar(let preference) = modifier else { continue }
                    switch preference {
                    case .navigationTitle(let text): title = title ?? text
                    case .titleDisplayMode(let mode): displayMode = displayMode ?? mode
                    case .navigationBarHidden(let hidden): navigationBarHidden = navigationBarHidden ?? hidden
                    case .tabBarHidden(let hidden): tabBarHidden = tabBarHidden ?? hidden
                    case .toolbar(let items): toolbar = (toolbar ?? []) + items
                    case .tabItem(let text): tabItem = tabItem ?? text
                    }
                }
                if NavigationBars.drawsBar(node) { continue }
                switch node.content {
                case .stack(_, let children), .grid(_, let children), .group(let children), .scrollView(_, let children):
                    pending.append(contentsOf: children.reversed())
                case .section(let section):
                    pending.append(contentsOf: (section.header + section.content + section.footer).reversed())
                default:
                    break
                }
            }
        }
    }

    /// How far up from a view `viewsInBars` looks for a bar: deeper than any bar's own views.
    static let depthLimit = 16

    /// How many views a search for preferences looks at: a body's own views, not a huge list's.
    static let walkLimit = 10_000

    /// Whether the node is a container that draws its own bar (its preferences stop there).
    static func drawsBar(_ node: ViewNode) -> Bool {
        node.modifiers.contains {
            if case .kindName(let name) = $0 { return ["NavigationStack", "NavigationView"].contains(name) }
            return false
        }
    }

    /// `NavigationStack`/`NavigationView` of `content`: a stack of it with the navigation bar at
    /// its top unless its views hide it. With neither a title nor items the bar is still there,
    /// empty and 44 pt high: a `UINavigationController` shows its bar until it is hidden
    /// (`isNavigationBarHidden` is false by default), whatever its top item holds.
    static func navigationStack(_ content: [ViewNode], kind: String) -> ViewNode {
        let preferences = Preferences(content)
        var node = ViewNode(.stack(StackNode(.vertical, spacing: 0), children: content))
        let items = (preferences.toolbar ?? []).filter { $0.slot != .elsewhere }
        if preferences.navigationBarHidden != true {
            // `.automatic` on a stack's root is large, as SwiftUI's root view shows it; with no
            // title there is no large title to show, and the bar keeps its inline height.
            let large = preferences.displayMode != .inline && !(preferences.title ?? "").isEmpty
            let bar = navigationBar(title: preferences.title ?? "", large: large, items: items)
            node = node.modified(.safeAreaInset(SafeAreaInset(view: bar, edge: .top, collapsingLength: large ? largeTitleHeight : 0)))
        }
        return node.modified(.kindName(kind))
    }

    /// The bar: a 44 pt row of the leading items, the inline title (or the principal item) and
    /// the trailing items; with a large title, the title in `largeTitle` bold below it, 52 pt.
    /// A large bar's row holds the inline title too, shown only once the large title has
    /// collapsed under it (NavigationBars+LargeTitle.swift).
    static func navigationBar(title: String, large: Bool, items: [ToolbarItemNode]) -> ViewNode {
        let leading = items.filter { $0.slot == .leading }.map(\.view)
        let trailing = items.filter { $0.slot == .trailing }.map(\.view)
        let principal = items.first { $0.slot == .principal }?.view
        let sides = ViewNode(.stack(StackNode(.horizontal), children: leading + [ViewNode(.spacer(minLength: 0))] + trailing))
            .modified(.padding(EdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin)))
        var row = [sides]
        if let principal {
            row.append(principal)
        } else if !title.isEmpty {
            row.append(ViewNode(.text(title)).modified(.text(.font(TextFont(size: 17, weight: .semibold)))))
        }
        var rows = [ViewNode(.stack(StackNode(.z), children: row)).modified(.frame(width: nil, height: inlineHeight, alignment: .center))]
        if large {
            rows.append(ViewNode(.text(title))
                .modified(.text(.font(TextFont(size: 34, weight: .bold))))
                .modified(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading)))
                .modified(.padding(EdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin)))
                .modified(.frame(width: nil, height: largeTitleHeight, alignment: .center)))
        }
        return ViewNode(.stack(StackNode(.vertical, spacing: 0), children: rows))
            .modified(.flexibleFrame(FlexibleFrame(maxWidth: .infinity)))
            .modified(.background(barBackground("NavigationBar", label: "navigation bar", extendsTo: []), alignment: .center))
    }

    /// The tab bar of a `TabView`'s default style: a tab per page, sharing the width, each its
    /// `tabItem`'s title in 10 pt medium; the selected one is marked. Its background runs under
    /// the home indicator, as `UITabBar`'s frame does. A tab takes a tap anywhere in its share of
    /// the bar (as a `UITabBarItem`'s button does) and runs its action from `actions`.
    static func tabBar(titles: [String], selected: Int, actions: [ActionToken] = []) -> ViewNode {
        let tabs = titles.enumerated().map { index, title in
            var tab = ViewNode(.text(title))
                .modified(.text(.font(TextFont(size: 10, weight: .medium))))
                .modified(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity)))
            if actions.indices.contains(index) {
                tab = tab.modified(.contentShape).modified(.onTapGesture(count: 1, action: actions[index]))
            }
            return index == selected ? tab.modified(.selected) : tab
        }
        return ViewNode(.stack(StackNode(.horizontal, spacing: 0), children: tabs))
            .modified(.frame(width: nil, height: tabBarHeight, alignment: .center))
            .modified(.background(barBackground("TabBar", label: "tab bar", extendsTo: .bottom), alignment: .center))
    }

    /// The bar's own view: it takes the touches on the bar (a tap there reaches nothing under it)
    /// and is what `item("navigation bar")` finds.
    private static func barBackground(_ kind: String, label: String, extendsTo edges: EdgeSet) -> ViewNode {
        var background = ViewNode(.color("bar")).modified(.kindName(kind)).modified(.label(label))
        if !edges.isEmpty { background = background.modified(.ignoresSafeArea(edges)) }
        return background
    }

    /// What the bars' own views are called (`SceneView.kind`).
    static let barKinds: Set<String> = ["NavigationBar", "TabBar"]

    /// The indices in `views` of the views inside a bar (its title, items, tabs): those whose
    /// containers include the view a bar's background decorates.
    static func viewsInBars(_ views: [SceneView]) -> Set<Int> {
        var roots = Set<Int>()
        for view in views where barKinds.contains(view.kind) {
            if let parent = view.parentIndex { roots.insert(parent) }
        }
        guard !roots.isEmpty else { return [] }
        return Set(views.indices.filter { !roots.contains($0) && !barKinds.contains(views[$0].kind) && isInside($0, roots, views) })
    }

    /// Whether one of the containers of view `index` (up to `depthLimit` out) is in `roots`.
    static func isInside(_ index: Int, _ roots: Set<Int>, _ views: [SceneView]) -> Bool {
        var parent = views[index].parentIndex, steps = 0
        while let current = parent, steps < depthLimit {
            if roots.contains(current) { return true }
            parent = views.indices.contains(current) ? views[current].parentIndex : nil
            steps += 1
        }
        return false
    }
}
