import Foundation

/// `NSPredicate(format:)`: Foundation's predicate format string, parsed once when the predicate
/// is made and evaluated on each object a fetch looks at. What is read: comparisons (`==`, `=`,
/// `!=`, `<>`, `<`, `<=`, `>`, `>=`), `CONTAINS`, `BEGINSWITH`, `ENDSWITH`, `LIKE` (`*` and `?`),
/// `MATCHES` (the whole text, within `RegularExpressionLimits`), `IN` and `BETWEEN`, each string operator with `[c]`, `[d]`
/// or `[cd]`; `AND`/`&&`, `OR`/`||`, `NOT`/`!`, parentheses; `ANY`/`SOME`, `ALL` and `NONE` over
/// a to-many key path; `TRUEPREDICATE`, `FALSEPREDICATE`; key paths (`shelf.name`, `SELF`,
/// `books.@count`), quoted strings, numbers, `TRUE`/`YES`, `FALSE`/`NO`, `NIL`/`NULL`,
/// `{a, b}`, and the arguments `%@`, `%K` (a key path), `%d`, `%i`, `%ld`, `%lld`, `%u`, `%f`.
/// A format it cannot read is an error naming where, as `NSPredicate` raises one.
indirect enum PredicateFormat {
    case constant(Bool)
    case and(PredicateFormat, PredicateFormat)
    case or(PredicateFormat, PredicateFormat)
    case not(PredicateFormat)
    case comparison(Comparison)

    struct Comparison {
        var quantifier: Quantifier?
        let left: Side
        let op: String
        let caseInsensitive: Bool
        let diacriticInsensitive: Bool
        let right: Side
    }

    enum Quantifier { case any, all, none }

    enum Side {
        case keyPath([String])
        case value(Value)
        case aggregate([Side])
    }

    /// Parses `format`, taking `%@`-style arguments from `arguments` in order.
    static func parse(_ format: String, arguments: [Value]) throws -> PredicateFormat {
        var parser = PredicateParser(tokens: try PredicateLexer.tokens(format), arguments: arguments, format: format)
        let predicate = try parser.orExpression()
        guard parser.isAtEnd else { throw parser.failure("unexpected '\(parser.peek?.text ?? "")'") }
        return predicate
    }

    /// Whether `object` satisfies the predicate.
    func evaluate(_ object: Value) throws -> Bool {
        switch self {
        case .constant(let value): return value
        case .and(let a, let b): return try a.evaluate(object) && b.evaluate(object)
        case .or(let a, let b): return try a.evaluate(object) || b.evaluate(object)
        case .not(let a): return try !a.evaluate(object)
        case .comparison(let comparison): return try comparison.evaluate(object)
        }
    }
}

extension PredicateFormat.Comparison {
    func evaluate(_ object: Value) throws -> Bool {
        let lhs = try left.resolve(on: object), rhs = try right.resolve(on: object)
        guard let quantifier else { return try holds(lhs, rhs) }
        let elements = PredicateFormat.elements(of: lhs) ?? [lhs]
        switch quantifier {
        case .any: return try elements.contains { try holds($0, rhs) }
        case .all: return try elements.allSatisfy { try holds($0, rhs) }
        case .none: return try !elements.contains { try holds($0, rhs) }
        }
    }

    private func holds(_ lhs: Value, _ rhs: Value) throws -> Bool {
        switch op {
        case "==": return equal(lhs, rhs)
        case "!=": return !equal(lhs, rhs)
        case "<", ">", "<=", ">=":
            if lhs.isNil || rhs.isNil { return false }
            return try Operators.compare(ComparisonOperator(rawValue: op) ?? .equal, lhs, rhs)
        case "IN":
            if let items = PredicateFormat.elements(of: rhs) { return items.contains { equal(lhs, $0) } }
            guard case .string(let text) = rhs, case .string(let part) = lhs else { return false }
            return fold(text).contains(fold(part))
        case "BETWEEN":
            guard let bounds = PredicateFormat.elements(of: rhs), bounds.count == 2 else {
                throw RuntimeFailure("NSPredicate: BETWEEN needs two bounds, {low, high}, not \(Value.describe(rhs))")
            }
            if lhs.isNil { return false }
            return try Operators.compare(.greaterOrEqual, lhs, bounds[0]) && Operators.compare(.lessOrEqual, lhs, bounds[1])
        case "CONTAINS":
            if let items = PredicateFormat.elements(of: lhs) { return items.contains { equal($0, rhs) } }
            return strings(lhs, rhs) { $0.contains($1) }
        case "BEGINSWITH": return strings(lhs, rhs) { $0.hasPrefix($1) }
        case "ENDSWITH": return strings(lhs, rhs) { $0.hasSuffix($1) }
        case "MATCHES":
            // The whole text matches the pattern (ICU's syntax, as Foundation's), not a part of it.
            guard case .string(let text) = lhs, case .string(let pattern) = rhs else { return false }
            try RegularExpressionLimits.check(pattern: pattern, textLength: text.utf16.count)
            // The text is folded as for the other operators; the pattern is not (`\D` is not `\d`).
            let options: String.CompareOptions = caseInsensitive ? [.regularExpression, .caseInsensitive] : .regularExpression
            return fold(text).range(of: "\\A(?:" + pattern + ")\\z", options: options) != nil
        default: return strings(lhs, rhs) { PredicateFormat.like($0, pattern: $1) } // LIKE
        }
    }

