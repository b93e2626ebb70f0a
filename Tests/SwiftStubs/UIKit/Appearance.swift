// UIKit's appearance proxies as SwiftUI apps set them, with the signatures Apple's
// documentation gives.
import Foundation

open class UIView: NSObject {
    public class func appearance() -> Self { fatalError() }
    open var tintColor: UIColor!
    open var backgroundColor: UIColor?
    open var isHidden: Bool = false
}

open class UIBarAppearance: NSObject {
    public override init() {}
    open func configureWithDefaultBackground() {}
    open func configureWithOpaqueBackground() {}
    open func configureWithTransparentBackground() {}
    open var backgroundColor: UIColor?
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?
    open var backgroundImage: UIImage?
    open var backgroundEffect: UIBlurEffect?
}

open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {}
    open var buttonAppearance = UIBarButtonItemAppearance()
    open var backButtonAppearance = UIBarButtonItemAppearance()
    open var doneButtonAppearance = UIBarButtonItemAppearance()
}

open class UIBarButtonItem: NSObject {
    public enum Style: Int, Sendable { case plain, done, prominent }
}

open class UIBarButtonItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var backgroundImage: UIImage?
}

open class UIBarButtonItemAppearance: NSObject {
    public override init() {}
    public init(style: UIBarButtonItem.Style) {}
    open var normal = UIBarButtonItemStateAppearance()
    open var highlighted = UIBarButtonItemStateAppearance()
    open var disabled = UIBarButtonItemStateAppearance()
    open var focused = UIBarButtonItemStateAppearance()
}

open class UITabBarAppearance: UIBarAppearance {
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    open var stackedItemSpacing: CGFloat = 0
    open var stackedItemWidth: CGFloat = 0
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
}

public struct UIOffset: Equatable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init(horizontal: CGFloat, vertical: CGFloat) { self.horizontal = horizontal; self.vertical = vertical }
    public static let zero = UIOffset(horizontal: 0, vertical: 0)
}

open class UITabBarItemStateAppearance: NSObject {
    open var iconColor: UIColor?
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero
    open var badgeBackgroundColor: UIColor?
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var badgePositionAdjustment = UIOffset.zero
    open var badgeTitlePositionAdjustment = UIOffset.zero
}

open class UITabBarItemAppearance: NSObject {
    public enum Style: Int, Sendable { case stacked, inline, compactInline }
    public override init() {}
    public init(style: UITabBarItemAppearance.Style) {}
    open var normal = UITabBarItemStateAppearance()
    open var selected = UITabBarItemStateAppearance()
    open var disabled = UITabBarItemStateAppearance()
    open var focused = UITabBarItemStateAppearance()
}

open class UINavigationBar: UIView {
    open var standardAppearance = UINavigationBarAppearance()
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var barTintColor: UIColor?
    open var isTranslucent: Bool = true
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
}

open class UITabBar: UIView {
    public enum ItemPositioning: Int, Sendable { case automatic, fill, centered }
    open var standardAppearance = UITabBarAppearance()
    open var scrollEdgeAppearance: UITabBarAppearance?
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?
    open var isTranslucent: Bool = true
}

open class UIScrollView: UIView {
    open var showsVerticalScrollIndicator: Bool = true
    open var showsHorizontalScrollIndicator: Bool = true
}

open class UITableView: UIScrollView {
    open var separatorColor: UIColor?
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    open var backgroundView: UIView?
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?
}

open class UITableViewCell: UIView {
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    open var selectionStyle: SelectionStyle = .default
    open var backgroundView: UIView?
}

open class UIControl: UIView {
    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([]), highlighted = State(rawValue: 1), disabled = State(rawValue: 2), selected = State(rawValue: 4)
    }
}

open class UIPageControl: UIControl {
    open var currentPageIndicatorTintColor: UIColor?
    open var pageIndicatorTintColor: UIColor?
}

open class UISegmentedControl: UIControl {
    open var selectedSegmentTintColor: UIColor?
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
}

extension NSAttributedString.Key {
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let font = NSAttributedString.Key("NSFont")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let link = NSAttributedString.Key("NSLink")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
}

// UIKit's attributes of AttributedString that SwiftUI's scope lacks.
extension AttributeScopes {
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
    public struct UIKitAttributes: AttributeScope {
        public let underlineColor: UnderlineColorAttribute
        public let strikethroughColor: StrikethroughColorAttribute
        public let foundation: FoundationAttributes
        public enum UnderlineColorAttribute: AttributedStringKey { public typealias Value = UIColor; public static let name = "NSUnderlineColor" }
        public enum StrikethroughColorAttribute: AttributedStringKey { public typealias Value = UIColor; public static let name = "NSStrikethroughColor" }
    }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}
