import ScrollworkCore

/// `Unicode.Scalar`: as a `Character` is, a string of one here, so printing, comparing and
/// `String(scalars)` work as on any string; its own members read that one scalar, and
/// `Unicode.Scalar(0x1F1EB)` makes one from a code point (a country's flag, letter by letter).
enum SwiftUnicodeScalarSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        // Swift's namespace, which `Unicode.Scalar(…)` is written through.
        surface.type("Unicode", .enum, doc: "The namespace of Unicode's types.") { _ in }
        surface.type("Unicode.Scalar", conformsTo: ["Comparable", "Hashable", "ExpressibleByUnicodeScalarLiteral"], doc: "A Unicode scalar: a string of one scalar here.") { t in
            t.initializer("init?(_ v: UInt32)", doc: "The scalar of this code point; nil for a surrogate (D800–DFFF) or past 10FFFF.") { a in
                let code = try ValueReaders.int(a[0], "v")
                guard let scalar = UInt32(exactly: code).flatMap(Unicode.Scalar.init) else { return .none }
                return .string(String(scalar))
            }
            t.property("var value: UInt32 { get }", doc: "Its code point.") { .int(Int(try scalar($0).value)) }
            t.property("var isASCII: Bool { get }", doc: "Whether it is an ASCII scalar (below 128).") { .bool(try scalar($0).isASCII) }
            t.property("var description: String { get }", doc: "The scalar as a string.") { .string(String(try scalar($0))) }
        }
        // The elements of `unicodeScalars` are strings whose type is known only when they are read
        // (`$0.value` in `text.unicodeScalars.map { … }`): a one-scalar string has the code point
        // too, as a one-character string has `Character`'s properties.
        surface.extend("String") { t in
            t.property("var value: UInt32 { get }", doc: "A Unicode.Scalar's: its code point.") { .int(Int(try scalar($0).value)) }
        }
    }

    /// The one scalar a value holds; a longer string is no Unicode.Scalar.
    private static func scalar(_ value: Value) throws -> Unicode.Scalar {
        let text = try ValueReaders.string(value, "scalar")
        guard text.unicodeScalars.count == 1, let only = text.unicodeScalars.first else {
            throw RuntimeFailure("\"\(text.prefix(40))\" is \(text.unicodeScalars.count) Unicode scalars, not one")
        }
        return only
    }
}
