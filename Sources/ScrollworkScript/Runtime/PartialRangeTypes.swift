import Foundation
import ScrollworkCore

/// The one-sided ranges, `PartialRangeFrom` (`2...`), `PartialRangeThrough` (`...3`) and
/// `PartialRangeUpTo` (`..<count`), of Int, Double or String: records of their one bound, printed
/// as Swift prints them (`PartialRangeFrom<Int>(lowerBound: 2)`).
enum PartialRangeTypes {
    enum Kind: CaseIterable {
        case from, through, upTo

        /// The generic type's name, which the surface declares its members under.
        var typeName: String {
            switch self {
            case .from: return "PartialRangeFrom"
            case .through: return "PartialRangeThrough"
            case .upTo: return "PartialRangeUpTo"
            }
        }

        /// The operator that makes it.
        var symbol: String { self == .upTo ? "..<" : "..." }
    }

    /// Every kind over the bounds typed here, `Int` (a `String.Index` too), `Double` and `String`,
    /// and over any other `Comparable` (`...DynamicTypeSize.xxxLarge`, a `Date`), `Bound` then.
    private static let types: [String: StructType] = {
        var types: [String: StructType] = [:]
        for kind in Kind.allCases {
            for bound in [StaticType.int, .double, .string, .unknown] {
                let type = StructType(name: "\(kind.typeName)<\(bound == .unknown ? "Bound" : bound.name)>", isBuiltin: true)
                type.addField(kind == .from ? "lowerBound" : "upperBound", type: bound, isLet: true)
                types[type.name] = type
            }
        }
        return types
    }()

    /// The type of such a range around a bound of this type; nil for a bound that is never
    /// `Comparable` (a Bool, a geometry value, a collection, an optional, a function) or a type of
    /// the script's that does not declare it is.
    static func type(_ kind: Kind, bound: StaticType) -> StructType? {
        switch bound {
        case .int, .double, .string: return types["\(kind.typeName)<\(bound.name)>"]
        case .unknown, .named, .generic, .placeholder, .angle: return types["\(kind.typeName)<Bound>"]
        case .record(let ref) where ref.type.isBuiltin || ref.type.conforms(to: "Comparable"): return types["\(kind.typeName)<Bound>"]
        default: return nil
        }
    }

    /// `PartialRangeFrom<Int>` and the others as declared types name them (`CGFloat` bounds are Doubles).
    static func type(named name: String, argument: String?) -> StructType? {
        guard let kind = Kind.allCases.first(where: { $0.typeName == name }), let argument else { return nil }
        let bound: StaticType? = switch argument {
        case "Int", "String.Index": .int
        case "Double", "CGFloat", "Float", "TimeInterval": .double
        case "String": .string
        // A `Date` bound (`in: ...Date.now`) is one of the other `Comparable`s.
        case "Date": .unknown
        default: nil
        }
        return bound.flatMap { type(kind, bound: $0) }
    }

    /// A range of this kind around a bound made at run time, typed by the bound.
    static func value(_ kind: Kind, bound: Value) throws -> Value {
        // Swift traps on a NaN bound when the range is made.
        if case .double(let x) = bound, x.isNaN { throw RuntimeFailure("Range cannot have an unordered bound") }
        let boundType: StaticType? = switch bound {
        case .int: .int
        case .double: .double
        case .string: .string
        case .symbol, .enumCase, .record, .object, .host, .angle: .unknown
        default: nil
        }
        guard let type = boundType.flatMap({ type(kind, bound: $0) }) else {
            throw RuntimeFailure(PartialRangeMessages.notComparable(kind, bound.typeName))
        }
        return type.make([bound])
    }

    /// Which one-sided range a type is; nil for any other type.
    static func kind(of type: StructType) -> Kind? {
        // By identity, with no hashing of the name: a `switch` case asks this of every record it matches.
        kinds.first { $0.type === type }?.kind
    }

    private static let kinds: [(type: StructType, kind: Kind)] = types.values.compactMap { type in
        Kind.allCases.first { type.name.hasPrefix($0.typeName + "<") }.map { (type, $0) }
    }

    static func isPartialRange(_ type: StaticType) -> Bool {
        guard case .record(let ref) = type.unwrapped else { return false }
        return kind(of: ref.type) != nil
    }
}

enum PartialRangeMessages {
    /// swiftc's words for a bound that is not `Comparable` (here: not an Int, Double or String).
    static func notComparable(_ kind: PartialRangeTypes.Kind, _ boundName: String) -> String {
        "referencing operator function '\(kind.symbol)' on 'Comparable' requires that '\(boundName)' conform to 'Comparable'"
    }
}
