import Foundation
import ScrollworkCore
import ScrollworkScene

/// A value while a script runs.
///
/// Geometry lives inline (no allocation for a `CGRect`); structs keep their fields in
/// a Swift array, so copying a struct value copies it on write, as Swift does.
/// Optionals are not boxed: `nil` is `.none` and a present value is the value itself.
/// Class instances are shared references (`.object`); every other value is copied as Swift
/// copies values.
enum Value {
    case none
    case int(Int)
    /// A `UInt64` (or `UInt`): its own case so that `/`, `<`, `>>` and printing are unsigned.
    case uint(UInt64)
    case double(Double)
    case bool(Bool)
    case string(String)
    case array([Value])
    /// A half-open integer range; `a...b` is stored as `a..<(b + 1)`.
    case range(Int, Int)
    case point(Point)
    case size(Size)
    case vector(Vector)
    case rect(Rect)
    case unitPoint(UnitPoint)
    /// An angle in radians.
    case angle(Double)
    /// An enum case written as an implicit member (`.top`, `.idle`, `.up`) before its type is known.
    case symbol(String)
    /// `Edge.Set` / `Axis.Set` bits.
    case optionSet(OptionSetKind, UInt8)
    /// A struct instance: the type and its stored properties in declaration order.
    case record(RecordType, [Value])
    /// A case of a script enum: the enum, the case's index in declaration order and its
    /// associated values (empty for a case without any).
    case enumCase(RecordType, Int, [Value])
    /// An instance of a script class, shared by reference.
    case object(ObjectInstance)
    /// `(x: 1, y: 2)`, `(a, b)`.
    case tuple(TupleValue)
    /// A `Dictionary`, in insertion order.
    case dictionary(DictionaryValue)
    /// A `Set`, in insertion order.
    case set(SetValue)
    /// `\.id`, `\Item.name`.
    case keyPath(KeyPathValue)
    case function(Callable)
    /// `ScrollTransitionPhase`, by its value.
    case phase(Double)
    /// The `content` proxy of a `scrollTransition` closure with the effects applied so far.
    case effects(EffectsBox)
    /// A type used as a value (`CGRect`, `SnapToTop`) for static members and initialisers.
    case type(TypeName)
    /// A value the host owns (views, in scene building); opaque to the language.
    case host(HostObject)
}

/// The effects of a transition's `content` proxy, boxed to keep `Value` small; a chain of
/// modifiers on a temporary mutates one box in place instead of copying it per modifier.
final class EffectsBox {
    /// Changed only while the box is uniquely referenced (`BodyChecker.apply`), so no two accesses
    /// overlap: exempt from the run-time exclusivity checks each modifier would pay.
    @exclusivity(unchecked) var effects: ItemEffects
    init(_ effects: ItemEffects = ItemEffects()) { self.effects = effects }

    /// Never unique, so never mutated: the first modifier copies it.
    static let identity = EffectsBox()
}

/// A struct type inside a value, held without reference counting.
///
/// Copying a struct value is the interpreter's most common operation; not retaining its
/// type on every copy saves two atomic operations each time. Types live as long as the
/// program that declared them (builtin types for ever), and everything that can hold
/// values past a reload (behaviours, sticky rules, transitions) keeps its program alive.
struct RecordType {
    unowned(unsafe) let type: StructType
    init(_ type: StructType) { self.type = type }

    var name: String { type.name }
    var fieldNames: [String] { type.fieldNames }
    func conforms(to proto: String) -> Bool { type.conforms(to: proto) }

    static func === (a: RecordType, b: StructType) -> Bool { a.type === b }
    static func === (a: RecordType, b: RecordType) -> Bool { a.type === b.type }
}

/// Which option set an `.optionSet` value is.
enum OptionSetKind: Equatable {
    case edges, axes

    func bit(for name: String) -> UInt8? {
        switch (self, name) {
        case (.edges, "top"): return 1
        case (.edges, "leading"): return 2
        case (.edges, "bottom"): return 4
        case (.edges, "trailing"): return 8
        case (.edges, "horizontal"): return 2 | 8
        case (.edges, "vertical"): return 1 | 4
        case (.edges, "all"): return 15
        case (.axes, "horizontal"): return 1
        case (.axes, "vertical"): return 2
        case (_, "all"): return self == .axes ? 3 : 15
        default: return nil
        }
    }

