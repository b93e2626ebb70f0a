import Foundation
import ScrollworkCore

/// Swift's `Regex` (iOS 16): a regex literal (`/^[A-Z0-9._%+-]+@[A-Z0-9.-]+$/`) or
/// `Regex("…")`, matched as Foundation's ICU matcher matches its pattern, on texts and patterns
/// within `RegularExpressionLimits`. A match's output is the whole match: captures (`match.1`)
/// are not simulated.
enum SwiftRegexSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("Regex", doc: "A regular expression: its pattern, and whether it ignores case.") { t in
            t.initializer("init(_ pattern: String) throws", doc: "The regex the pattern writes; an error for a pattern that is none.") { a in
                let value = RegexValue(pattern: try ValueReaders.string(a[0], "pattern"), ignoresCase: false)
                _ = try value.expression()
                return .host(value)
            }
            t.method("func ignoresCase(_ ignoresCase: Bool = true) -> Regex<Output>",
                     doc: "The regex matching letters whatever their case (or, with false, only in the case written).") { r, a in
                .host(RegexValue(pattern: try regex(r).pattern, ignoresCase: try ValueReaders.bool(a[0], "ignoresCase")))
            }
        }
        surface.type("Regex.Match", doc: "Where a regex matched, and the text it matched.") { t in
            t.property("var output: Output { get }", doc: "The text matched (its captures are not simulated).") { .string(try match($0).text) }
            t.property("var range: Range<String.Index> { get }", doc: "Where the match is in the string.") {
                let found = try match($0)
                return .range(found.lower, found.upper)
            }
        }
        surface.extend("String") { t in
            let anchored: [(String, String, RegexValue.Anchoring)] = [
                ("wholeMatch", "The match of the whole string, or nil.", .whole),
                ("prefixMatch", "The match at the string's start, or nil.", .prefix),
                ("firstMatch", "The first match in the string, or nil.", .anywhere),
            ]
            for (name, doc, anchoring) in anchored {
                t.method("func \(name)<Output>(of regex: Regex<Output>) -> Regex<Output>.Match?", doc: doc) { r, a in
                    try matches(r, a[0], anchoring).first.map { .host($0) } ?? .none
                }
            }
            t.method("func matches<Output>(of regex: Regex<Output>) -> [Regex<Output>.Match]",
                     doc: "Every match, left to right and without overlaps.") { r, a in
                .array(try matches(r, a[0], .anywhere, all: true).map { .host($0) })
            }
            t.method("func ranges<Output>(of regex: Regex<Output>) -> [Range<String.Index>]",
                     doc: "Where each match is, left to right and without overlaps.") { r, a in
                .array(try matches(r, a[0], .anywhere, all: true).map { .range($0.lower, $0.upper) })
            }
            t.method("func contains<Output>(_ regex: Regex<Output>) -> Bool", doc: "Whether the regex matches somewhere in the string.") { r, a in
                .bool(!(try matches(r, a[0], .anywhere).isEmpty))
            }
            t.method("func replacing<Output>(_ regex: Regex<Output>, with replacement: String, maxReplacements: Int = .max) -> String",
                     doc: "The string with each match replaced by the text, left to right, at most maxReplacements times.") { r, a in
                let text = try ValueReaders.string(r, "the string"), replacement = try ValueReaders.string(a[1], "with")
                let limit = try ValueReaders.int(a[2], "maxReplacements")
                guard limit >= 0 else { throw RuntimeFailure("maxReplacements must not be negative") }
                let characters = Array(text)
                var replaced = "", kept = 0
                // Built left to right, stopping as soon as it would outgrow a string's limit.
                for found in try matches(r, a[0], .anywhere, all: true).prefix(limit) {
                    replaced += String(characters[kept..<found.lower]) + replacement
                    kept = found.upper
                    guard replaced.utf8.count <= Limits.stringBytes else { throw RuntimeFailure(Limits.stringTooLong) }
                }
                replaced += String(characters[kept...])
                return .string(replaced)
            }
        }
    }

    private static func regex(_ value: Value) throws -> RegexValue {
        try ValueReaders.host(value, RegexValue.self, "Regex")
    }

    private static func match(_ value: Value) throws -> RegexMatchValue {
        try ValueReaders.host(value, RegexMatchValue.self, "Regex.Match")
    }

    /// The matches of `regex` in the string `receiver`, the first only unless `all`.
    private static func matches(_ receiver: Value, _ regex: Value, _ anchoring: RegexValue.Anchoring,
                                all: Bool = false) throws -> [RegexMatchValue] {
        let text = try ValueReaders.string(receiver, "the string")
        return try Self.regex(regex).matches(in: text, anchoring, all: all)
    }
}

