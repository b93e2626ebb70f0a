// Declarations only: Foundation's localized strings as Apple's Foundation declares them (the
// toolchain's Foundation on Linux has no `String(localized:)`).
import Foundation

extension String {
    public init(localized keyAndValue: String, table: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self = keyAndValue
    }
}
