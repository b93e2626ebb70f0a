import Foundation

/// What the resolver knows about an expression's type before running it.
///
/// Cheap and partial on purpose: where it is known, members resolve to indices at compile
/// time, unknown members are errors with a hint, and Int literals become Doubles where
/// Swift would type them so; where it is `.unknown`, the call site resolves on first use.
indirect enum StaticType: Equatable {
    case unknown, void, int, double, bool, string
    case rect, point, size, vector, unitPoint, angle, phase, effects, edgeSet, axisSet
    /// A script's own `struct`, `enum` or `class` (see `StructType.kind`), or a builtin record.
    case record(StructTypeRef)
    case optional(StaticType)
    case array(StaticType)
    /// A function whose parameter and result types are not known.
    case function
    /// `(Int, String) -> Bool`.
    case functionType([StaticType], StaticType)
    /// `(x: CGFloat, y: CGFloat)`; `()` is `.void`.
    case tuple([TupleElementType])
    /// `[String: Int]`.
    case dictionary(StaticType, StaticType)
    /// `Set<Int>`.
    case set(StaticType)
    /// `KeyPath<Root, Value>` (also `WritableKeyPath`).
    case keyPath(StaticType, StaticType)
    /// A generic parameter (`Content` in `struct Section<Content: View>`) with its constraint.
    case generic(String, constraint: String?)
    /// A type the API surface declares by name (`Color`, `Alignment`, `View` for `some View`),
    /// whose values the runtime represents in its own ways; members and implicit members
    /// resolve through the surface.
    case named(String)
    /// A type no loaded file declares (`Item` of another file) or a module scrollwork does not
    /// simulate declares (`CIContext`): its values are placeholders (`PlaceholderValue`), and
    /// what is read or called on one is a placeholder again. The name is the type's as written.
    case placeholder(String)

    /// The kind values of this type have at run time, when it is fixed.
    var kind: ValueKind? {
        switch self {
        case .int: return .int
        case .double: return .double
        case .bool: return .bool
        case .string: return .string
        case .rect: return .rect
        case .point: return .point
        case .size: return .size
        case .vector: return .vector
        case .unitPoint: return .unitPoint
        case .angle: return .angle
        case .phase: return .phase
        case .effects: return .effects
        case .array: return .array
        case .tuple: return .tuple
        case .dictionary: return .dictionary
        case .set: return .set
        case .keyPath: return .keyPath
        case .record(let ref):
            switch ref.type.kind {
            case .structure: return .record(ref.type)
            case .enumeration: return .enumCase(ref.type)
            // A class's values may be instances of its subclasses; a protocol's of any conforming type.
            case .classType, .protocolType: return nil
            }
        default: return nil
        }
    }

    var isNumeric: Bool { self == .int || self == .double }
    var unwrapped: StaticType { if case .optional(let inner) = self { return inner }; return self }

    /// A function type, with or without its signature.
    var isFunction: Bool {
        switch self {
        case .function, .functionType: return true
        default: return false
        }
    }

    /// The script type, when this is one of a script's nominal types.
    var nominal: StructType? {
        if case .record(let ref) = self, !ref.type.isBuiltin { return ref.type }
        return nil
    }

    /// The type as swiftc spells it in messages: `[Color]`, `() -> Void`, `Int?`, `(x: Int, y: Int)`,
    /// `[String : Int]`.
    var name: String {
        switch self {
        case .unknown: return "Any"
        case .void: return "Void"
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .string: return "String"
        case .rect: return "CGRect"
        case .point: return "CGPoint"
        case .size: return "CGSize"
        case .vector: return "CGVector"
        case .unitPoint: return "UnitPoint"
        case .angle: return "Angle"
        case .phase: return "ScrollTransitionPhase"
        case .effects: return "some VisualEffect"
        case .edgeSet: return "Edge.Set"
        case .axisSet: return "Axis.Set"
        case .record(let ref): return ref.type.name
        case .optional(let inner):
            return inner.isFunction ? "(" + inner.name + ")?" : inner.name + "?"
        case .array(let element): return "[\(element.name)]"
        case .function: return "() -> Void"
        case .functionType(let parameters, let result):
            let list = parameters.map(\.name).joined(separator: ", ")
            return "(\(list)) -> \(result.name)"
        case .tuple(let elements):
            return "(" + elements.map { ($0.label.map { $0 + ": " } ?? "") + $0.type.name }.joined(separator: ", ") + ")"
        case .dictionary(let key, let value): return "[\(key.name) : \(value.name)]"
        case .set(let element): return "Set<\(element.name)>"
        case .keyPath(let root, let value): return "KeyPath<\(root.name), \(value.name)>"
        case .generic(let name, _): return name
        case .named(let name), .placeholder(let name): return name
        }
    }

    static func of(_ type: StructType) -> StaticType { .record(StructTypeRef(type)) }

    /// `UInt64`, and `UInt`, which is the same 64 bits on iOS (README, "The language"): a type the
    /// surface declares, whose values are `.uint`.
    static let uint64 = StaticType.named("UInt64")
}

/// One element of a tuple type: `x: CGFloat`.
struct TupleElementType: Equatable {
    var label: String?
    var type: StaticType
}

/// A struct type compared by identity inside `StaticType`.
struct StructTypeRef: Equatable {
    let type: StructType
    init(_ type: StructType) { self.type = type }
    static func == (a: StructTypeRef, b: StructTypeRef) -> Bool { a.type === b.type }
}
