import Foundation
import ScrollworkCore
import ScrollworkScene

/// A readable (and maybe writable) member of a builtin value.
struct BuiltinProperty {
    let get: (Value) throws -> Value
    /// Writes the member into the receiver; nil for read-only members.
    let set: ((inout Value, Value) throws -> Void)?
}

/// A method of a builtin value: labels, and an implementation that may mutate the receiver.
struct BuiltinMethod {
    let labels: [String?]
    let isMutating: Bool
    let call: (inout Value, [Value]) throws -> Value
    /// The same for exactly one argument, without an argument array (effect modifiers).
    var callWithOne: ((inout Value, Value) throws -> Value)?

    init(labels: [String?], isMutating: Bool, call: @escaping (inout Value, [Value]) throws -> Value) {
        self.labels = labels
        self.isMutating = isMutating
        self.call = call
    }
}

/// The properties and methods of the builtin types (`CGRect`, `Double`, arrays …).
///
/// Looked up by name only when a call site is compiled or meets a new kind of receiver.
enum BuiltinMembers {
    static func property(of kind: ValueKind, named name: String) -> BuiltinProperty? {
        switch kind {
        case .rect: return rectProperty(name)
        case .point: return pointProperty(name)
        case .size: return sizeProperty(name)
        case .vector: return vectorProperty(name)
        case .unitPoint: return unitPointProperty(name)
        case .angle: return angleProperty(name)
        case .int, .double: return numberProperty(name)
        case .array: return ArrayMembers.property(name)
        case .string: return stringProperty(name)
        case .range: return rangeProperty(name)
        case .phase: return phaseProperty(name)
        case .symbol: return symbolProperty(name)
        default: return nil
        }
    }

    /// The method for a call with these argument labels (effects accept several spellings).
    static func method(of kind: ValueKind, named name: String, labels: [String?]) -> BuiltinMethod? {
        switch kind {
        case .rect: return rectMethod(name)
        case .int, .double: return numberMethod(name)
        case .array: return ArrayMembers.method(name)
        case .range: return ArrayMembers.rangeMethod(name)
        case .optionSet: return optionSetMethod(name)
        case .string: return stringMethod(name)
        case .effects: return EffectModifiers.method(name, labels: labels)
        case .bool where name == "toggle" && labels.isEmpty:
            // `isExpanded.toggle()` in a view's action.
            return BuiltinMethod(labels: [], isMutating: true) { value, _ in
                if case .bool(let flag) = value { value = .bool(!flag) }
                return .none
            }
        default: return nil
        }
    }

    /// Names a receiver of this kind answers to, for "did you mean" hints.
    static func memberNames(of kind: ValueKind) -> [String] {
        switch kind {
        case .rect: return ["minX", "minY", "maxX", "maxY", "midX", "midY", "width", "height", "origin", "size",
                            "offsetBy", "insetBy", "intersects", "contains", "isEmpty"]
        case .point: return ["x", "y"]
        case .size: return ["width", "height"]
        case .vector: return ["dx", "dy"]
        case .unitPoint: return ["x", "y"]
        case .angle: return ["degrees", "radians"]
        case .int, .double: return ["magnitude", "rounded", "isNaN", "isFinite", "isInfinite", "squareRoot", "description"]
        case .array: return ArrayMembers.names
        case .string: return ["count", "isEmpty", "hasPrefix", "hasSuffix", "contains", "uppercased", "lowercased"]
        case .range: return ["lowerBound", "upperBound", "count", "isEmpty", "contains", "map", "filter", "reduce"]
        case .phase: return ["isIdentity", "value"]
        case .effects: return EffectModifiers.names
        case .optionSet: return ["contains"]
        case .record(let type): return type.memberNames
        default: return []
        }
    }

    // MARK: Geometry

    static func double(_ value: Value, _ what: String) throws -> Double {
        guard let number = value.asDouble else { throw RuntimeFailure("\(what) must be a number, not \(value.typeName)") }
        return number
    }

    private static func readOnly(_ get: @escaping (Value) throws -> Value) -> BuiltinProperty {
        BuiltinProperty(get: get, set: nil)
    }

    private static func rectProperty(_ name: String) -> BuiltinProperty? {
        func r(_ value: Value) -> Rect { if case .rect(let rect) = value { return rect }; return .zero }
        switch name {
        case "minX": return readOnly { .double(r($0).minX) }
        case "minY": return readOnly { .double(r($0).minY) }
        case "maxX": return readOnly { .double(r($0).maxX) }
        case "maxY": return readOnly { .double(r($0).maxY) }
        case "midX": return readOnly { .double(r($0).midX) }
        case "midY": return readOnly { .double(r($0).midY) }
        case "width": return readOnly { .double(r($0).width) }
        case "height": return readOnly { .double(r($0).height) }
        case "isEmpty": return readOnly { .bool(r($0).width == 0 || r($0).height == 0) }
        case "origin":
            return BuiltinProperty(get: { .point(r($0).origin) }, set: { receiver, new in
                guard case .point(let point) = new else { throw RuntimeFailure("origin must be a CGPoint, not \(new.typeName)") }
                var rect = r(receiver); rect.origin = point; receiver = .rect(rect)
            })
        case "size":
            return BuiltinProperty(get: { .size(r($0).size) }, set: { receiver, new in
                guard case .size(let size) = new else { throw RuntimeFailure("size must be a CGSize, not \(new.typeName)") }
                var rect = r(receiver); rect.size = size; receiver = .rect(rect)
            })
        default: return nil
        }
    }

