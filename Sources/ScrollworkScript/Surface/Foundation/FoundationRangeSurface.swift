import Foundation

/// `NSRange` (a location and a length in UTF-16 units, as Foundation's string APIs count),
/// `NSNotFound`, `NSMakeRange` and `String.utf16`'s count, which text APIs take ranges in.
enum FoundationRangeSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.value("let NSNotFound: Int", doc: "Foundation's 'not found' location (Int.max).", .int(NSNotFound))
        surface.function("func NSMakeRange(_ loc: Int, _ len: Int) -> NSRange", doc: "The range at loc of length len.") { a in
            .host(NSRangeValue(location: try ValueReaders.int(a[0], "loc"), length: try ValueReaders.int(a[1], "len")))
        }
        surface.type("NSRange", conformsTo: ["Equatable", "Hashable"], doc: "A location and a length, in UTF-16 units.") { t in
            t.initializer("init(location: Int, length: Int)", doc: "The range at location of length.") { a in
                .host(NSRangeValue(location: try ValueReaders.int(a[0], "location"), length: try ValueReaders.int(a[1], "length")))
            }
            t.initializer("init()", doc: "The empty range at 0.") { _ in .host(NSRangeValue(location: 0, length: 0)) }
            t.initializer("init(_ range: Range<String.Index>, in string: String)", doc: "The UTF-16 units the string's range covers.") { a in
                let text = try ValueReaders.string(a[1], "in")
                let found = NSRange(try SwiftStringIndicesSurface.stringRange(a[0], in: text), in: text)
                return .host(NSRangeValue(location: found.location, length: found.length))
            }
            t.initializer("init(_ range: Range<Int>)", doc: "The range's lower bound and count.") { a in
                guard case .range(let lower, let upper) = a[0] else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Range<Int>", a[0])) }
                return .host(NSRangeValue(location: lower, length: upper - lower))
            }
            t.property("var location: Int { get set }", doc: "Where it starts.",
                       get: { .int(try NSRangeValue.read($0).location) },
                       set: { r, new in r = .host(NSRangeValue(location: try ValueReaders.int(new, "location"), length: try NSRangeValue.read(r).length)) })
            t.property("var length: Int { get set }", doc: "How long it is.",
                       get: { .int(try NSRangeValue.read($0).length) },
                       set: { r, new in r = .host(NSRangeValue(location: try NSRangeValue.read(r).location, length: try ValueReaders.int(new, "length"))) })
            t.property("var lowerBound: Int { get }", doc: "Its location.") { .int(try NSRangeValue.read($0).location) }
            t.property("var upperBound: Int { get }", doc: "Its location plus its length.") { r in
                let range = try NSRangeValue.read(r)
                return .int(range.location &+ range.length)
            }
        }
        surface.extend("Range") { t in
            t.initializer("init?(_ range: NSRange)", doc: "The same bounds as a range; nil for a location of NSNotFound.") { a in
                let range = try NSRangeValue.read(a[0])
                return range.location == NSNotFound ? .none : .range(range.location, range.location &+ range.length)
            }
            // A regular expression's match in a string (`Range(match.range(at: 1), in: text)`).
            t.initializer("init?(_ range: NSRange, in string: String)",
                          doc: "The string's range those UTF-16 units cover; nil for NSNotFound or a range past its end.") { a in
                let range = try NSRangeValue.read(a[0]), text = try ValueReaders.string(a[1], "in")
                guard range.location != NSNotFound, range.location >= 0, range.length >= 0,
                      let found = Range(NSRange(location: range.location, length: range.length), in: text) else { return .none }
                return SwiftStringIndicesSurface.positions(found, in: text)
            }
        }
        surface.type("String.UTF16View", doc: "A string's UTF-16 code units.") { t in
            t.property("var count: Int { get }", doc: "The number of UTF-16 code units.") { r in
                guard case .host(let units as UTF16Units) = r else { throw RuntimeFailure(RuntimeMessages.typeMismatch("String.UTF16View", r)) }
                return .int(units.text.utf16.count)
            }
        }
        surface.extend("String") { t in
            t.property("var utf16: String.UTF16View { get }", doc: "The string's UTF-16 code units.") { r in
                guard case .string(let text) = r else { throw RuntimeFailure(RuntimeMessages.typeMismatch("String", r)) }
                return .host(UTF16Units(text))
            }
        }
    }
}

/// An `NSRange`: never changed in place, so copies are values.
final class NSRangeValue: HostValue {
    let location: Int
    let length: Int
    init(location: Int, length: Int) {
        self.location = location
        self.length = length
    }
    var typeName: String { "NSRange" }
    /// As Foundation prints it: `{2, 5}`.
    var valueDescription: String { "{\(location), \(length)}" }
    var equalityKey: String { valueDescription }

    static func read(_ value: Value) throws -> NSRangeValue {
        guard case .host(let range as NSRangeValue) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("NSRange", value)) }
        return range
    }
}

/// `text.utf16`: the string, counted in UTF-16 code units where asked.
final class UTF16Units: HostObject {
    let text: String
    init(_ text: String) { self.text = text }
    var typeName: String { "String.UTF16View" }
}
