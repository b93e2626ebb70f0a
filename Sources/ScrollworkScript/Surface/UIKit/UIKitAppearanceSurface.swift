import ScrollworkCore

/// UIKit's appearance proxies, as SwiftUI apps set them in an `init` or a preview to colour
/// the bars and a list's background (`UINavigationBar.appearance().largeTitleTextAttributes =
/// [.foregroundColor: UIColor.white]`, `UITableView.appearance().backgroundColor = .clear`).
/// Drawn only: colours and fonts of bars and lists are not part of what scrollwork lays out,
/// so each setting is accepted and changes nothing (reading one back gives nil); but
/// `UITabBar.appearance().isHidden = true`, which hides every TabView's bar.
enum UIKitAppearanceSurface: SurfaceProvider {
    /// Each class with the appearance properties apps set on it, as UIKit declares them.
    static let proxies: [(type: String, properties: [String])] = [
        ("UINavigationBar", ["var tintColor: UIColor!", "var barTintColor: UIColor?", "var backgroundColor: UIColor?",
                             "var isTranslucent: Bool", "var titleTextAttributes: [NSAttributedString.Key: Any]?",
                             "var largeTitleTextAttributes: [NSAttributedString.Key: Any]?",
                             "var standardAppearance: UINavigationBarAppearance", "var compactAppearance: UINavigationBarAppearance?",
                             "var scrollEdgeAppearance: UINavigationBarAppearance?"]),
        ("UITabBar", ["var tintColor: UIColor!", "var barTintColor: UIColor?", "var backgroundColor: UIColor?",
                      "var unselectedItemTintColor: UIColor?", "var isTranslucent: Bool",
                      "var standardAppearance: UITabBarAppearance", "var scrollEdgeAppearance: UITabBarAppearance?"]),
        ("UITableView", ["var backgroundColor: UIColor?", "var separatorColor: UIColor?",
                         "var separatorStyle: UITableViewCell.SeparatorStyle", "var backgroundView: UIView?",
                         // Set to hide a plain table's extra separators (iOS 13–15); a List is not a table since iOS 16.
                         "var tableHeaderView: UIView?", "var tableFooterView: UIView?",
                         "var showsVerticalScrollIndicator: Bool", "var showsHorizontalScrollIndicator: Bool"]),
        ("UITableViewCell", ["var backgroundColor: UIColor?", "var selectionStyle: UITableViewCell.SelectionStyle",
                             "var backgroundView: UIView?"]),
        ("UIPageControl", ["var currentPageIndicatorTintColor: UIColor?", "var pageIndicatorTintColor: UIColor?",
                           "var backgroundColor: UIColor?"]),
        ("UISegmentedControl", ["var selectedSegmentTintColor: UIColor?", "var backgroundColor: UIColor?"]),
    ]

    static func register(in surface: inout SurfaceBuilder) {
        for (type, properties) in proxies {
            surface.type(type, .class, doc: "A UIKit view SwiftUI draws with; only its appearance proxy is reachable here.") { t in
                // UIAppearance declares `-> Self`; on this class that is the class itself.
                t.staticFunction("class func appearance() -> \(type)", role: .visual,
                                 doc: "The proxy whose settings every \(type) takes.") { a in
                    .host(AppearanceProxy(type: type, services: a.context?.services))
                }
                drawnOnly(properties, of: type, &t)
                if type == "UITabBar" {
                    // SwiftUI's TabView draws its bar with a UITabBar, so hiding the class's bars hides it.
                    t.surface.add(.instance(type), "var isHidden: Bool { get set }", role: .layout,
                                  doc: "Hides the bar of every TabView of the scene: its pages take the bar's place.",
                                  body: .accessor(get: { r in .bool(try proxy(r).services?.hidesTabBars ?? false) },
                                                  set: { r, value in try proxy(r).services?.hidesTabBars = try ValueReaders.bool(value, "isHidden") }))
                }
                if type == "UISegmentedControl" {
                    t.surface.add(.instance(type), "func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State)",
                          role: .visual, doc: "Drawn only.", body: .method { _, _ in .none })
                }
            }
        }
        barAppearances(&surface)
        // Styles of a table's separators and of a selected cell (UITableViewCell declares both).
        constants("UITableViewCell.SeparatorStyle", ["none", "singleLine", "singleLineEtched"], "table style", &surface)
        constants("UITableViewCell.SelectionStyle", ["none", "blue", "gray", "default"], "table style", &surface)
        surface.type("UIControl.State", .optionSet, doc: "A control's state, for its appearance settings.") { t in
            for (name, bits) in [("normal", 0), ("highlighted", 1), ("disabled", 2), ("selected", 4)] {
                t.constant("static var \(name): UIControl.State { get }", role: .visual, doc: "The \(name) state.", .int(bits))
            }
        }
    }
}

