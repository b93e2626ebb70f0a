// Declarations only: UIKit's (and CoreGraphics') public signatures as Apple documents them,
// for the names scrollwork's surface registers. On Linux, Foundation already declares
// CGFloat, CGPoint, CGSize and CGRect; CGVector, CGPath, CGLineCap and CGLineJoin are declared here.
@_exported import Foundation

public struct CGVector: Equatable, Hashable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init() { dx = 0; dy = 0 }
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    public static var zero: CGVector { CGVector() }
}

open class CGPath {
    public var boundingBoxOfPath: CGRect { fatalError() }
}

public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}

@MainActor
open class UIScreen {
    open class var main: UIScreen { fatalError() }
    open var bounds: CGRect { fatalError() }
    open var scale: CGFloat { fatalError() }
    open var nativeScale: CGFloat { fatalError() }
}

@MainActor
open class UIDevice {
    open class var current: UIDevice { fatalError() }
    open var name: String { fatalError() }
    open var model: String { fatalError() }
    open var localizedModel: String { fatalError() }
    open var systemName: String { fatalError() }
    open var systemVersion: String { fatalError() }
    open var orientation: UIDeviceOrientation { fatalError() }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { fatalError() }
    open var identifierForVendor: UUID? { fatalError() }
    public static let orientationDidChangeNotification = NSNotification.Name("UIDeviceOrientationDidChangeNotification")
}

public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone, pad, tv, carPlay
    case mac = 5
    case vision = 6
}

public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isPortrait: Bool { fatalError() }
    public var isLandscape: Bool { fatalError() }
    public var isFlat: Bool { fatalError() }
    public var isValidInterfaceOrientation: Bool { fatalError() }
}

public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var topLeft: UIRectCorner { UIRectCorner(rawValue: 1) }
    public static var topRight: UIRectCorner { UIRectCorner(rawValue: 2) }
    public static var bottomLeft: UIRectCorner { UIRectCorner(rawValue: 4) }
    public static var bottomRight: UIRectCorner { UIRectCorner(rawValue: 8) }
    public static var allCorners: UIRectCorner { UIRectCorner(rawValue: 15) }
}

open class UIBezierPath {
    public init() {}
    public convenience init(rect: CGRect) { self.init() }
    public convenience init(ovalIn rect: CGRect) { self.init() }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { self.init() }
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) { self.init() }
    open func move(to point: CGPoint) {}
    open func addLine(to point: CGPoint) {}
    open func close() {}
    open var bounds: CGRect { fatalError() }
    open var cgPath: CGPath { fatalError() }
}

@MainActor
open class UIFeedbackGenerator {
    public init() {}
    open func prepare() {}
}

@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }
    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) { super.init() }
    public override init() { super.init() }
    open func impactOccurred() {}
    open func impactOccurred(intensity: CGFloat) {}
}

@MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }
    open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) {}
}

@MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {}
}

// Text input settings SwiftUI's keyboard modifiers take (no keyboard in a scroll simulation).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad
    case twitter, webSearch, asciiCapableNumberPad
}

public struct UITextContentType: Hashable, Sendable {
    public static let name = UITextContentType(), namePrefix = UITextContentType(), givenName = UITextContentType()
    public static let middleName = UITextContentType(), familyName = UITextContentType(), nameSuffix = UITextContentType()
    public static let nickname = UITextContentType(), jobTitle = UITextContentType(), organizationName = UITextContentType()
    public static let location = UITextContentType(), fullStreetAddress = UITextContentType(), streetAddressLine1 = UITextContentType()
    public static let streetAddressLine2 = UITextContentType(), addressCity = UITextContentType(), addressState = UITextContentType()
    public static let addressCityAndState = UITextContentType(), sublocality = UITextContentType(), countryName = UITextContentType()
    public static let postalCode = UITextContentType(), telephoneNumber = UITextContentType(), emailAddress = UITextContentType()
    public static let URL = UITextContentType(), creditCardNumber = UITextContentType(), username = UITextContentType()
    public static let password = UITextContentType(), newPassword = UITextContentType(), oneTimeCode = UITextContentType()
    public static let shipmentTrackingNumber = UITextContentType(), flightNumber = UITextContentType(), dateTime = UITextContentType()
    public static let birthdate = UITextContentType(), birthdateDay = UITextContentType(), birthdateMonth = UITextContentType()
    public static let birthdateYear = UITextContentType(), creditCardSecurityCode = UITextContentType(), creditCardName = UITextContentType()
    public static let creditCardGivenName = UITextContentType(), creditCardMiddleName = UITextContentType(), creditCardFamilyName = UITextContentType()
    public static let creditCardExpiration = UITextContentType(), creditCardExpirationMonth = UITextContentType(), creditCardExpirationYear = UITextContentType()
    public static let creditCardType = UITextContentType(), cellularEID = UITextContentType()
}

