import Foundation
import ScrollworkFrontEnd

/// Swift's exhaustiveness check of a `switch` without `default`: the arms' patterns, read as
/// rows of a matrix, must leave no value of the subject's type unmatched. Enums, optionals,
/// `Bool` and tuples of them are split into their cases, so `.edges(_, .some(let l))` and
/// `.edges(_, .none)` together cover `.edges`, as they do for swiftc (the usefulness check of
/// pattern-match compilers); any other type is covered only by an irrefutable pattern.
struct SwitchCoverage {
    /// The cases of a framework enum the surface declares (`ComparisonResult`'s three), by the
    /// type's name; nil for any other type.
    let frameworkCases: (String) -> [String]?

    /// What one pattern covers.
    indirect enum Space {
        /// Every value: `_`, `let x`.
        case any
        /// The values built by one case (`some`, `none`, `true`, an enum's case, `()` for a
        /// tuple), whose associated values the sub-spaces cover.
        case built(String, [Space])
        /// Some values, not known which: `5`, `"a"`, `0..<3`, `is T`.
        case partial
    }

    /// One way a value of a type is built: a case with its associated values' types and labels.
    private struct Case {
        let name: String
        let types: [StaticType]
        var labels: [String?] = []
    }

    /// The cases of an enum's value left unmatched by `rows` (one pattern each), as swiftc names
    /// them in its "add missing case" notes: `'.c'`, `'.edges(_, length: .none)'`; empty when
    /// the patterns cover every value, nil when the subject's type has no cases to split into.
    func missingCases(_ patterns: [Pattern], subjectType: StaticType) -> [String]? {
        guard let cases = cases(of: subjectType) else { return nil }
        let rows = patterns.map { [space($0, type: subjectType)] }
        return cases.compactMap { kind in
            unmatched(specialize(rows, to: kind), types: kind.types).map { render(kind, $0) }
        }
    }

    /// A pattern as the space it covers, read against the type of the value it matches.
    func space(_ pattern: Pattern, type: StaticType) -> Space {
        switch pattern.kind {
        case .wildcard, .binding: return .any
        case .valueBinding(_, let inner): return space(inner, type: type)
        case .optional(let inner): return .built("some", [space(inner, type: type.unwrapped)])
        case .tuple(let parts):
            guard case .tuple(let elements) = type, elements.count == parts.count else { return .partial }
            return .built("()", zip(parts, elements).map { space($0, type: $1.type) })
        case .enumCase(_, let name, let arguments):
            return caseSpace(name, arguments.map(\.pattern), type: type)
        case .expression(let e):
            switch e.kind {
            case .boolean(let value): return .built(value ? "true" : "false", [])
            case .nilLiteral: return .built("none", [])
            case .implicitMember(let name, _): return caseSpace(name, nil, type: type)
            default:
                if let (_, name, _) = e.lastMember { return caseSpace(name, nil, type: type) }
                return .partial
            }
        case .isType, .cast: return .partial
        }
    }

    /// `.name(arguments)`, or `.name` alone (which matches every associated value); an enum's
    /// case matched against an optional of that enum matches inside `.some`, as in Swift.
    private func caseSpace(_ name: String, _ arguments: [Pattern]?, type: StaticType) -> Space {
        guard let kind = cases(of: type)?.first(where: { $0.name == name }) else {
            if case .optional(let wrapped) = type { return .built("some", [caseSpace(name, arguments, type: wrapped)]) }
            if isOpen(type) { return .built(name, (arguments ?? []).map { space($0, type: .unknown) }) }
            return .partial
        }
        guard let arguments else { return .built(name, kind.types.map { _ in .any }) }
        if arguments.count == kind.types.count {
            return .built(name, zip(arguments, kind.types).map { space($0, type: $1) })
        }
        // `.edges(let pair)` binds every associated value as one tuple.
        if arguments.count == 1, case .any = space(arguments[0], type: .unknown) {
            return .built(name, kind.types.map { _ in .any })
        }
        return .partial
    }

    /// The cases a type's values are built by, when it has a fixed set of them.
    private func cases(of type: StaticType) -> [Case]? {
        switch type {
        case .bool: return [Case(name: "true", types: []), Case(name: "false", types: [])]
        case .optional(let wrapped): return [Case(name: "none", types: []), Case(name: "some", types: [wrapped])]
        case .tuple(let elements): return [Case(name: "()", types: elements.map(\.type), labels: elements.map(\.label))]
        case .named(let name):
            return frameworkCases(name)?.map { Case(name: $0, types: []) }
        default:
            // A script's enum, or one of the runtime's own (a combined gesture's value).
            guard case .record(let ref) = type, ref.type.kind == .enumeration else { return nil }
            let nominal = ref.type
            return nominal.cases.map { info in
                Case(name: info.name, types: info.types.count == info.labels.count ? info.types : info.labels.map { _ in .unknown },
                     labels: info.labels)
            }
        }
    }

    /// A type the checker cannot split into cases because it does not know it.
    private func isOpen(_ type: StaticType) -> Bool {
        switch type {
        case .unknown, .placeholder, .generic: return true
        default: return false
        }
    }

    /// The rows that may match a value built by `kind`, with that case's associated values'
    /// spaces in place of the first column.
    private func specialize(_ rows: [[Space]], to kind: Case) -> [[Space]] {
        rows.compactMap { row in
            switch row[0] {
            case .any: return kind.types.map { _ in Space.any } + row.dropFirst()
            case .built(let name, let parts) where name == kind.name && parts.count == kind.types.count:
                return parts + row.dropFirst()
            case .built, .partial: return nil
            }
        }
    }

    /// A list of values (one per column, written as patterns) that no row matches, or nil when
    /// every list of values of `types` is matched.
    private func unmatched(_ rows: [[Space]], types: [StaticType]) -> [String]? {
        guard let first = types.first else { return rows.isEmpty ? [] : nil }
        let rest = Array(types.dropFirst())
        if rows.contains(where: { if case .built = $0[0] { return true }; return false }) {
            // Cases matched against a value whose type is not known: they may cover it.
            guard let kinds = cases(of: first) else { return isOpen(first) ? nil : unmatchedByAny(rows, rest) }
            for kind in kinds {
                if let values = unmatched(specialize(rows, to: kind), types: kind.types + rest) {
                    return [render(kind, Array(values.prefix(kind.types.count)))] + values.dropFirst(kind.types.count)
                }
            }
            return nil
        }
        return unmatchedByAny(rows, rest)
    }

    /// The values left unmatched when only the rows that match anything in the first column count.
    private func unmatchedByAny(_ rows: [[Space]], _ rest: [StaticType]) -> [String]? {
        let remaining = rows.filter { if case .any = $0[0] { return true }; return false }.map { Array($0.dropFirst()) }
        return unmatched(remaining, types: rest).map { ["_"] + $0 }
    }

    /// `.name(values…)` with the case's labels, `true`, or `(a, b)` for a tuple.
    private func render(_ kind: Case, _ values: [String]) -> String {
        let labelled = values.enumerated().map { index, value in
            let label = index < kind.labels.count ? kind.labels[index] : nil
            return label.map { "\($0): \(value)" } ?? value
        }
        switch kind.name {
        case "()": return "(" + labelled.joined(separator: ", ") + ")"
        case "true", "false": return kind.name
        default: return "." + kind.name + (values.isEmpty ? "" : "(" + labelled.joined(separator: ", ") + ")")
        }
    }
}
