import Foundation
import ScrollworkCore
import ScrollworkScene

/// A script value as the host sees it: what `print` shows and `expect` compares.
public enum ScriptValue: Equatable, CustomStringConvertible {
    case int(Int), double(Double), bool(Bool), string(String)
    /// A `UInt64` or `UInt`.
    case uint(UInt64)
    /// Prints as `nil`.
    case none
    case array([ScriptValue])
    /// A struct value: `CGRect`, `ScrollGeometry`, an `item(…)`, a script's own struct.
    case record(type: String, fields: [(String, ScriptValue)])
    /// An enum case such as `.idle` or `.topLeading`; `type` may be empty when unknown.
    case enumCase(type: String, name: String)

    public init(_ rect: Rect) {
        self = .record(type: "CGRect", fields: [("x", .double(rect.origin.x)), ("y", .double(rect.origin.y)),
                                                ("width", .double(rect.width)), ("height", .double(rect.height))])
    }
    public init(_ point: Point) { self = .record(type: "CGPoint", fields: [("x", .double(point.x)), ("y", .double(point.y))]) }
    public init(_ size: Size) {
        self = .record(type: "CGSize", fields: [("width", .double(size.width)), ("height", .double(size.height))])
    }
    public init(_ vector: Vector) { self = .record(type: "CGVector", fields: [("dx", .double(vector.dx)), ("dy", .double(vector.dy))]) }
    public init(_ phase: ScrollPhase) { self = .enumCase(type: "ScrollPhase", name: phase.rawValue) }
    public init(_ phase: TransitionPhase) { self = .enumCase(type: "ScrollTransitionPhase", name: phase.name) }
    public init(_ insets: EdgeInsets) {
        self = .record(type: "EdgeInsets", fields: [("top", .double(insets.top)), ("leading", .double(insets.leading)),
                                                    ("bottom", .double(insets.bottom)), ("trailing", .double(insets.trailing))])
    }
    /// A `ScrollGeometry` whose `visibleRect` and `bounds` work in scripts.
    public init(_ geometry: ScrollGeometry) {
        self = .record(type: "ScrollGeometry", fields: [
            ("contentOffset", ScriptValue(geometry.contentOffset)), ("contentSize", ScriptValue(geometry.contentSize)),
            ("contentInsets", ScriptValue(geometry.contentInsets)), ("containerSize", ScriptValue(geometry.containerSize))])
    }
    public init(_ id: ItemID) {
        switch id {
        case .int(let value): self = .int(value)
        case .string(let value): self = .string(value)
        }
    }

    /// The Swift type a value of this kind has, for declaring it (`Double`, `[Int]`).
    public var swiftTypeName: String {
        switch self {
        case .int: return "Int"
        case .uint: return "UInt64"
        case .double: return "Double"
        case .bool: return "Bool"
        case .string: return "String"
        case .record(let type, _): return type.isEmpty ? "Any" : type
        case .enumCase(let type, _): return type.isEmpty ? "Any" : type
        case .none, .array: return "Any"
        }
    }

    /// The number, for Int and Double alike.
    public var doubleValue: Double? {
        switch self {
        case .int(let value): return Double(value)
        case .uint(let value): return Double(value)
        case .double(let value): return value
        default: return nil
        }
    }

    /// A field of a record by name.
    public subscript(field name: String) -> ScriptValue? {
        guard case .record(_, let fields) = self else { return nil }
        return fields.first { $0.0 == name }?.1
    }

    public static func == (a: ScriptValue, b: ScriptValue) -> Bool {
        switch (a, b) {
        case (.int(let x), .int(let y)): return x == y
        case (.uint(let x), .uint(let y)): return x == y
        case (.double(let x), .double(let y)): return x == y
        case (.int(let x), .double(let y)), (.double(let y), .int(let x)): return Double(x) == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.none, .none): return true
        case (.array(let x), .array(let y)): return x == y
        case (.record(let t1, let f1), .record(let t2, let f2)):
            return t1 == t2 && f1.count == f2.count && zip(f1, f2).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case (.enumCase(let t1, let n1), .enumCase(let t2, let n2)): return n1 == n2 && (t1 == t2 || t1.isEmpty || t2.isEmpty)
        default: return false
        }
    }

    public var description: String {
        switch self {
        case .int(let value): return String(value)
        case .uint(let value): return String(value)
        case .double(let value): return Value.describe(double: value)
        case .bool(let value): return value ? "true" : "false"
        case .string(let value): return value
        case .none: return "nil"
        case .array(let items): return "[" + items.map(\.nestedDescription).joined(separator: ", ") + "]"
        case .record(let type, let fields):
            if let custom = BuiltinTypes.records[type]?.customDescription { return custom(fields.map { Value($0.1) }) }
            return "\(type)(" + fields.map { "\($0.0): \($0.1.nestedDescription)" }.joined(separator: ", ") + ")"
        case .enumCase(_, let name): return "." + name
        }
    }

    private var nestedDescription: String {
        if case .string(let text) = self { return "\"\(text)\"" }
        return description
    }
}

extension ScriptValue {
    /// How deep objects inside objects are shown to the host; deeper ones (and an object met
    /// again, as in a parent link) are shown by their type name.
    static let objectDepth = 4

    /// The host's view of a runtime value.
    init(_ value: Value) {
        var visited = Set<ObjectIdentifier>()
        self.init(value, visited: &visited)
    }

