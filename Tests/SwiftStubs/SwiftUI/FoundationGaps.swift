// Declarations only: what Apple's Foundation declares and the toolchain's Foundation on Linux
// lacks, for the names an app's code uses.
import Foundation

#if os(Linux)
// Apple's URLError has every code as a static property; Linux's lacks these two.
extension URLError {
    public static var appTransportSecurityRequiresSecureConnection: URLError.Code { .appTransportSecurityRequiresSecureConnection }
    public static var dataLengthExceedsMaximum: URLError.Code { .dataLengthExceedsMaximum }
}

// iOS 16's URL.FormatStyle, in its default form.
extension URL {
    public func formatted() -> String { fatalError() }
}

// CoreFoundation's name for a time interval in seconds.
public typealias CFTimeInterval = Double

// iOS 15's waiting form of async.
extension DispatchQueue {
    public func asyncAndWait<T>(execute work: () throws -> T) rethrows -> T { try work() }
}

// The Objective-C form of a scheduled timer, which needs a selector.
extension Timer {
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                   userInfo: Any?, repeats yesOrNo: Bool) -> Timer { fatalError() }
}

// Linux's PersonNameComponentsFormatter can be neither made nor used (its initialisers are
// unavailable), so a checked file names this one instead (scripts/typecheck-swift renames it).
open class LinuxPersonNameComponentsFormatter: Formatter {
    public enum Style: Int, Sendable { case `default`, short, medium, long, abbreviated }
    public override init() { super.init() }
    public required init?(coder: NSCoder) { nil }
    open var style: Style = .default
    open func string(from components: PersonNameComponents) -> String { "" }
    open func personNameComponents(from string: String) -> PersonNameComponents? { nil }
}

// Apple's name format style (iOS 15), which Linux's Foundation lacks.
extension PersonNameComponents {
    public struct FormatStyle: Foundation.FormatStyle {
        public enum Style: Int, Codable, Hashable, Sendable { case short, medium, long, abbreviated }
        public var style: Style
        public func format(_ value: PersonNameComponents) -> String { "" }
    }
    public func formatted() -> String { "" }
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == PersonNameComponents {
        style.format(self)
    }
}

extension FormatStyle where Self == PersonNameComponents.FormatStyle {
    public static func name(style: PersonNameComponents.FormatStyle.Style) -> Self { .init(style: style) }
}
#endif
