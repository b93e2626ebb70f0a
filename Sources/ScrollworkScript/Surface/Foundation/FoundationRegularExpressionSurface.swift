import Foundation

/// `NSRegularExpression`, as apps written before Swift's `Regex` find text: matched by
/// Foundation's ICU matcher, as on iOS, on texts and patterns within `RegularExpressionLimits`.
/// Ranges are `NSRange`s in UTF-16 units; one outside the string stops with the error iOS
/// raises, where Foundation would end the process.
enum FoundationRegularExpressionSurface: SurfaceProvider {
    static let options: [(String, NSRegularExpression.Options)] = [
        ("caseInsensitive", .caseInsensitive), ("allowCommentsAndWhitespace", .allowCommentsAndWhitespace),
        ("ignoreMetacharacters", .ignoreMetacharacters), ("dotMatchesLineSeparators", .dotMatchesLineSeparators),
        ("anchorsMatchLines", .anchorsMatchLines), ("useUnixLineSeparators", .useUnixLineSeparators),
        ("useUnicodeWordBoundaries", .useUnicodeWordBoundaries),
    ]
    static let matchingOptions: [(String, NSRegularExpression.MatchingOptions)] = [
        ("reportProgress", .reportProgress), ("reportCompletion", .reportCompletion), ("anchored", .anchored),
        ("withTransparentBounds", .withTransparentBounds), ("withoutAnchoringBounds", .withoutAnchoringBounds),
    ]

    static func register(in surface: inout SurfaceBuilder) {
        surface.type("NSRegularExpression", .class, doc: "A regular expression of ICU's syntax, matched as Foundation matches it.") { t in
            t.initializer("init(pattern: String, options: NSRegularExpression.Options = []) throws",
                          doc: "The expression; an error for a pattern that is none.") { a in
                let pattern = try ValueReaders.string(a[0], "pattern")
                let options = NSRegularExpression.Options(rawValue: try ValueReaders.optionBits(a[1], "NSRegularExpression.Options"))
                guard let made = try? NSRegularExpression(pattern: pattern, options: options) else {
                    throw RegexSyntaxFailure(pattern: pattern)
                }
                return .host(RegularExpressionObject(made))
            }
            t.staticFunction("class func escapedPattern(for string: String) -> String", doc: "The string with its metacharacters escaped.") { a in
                .string(NSRegularExpression.escapedPattern(for: try ValueReaders.string(a[0], "for")))
            }
            t.property("var pattern: String { get }", doc: "The pattern it was made with.") { .string(try expression($0).pattern) }
            t.method("func matches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> [NSTextCheckingResult]",
                     doc: "Every match in the range, left to right.") { r, a in
                let (expression, text, options, range) = try search(r, a)
                return .array(expression.matches(in: text, options: options, range: range).map { .host(TextCheckingResult($0)) })
            }
            t.method("func firstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> NSTextCheckingResult?",
                     doc: "The first match in the range, or nil.") { r, a in
                let (expression, text, options, range) = try search(r, a)
                return expression.firstMatch(in: text, options: options, range: range).map { .host(TextCheckingResult($0)) } ?? .none
            }
            t.method("func numberOfMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> Int",
                     doc: "How many matches the range has.") { r, a in
                let (expression, text, options, range) = try search(r, a)
                return .int(expression.numberOfMatches(in: text, options: options, range: range))
            }
            t.method("func stringByReplacingMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange, withTemplate templ: String) -> String",
                     doc: "The string with each match in the range replaced by the template ($1 is the first group).") { r, a in
                let (expression, text, options, range) = try search(r, a)
                let template = try ValueReaders.string(a[3], "withTemplate")
                // Each match becomes the template, each `$n` in it a group of the text at most: a
                // result that could outgrow a string's limit is refused before it is built.
                let references = template.utf8.filter { $0 == UInt8(ascii: "$") }.count
                let most = expression.numberOfMatches(in: text, options: options, range: range)
                    .multipliedReportingOverflow(by: template.utf8.count + references * text.utf8.count)
                guard !most.overflow, most.partialValue <= Limits.stringBytes - text.utf8.count else { throw RuntimeFailure(Limits.stringTooLong) }
                return .string(expression.stringByReplacingMatches(in: text, options: options, range: range, withTemplate: template))
            }
        }
        for (type, names) in [("NSRegularExpression.Options", options.map(\.0)), ("NSRegularExpression.MatchingOptions", matchingOptions.map(\.0))] {
            let values = type.hasSuffix("MatchingOptions") ? matchingOptions.map { Int($0.1.rawValue) } : options.map { Int($0.1.rawValue) }
            surface.type(type, .optionSet, doc: "Options of a regular expression's \(type.hasSuffix("MatchingOptions") ? "search" : "pattern").") { t in
                for (name, value) in zip(names, values) {
                    t.constant("static var \(name): \(type) { get }", doc: "An option.", .int(value))
                }
            }
        }
        surface.type("NSTextCheckingResult", .class, doc: "A regular expression's match: its range and its groups' ranges.") { t in
            t.property("var range: NSRange { get }", doc: "The whole match's range.") { range(try result($0).range) }
            t.property("var numberOfRanges: Int { get }", doc: "The whole match's range and one per group.") { .int(try result($0).numberOfRanges) }
            t.method("func range(at idx: Int) -> NSRange", doc: "A group's range ({NSNotFound, 0} for one that took no part); 0 is the whole match.") { r, a in
                let found = try result(r), index = try ValueReaders.int(a[0], "at")
                guard index >= 0, index < found.numberOfRanges else {
                    throw RuntimeFailure("-[NSTextCheckingResult rangeAtIndex:]: index \(index) out of bounds (\(found.numberOfRanges) ranges)")
                }
                return range(found.range(at: index))
            }
            t.method("func range(withName name: String) -> NSRange", doc: "The named group's range ({NSNotFound, 0} for one that took no part).") { r, a in
                range(try result(r).range(withName: try ValueReaders.string(a[0], "withName")))
            }
        }
    }

