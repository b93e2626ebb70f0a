// UIKit's fonts as apps read them, with the signatures Apple's documentation gives.
import Foundation

open class UIFont: NSObject {
    public struct Weight: Hashable, Sendable, RawRepresentable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8), thin = Weight(rawValue: -0.6), light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0), medium = Weight(rawValue: 0.23), semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4), heavy = Weight(rawValue: 0.56), black = Weight(rawValue: 0.62)
    }
    public struct TextStyle: Hashable, Sendable {
        public static let largeTitle = TextStyle(), title1 = TextStyle(), title2 = TextStyle(), title3 = TextStyle()
        public static let headline = TextStyle(), subheadline = TextStyle(), body = TextStyle(), callout = TextStyle()
        public static let footnote = TextStyle(), caption1 = TextStyle(), caption2 = TextStyle()
    }
    public init?(name fontName: String, size fontSize: CGFloat) {}
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {}
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight, width: UIFont.Width) -> UIFont { fatalError() }
    public struct Width: Hashable, Sendable, RawRepresentable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let compressed = Width(rawValue: -0.3), condensed = Width(rawValue: -0.2)
        public static let standard = Width(rawValue: 0), expanded = Width(rawValue: 0.2)
    }
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }
    open class var labelFontSize: CGFloat { 17 }
    open class var buttonFontSize: CGFloat { 18 }
    open class var smallSystemFontSize: CGFloat { 12 }
    open class var systemFontSize: CGFloat { 14 }
    open var fontName: String { "" }
    open var familyName: String { "" }
    open var pointSize: CGFloat { 0 }
    open var lineHeight: CGFloat { 0 }
    open var ascender: CGFloat { 0 }
    open var descender: CGFloat { 0 }
    open var capHeight: CGFloat { 0 }
    open var xHeight: CGFloat { 0 }
    open var leading: CGFloat { 0 }
    open var fontDescriptor: UIFontDescriptor { fatalError() }
    open func withSize(_ fontSize: CGFloat) -> UIFont { self }
}

open class UIFontDescriptor: NSObject {
    public struct SystemDesign: Hashable, Sendable {
        public static let `default` = SystemDesign(), rounded = SystemDesign(), serif = SystemDesign(), monospaced = SystemDesign()
    }
    public struct AttributeName: Hashable, Sendable {
        public static let family = AttributeName(), name = AttributeName(), face = AttributeName(), size = AttributeName()
        public static let visibleName = AttributeName(), matrix = AttributeName(), characterSet = AttributeName()
        public static let cascadeList = AttributeName(), traits = AttributeName(), fixedAdvance = AttributeName()
        public static let featureSettings = AttributeName(), textStyle = AttributeName()
    }
    public struct TraitKey: Hashable, Sendable {
        public static let symbolic = TraitKey(), weight = TraitKey(), width = TraitKey(), slant = TraitKey()
    }
    public struct FeatureKey: Hashable, Sendable {
        public static let featureIdentifier = FeatureKey(), typeIdentifier = FeatureKey(), type = FeatureKey(), selector = FeatureKey()
    }
    public struct SymbolicTraits: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0), traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5), traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10), traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12), traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }
    open var pointSize: CGFloat { 0 }
    open func addingAttributes(_ attributes: [UIFontDescriptor.AttributeName: Any]) -> UIFontDescriptor { self }
    open func withSymbolicTraits(_ symbolicTraits: UIFontDescriptor.SymbolicTraits) -> UIFontDescriptor? { nil }
    open func withDesign(_ design: UIFontDescriptor.SystemDesign) -> UIFontDescriptor? { nil }
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor { fatalError() }
}

open class UIFontMetrics: NSObject {
    open class var `default`: UIFontMetrics { fatalError() }
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    open func scaledValue(for value: CGFloat) -> CGFloat { value }
    open func scaledFont(for font: UIFont) -> UIFont { font }
}

// Core Text's font feature types and selectors (SFNTLayoutTypes.h), which UIKit re-exports.
public var kNumberSpacingType: Int { 6 }
public var kMonospacedNumbersSelector: Int { 0 }
public var kProportionalNumbersSelector: Int { 1 }
public var kNumberCaseType: Int { 21 }
public var kLowerCaseNumbersSelector: Int { 0 }
public var kUpperCaseNumbersSelector: Int { 1 }
public var kLowerCaseType: Int { 37 }
public var kUpperCaseType: Int { 38 }
public var kDefaultLowerCaseSelector: Int { 0 }
public var kLowerCaseSmallCapsSelector: Int { 1 }
public var kDefaultUpperCaseSelector: Int { 0 }
public var kUpperCaseSmallCapsSelector: Int { 1 }

// UIKit's string drawing (NSStringDrawing), bridged to Swift's strings too.
extension NSString {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize { .zero }
}

extension StringProtocol {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize { .zero }
}