extension UIKitAppearanceSurface {
    /// Settable properties that change nothing here; reading one back gives nil.
    private static func drawnOnly(_ declarations: [String], of type: String, _ t: inout SurfaceTypeBuilder) {
        for declaration in declarations {
            t.surface.add(.instance(type), declaration + " { get set }", role: .visual, doc: "Drawn only: accepted, not drawn.",
                          body: .accessor(get: { _ in .none }, set: { _, _ in }))
        }
    }

    /// iOS 13's bar appearances (`UINavigationBarAppearance`, `UITabBarAppearance`), which apps
    /// configure and give a bar's proxy as its `standardAppearance` and `scrollEdgeAppearance`.
    private static func barAppearances(_ surface: inout SurfaceBuilder) {
        buttonAppearances(&surface)
        tabBarItemAppearances(&surface)
        let common = ["var backgroundColor: UIColor?", "var shadowColor: UIColor?", "var shadowImage: UIImage?",
                      "var backgroundImage: UIImage?", "var backgroundEffect: UIBlurEffect?"]
        let navigation = ["var titleTextAttributes: [NSAttributedString.Key: Any]",
                          "var largeTitleTextAttributes: [NSAttributedString.Key: Any]",
                          "var buttonAppearance: UIBarButtonItemAppearance", "var backButtonAppearance: UIBarButtonItemAppearance",
                          "var doneButtonAppearance: UIBarButtonItemAppearance"]
        let tabs = ["var stackedItemPositioning: UITabBar.ItemPositioning", "var stackedItemSpacing: CGFloat",
                    "var stackedItemWidth: CGFloat"]
        for (type, properties) in [("UINavigationBarAppearance", common + navigation), ("UITabBarAppearance", common + tabs)] {
            surface.type(type, .class, doc: "How a bar is drawn, for its appearance proxy (drawn only).") { t in
                t.initializer("init()", role: .visual, doc: "The default appearance.") { _ in .host(AppearanceProxy(type: type)) }
                for configuration in ["configureWithDefaultBackground", "configureWithOpaqueBackground", "configureWithTransparentBackground"] {
                    t.method("func \(configuration)()", role: .visual, doc: "Drawn only.") { _, _ in .none }
                }
                drawnOnly(properties, of: type, &t)
                if type == "UITabBarAppearance" {
                    // Each reads as an appearance of its own, whose states take settings that change nothing.
                    for layout in ["stackedLayoutAppearance", "inlineLayoutAppearance", "compactInlineLayoutAppearance"] {
                        t.surface.add(.instance(type), "var \(layout): UITabBarItemAppearance { get set }", role: .visual,
                                      doc: "How the bar's items are drawn in this layout (drawn only).",
                                      body: .accessor(get: { _ in .host(AppearanceProxy(type: "UITabBarItemAppearance")) }, set: { _, _ in }))
                    }
                }
                if type == "UINavigationBarAppearance" {
                    t.method("func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?)",
                             role: .visual, doc: "Drawn only.") { _, _ in .none }
                }
            }
        }
    }
}

extension UIKitAppearanceSurface {
    /// How a bar's buttons are drawn (`UIBarButtonItemAppearance`), in each state, for a
    /// navigation bar's appearance (drawn only). A state's appearance is the button
    /// appearance's own object, so setting `normal.titleTextAttributes` works as in UIKit.
    private static func buttonAppearances(_ surface: inout SurfaceBuilder) {
        stateAppearances("UIBarButtonItemAppearance", style: "UIBarButtonItem.Style", states: "UIBarButtonItemStateAppearance",
                         named: ["normal", "highlighted", "disabled", "focused"],
                         drawn: ["var titleTextAttributes: [NSAttributedString.Key: Any]", "var backgroundImage: UIImage?"],
                         of: "bar's button", &surface)
        constants("UIBarButtonItem.Style", ["plain", "done", "prominent"], "style", &surface)
    }

