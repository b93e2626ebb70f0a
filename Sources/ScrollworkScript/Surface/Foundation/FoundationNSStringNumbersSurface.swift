import Foundation

/// `NSString`'s number readers, as apps read an id or an amount out of text
/// (`(text as NSString).integerValue`): they read the decimal number the text starts with,
/// after white space, and are 0 (false) when none starts it instead of nil. Foundation reads
/// them here; `boolValue` follows Apple's documented rule (a sign and zeros skipped, then
/// Y, y, T, t or a digit 1–9), which Foundation on Linux does not skip the zeros of.
enum FoundationNSStringNumbersSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.extend("NSString") { t in
            t.property("var integerValue: Int { get }", doc: "The whole number the text starts with (its fraction dropped), or 0.") {
                .int(try text($0).integerValue)
            }
            t.property("var intValue: Int32 { get }", doc: "The whole number the text starts with, or 0; Int32.max or .min past them.") {
                .int(Int(try text($0).intValue))
            }
            t.property("var longLongValue: Int64 { get }", doc: "The whole number the text starts with, or 0.") {
                .int(Int(try text($0).longLongValue))
            }
            t.property("var doubleValue: Double { get }", doc: "The number the text starts with (an exponent too), or 0.") {
                .double(try text($0).doubleValue)
            }
            t.property("var floatValue: Float { get }", doc: "The number the text starts with, or 0 (a Float is a Double here).") {
                .double(try text($0).doubleValue)
            }
            t.property("var boolValue: Bool { get }", doc: "Whether the text starts with Y, y, T, t or a digit 1–9 (after a sign and zeros).") {
                .bool(startsTrue(try ValueReaders.string($0, "boolValue")))
            }
        }
    }

    /// The Foundation string object a script's string bridges to.
    static func text(_ value: Value) throws -> NSString {
        NSString(string: try ValueReaders.string(value, "NSString"))
    }

    /// Apple's rule for `boolValue`: white space, then a sign, then zeros are skipped.
    static func startsTrue(_ text: String) -> Bool {
        var rest = Substring(text).drop { $0.isWhitespace }
        if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
        rest = rest.drop { $0 == "0" }
        guard let first = rest.first else { return false }
        return "YyTt123456789".contains(first)
    }
}