public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

// Foundation's and UniformTypeIdentifiers' drag-and-drop types, which Linux's Foundation lacks.
open class NSItemProvider {}
extension URL {
    public func appendingPathComponent(_ partialName: String, conformingTo contentType: UTType) -> URL { self }
    public mutating func appendPathComponent(_ partialName: String, conformingTo contentType: UTType) {}
    public func appendingPathExtension(for contentType: UTType) -> URL { self }
    public mutating func appendPathExtension(for contentType: UTType) {}
}
public struct UTType: Hashable, Sendable {
    init() {}
    public init?(_ identifier: String) {}
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {}
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {}
    public var identifier: String { "" }
    public var preferredFilenameExtension: String? { nil }
    public static var item: UTType { UTType() }
    public static var content: UTType { UTType() }
    public static var data: UTType { UTType() }
    public static var text: UTType { UTType() }
    public static var plainText: UTType { UTType() }
    public static var utf8PlainText: UTType { UTType() }
    public static var json: UTType { UTType() }
    public static var url: UTType { UTType() }
    public static var fileURL: UTType { UTType() }
    public static var image: UTType { UTType() }
    public static var png: UTType { UTType() }
    public static var jpeg: UTType { UTType() }
    public static var pdf: UTType { UTType() }
    public static var movie: UTType { UTType() }
    public static var audio: UTType { UTType() }
    public static var gif: UTType { UTType() }
    public static var heic: UTType { UTType() }
    public static var heif: UTType { UTType() }
    public static var webP: UTType { UTType() }
    public static var tiff: UTType { UTType() }
    public static var svg: UTType { UTType() }
    public static var livePhoto: UTType { UTType() }
    public static var video: UTType { UTType() }
    public static var mpeg4Movie: UTType { UTType() }
    public static var quickTimeMovie: UTType { UTType() }
    public static var mp3: UTType { UTType() }
    public static var wav: UTType { UTType() }
    public static var html: UTType { UTType() }
    public static var rtf: UTType { UTType() }
    public static var commaSeparatedText: UTType { UTType() }
    public static var zip: UTType { UTType() }
    public static var folder: UTType { UTType() }
    public static var vCard: UTType { UTType() }
}

public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

open class UITraitCollection: NSObject {
    open class var current: UITraitCollection { fatalError() }
    public init(userInterfaceStyle: UIUserInterfaceStyle) {}
    open var userInterfaceStyle: UIUserInterfaceStyle { .light }
}

public typealias _ImageLiteralType = UIImage

open class UIImage: NSObject, _ExpressibleByImageLiteral {
    public override init() {}
    public required init(imageLiteralResourceName name: String) {}
    public init?(named name: String) {}
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {}
    public init?(systemName name: String) {}
    public init?(data: Data) {}
    public init?(contentsOfFile path: String) {}
    public init(cgImage: CGImage) {}
    public init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {}
    open var cgImage: CGImage? { nil }
    public init?(data: Data, scale: CGFloat) {}
    open func jpegData(compressionQuality: CGFloat) -> Data? { nil }
    open func pngData() -> Data? { nil }
    open func preparingThumbnail(of size: CGSize) -> UIImage? { nil }
    open func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? { nil }
    open class var actions: UIImage { fatalError() }
    open class var add: UIImage { fatalError() }
    open class var checkmark: UIImage { fatalError() }
    open class var remove: UIImage { fatalError() }
    open class var strokedCheckmark: UIImage { fatalError() }
    open var size: CGSize { fatalError() }
    open var scale: CGFloat { fatalError() }
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage { self }
    open func withTintColor(_ color: UIColor) -> UIImage { self }
    open func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage { self }
    public enum Orientation: Int, Sendable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }
    open var imageOrientation: UIImage.Orientation { .up }
}

/// The type `#colorLiteral(…)` makes where the context does not say.
public typealias _ColorLiteralType = UIColor

