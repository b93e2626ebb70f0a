import Foundation

/// What the resolver knows about an expression's type before running it.
///
/// Cheap and partial on purpose: where it is known, members resolve to indices at compile
/// time, unknown members are errors with a hint, and Int literals become Doubles where
/// Swift would type them so; where it is `.unknown`, the call site resolves on first use.
indirect enum StaticType: Equatable {
    case unknown, void, int, double, bool, string
    case rect, point, size, vector, unitPoint, angle, phase, effects, edgeSet, axisSet
    case record(StructTypeRef)
    case optional(StaticType)
    case array(StaticType)
    case function
    /// A type the API surface declares by name (`Color`, `Alignment`, `View` for `some View`),
    /// whose values the runtime represents in its own ways; members and implicit members
    /// resolve through the surface.
    case named(String)

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
        case .record(let ref): return .record(ref.type)
        default: return nil
        }
    }

    var isNumeric: Bool { self == .int || self == .double }
    var unwrapped: StaticType { if case .optional(let inner) = self { return inner }; return self }

    var name: String {
        switch self {
        case .unknown: return "_"
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
        case .optional(let inner): return inner.name + "?"
        case .array(let element): return "[\(element.name)]"
        case .function: return "function"
        case .named(let name): return name
        }
    }

    static func of(_ type: StructType) -> StaticType { .record(StructTypeRef(type)) }
}

/// A struct type compared by identity inside `StaticType`.
struct StructTypeRef: Equatable {
    let type: StructType
    init(_ type: StructType) { self.type = type }
    static func == (a: StructTypeRef, b: StructTypeRef) -> Bool { a.type === b.type }
}
