import Foundation

/// `NSAttributedString` and `NSMutableAttributedString` as rich-text code builds and reads them:
/// the characters and, over NSRanges of UTF-16 code units, the attributes (a font, colours,
/// kerning, an underline, a paragraph style, a link), which code reads back as values. Drawing
/// them is UIKit's: where the string is shown (through `AttributedString(_:)`) only its
/// characters are laid out.
enum FoundationNSAttributedStringSurface: SurfaceProvider {
    /// The keys apps set, by the name their `NSAttributedString.Key` constant has.
    static let keys = ["font", "foregroundColor", "backgroundColor", "kern", "underlineStyle", "strikethroughStyle",
                       "paragraphStyle", "link", "baselineOffset", "underlineColor", "strikethroughColor", "strokeColor",
                       "strokeWidth"]

    static func register(in surface: inout SurfaceBuilder) {
        surface.type("NSAttributedString.Key", conformsTo: ["Hashable"], doc: "A text attribute's name.") { t in
            for name in keys {
                t.constant("static let \(name): NSAttributedString.Key", doc: "The \(name) attribute.", .symbol(name))
            }
        }
        surface.type("NSAttributedString.EnumerationOptions", .optionSet, doc: "How attributes are enumerated.") { t in
            t.constant("static var reverse: NSAttributedString.EnumerationOptions { get }", doc: "Last run first.", .int(1 << 1))
            t.constant("static var longestEffectiveRangeNotRequired: NSAttributedString.EnumerationOptions { get }", role: .visual,
                       doc: "Runs need not be the longest (here they always are): changes nothing.", .int(1 << 20))
        }
        surface.type("NSAttributedString", .class, conformsTo: ["Hashable"], doc: "Characters with attributes over UTF-16 ranges.") { t in
            initializers(&t, mutable: false)
            readers(&t)
        }
        surface.type("NSMutableAttributedString", .class, conformsTo: ["NSAttributedString"],
                     doc: "An attributed string changed in place.") { t in
            initializers(&t, mutable: true)
            NSAttributedStringEditing.register(&t)
        }
        // The `stop` flag an enumeration's block is given (`stop.pointee = true`), and
        // `fileExists(atPath:isDirectory:)`'s flag: a Bool, whose `boolValue` is itself.
        surface.alias("ObjCBool", for: "Bool")
        surface.extend("Bool") { t in
            t.property("var boolValue: Bool { get }", doc: "An ObjCBool's value (an ObjCBool is a Bool here).") { $0 }
        }
        surface.type("UnsafeMutablePointer", .class, doc: "A pointer; here only an enumeration's stop flag.") { t in
            t.property("var pointee: Pointee { get set }", doc: "Set to true to end the enumeration.",
                       get: { .bool(try StopFlag.read($0).pointee) },
                       set: { r, new in try StopFlag.read(r).pointee = try Operators.truth(StateBox.unwrap(new)) })
        }
        surface.extend("AttributedString") { t in
            t.initializer("init(_ nsStr: NSAttributedString)", doc: "The characters; UIKit's attributes are not SwiftUI's, so none read back.") { a in
                .host(AttributedStringValue(try NSAttributedStringValue.read(a[0]).string))
            }
        }
    }

    private static func initializers(_ t: inout SurfaceTypeBuilder, mutable: Bool) {
        t.initializer("init()", doc: "An empty string.") { _ in .host(NSAttributedStringValue("", isMutable: mutable)) }
        t.initializer("init(string str: String)", doc: "The string with no attributes.") { a in
            .host(NSAttributedStringValue(try ValueReaders.string(a[0], "string"), isMutable: mutable))
        }
        t.initializer("init(string str: String, attributes attrs: [NSAttributedString.Key: Any]? = nil)",
                      doc: "The string with the attributes on all of it.") { a in
            .host(NSAttributedStringValue(try ValueReaders.string(a[0], "string"), attributes: try attributes(a[1]), isMutable: mutable))
        }
        t.initializer("init(attributedString attrStr: NSAttributedString)", doc: "A copy of the attributed string.") { a in
            .host(try NSAttributedStringValue.read(a[0]).copy(isMutable: mutable))
        }
    }

