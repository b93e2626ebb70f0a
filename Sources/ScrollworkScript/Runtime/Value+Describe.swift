import Foundation
import ScrollworkCore
import ScrollworkScene

extension Value {
    /// Swift's `==` on the subset's values. Implicit members compare by name, so
    /// `phase == .topLeading` and `edge == .top` work before their types are known.
    static func equal(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.none, .none): return true
        case (.none, _), (_, .none): return false
        case (.int(let x), .int(let y)): return x == y
        case (.uint(let x), .uint(let y)): return x == y
        case (.uint(let x), .int(let y)), (.int(let y), .uint(let x)): return y >= 0 && x == UInt64(y)
        case (.bool(let x), .bool(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.symbol(let x), .symbol(let y)): return x == y
        case (.phase(let v), .symbol(let name)), (.symbol(let name), .phase(let v)):
            return TransitionPhase(value: v).name == name
        // A phase is an enum case in SwiftUI; its value is a property. `phase == .topLeading`
        // holds all the time the item is past the top edge, however far.
        case (.phase(let x), .phase(let y)): return TransitionPhase(value: x).name == TransitionPhase(value: y).name
        case (.optionSet(let kind, let bits), .symbol(let name)), (.symbol(let name), .optionSet(let kind, let bits)):
            return kind.bit(for: name) == bits
        case (.optionSet(let k1, let x), .optionSet(let k2, let y)): return k1 == k2 && x == y
        case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
        case (.range(let a1, let b1), .range(let a2, let b2)): return a1 == a2 && b1 == b2
        case (.point(let x), .point(let y)): return x == y
        case (.size(let x), .size(let y)): return x == y
        case (.vector(let x), .vector(let y)): return x == y
        case (.rect(let x), .rect(let y)): return x == y
        case (.unitPoint(let x), .unitPoint(let y)): return x == y
        case (.unitPoint(let p), .symbol(let name)), (.symbol(let name), .unitPoint(let p)):
            return UnitPoint.named.first { $0.0 == name }?.1 == p
        case (.angle(let x), .angle(let y)): return x == y
        case (.effects(let x), .effects(let y)): return x.effects == y.effects
        case (.record(let t1, let f1), .record(let t2, let f2)):
            return t1 === t2 && f1.count == f2.count && zip(f1, f2).allSatisfy { equal($0, $1) }
        case (.enumCase(let t1, let i1, let p1), .enumCase(let t2, let i2, let p2)):
            return t1 === t2 && i1 == i2 && p1.count == p2.count && zip(p1, p2).allSatisfy { equal($0, $1) }
        case (.enumCase(let type, let index, let payload), .symbol(let name)),
             (.symbol(let name), .enumCase(let type, let index, let payload)):
            return payload.isEmpty && type.type.cases[index].name == name
        case (.object(let x), .object(let y)): return x === y
        case (.tuple(let x), .tuple(let y)):
            return x.elements.count == y.elements.count && zip(x.elements, y.elements).allSatisfy { equal($0, $1) }
        case (.dictionary(let x), .dictionary(let y)):
            return x.count == y.count && x.pairs.allSatisfy { key, value in y.contains(key) && equal(value, y[key]) }
        case (.set(let x), .set(let y)): return SetValue.equal(x, y)
        case (.keyPath(let x), .keyPath(let y)): return x === y || x.components == y.components
        case (.function(let x), .function(let y)): return x === y
        case (.type(.user(let x)), .type(.user(let y))): return x === y
        case (.type(.builtin(let x)), .type(.builtin(let y))): return x == y
        // `color == .red` before the type of `.red` is known: a system colour's key is its name.
        case (.host(let x as HostValue), .symbol(let name)), (.symbol(let name), .host(let x as HostValue)):
            return x.equalityKey == name
        case (.host(let x as HostValue), .host(let y as HostValue)):
            return Swift.type(of: x) == Swift.type(of: y) && x.equalityKey == y.equalityKey
        case (.host(let x), .host(let y)): return x === y
        default:
            if let x = a.asDouble, let y = b.asDouble { return x == y }
            return false
        }
    }

    /// How `print` and string interpolation show a value: as Swift would, for the common cases.
    static func describe(_ value: Value) -> String {
        switch value {
        case .none: return "nil"
        case .int(let x): return String(x)
        case .uint(let x): return String(x)
        case .double(let x): return describe(double: x)
        case .bool(let x): return x ? "true" : "false"
        case .string(let x): return x
        case .array, .set, .dictionary, .tuple: return describeContainer(value) { element, _ in describeNested(element) } ?? ""
        case .range(let a, let b): return "\(a)..<\(b)"
        case .point(let p): return "(\(describe(double: p.x)), \(describe(double: p.y)))"
        case .size(let s): return "(\(describe(double: s.width)), \(describe(double: s.height)))"
        case .vector(let v): return "(\(describe(double: v.dx)), \(describe(double: v.dy)))"
        case .rect(let r):
            return "(\(describe(double: r.origin.x)), \(describe(double: r.origin.y)), \(describe(double: r.width)), \(describe(double: r.height)))"
        case .unitPoint(let p): return "UnitPoint(x: \(describe(double: p.x)), y: \(describe(double: p.y)))"
        // SwiftUI's `Angle` is a struct of its radians, printed as Swift prints structs.
        case .angle(let a): return "Angle(radians: \(describe(double: a)))"
        case .symbol(let name): return name
        case .optionSet(let kind, let bits):
            let names = kind.names.filter { kind.bit(for: $0).map { bits & $0 == $0 } ?? false }
            return "[" + names.map { "." + $0 }.joined(separator: ", ") + "]"
        case .record(let type, let fields):
            if let custom = type.type.customDescription { return custom(fields) }
            let parts = zip(type.fieldNames, fields).map { "\($0): \(describeNested($1))" }
            return "\(type.name)(\(parts.joined(separator: ", ")))"
        case .enumCase(let type, let index, let payload):
            return describe(enumCase: type.type, index, payload)
        case .object(let object):
            // Swift prints a class instance as its qualified type name.
            return object.type.name
        case .keyPath(let path): return path.description
        case .function: return "(Function)"
        case .phase(let v): return TransitionPhase(value: v).name
        case .effects(let e): return describe(effects: e.effects)
        case .type(let name): return name.name
        case .host(let object as HostValue): return object.valueDescription
        case .host(let object): return object.typeName
        }
    }

    /// Where an element sits in a collection or a tuple, for describing it by its static type.
    enum ElementPlace { case element, key, value, tupleElement(Int) }

    /// How Swift writes a collection or a tuple, each element written by `nested`: `[1, 2]`,
    /// `["k": 1]` (`[:]` when empty), `(1, label: "x")`; nil for any other value.
    static func describeContainer(_ value: Value, _ nested: (Value, ElementPlace) -> String) -> String? {
        switch value {
        case .array(let items): return "[" + items.map { nested($0, .element) }.joined(separator: ", ") + "]"
        case .set(let set): return "[" + set.elements.map { nested($0, .element) }.joined(separator: ", ") + "]"
        case .dictionary(let dictionary):
            if dictionary.count == 0 { return "[:]" }
            return "[" + dictionary.pairs.map { nested($0, .key) + ": " + nested($1, .value) }.joined(separator: ", ") + "]"
        case .tuple(let tuple):
            let parts = tuple.elements.indices.map { index in
                (tuple.label(at: index).map { $0 + ": " } ?? "") + nested(tuple.elements[index], .tupleElement(index))
            }
            return "(" + parts.joined(separator: ", ") + ")"
        default: return nil
        }
    }

    /// `red`, `image("a.png")`, `spacer(height: 8.0)`, as Swift prints enum cases.
    private static func describe(enumCase type: StructType, _ index: Int, _ payload: [Value]) -> String {
        guard index < type.cases.count else { return type.name }
        let info = type.cases[index]
        guard !payload.isEmpty else { return info.name }
        let parts = payload.indices.map { position in
            let label = position < info.labels.count ? info.labels[position] : nil
            return (label.map { $0 + ": " } ?? "") + describeNested(payload[position])
        }
        return info.name + "(" + parts.joined(separator: ", ") + ")"
    }

    /// How `debugPrint` shows a value: a string in quotes with its quotes, backslashes and
    /// line breaks escaped, as `String.debugDescription` writes it; other values as `print`.
    static func debugDescribe(_ value: Value) -> String {
        if case .string(let text) = value { return text.debugDescription }
        return describe(value)
    }

    /// A string inside a collection, an optional or a case's values prints as its
    /// `debugDescription`: quoted, with its quotes, backslashes and line breaks escaped.
    private static func describeNested(_ value: Value) -> String {
        if case .string(let text) = value { return text.debugDescription }
        return describe(value)
    }

    /// Doubles print as Swift prints them: `800.0`, `0.5`, `1e-07`.
    static func describe(double value: Double) -> String {
        // A NaN with its sign bit set prints as `-nan`, as Swift prints it (`-Double.nan`, `0 * -inf`).
        if value.isNaN { return value.sign == .minus ? "-nan" : "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        return "\(value)"
    }
}

extension Value {
    /// A transition's `content` with its effects, as `print` shows it: `content(scale: 0.8)`.
    static func describe(effects: ItemEffects) -> String {
        let parts = effects.changes { value, _ in Value.describe(double: value) }
        return parts.isEmpty ? "content" : "content(" + parts.joined(separator: ", ") + ")"
    }
}

extension UnitPoint {
    /// SwiftUI's named unit points, in the order `UnitPoint` declares them: a value equal to one
    /// prints as its name.
    static let named: [(String, UnitPoint)] = [
        ("zero", UnitPoint(x: 0, y: 0)), ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top),
        ("bottom", .bottom), ("topLeading", .topLeading), ("topTrailing", UnitPoint(x: 1, y: 0)),
        ("bottomLeading", UnitPoint(x: 0, y: 1)), ("bottomTrailing", .bottomTrailing),
    ]
}
