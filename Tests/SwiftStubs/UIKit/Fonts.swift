// UIKit's fonts as apps read them, with the signatures Apple's documentation gives.
import Foundation

open class UIFont: NSObject {
    public struct Weight: Hashable, Sendable {
        public static let ultraLight = Weight(), thin = Weight(), light = Weight(), regular = Weight(), medium = Weight()
        public static let semibold = Weight(), bold = Weight(), heavy = Weight(), black = Weight()
    }
    public struct TextStyle: Hashable, Sendable {
        public static let largeTitle = TextStyle(), title1 = TextStyle(), title2 = TextStyle(), title3 = TextStyle()
        public static let headline = TextStyle(), subheadline = TextStyle(), body = TextStyle(), callout = TextStyle()
        public static let footnote = TextStyle(), caption1 = TextStyle(), caption2 = TextStyle()
    }
    public init?(name fontName: String, size fontSize: CGFloat) {}
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {}
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
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
    open var pointSize: CGFloat { 0 }
    open func withDesign(_ design: UIFontDescriptor.SystemDesign) -> UIFontDescriptor? { nil }
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor { fatalError() }
}

open class UIFontMetrics: NSObject {
    open class var `default`: UIFontMetrics { fatalError() }
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    open func scaledValue(for value: CGFloat) -> CGFloat { value }
    open func scaledFont(for font: UIFont) -> UIFont { font }
}