    var names: [String] { self == .edges ? ["top", "leading", "bottom", "trailing"] : ["horizontal", "vertical"] }
}

/// A type named in an expression, for `CGRect(x:…)`, `SnapToTop(threshold: 80)`, `Int.max`.
enum TypeName {
    case builtin(String)
    case user(StructType)

    /// The type a value has when the code runs (`type(of:)`): a script type's own, or the
    /// built-in type it prints as.
    static func dynamicType(of value: Value) -> TypeName {
        switch value {
        case .record(let record, _), .enumCase(let record, _, _): return .user(record.type)
        case .object(let instance): return .user(instance.type)
        default: return .builtin(value.typeName)
        }
    }

    /// The type a static type names: a script type's own, or the built-in type it spells (`[Int]`).
    static func named(by type: StaticType) -> TypeName {
        if case .record(let ref) = type, !ref.type.isBuiltin { return .user(ref.type) }
        return .builtin(type.name)
    }

    var name: String {
        switch self {
        case .builtin(let name): return name
        case .user(let type): return type.name
        }
    }
}

/// Something the host keeps behind a script value (a view, later); scripts only pass it along.
protocol HostObject: AnyObject {
    /// The type's name as Swift spells it in messages (`some View`, `Binding<Int>`).
    var typeName: String { get }
    /// The API-surface type whose members the value has (`View`, `Binding`).
    var surfaceType: String { get }
}

extension HostObject {
    var surfaceType: String { typeName }
}

/// A host value that is a Swift value type (`Color`, `Gradient`, `Namespace.ID`): equal and
/// hashed by what it holds, not by reference, and printed as its framework prints it, so it
/// works as a `ForEach` id, a `Set` element, a `scrollPosition(id:)` value and a `scrollTo` target.
protocol HostValue: HostObject {
    /// What `print` and string interpolation show (`red` for `Color.red`).
    var valueDescription: String { get }
    /// What equality compares and hashing combines: equal keys for equal values.
    var equalityKey: String { get }
    /// The static member the value is, when it reads as one (`red` for `Color.red`), so the
    /// REPL compares it with an implicit member (`state.tint == .red`); nil otherwise.
    var memberName: String? { get }
}

extension HostValue {
    var memberName: String? { nil }
}

extension Value {
    var isNil: Bool { if case .none = self { return true }; return false }

    /// The number as a Double, for Int and Double alike (Swift literals adapt; values promote here).
    var asDouble: Double? {
        switch self {
        case .double(let value): return value
        case .int(let value): return Double(value)
        case .uint(let value): return Double(value)
        default: return nil
        }
    }

    /// The name of the value's type as Swift spells it, for messages.
    var typeName: String {
        switch self {
        case .none: return "nil"
        case .int: return "Int"
        case .uint: return "UInt64"
        case .double: return "Double"
        case .bool: return "Bool"
        case .string: return "String"
        case .array(let items): return items.first.map { "[\($0.typeName)]" } ?? "Array"
        case .range: return "Range<Int>"
        case .point: return "CGPoint"
        case .size: return "CGSize"
        case .vector: return "CGVector"
        case .rect: return "CGRect"
        case .unitPoint: return "UnitPoint"
        case .angle: return "Angle"
        case .symbol(let name): return "." + name
        case .optionSet(let kind, _): return kind == .edges ? "Edge.Set" : "Axis.Set"
        case .record(let type, _), .enumCase(let type, _, _): return type.name
        case .object(let object): return object.type.name
        case .tuple(let tuple):
            let parts = tuple.elements.indices.map { index in
                (tuple.label(at: index).map { $0 + ": " } ?? "") + tuple.elements[index].typeName
            }
            return "(" + parts.joined(separator: ", ") + ")"
        case .dictionary(let dictionary):
            guard let key = dictionary.keys.first, let value = dictionary.values.first else { return "Dictionary" }
            return "[\(key.typeName) : \(value.typeName)]"
        case .set(let set): return set.elements.first.map { "Set<\($0.typeName)>" } ?? "Set"
        case .keyPath(let path): return path.rootName.map { "KeyPath<\($0), _>" } ?? "KeyPath"
        case .function(let callable): return callable.typeDescription
        case .phase: return "ScrollTransitionPhase"
        case .effects: return "some VisualEffect"
        case .type(let name): return "\(name.name).Type"
        case .host(let object): return object.typeName
        }
    }
}