    private static func readers(_ t: inout SurfaceTypeBuilder) {
        t.property("var string: String { get }", doc: "The characters.") { .string(try NSAttributedStringValue.read($0).string) }
        t.property("var length: Int { get }", doc: "The length in UTF-16 code units.") { .int(try NSAttributedStringValue.read($0).length) }
        t.method("func attributes(at location: Int, effectiveRange range: inout NSRange) -> [NSAttributedString.Key: Any]",
                 doc: "The attributes of the code unit at location; range is set to the run that has them.") { r, a in
            let string = try NSAttributedStringValue.read(r), index = try self.index(a[0], in: string)
            a.inouts?.values[1] = nsRange(string.effectiveRange(at: index))
            return dictionary(string.attributes[index])
        }
        t.method("func attributes(at location: Int, effectiveRange range: NSRange?) -> [NSAttributedString.Key: Any]",
                 doc: "The attributes of the code unit at location.") { r, a in
            let string = try NSAttributedStringValue.read(r)
            return dictionary(string.attributes[try index(a[0], in: string)])
        }
        t.method("func attribute(_ attrName: NSAttributedString.Key, at location: Int, effectiveRange range: inout NSRange) -> Any?",
                 doc: "One attribute of the code unit at location, or nil; range is set to the run that has it so.") { r, a in
            let string = try NSAttributedStringValue.read(r), index = try self.index(a[1], in: string), name = try key(a[0])
            var lower = index, upper = index + 1
            let value = string.attributes[index][name] ?? .none
            while lower > 0, Value.equal(string.attributes[lower - 1][name] ?? .none, value) { lower -= 1 }
            while upper < string.length, Value.equal(string.attributes[upper][name] ?? .none, value) { upper += 1 }
            a.inouts?.values[2] = nsRange(lower..<upper)
            return value
        }
        t.method("func attribute(_ attrName: NSAttributedString.Key, at location: Int, effectiveRange range: NSRange?) -> Any?",
                 doc: "One attribute of the code unit at location, or nil.") { r, a in
            let string = try NSAttributedStringValue.read(r)
            return string.attributes[try index(a[1], in: string)][try key(a[0])] ?? .none
        }
        t.method("func attributedSubstring(from range: NSRange) -> NSAttributedString", doc: "The characters of range with their attributes.") { r, a in
            let string = try NSAttributedStringValue.read(r)
            return .host(string.substring(try self.range(a[0], in: string)))
        }
        t.method("func enumerateAttribute(_ attrName: NSAttributedString.Key, in enumerationRange: NSRange, options opts: NSAttributedString.EnumerationOptions = [], using block: (Any?, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void)",
                 doc: "Calls block with each run of one attribute's value (nil where it is not set) in the range.") { r, a in
            let string = try NSAttributedStringValue.read(r), name = try key(a[0])
            let runs = try self.runs(of: string, in: a[1], options: a[2]) { string.attributes[$0][name] ?? .none }
            try enumerate(runs, a[3], a) { string.attributes[$0.lowerBound][name] ?? .none }
            return .none
        }
        t.method("func enumerateAttributes(in enumerationRange: NSRange, options opts: NSAttributedString.EnumerationOptions = [], using block: ([NSAttributedString.Key: Any], NSRange, UnsafeMutablePointer<ObjCBool>) -> Void)",
                 doc: "Calls block with each run of equal attributes in the range.") { r, a in
            let string = try NSAttributedStringValue.read(r)
            let runs = try self.runs(of: string, in: a[0], options: a[1]) { dictionary(string.attributes[$0]) }
            try enumerate(runs, a[2], a) { dictionary(string.attributes[$0.lowerBound]) }
            return .none
        }
        t.method("func isEqual(to other: NSAttributedString) -> Bool", doc: "Whether both have the same characters and attributes.") { r, a in
            .bool(try NSAttributedStringValue.read(r).equalityKey == NSAttributedStringValue.read(a[0]).equalityKey)
        }
    }