    private static func range(_ found: NSRange) -> Value { .host(NSRangeValue(location: found.location, length: found.length)) }

    private static func expression(_ value: Value) throws -> NSRegularExpression {
        try ValueReaders.host(value, RegularExpressionObject.self, "NSRegularExpression").expression
    }

    private static func result(_ value: Value) throws -> NSTextCheckingResult {
        try ValueReaders.host(value, TextCheckingResult.self, "NSTextCheckingResult").result
    }

    /// A search's expression, text, options and range: the text and pattern within
    /// `RegularExpressionLimits`, the range inside the text (iOS raises NSRangeException).
    private static func search(_ receiver: Value, _ a: SurfaceArguments)
        throws -> (NSRegularExpression, String, NSRegularExpression.MatchingOptions, NSRange) {
        let expression = try expression(receiver), text = try ValueReaders.string(a[0], "in")
        let length = text.utf16.count
        try RegularExpressionLimits.check(pattern: expression.pattern, textLength: length)
        let given = try NSRangeValue.read(a[2])
        guard given.location >= 0, given.length >= 0, given.location <= length, given.length <= length - given.location else {
            throw RuntimeFailure("*** -[NSRegularExpression enumerateMatchesInString:options:range:usingBlock:]: Range or index out of bounds "
                                 + "(range {\(given.location), \(given.length)} in a string of length \(length))")
        }
        let options = NSRegularExpression.MatchingOptions(rawValue: try ValueReaders.optionBits(a[1], "NSRegularExpression.MatchingOptions"))
        return (expression, text, options, NSRange(location: given.location, length: given.length))
    }
}

/// An `NSRegularExpression`: Foundation's, compiled once.
final class RegularExpressionObject: HostObject {
    let expression: NSRegularExpression
    init(_ expression: NSRegularExpression) { self.expression = expression }
    var typeName: String { "NSRegularExpression" }
}

/// An `NSTextCheckingResult` of a regular expression's match.
final class TextCheckingResult: HostObject {
    let result: NSTextCheckingResult
    init(_ result: NSTextCheckingResult) { self.result = result }
    var typeName: String { "NSTextCheckingResult" }
}
