// Declarations only: what Apple's Foundation declares and the toolchain's Foundation on Linux
// lacks, for the names an app's code uses.
import Foundation

#if os(Linux)
// Apple's URLError has every code as a static property; Linux's lacks these two.
extension URLError {
    public static var appTransportSecurityRequiresSecureConnection: URLError.Code { .appTransportSecurityRequiresSecureConnection }
    public static var dataLengthExceedsMaximum: URLError.Code { .dataLengthExceedsMaximum }
}

// The Objective-C form of a scheduled timer, which needs a selector.
extension Timer {
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                   userInfo: Any?, repeats yesOrNo: Bool) -> Timer { fatalError() }
}
#endif