    private static func pointProperty(_ name: String) -> BuiltinProperty? {
        switch name {
        case "x":
            return BuiltinProperty(get: { if case .point(let p) = $0 { return .double(p.x) }; return .none },
                                   set: { if case .point(var p) = $0 { p.x = try double($1, "x"); $0 = .point(p) } })
        case "y":
            return BuiltinProperty(get: { if case .point(let p) = $0 { return .double(p.y) }; return .none },
                                   set: { if case .point(var p) = $0 { p.y = try double($1, "y"); $0 = .point(p) } })
        default: return nil
        }
    }

    private static func sizeProperty(_ name: String) -> BuiltinProperty? {
        switch name {
        case "width":
            return BuiltinProperty(get: { if case .size(let s) = $0 { return .double(s.width) }; return .none },
                                   set: { if case .size(var s) = $0 { s.width = try double($1, "width"); $0 = .size(s) } })
        case "height":
            return BuiltinProperty(get: { if case .size(let s) = $0 { return .double(s.height) }; return .none },
                                   set: { if case .size(var s) = $0 { s.height = try double($1, "height"); $0 = .size(s) } })
        default: return nil
        }
    }

    private static func vectorProperty(_ name: String) -> BuiltinProperty? {
        switch name {
        case "dx":
            return BuiltinProperty(get: { if case .vector(let v) = $0 { return .double(v.dx) }; return .none },
                                   set: { if case .vector(var v) = $0 { v.dx = try double($1, "dx"); $0 = .vector(v) } })
        case "dy":
            return BuiltinProperty(get: { if case .vector(let v) = $0 { return .double(v.dy) }; return .none },
                                   set: { if case .vector(var v) = $0 { v.dy = try double($1, "dy"); $0 = .vector(v) } })
        default: return nil
        }
    }

    private static func unitPointProperty(_ name: String) -> BuiltinProperty? {
        switch name {
        case "x": return readOnly { if case .unitPoint(let p) = $0 { return .double(p.x) }; return .none }
        case "y": return readOnly { if case .unitPoint(let p) = $0 { return .double(p.y) }; return .none }
        default: return nil
        }
    }

    private static func angleProperty(_ name: String) -> BuiltinProperty? {
        switch name {
        case "radians": return readOnly { if case .angle(let a) = $0 { return .double(a) }; return .none }
        case "degrees": return readOnly { if case .angle(let a) = $0 { return .double(a * 180 / .pi) }; return .none }
        default: return nil
        }
    }

    private static func rectMethod(_ name: String) -> BuiltinMethod? {
        func r(_ value: Value) -> Rect { if case .rect(let rect) = value { return rect }; return .zero }
        switch name {
        case "offsetBy":
            return BuiltinMethod(labels: ["dx", "dy"], isMutating: false) { receiver, args in
                .rect(r(receiver).offsetBy(dx: try double(args[0], "dx"), dy: try double(args[1], "dy")))
            }
        case "insetBy":
            return BuiltinMethod(labels: ["dx", "dy"], isMutating: false) { receiver, args in
                .rect(r(receiver).insetBy(dx: try double(args[0], "dx"), dy: try double(args[1], "dy")))
            }
        case "intersects":
            return BuiltinMethod(labels: [nil], isMutating: false) { receiver, args in
                guard case .rect(let other) = args[0] else { throw RuntimeFailure("intersects needs a CGRect") }
                return .bool(r(receiver).intersects(other))
            }
        case "contains":
            return BuiltinMethod(labels: [nil], isMutating: false) { receiver, args in
                switch args[0] {
                case .point(let point): return .bool(r(receiver).contains(point))
                case .rect(let other):
                    let rect = r(receiver)
                    return .bool(other.minX >= rect.minX && other.maxX <= rect.maxX && other.minY >= rect.minY && other.maxY <= rect.maxY)
                default: throw RuntimeFailure("contains needs a CGPoint or a CGRect")
                }
            }
        default: return nil
        }
    }

    // MARK: Numbers, strings, ranges, phases

    private static func numberProperty(_ name: String) -> BuiltinProperty? {
        switch name {
        case "magnitude":
            return readOnly { value in
                if case .int(let i) = value { return .int(Int(bitPattern: i.magnitude)) }
                return .double(abs(value.asDouble ?? 0))
            }
        case "isNaN": return readOnly { .bool(($0.asDouble ?? 0).isNaN) }
        case "isFinite": return readOnly { .bool(($0.asDouble ?? 0).isFinite) }
        case "isInfinite": return readOnly { .bool(($0.asDouble ?? 0).isInfinite) }
        case "description": return readOnly { .string(Value.describe($0)) }
        default: return nil
        }
    }

