import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// Where a value meets the type it must have, for the wording of the error swiftc gives.
enum ConversionRole {
    /// A call's argument: "cannot convert value of type 'A' to expected argument type 'B'".
    case argument
    /// `x = value`: "cannot assign value of type 'A' to type 'B'".
    case assignment
    /// `let x: B = value`: "cannot convert value of type 'A' to specified type 'B'".
    case specified
    /// `return value`: "cannot convert return expression of type 'A' to return type 'B'".
    case returned
    /// An element of a collection literal: "cannot convert value of type 'A' to expected element type 'B'".
    case element

    func message(_ actual: StaticType, _ expected: StaticType, expectsProtocol: Bool = false) -> String {
        if expectsProtocol, self == .argument {
            return "argument type '\(actual.name)' does not conform to expected type '\(expected.name)'"
        }
        switch self {
        case .argument: return "cannot convert value of type '\(actual.name)' to expected argument type '\(expected.name)'"
        case .assignment: return "cannot assign value of type '\(actual.name)' to type '\(expected.name)'"
        case .specified: return "cannot convert value of type '\(actual.name)' to specified type '\(expected.name)'"
        case .returned: return "cannot convert return expression of type '\(actual.name)' to return type '\(expected.name)'"
        case .element: return "cannot convert value of type '\(actual.name)' to expected element type '\(expected.name)'"
        }
    }
}

extension BodyChecker {
    /// Reports, as swiftc would, a value whose type can never be the one the context needs.
    /// Only types known on both sides are compared; where either is unknown the code runs
    /// and a mismatch is a located runtime error.
    func checkConvertible(_ value: Typed, to expected: StaticType, at range: SourceRange, role: ConversionRole) {
        guard isDefinitelyIncompatible(value.type, expected, constant: value.constant) else { return }
        error(role.message(value.type, expected, expectsProtocol: isProtocol(expected)), at: range)
    }

    /// Whether a type is a protocol (the script's or the surface's), for swiftc's wording.
    func isProtocol(_ type: StaticType) -> Bool {
        switch type.unwrapped {
        case .record(let ref): return ref.type.kind == .protocolType
        case .named(let name): return surface.type(named: name)?.kind == .protocol
        default: return false
        }
    }