open class UIColor: NSObject, _ExpressibleByColorLiteral {
    public required init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {}
    public override init() {}
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(white: CGFloat, alpha: CGFloat) {}
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(cgColor: CGColor) {}
    public init?(named name: String) {}
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {}
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {}
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool { true }
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?, brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool { true }
    open var cgColor: CGColor { fatalError() }
    open class var black: UIColor { fatalError() }
    open class var white: UIColor { fatalError() }
    open class var clear: UIColor { fatalError() }
    open class var red: UIColor { fatalError() }
    open class var green: UIColor { fatalError() }
    open class var blue: UIColor { fatalError() }
    open class var yellow: UIColor { fatalError() }
    open class var orange: UIColor { fatalError() }
    open class var purple: UIColor { fatalError() }
    open class var brown: UIColor { fatalError() }
    open class var cyan: UIColor { fatalError() }
    open class var magenta: UIColor { fatalError() }
    open class var gray: UIColor { fatalError() }
    open class var darkGray: UIColor { fatalError() }
    open class var lightGray: UIColor { fatalError() }
    open class var lightText: UIColor { fatalError() }
    open class var darkText: UIColor { fatalError() }
    open class var systemRed: UIColor { fatalError() }
    open class var systemOrange: UIColor { fatalError() }
    open class var systemYellow: UIColor { fatalError() }
    open class var systemGreen: UIColor { fatalError() }
    open class var systemMint: UIColor { fatalError() }
    open class var systemTeal: UIColor { fatalError() }
    open class var systemCyan: UIColor { fatalError() }
    open class var systemBlue: UIColor { fatalError() }
    open class var systemIndigo: UIColor { fatalError() }
    open class var systemPurple: UIColor { fatalError() }
    open class var systemPink: UIColor { fatalError() }
    open class var systemBrown: UIColor { fatalError() }
    open class var systemGray: UIColor { fatalError() }
    open class var systemGray2: UIColor { fatalError() }
    open class var systemGray3: UIColor { fatalError() }
    open class var systemGray4: UIColor { fatalError() }
    open class var systemGray5: UIColor { fatalError() }
    open class var systemGray6: UIColor { fatalError() }
    open class var label: UIColor { fatalError() }
    open class var secondaryLabel: UIColor { fatalError() }
    open class var tertiaryLabel: UIColor { fatalError() }
    open class var quaternaryLabel: UIColor { fatalError() }
    open class var placeholderText: UIColor { fatalError() }
    open class var systemBackground: UIColor { fatalError() }
    open class var secondarySystemBackground: UIColor { fatalError() }
    open class var tertiarySystemBackground: UIColor { fatalError() }
    open class var systemGroupedBackground: UIColor { fatalError() }
    open class var secondarySystemGroupedBackground: UIColor { fatalError() }
    open class var tertiarySystemGroupedBackground: UIColor { fatalError() }
    open class var systemFill: UIColor { fatalError() }
    open class var secondarySystemFill: UIColor { fatalError() }
    open class var tertiarySystemFill: UIColor { fatalError() }
    open class var quaternarySystemFill: UIColor { fatalError() }
    open class var separator: UIColor { fatalError() }
    open class var opaqueSeparator: UIColor { fatalError() }
    open class var link: UIColor { fatalError() }
    open class var tintColor: UIColor { fatalError() }
}

open class CGColor {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(gray: CGFloat, alpha: CGFloat) {}
    public var components: [CGFloat]? { fatalError() }
    public var numberOfComponents: Int { fatalError() }
    public var alpha: CGFloat { fatalError() }
    public func converted(to: CGColorSpace, intent: CGColorRenderingIntent, options: CFDictionary?) -> CGColor? { nil }
}

// Core Foundation's names as Core Graphics takes them (Linux's Foundation has none).
public typealias CFString = String
public typealias CFDictionary = [String: Any]

open class CGColorSpace {
    public init?(name: CFString) {}
    public var name: CFString? { nil }
    public static let sRGB: CFString = "kCGColorSpaceSRGB"
    public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
    public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
}

public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}

open class CGImage {
    open var width: Int { 0 }
    open var height: Int { 0 }
    open func cropping(to rect: CGRect) -> CGImage? { nil }
}

@MainActor
/// The Objective-C runtime's method name, which `#selector(…)` makes on Apple's platforms.
public struct Selector: Hashable {
    nonisolated public init(_ name: String) {}
}

open class UIEvent {}

/// Target-action observers, which Foundation has only where the Objective-C runtime is.
extension NotificationCenter {
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {}
}

open class UIApplication: UIResponder {
    open class var shared: UIApplication { fatalError() }
    unowned(unsafe) open var delegate: (any UIApplicationDelegate)? { get { fatalError() } set {} }
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { fatalError() }
    @available(iOS, deprecated: 15.0, message: "Use UIWindowScene.windows on a relevant window scene instead")
    open var windows: [UIWindow] { fatalError() }
    @available(iOS, deprecated: 17.0, message: "Use -[UNUserNotificationCenter setBadgeCount:withCompletionHandler:] instead")
    open var applicationIconBadgeNumber: Int = 0
    open var isIdleTimerDisabled: Bool = false
    public static let openSettingsURLString = "app-settings:"
    public static let didBecomeActiveNotification = NSNotification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = NSNotification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = NSNotification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = NSNotification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = NSNotification.Name("UIApplicationWillTerminateNotification")
    public static let didReceiveMemoryWarningNotification = NSNotification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    public static let significantTimeChangeNotification = NSNotification.Name("UIApplicationSignificantTimeChangeNotification")
    public static let userDidTakeScreenshotNotification = NSNotification.Name("UIApplicationUserDidTakeScreenshotNotification")
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "")
    }
    open func canOpenURL(_ url: URL) -> Bool { false }
    open func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: ((Bool) -> Void)? = nil) {}
    open var connectedScenes: Set<UIScene> { fatalError() }
    open var supportsAlternateIcons: Bool { fatalError() }
    open var alternateIconName: String? { fatalError() }
    open func setAlternateIconName(_ alternateIconName: String?,
                                   completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {}
}

