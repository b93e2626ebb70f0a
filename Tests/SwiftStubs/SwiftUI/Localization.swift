// Declarations only: Foundation's localized strings as Apple's Foundation declares them (the
// toolchain's Foundation on Linux has no `String(localized:)`).
import Foundation

extension String {
    public init(localized keyAndValue: String, table: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self = keyAndValue
    }
}

// `LocalizedStringKey`'s interpolations. The stubs spell the key as `String` (Appearance.swift),
// so they extend String's interpolation, as scrollwork reads every literal as a possible key.
extension String.StringInterpolation {
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {}
    public mutating func appendInterpolation<T>(_ value: T, specifier: String) {}
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {}
    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {}
}