    /// Whether no value of `actual` converts to `expected` in Swift (implicit conversions
    /// included: to an optional, to a protocol the type conforms to, to a superclass).
    func isDefinitelyIncompatible(_ actual: StaticType, _ expected: StaticType, constant: Value? = nil) -> Bool {
        switch (actual, expected) {
        case (.placeholder, _), (_, .placeholder):
            // What a placeholder stands for is not known: it may be anything (its warning says so).
            return false
        case (_, .generic(_, let constraint?)):
            // An integer literal may be typed as any number type (`ProgressView(value: 3, total: 4)`).
            if case .int? = constant, mayConform(.double, to: constraint) { return false }
            return !mayConform(actual, to: constraint)
        case (.generic(_, let constraint?), _) where expected.isFunction && constraint != "Sendable":
            // A value of a type parameter bound by a protocol (`S: ShapeStyle`) is no closure.
            return true
        case (.unknown, _), (_, .unknown), (.generic, _), (_, .generic), (.void, _), (_, .void):
            return false
        case (.named("Never"), _):
            // A call that never returns (`fatalError()`) stands where any value is expected.
            return false
        case (_, .named("AnyHashable")):
            // Any hashable value converts to `AnyHashable` implicitly (`let id: AnyHashable = "a"`).
            return !mayConform(actual, to: "Hashable")
        case (_, .optional(let wrapped)):
            if case .none? = constant { return false }
            return isDefinitelyIncompatible(actual.unwrapped, wrapped.unwrapped, constant: constant)
        case (.optional, _):
            // Swift requires unwrapping; where our inference made an optional too eagerly this
            // would be a false error, so only non-optional targets of a known other type count.
            return isDefinitelyIncompatible(actual.unwrapped, expected)
        case (.int, .double), (.double, .int):
            // Literals adapt, and the compiler converts where Swift would have typed a literal.
            return false
        case (.array(let a), .array(let b)), (.set(let a), .set(let b)):
            return isDefinitelyIncompatible(a, b)
        case (.dictionary(let k1, let v1), .dictionary(let k2, let v2)):
            return isDefinitelyIncompatible(k1, k2) || isDefinitelyIncompatible(v1, v2)
        case (.tuple(let a), .tuple(let b)):
            return a.count != b.count || zip(a, b).contains { isDefinitelyIncompatible($0.type, $1.type) }
        case (.keyPath, _) where expected.isFunction:
            // A key path stands for the function from its root to its value (`map(\.name)`).
            return false
        case (.array, .named):
            // An array literal builds any option set or collection the surface declares.
            return false
        case (.function, _), (_, .function), (.functionType, .functionType):
            return !actual.isFunction || !expected.isFunction
        case (.record(let a), .record(let b)):
            if a.type === b.type || a.type.isSubtype(of: b.type) { return false }
            if b.type.kind == .protocolType { return !conforms(a.type, to: b.type.name) }
            return !(a.type.isBuiltin && b.type.isBuiltin && a.type.name == b.type.name)
        case (.record(let a), .named(let name)):
            // `0.0...x` (a `ClosedRange<Double>`) fits a `ClosedRange<V>` of a `V: BinaryFloatingPoint` (`Gauge`'s bounds).
            if a.type.isBuiltin, a.type.name.prefix(while: { $0 != "<" }) == name { return false }
            if a.type.isBuiltin { return a.type.name != name && !surface.lineage(of: a.type.name).contains(name) }
            return !conforms(a.type, to: name)
        case (.named(let name), .record(let b)):
            return b.type.kind != .protocolType || surface.type(named: name) == nil
        case (.named(let a), .named(let b)):
            return !namedConverts(a, to: b)
        case (.record(let a), _) where Self.isScalar(expected) || Self.isCollection(expected):
            return !a.type.isBuiltin || Self.isScalar(expected)
        case (_, .record(let b)) where Self.isScalar(actual) || Self.isCollection(actual):
            return b.type.kind != .protocolType || Self.isCollection(actual)
        case (.array, _) where Self.isScalar(expected), (_, .array) where Self.isScalar(actual):
            return true
        case (.named(let name), _):
            // A surface type such as `Color` given where a scalar is expected.
            return Self.isScalar(expected) && surface.canonical(name) != surfaceTypeName(of: expected)
        case (_, .named(let name)):
            // An integer literal may be typed as a Double (`ProgressView(value: 3, total: 4)`'s `BinaryFloatingPoint?`).
            if case .int? = constant, surface.lineage(of: "Double").contains(name) { return false }
            if let constant, let literal = Self.literalProtocol(of: constant), surface.lineage(of: name).contains(literal) { return false }
            guard let actualName = surfaceTypeName(of: actual) else { return false }
            return !namedConverts(actualName, to: name)
        default:
            // Values of different shapes (a number, a tuple, a function, a set) never convert.
            guard let a = Self.shape(actual), let b = Self.shape(expected) else { return false }
            return a != b || (a == "scalar" && actual != expected)
        }
    }

    /// The broad shape of a type whose values the compiler knows, for telling types apart.
    private static func shape(_ type: StaticType) -> String? {
        switch type {
        case .array: return "array"
        case .set: return "set"
        case .dictionary: return "dictionary"
        case .tuple: return "tuple"
        case .function, .functionType: return "function"
        case .keyPath: return "keyPath"
        default: return isScalar(type) ? "scalar" : nil
        }
    }