/// A `Regex` as a script value: its pattern and whether it ignores case; the ICU expression is
/// made when it first matches.
final class RegexValue: HostValue {
    enum Anchoring { case whole, prefix, anywhere }

    let pattern: String
    let ignoresCase: Bool
    private var compiled: [Anchoring: NSRegularExpression] = [:]

    init(pattern: String, ignoresCase: Bool) {
        self.pattern = pattern
        self.ignoresCase = ignoresCase
    }

    var typeName: String { "Regex" }
    var valueDescription: String { "Regex(\"\(pattern)\")" }
    var equalityKey: String { "\(ObjectIdentifier(self).hashValue)" }

    /// The ICU expression for the pattern, anchored to the whole text or its start when asked:
    /// a script error (catchable, as Swift's `Regex(_:)` throws) when the pattern is none.
    func expression(_ anchoring: Anchoring = .anywhere) throws -> NSRegularExpression {
        if let made = compiled[anchoring] { return made }
        let written = switch anchoring {
        case .whole: "\\A(?:" + pattern + ")\\z"
        case .prefix: "\\A(?:" + pattern + ")"
        case .anywhere: pattern
        }
        guard let made = try? NSRegularExpression(pattern: written, options: ignoresCase ? [.caseInsensitive] : []) else {
            throw RegexSyntaxFailure(pattern: pattern)
        }
        compiled[anchoring] = made
        return made
    }

    /// The matches in `text` (the first only unless `all`), their ranges in characters.
    func matches(in text: String, _ anchoring: Anchoring, all: Bool) throws -> [RegexMatchValue] {
        try RegularExpressionLimits.check(pattern: pattern, textLength: text.utf16.count)
        let expression = try expression(anchoring)
        let whole = NSRange(text.startIndex..., in: text)
        let found = all ? expression.matches(in: text, range: whole) : expression.firstMatch(in: text, range: whole).map { [$0] } ?? []
        // The matches come left to right: each offset is counted on from the one before.
        var cursor = text.startIndex, offset = 0
        return found.compactMap { result in
            guard let range = Range(result.range, in: text) else { return nil }
            offset += text.distance(from: cursor, to: range.lowerBound)
            cursor = range.lowerBound
            return RegexMatchValue(text: String(text[range]), lower: offset, upper: offset + text[range].count)
        }
    }
}

/// A `Regex.Match`: the text matched and where, in characters.
final class RegexMatchValue: HostValue {
    let text: String
    let lower: Int
    let upper: Int

    init(text: String, lower: Int, upper: Int) {
        self.text = text
        self.lower = lower
        self.upper = upper
    }

    var typeName: String { "Regex.Match" }
    var valueDescription: String { text }
    var equalityKey: String { "\(lower)..<\(upper):\(text)" }
}

/// `Regex(_:)` of a pattern that is no regex: the error it throws, which `try?` turns to nil.
struct RegexSyntaxFailure: ThrowableFailure {
    let pattern: String
    var thrownDescription: String { "the pattern '\(pattern)' is no regular expression" }
    var thrownValue: Value { .string(thrownDescription) }
}