    /// How a tab bar's items are drawn (`UITabBarItemAppearance`) in each state, for a tab bar's
    /// appearance (drawn only): `appearance.stackedLayoutAppearance.selected.iconColor = .blue`.
    private static func tabBarItemAppearances(_ surface: inout SurfaceBuilder) {
        stateAppearances("UITabBarItemAppearance", style: "UITabBarItemAppearance.Style", states: "UITabBarItemStateAppearance",
                         named: ["normal", "selected", "disabled", "focused"],
                         drawn: ["var iconColor: UIColor?", "var titleTextAttributes: [NSAttributedString.Key: Any]",
                                 "var titlePositionAdjustment: UIOffset", "var badgeBackgroundColor: UIColor?",
                                 "var badgeTextAttributes: [NSAttributedString.Key: Any]", "var badgePositionAdjustment: UIOffset",
                                 "var badgeTitlePositionAdjustment: UIOffset"],
                         of: "tab bar's item", &surface)
        constants("UITabBarItemAppearance.Style", ["stacked", "inline", "compactInline"], "layout", &surface)
        constants("UITabBar.ItemPositioning", ["automatic", "fill", "centered"], "positioning", &surface)
        surface.type("UIOffset", conformsTo: ["Equatable"], doc: "A horizontal and vertical offset, for appearance settings.") { t in
            t.initializer("init(horizontal: CGFloat, vertical: CGFloat)", role: .visual, doc: "An offset.") { a in
                .host(UIOffsetValue(horizontal: try ValueReaders.double(a[0], "horizontal"), vertical: try ValueReaders.double(a[1], "vertical")))
            }
            t.constant("static let zero: UIOffset", role: .visual, doc: "No offset.", .host(UIOffsetValue(horizontal: 0, vertical: 0)))
            t.property("var horizontal: CGFloat { get }", role: .visual, doc: "The horizontal offset.") {
                .double(try ValueReaders.host($0, UIOffsetValue.self, "UIOffset").horizontal)
            }
            t.property("var vertical: CGFloat { get }", role: .visual, doc: "The vertical offset.") {
                .double(try ValueReaders.host($0, UIOffsetValue.self, "UIOffset").vertical)
            }
        }
    }

    /// An appearance made with or without a style whose states (`normal`, …) are appearances
    /// of their own, each reading as a fresh object whose settings change nothing.
    private static func stateAppearances(_ type: String, style: String, states: String, named names: [String], drawn properties: [String],
                                         of what: String, _ surface: inout SurfaceBuilder) {
        surface.type(type, .class, doc: "How a \(what) is drawn in each state (drawn only).") { t in
            for declaration in ["init()", "init(style: \(style))"] {
                t.initializer(declaration, role: .visual, doc: "An appearance (the default style's with none given).") { _ in
                    .host(AppearanceProxy(type: type))
                }
            }
            for state in names {
                t.property("var \(state): \(states) { get }", role: .visual, doc: "How a \(what) is drawn when \(state) (drawn only).") { _ in
                    .host(AppearanceProxy(type: states))
                }
            }
        }
        surface.type(states, .class, doc: "How a \(what) is drawn in one state (drawn only).") { t in
            drawnOnly(properties, of: states, &t)
        }
    }

    /// A UIKit enum of named cases, for appearance settings.
    private static func constants(_ type: String, _ names: [String], _ what: String, _ surface: inout SurfaceBuilder) {
        surface.type(type, doc: "A UIKit \(what).") { t in
            for name in names {
                t.constant("static let `\(name)`: \(type)", role: .visual, doc: "The \(name) \(what).", .symbol(name))
            }
        }
    }

    private static func proxy(_ value: Value) throws -> AppearanceProxy {
        try ValueReaders.host(value, AppearanceProxy.self, "UITabBar")
    }
}

/// `UINavigationBar.appearance()`: a proxy of that class whose settings change nothing here
/// but `UITabBar`'s `isHidden`, kept by the scene it was set in.
final class AppearanceProxy: HostObject {
    let type: String
    private(set) weak var services: SceneServices?
    init(type: String, services: SceneServices? = nil) {
        self.type = type
        self.services = services
    }
    var typeName: String { type }
    var surfaceType: String { type }
}

/// `UIOffset`: an appearance setting's offset, printed as UIKit prints it.
final class UIOffsetValue: HostValue {
    let horizontal: Double
    let vertical: Double
    init(horizontal: Double, vertical: Double) { (self.horizontal, self.vertical) = (horizontal, vertical) }
    var typeName: String { "UIOffset" }
    var valueDescription: String {
        "UIOffset(horizontal: \(Value.describe(double: horizontal)), vertical: \(Value.describe(double: vertical)))"
    }
    var equalityKey: String { valueDescription }
}