    /// The protocols of the standard library the subset's scalar types conform to.
    static let standardConformances: [String: Set<String>] = {
        let common: Set<String> = ["Equatable", "Hashable", "Comparable", "CustomStringConvertible", "Sendable", "Codable"]
        let numeric: Set<String> = ["Numeric", "SignedNumeric", "AdditiveArithmetic", "Strideable"]
        return [
            "String": common.union(["StringProtocol", "Sequence", "Collection", "BidirectionalCollection", "TextOutputStreamable"]),
            "Int": common.union(numeric).union(["BinaryInteger", "FixedWidthInteger", "SignedInteger"]),
            "Double": common.union(numeric).union(["FloatingPoint", "BinaryFloatingPoint"]),
            "Bool": ["Equatable", "Hashable", "CustomStringConvertible", "Sendable", "Codable"],
        ]
    }()

    /// Whether a value of `type` may conform to the protocol `name`; false only when it is
    /// known not to (a scalar of the standard library, a script type, a surface type).
    func mayConform(_ type: StaticType, to name: String) -> Bool {
        switch type.unwrapped {
        case .int, .double, .string, .bool:
            guard let known = Self.standardConformances[type.unwrapped.name] else { return true }
            // Protocols outside the table (a script protocol, one the surface declares) are not judged.
            let judged = Self.standardConformances.values.contains { $0.contains(name) }
            return !judged || known.contains(name)
        case .record(let ref) where !ref.type.isBuiltin:
            let nominal = ref.type
            if conforms(nominal, to: name) { return true }
            if ["Equatable", "Hashable"].contains(name), nominal.kind == .enumeration, !nominal.cases.contains(where: \.hasPayload) {
                return true
            }
            // A subclass of NSObject (or of a framework class, each an NSObject) is Equatable and
            // Hashable as NSObject is, by `isEqual(_:)`: the same instance, unless it overrides it.
            if ["Equatable", "Hashable"].contains(name), nominal.kind == .classType, frameworkAncestor(of: nominal) != nil {
                return true
            }
            let judged = Self.standardConformances.values.contains { $0.contains(name) } || types[name]?.kind == .protocolType
                || surface.type(named: name)?.kind == .protocol
            return !judged
        case .named(let surfaceName):
            // `Set()`, `Array()` written without their element types: what the elements are
            // decides, and nothing is known of them yet.
            if TypeLookup.genericStandardTypes.contains(surfaceName) { return true }
            guard surface.type(named: name) != nil else {
                // A standard protocol the surface type declares (`Color: Hashable`), or one it
                // refines (a Hashable or Comparable type is Equatable).
                let lineage = surface.lineage(of: surfaceName)
                if lineage.contains(name) { return true }
                if name == "Equatable", lineage.contains("Hashable") || lineage.contains("Comparable") { return true }
                // A framework enum (`ColorScheme`, `Edge`) is Equatable and Hashable, as each declares.
                if ["Equatable", "Hashable"].contains(name), surface.type(named: surfaceName)?.kind == .enum { return true }
                return !Self.standardConformances.values.contains { $0.contains(name) }
            }
            return namedConverts(surfaceName, to: name)
        default:
            return true
        }
    }

    /// Whether a script type conforms to a protocol (`ProgramDeclarations.conforms`).
    func conforms(_ type: StructType, to name: String) -> Bool {
        declarations.conforms(type, to: name, surface: surface)
    }

    /// Whether a surface type's values convert to another surface type: the same type (through
    /// aliases), or a protocol it conforms to.
    static let stringLiteralProtocols: Set<String> = ["ExpressibleByStringLiteral", "ExpressibleByExtendedGraphemeClusterLiteral"]

    /// The protocol a type must conform to for a literal to build it (`NSNumber` from `2.5`, a
    /// `Unicode.Scalar` from `"."`); nil for a string of several scalars, whose types are told
    /// apart elsewhere.
    static func literalProtocol(of constant: Value) -> String? {
        switch constant {
        case .int: return "ExpressibleByIntegerLiteral"
        case .double: return "ExpressibleByFloatLiteral"
        case .string(let text) where text.unicodeScalars.count == 1: return "ExpressibleByUnicodeScalarLiteral"
        default: return nil
        }
    }