open class UIScene: NSObject {
    public enum ActivationState: Int {
        case unattached, foregroundActive, foregroundInactive, background
    }
    open var activationState: UIScene.ActivationState { fatalError() }
}

open class UIWindowScene: UIScene {
    open var windows: [UIWindow] { fatalError() }
    open var keyWindow: UIWindow? { fatalError() }
    open var screen: UIScreen { fatalError() }
}

public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

open class UIWindow: UIView {
    open var isKeyWindow: Bool { fatalError() }
    open var safeAreaInsets: UIEdgeInsets { fatalError() }
    open var frame: CGRect { fatalError() }
    open var bounds: CGRect { fatalError() }
    @discardableResult open func endEditing(_ force: Bool) -> Bool { fatalError() }
    // A UIWindow is a UIResponder on iOS, whose keyboard notifications its name reaches; this
    // module's UIView is not (it would make every view main-actor isolated), so they are restated.
    nonisolated public static let keyboardWillShowNotification = UIResponder.keyboardWillShowNotification
    nonisolated public static let keyboardDidShowNotification = UIResponder.keyboardDidShowNotification
    nonisolated public static let keyboardWillHideNotification = UIResponder.keyboardWillHideNotification
    nonisolated public static let keyboardDidHideNotification = UIResponder.keyboardDidHideNotification
    nonisolated public static let keyboardWillChangeFrameNotification = UIResponder.keyboardWillChangeFrameNotification
    nonisolated public static let keyboardDidChangeFrameNotification = UIResponder.keyboardDidChangeFrameNotification
    nonisolated public static let keyboardFrameBeginUserInfoKey = UIResponder.keyboardFrameBeginUserInfoKey
    nonisolated public static let keyboardFrameEndUserInfoKey = UIResponder.keyboardFrameEndUserInfoKey
    nonisolated public static let keyboardAnimationDurationUserInfoKey = UIResponder.keyboardAnimationDurationUserInfoKey
    nonisolated public static let keyboardAnimationCurveUserInfoKey = UIResponder.keyboardAnimationCurveUserInfoKey
    nonisolated public static let keyboardIsLocalUserInfoKey = UIResponder.keyboardIsLocalUserInfoKey
}

open class UIPasteboard: NSObject {
    open class var general: UIPasteboard { fatalError() }
    open var string: String? { get { fatalError() } set {} }
    open var strings: [String]? { get { fatalError() } set {} }
    open var hasStrings: Bool { fatalError() }
    open var image: UIImage? { get { fatalError() } set {} }
    open var images: [UIImage]? { get { fatalError() } set {} }
    open var hasImages: Bool { fatalError() }
    open var url: URL? { get { fatalError() } set {} }
    open var urls: [URL]? { get { fatalError() } set {} }
    open var hasURLs: Bool { fatalError() }
}

/// Core Graphics' affine transform (Foundation on Linux lacks it).
public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(rotationAngle angle: CGFloat) { self.init() }
    public static let identity = CGAffineTransform()
    public var isIdentity: Bool { self == .identity }
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { self }
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform { self }
    public func rotated(by angle: CGFloat) -> CGAffineTransform { self }
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform { self }
    public func inverted() -> CGAffineTransform { self }
}

extension CGPoint { public func applying(_ t: CGAffineTransform) -> CGPoint { self } }
extension CGSize { public func applying(_ t: CGAffineTransform) -> CGSize { self } }
extension CGRect { public func applying(_ t: CGAffineTransform) -> CGRect { self } }

// CoreGraphics' debug descriptions, which Linux's Foundation lacks.
extension CGRect { public var debugDescription: String { "" } }
extension CGPoint { public var debugDescription: String { "" } }
extension CGSize { public var debugDescription: String { "" } }

public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

// The run loop mode while a control tracks a touch (UITrackingRunLoopMode).
extension RunLoop.Mode {
    public static let tracking = RunLoop.Mode("UITrackingRunLoopMode")
}