    private func equal(_ a: Value, _ b: Value) -> Bool {
        if caseInsensitive || diacriticInsensitive, case .string(let x) = a, case .string(let y) = b { return fold(x) == fold(y) }
        return Value.equal(a, b)
    }

    private func fold(_ text: String) -> String {
        var options = String.CompareOptions()
        if caseInsensitive { options.insert(.caseInsensitive) }
        if diacriticInsensitive { options.insert(.diacriticInsensitive) }
        return options.isEmpty ? text : text.folding(options: options, locale: PredicateFormat.posix)
    }

    private func strings(_ lhs: Value, _ rhs: Value, _ test: (String, String) -> Bool) -> Bool {
        guard case .string(let text) = lhs, case .string(let other) = rhs else { return false }
        return test(fold(text), fold(other))
    }
}

extension PredicateFormat.Side {
    /// The operand's value for `object`: a key path read on it, a constant as it is.
    func resolve(on object: Value) throws -> Value {
        switch self {
        case .value(let value): return value
        case .aggregate(let items): return .array(try items.map { try $0.resolve(on: object) })
        case .keyPath(let path):
            var current = object
            for (position, key) in path.enumerated() {
                if key == "SELF" || key == "self" { continue }
                if key == "@count" {
                    current = .int(PredicateFormat.elements(of: current)?.count ?? 0)
                    continue
                }
                // Through a to-many relationship, the key is read on each object (`books.title`).
                if let items = PredicateFormat.elements(of: current), position > 0 {
                    current = .array(try items.map { try PredicateFormat.read(key, of: $0) })
                } else {
                    current = try PredicateFormat.read(key, of: current)
                }
            }
            return current
        }
    }
}

extension PredicateFormat {
    /// The locale `[c]` and `[d]` fold text in, made once rather than for each object compared.
    static let posix = Locale(identifier: "en_US_POSIX")

    /// A collection's elements (an array's or a set's); nil for another value.
    static func elements(of value: Value) -> [Value]? {
        switch value {
        case .array(let items): return items
        case .set(let set): return set.elements
        default: return nil
        }
    }

    /// The property `key` of an object or a struct, as key-value coding reads it.
    static func read(_ key: String, of value: Value) throws -> Value {
        switch value {
        case .none: return .none
        case .object(let object):
            guard let index = object.type.fieldIndex[key] else {
                throw RuntimeFailure("NSPredicate: keypath \(key) not found in entity \(object.type.name)")
            }
            return StateBox.unwrap(object.fields[index])
        case .record(let type, let fields):
            guard let index = type.type.fieldIndex[key] else {
                throw RuntimeFailure("NSPredicate: keypath \(key) not found in \(type.name)")
            }
            return StateBox.unwrap(fields[index])
        default:
            throw RuntimeFailure("NSPredicate: keypath \(key) cannot be read on \(value.typeName)")
        }
    }

    /// `LIKE`: `*` for any run of characters, `?` for one. Matched by walking both once, going
    /// back only to the last `*`, so no pattern takes more than text × pattern steps.
    static func like(_ text: String, pattern: String) -> Bool {
        let text = Array(text), pattern = Array(pattern)
        var t = 0, p = 0, star: Int?, resume = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || (pattern[p] != "*" && pattern[p] == text[t]) {
                t += 1
                p += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                resume = t
                p += 1
            } else if let star {
                p = star + 1
                resume += 1
                t = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