    func namedConverts(_ actual: String, to expected: String) -> Bool {
        let a = surface.canonical(KeyedContainerTypes.surfaceName(actual)), b = surface.canonical(KeyedContainerTypes.surfaceName(expected))
        if a == b { return true }
        if surface.type(named: b) == nil || surface.type(named: a) == nil { return true }
        if surface.lineage(of: a).contains(b) { return true }
        // A string literal builds a type that is expressible by one (`KeyEquivalent` from `"s"`).
        if a == "String", !Set(surface.lineage(of: b)).isDisjoint(with: Self.stringLiteralProtocols) { return true }
        // Protocols whose conforming types the surface does not list (`ShapeStyle`, `Gesture`) stay lenient.
        return surface.type(named: b)?.kind == .protocol && surface.type(named: a)?.kind == .protocol
    }

    private static func isCollection(_ type: StaticType) -> Bool {
        switch type {
        case .array, .dictionary, .set, .tuple: return true
        default: return false
        }
    }

    private static func isScalar(_ type: StaticType) -> Bool {
        switch type {
        case .int, .double, .bool, .string, .rect, .point, .size, .vector, .unitPoint, .angle, .edgeSet, .axisSet:
            return true
        default:
            return false
        }
    }
}

extension BodyChecker {
    /// `==` and `<` on the script's own types, as Swift allows them: the type's own
    /// `static func ==`/`<` when it declares one; the synthesised ones for a type that
    /// conforms to `Equatable`/`Comparable` (and enums without associated values, which
    /// are equatable by themselves); an error otherwise. Nil when neither side is such a type.
    func nominalComparison(_ op: ComparisonOperator, _ a: Typed, _ b: Typed, range: SourceRange) -> TypedExpression? {
        guard let type = a.type.unwrapped.nominal ?? b.type.unwrapped.nominal, type.kind != .protocolType else { return nil }
        // `x == nil` holds for any optional, equatable or not.
        if case .none? = a.constant { return nil }
        if case .none? = b.constant { return nil }
        let isEquality = op == .equal || op == .notEqual
        let name = isEquality ? "==" : "<"
        if let function = (type.staticFunctions[name] ?? inherited?.protocolTypes(of: type).lazy.compactMap({ $0.staticFunctions[name] }).first)?
            .first(where: { $0.labels.count == 2 }) {
            return .comparisonCall(function, op, a.eval, b.eval, range: range)
        }
        let synthesised: Bool
        if isEquality {
            let plainEnum = type.kind == .enumeration && !type.cases.contains(where: \.hasPayload)
            // An `@Model` class is a `PersistentModel`, which refines `Hashable`: SwiftData's `==`
            // compares the models' identities, and a context holds one object per model; an
            // `NSManagedObject` is an `NSObject`, equal to itself alone.
            // So is any other subclass of NSObject (a framework class), by NSObject's `isEqual(_:)`.
            synthesised = plainEnum || conforms(type, to: "PersistentModel") || type.modelSchema?.isManagedObject == true
                || (type.kind == .classType && frameworkAncestor(of: type) != nil)
                || (type.kind != .classType && (conforms(type, to: "Equatable") || conforms(type, to: "Hashable")
                || conforms(type, to: "Comparable")))
        } else {
            synthesised = type.kind == .enumeration && conforms(type, to: "Comparable")
        }
        guard synthesised else {
            let side = a.type.unwrapped.nominal != nil ? a.type : b.type
            return failure("binary operator '\(op.rawValue)' cannot be applied to two '\(side.unwrapped.name)' operands", at: range,
                           hint: isEquality ? "make '\(type.name)' conform to 'Equatable'" : "make '\(type.name)' conform to 'Comparable'")
        }
        return nil
    }
}

extension Surface {
    /// Whether a script type conforms to a protocol, directly, through a superclass or through
    /// a surface protocol's lineage.
    func conforms(_ type: StructType, to name: String) -> Bool {
        let declared = type.allConformances
        if declared.contains(name) { return true }
        return declared.contains { lineage(of: $0).contains(name) }
    }
}