    /// The runs of `range` over which `value` stays equal, last first with `.reverse`.
    private static func runs(of string: NSAttributedStringValue, in range: Value, options: Value,
                             value: (Int) -> Value) throws -> [Range<Int>] {
        let range = try self.range(range, in: string)
        var runs = [Range<Int>](), start = range.lowerBound
        for index in range where index > start && !Value.equal(value(index), value(index - 1)) {
            runs.append(start..<index)
            start = index
        }
        if start < range.upperBound { runs.append(start..<range.upperBound) }
        let reverse = try ValueReaders.int(options, "options") & (1 << 1) != 0
        return reverse ? runs.reversed() : runs
    }

    /// Calls `block` with each run's value, its range and a stop flag, until the block sets it.
    private static func enumerate(_ runs: [Range<Int>], _ block: Value, _ a: SurfaceArguments, value: (Range<Int>) -> Value) throws {
        let body = try ValueReaders.closure(block, "using")
        let stop = StopFlag()
        for run in runs {
            _ = try body.call([value(run), nsRange(run), .host(stop)], in: a.context)
            if stop.pointee { return }
        }
    }

    static func nsRange(_ range: Range<Int>) -> Value { .host(NSRangeValue(location: range.lowerBound, length: range.count)) }

    /// An NSRange as code unit offsets; one reaching past the end is Foundation's out-of-bounds exception.
    static func range(_ value: Value, in string: NSAttributedStringValue) throws -> Range<Int> {
        let range = try NSRangeValue.read(value)
        guard range.location >= 0, range.length >= 0, range.location <= string.length, range.length <= string.length - range.location else {
            throw RuntimeFailure("NSRange {\(range.location), \(range.length)} out of bounds; string length \(string.length)")
        }
        return range.location..<(range.location + range.length)
    }

    private static func index(_ value: Value, in string: NSAttributedStringValue) throws -> Int {
        let index = try ValueReaders.int(value, "location")
        guard index >= 0, index < string.length else {
            throw RuntimeFailure("location \(index) out of bounds; string length \(string.length)")
        }
        return index
    }

    static func key(_ value: Value) throws -> String {
        guard let name = ValueReaders.symbol(value) else { throw RuntimeFailure(RuntimeMessages.typeMismatch("NSAttributedString.Key", value)) }
        return name
    }

    /// `[NSAttributedString.Key: Any]` (nil for none) as attributes by key name.
    static func attributes(_ value: Value) throws -> [String: Value] {
        if case .none = value { return [:] }
        guard case .dictionary(let dictionary) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("[NSAttributedString.Key: Any]", value)) }
        var attributes = [String: Value]()
        for key in dictionary.keys { attributes[try self.key(key)] = StateBox.unwrap(dictionary[key]) }
        return attributes
    }

    /// Attributes as the `[NSAttributedString.Key: Any]` code reads, keys in name order.
    static func dictionary(_ attributes: [String: Value]) -> Value {
        var dictionary = DictionaryValue()
        for name in attributes.keys.sorted() { dictionary[.symbol(name)] = attributes[name] ?? .none }
        return .dictionary(dictionary)
    }
}

/// The `stop` an enumeration's block is given: setting its `pointee` to true ends the enumeration.
final class StopFlag: HostObject {
    var pointee = false
    var typeName: String { "UnsafeMutablePointer" }

    static func read(_ value: Value) throws -> StopFlag {
        guard case .host(let flag as StopFlag) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("UnsafeMutablePointer<ObjCBool>", value)) }
        return flag
    }
}