    private init(_ value: Value, visited: inout Set<ObjectIdentifier>) {
        switch value {
        case .array(let items):
            self = .array(items.map { ScriptValue($0, visited: &visited) })
            return
        case .record(let type, let fields):
            self = .record(type: type.name, fields: zip(type.fieldNames, fields).map { ($0, ScriptValue(StateBox.unwrap($1), visited: &visited)) })
            return
        case .object(let object):
            // `state.model.likes`: a class instance reads as its stored properties.
            guard visited.count < Self.objectDepth, visited.insert(ObjectIdentifier(object)).inserted else {
                self = .string(object.type.name)
                return
            }
            defer { visited.remove(ObjectIdentifier(object)) }
            self = .record(type: object.type.name, fields: zip(object.type.fieldNames, object.fields).map { ($0, ScriptValue($1, visited: &visited)) })
            return
        case .tuple(let tuple):
            self = .record(type: "", fields: tuple.elements.indices.map {
                (tuple.label(at: $0) ?? String($0), ScriptValue(tuple.elements[$0], visited: &visited))
            })
            return
        case .set(let set):
            self = .array(set.elements.map { ScriptValue($0, visited: &visited) })
            return
        case .host(let box as StateBox):
            self.init(box.value, visited: &visited)
            return
        case .host(let member as HostValue) where member.memberName != nil:
            // `Color.red` reads as the static member it is, so `state.tint == .red` holds.
            self = .enumCase(type: member.typeName, name: member.memberName ?? "")
            return
        default:
            break
        }
        switch value {
        case .none: self = .none
        case .int(let x): self = .int(x)
        case .uint(let x): self = .uint(x)
        case .double(let x): self = .double(x)
        case .bool(let x): self = .bool(x)
        case .string(let x): self = .string(x)
        case .range(let low, let high): self = .array((low..<max(low, high)).prefix(10_000).map { .int($0) })
        case .point(let p): self.init(p)
        case .size(let s): self.init(s)
        case .vector(let v): self.init(v)
        case .rect(let r): self.init(r)
        case .unitPoint(let p): self = .record(type: "UnitPoint", fields: [("x", .double(p.x)), ("y", .double(p.y))])
        case .angle(let a): self = .record(type: "Angle", fields: [("degrees", .double(a * 180 / .pi))])
        case .symbol(let name): self = .enumCase(type: "", name: name)
        case .optionSet(let kind, let bits):
            self = .array(kind.names.filter { kind.bit(for: $0).map { bits & $0 == $0 } ?? false }
                .map { .enumCase(type: kind == .edges ? "Edge" : "Axis", name: $0) })
        case .phase(let v): self = .enumCase(type: "ScrollTransitionPhase", name: TransitionPhase(value: v).name)
        case .enumCase(let type, let index, let payload):
            if payload.isEmpty, index < type.type.cases.count {
                self = .enumCase(type: type.name, name: type.type.cases[index].name)
            } else {
                // A case with associated values shows as Swift writes it: `.article(id: 7)`.
                self = .enumCase(type: type.name, name: Value.describe(value))
            }
        // Shown above; these are not reached.
        case .array, .record, .tuple, .set, .object:
            self = .string(Value.describe(value))
        case .dictionary, .keyPath, .effects, .function, .type, .host: self = .string(Value.describe(value))
        }
    }
}

extension Value {
    /// A host value inside a script: geometry becomes geometry, other records get a record
    /// type made (once) for their field names, so `item(3).isPinned` reads like a struct.
    init(_ value: ScriptValue) {
        switch value {
        case .int(let x): self = .int(x)
        case .uint(let x): self = .uint(x)
        case .double(let x): self = .double(x)
        case .bool(let x): self = .bool(x)
        case .string(let x): self = .string(x)
        case .none: self = .none
        case .array(let items): self = .array(items.map(Value.init))
        case .enumCase(let type, let name):
            if type == "ScrollTransitionPhase" {
                self = .phase(name == "topLeading" ? -1 : name == "bottomTrailing" ? 1 : 0)
            } else {
                self = .symbol(name)
            }
        case .record(let type, let fields):
            let number = { (name: String) in fields.first { $0.0 == name }?.1.doubleValue ?? 0 }
            switch (type, fields.map(\.0)) {
            case ("CGRect", ["x", "y", "width", "height"]):
                self = .rect(Rect(x: number("x"), y: number("y"), width: number("width"), height: number("height")))
            case ("CGPoint", ["x", "y"]): self = .point(Point(x: number("x"), y: number("y")))
            case ("CGSize", ["width", "height"]): self = .size(Size(width: number("width"), height: number("height")))
            case ("CGVector", ["dx", "dy"]): self = .vector(Vector(dx: number("dx"), dy: number("dy")))
            default:
                // A builtin record (`ScrollGeometry`) keeps its own type, so its members resolve.
                if let builtin = BuiltinTypes.records[type] {
                    self = builtin.make(builtin.fieldNames.map { name in fields.first { $0.0 == name }.map { Value($0.1) } ?? .none })
                    return
                }
                let recordType = HostRecordTypes.shared.type(named: type, fields: fields.map(\.0))
                self = .record(RecordType(recordType), fields.map { Value($0.1) })
            }
        }
    }
}

/// Record types for host values, made once per shape so member caches stay valid.
final class HostRecordTypes {
    static let shared = HostRecordTypes()
    private var types: [String: StructType] = [:]
    private let lock = NSLock()

    func type(named name: String, fields: [String]) -> StructType {
        let key = name + "(" + fields.joined(separator: ":") + ")"
        lock.lock()
        defer { lock.unlock() }
        if let known = types[key] { return known }
        if let builtin = BuiltinTypes.records[name], builtin.fieldNames == fields { return builtin }
        let type = StructType(name: name, isBuiltin: true)
        for field in fields { type.addField(field, type: .unknown) }
        types[key] = type
        return type
    }
}