    private static func numberMethod(_ name: String) -> BuiltinMethod? {
        switch name {
        case "rounded":
            return BuiltinMethod(labels: [nil], isMutating: false) { receiver, args in
                if case .int = receiver { return receiver }
                let value = receiver.asDouble ?? 0
                let rule = args.isEmpty ? "toNearestOrAwayFromZero" : symbolName(args[0])
                switch rule {
                case "toNearestOrAwayFromZero": return .double(value.rounded(.toNearestOrAwayFromZero))
                case "toNearestOrEven": return .double(value.rounded(.toNearestOrEven))
                case "up": return .double(value.rounded(.up))
                case "down": return .double(value.rounded(.down))
                case "towardZero": return .double(value.rounded(.towardZero))
                case "awayFromZero": return .double(value.rounded(.awayFromZero))
                default: throw RuntimeFailure("unknown rounding rule '.\(rule)'")
                }
            }
        case "squareRoot":
            return BuiltinMethod(labels: [], isMutating: false) { receiver, _ in .double((receiver.asDouble ?? 0).squareRoot()) }
        case "isMultiple":
            return BuiltinMethod(labels: ["of"], isMutating: false) { receiver, args in
                guard case .int(let a) = receiver, case .int(let b) = args[0] else { throw RuntimeFailure("isMultiple(of:) needs Ints") }
                return .bool(a.isMultiple(of: b))
            }
        default: return nil
        }
    }

    static func symbolName(_ value: Value) -> String {
        if case .symbol(let name) = value { return name }
        return ""
    }

    private static func stringProperty(_ name: String) -> BuiltinProperty? {
        switch name {
        case "count": return readOnly { if case .string(let s) = $0 { return .int(s.count) }; return .int(0) }
        case "isEmpty": return readOnly { if case .string(let s) = $0 { return .bool(s.isEmpty) }; return .bool(true) }
        default: return nil
        }
    }

    private static func stringMethod(_ name: String) -> BuiltinMethod? {
        func text(_ value: Value) -> String { if case .string(let s) = value { return s }; return "" }
        switch name {
        case "hasPrefix", "hasSuffix", "contains":
            return BuiltinMethod(labels: [nil], isMutating: false) { receiver, args in
                guard case .string(let other) = args[0] else { throw RuntimeFailure("\(name) needs a String") }
                let value = text(receiver)
                switch name {
                case "hasPrefix": return .bool(value.hasPrefix(other))
                case "hasSuffix": return .bool(value.hasSuffix(other))
                default: return .bool(value.contains(other))
                }
            }
        case "uppercased": return BuiltinMethod(labels: [], isMutating: false) { receiver, _ in .string(text(receiver).uppercased()) }
        case "lowercased": return BuiltinMethod(labels: [], isMutating: false) { receiver, _ in .string(text(receiver).lowercased()) }
        default: return nil
        }
    }

    private static func rangeProperty(_ name: String) -> BuiltinProperty? {
        switch name {
        case "lowerBound": return readOnly { if case .range(let a, _) = $0 { return .int(a) }; return .none }
        case "upperBound": return readOnly { if case .range(_, let b) = $0 { return .int(b) }; return .none }
        case "count": return readOnly { if case .range(let a, let b) = $0 { return .int(max(0, b - a)) }; return .none }
        case "isEmpty": return readOnly { if case .range(let a, let b) = $0 { return .bool(b <= a) }; return .none }
        default: return nil
        }
    }

    private static func phaseProperty(_ name: String) -> BuiltinProperty? {
        switch name {
        case "isIdentity": return readOnly { if case .phase(let v) = $0 { return .bool(v == 0) }; return .bool(true) }
        case "value": return readOnly { if case .phase(let v) = $0 { return .double(v) }; return .double(0) }
        default: return nil
        }
    }

    /// `ScrollPhase` values arrive as symbols; `phase.isScrolling` still works on them.
    private static func symbolProperty(_ name: String) -> BuiltinProperty? {
        switch name {
        case "isScrolling":
            return readOnly { value in
                let phase = symbolName(value)
                return .bool(phase != "idle" && ScrollPhase(rawValue: phase) != nil)
            }
        default: return nil
        }
    }

    private static func optionSetMethod(_ name: String) -> BuiltinMethod? {
        guard name == "contains" else { return nil }
        return BuiltinMethod(labels: [nil], isMutating: false) { receiver, args in
            guard case .optionSet(let kind, let bits) = receiver else { return .bool(false) }
            switch args[0] {
            case .symbol(let member):
                guard let bit = kind.bit(for: member) else { throw RuntimeFailure("'.\(member)' is not a member of \(receiver.typeName)") }
                return .bool(bits & bit == bit)
            case .optionSet(_, let other): return .bool(bits & other == other)
            default: throw RuntimeFailure("contains needs a member of \(receiver.typeName)")
            }
        }
    }
}
