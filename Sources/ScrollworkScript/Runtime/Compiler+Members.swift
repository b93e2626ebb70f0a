import Foundation
import ScrollworkCore
import ScrollworkScene

extension Compiler {
    /// `value.name`, a property of the value: resolved now when its type is known and on
    /// first use (then cached) when not. (Members of types are `staticMember`.)
    func memberRead(_ compiled: Typed, _ name: String, nameRange: SourceRange, range: SourceRange) -> Typed {
        let value = compiled.eval
        if let kind = compiled.type.kind {
            guard let getter = Members(machine: machine).getter(kind, name, range: range) else {
                return failed("value of type '\(compiled.type.name)' has no member '\(name)'", at: nameRange,
                              hint: NameSuggestions.hint(for: name, in: BuiltinMembers.memberNames(of: kind)))
            }
            let type = memberType(kind, name)
            if kind == .phase, let unboxed = Self.phaseMember(name, compiled) { return unboxed }
            if let place = compiled.place {
                // Look into the slot in place instead of copying each struct on the way.
                if case .record(let structType) = kind, let index = structType.fieldIndex[name],
                   structType.wrapperFields[index] == nil {
                    let path = place.appending(index, of: structType)
                    var typed = Typed({ f in try path.read(f) }, type)
                    typed.place = path
                    return typed
                }
                if let leaf = Self.geometryLeaf(kind, name) {
                    return Typed({ f in leaf(try place.read(f)) }, type)
                }
                return Typed({ f in let value = try place.read(f); return try located(range) { try getter(value) } }, type)
            }
            return Typed({ f in try located(range) { try getter(value(f)) } }, type)
        }
        let getter = dynamicGetter(name, range: nameRange)
        return Typed({ f in try getter(value(f)) }, .unknown)
    }

    /// The numeric members of geometry, read with no further call: the most frequent reads
    /// in a behaviour (`target.rect.minY`, `context.velocity.dy`).
    static func geometryLeaf(_ kind: ValueKind, _ name: String) -> ((Value) -> Value)? {
        switch (kind, name) {
        case (.rect, "minY"): return { if case .rect(let r) = $0 { return .double(r.minY) }; return .none }
        case (.rect, "maxY"): return { if case .rect(let r) = $0 { return .double(r.maxY) }; return .none }
        case (.rect, "minX"): return { if case .rect(let r) = $0 { return .double(r.minX) }; return .none }
        case (.rect, "maxX"): return { if case .rect(let r) = $0 { return .double(r.maxX) }; return .none }
        case (.rect, "midY"): return { if case .rect(let r) = $0 { return .double(r.midY) }; return .none }
        case (.rect, "midX"): return { if case .rect(let r) = $0 { return .double(r.midX) }; return .none }
        case (.rect, "width"): return { if case .rect(let r) = $0 { return .double(r.width) }; return .none }
        case (.rect, "height"): return { if case .rect(let r) = $0 { return .double(r.height) }; return .none }
        case (.vector, "dy"): return { if case .vector(let v) = $0 { return .double(v.dy) }; return .none }
        case (.vector, "dx"): return { if case .vector(let v) = $0 { return .double(v.dx) }; return .none }
        case (.size, "height"): return { if case .size(let s) = $0 { return .double(s.height) }; return .none }
        case (.size, "width"): return { if case .size(let s) = $0 { return .double(s.width) }; return .none }
        case (.point, "y"): return { if case .point(let p) = $0 { return .double(p.y) }; return .none }
        case (.point, "x"): return { if case .point(let p) = $0 { return .double(p.x) }; return .none }
        default: return nil
        }
    }

    /// `phase.value` and `phase.isIdentity` unboxed, read once per item and frame by every
    /// transition; like the builtin getters, a value of another kind reads as the identity phase.
    private static func phaseMember(_ name: String, _ base: Typed) -> Typed? {
        let value = base.eval
        if let slot = base.place?.slot, base.place?.fields.isEmpty == true {
            // A parameter or local: look into its slot without copying the value out.
            switch name {
            case "value": return Typed(number: { f in if case .phase(let v) = f.slots[slot] { return v }; return 0 })
            case "isIdentity": return Typed(truth: { f in if case .phase(let v) = f.slots[slot] { return v == 0 }; return true })
            default: return nil
            }
        }
        switch name {
        case "value": return Typed(number: { f in if case .phase(let v) = try value(f) { return v }; return 0 })
        case "isIdentity": return Typed(truth: { f in if case .phase(let v) = try value(f) { return v == 0 }; return true })
        default: return nil
        }
    }

    /// A getter that resolves on the first value it meets and again only when the kind changes.
    func dynamicGetter(_ name: String, range: SourceRange) -> (Value) throws -> Value {
        let members = Members(machine: machine)
        var cachedKind: ValueKind?
        var cached: ((Value) throws -> Value)?
        return { value in
            if case .host(let object as SwiftUIValue) = value { return .host(object.applying(name, [])) }
            let kind = ValueKind(value)
            if kind != cachedKind || cached == nil {
                guard let getter = members.getter(kind, name, range: range) else {
                    if case .none = value {
                        throw Diagnostic.error("value is nil; use '?.' or unwrap it before reading '\(name)'", at: range)
                    }
                    throw Diagnostic.error("value of type '\(value.typeName)' has no member '\(name)'", at: range,
                                           hint: NameSuggestions.hint(for: name, in: BuiltinMembers.memberNames(of: kind)))
                }
                cachedKind = kind
                cached = getter
            }
            return try located(range) { try cached?(value) ?? .none }
        }
    }

    /// What is known of a member's type, so chains like `target.rect.minY` resolve statically.
    func memberType(_ kind: ValueKind, _ name: String) -> StaticType {
        switch kind {
        case .record(let type):
            if let index = type.fieldIndex[name] { return type.fieldTypes[index] }
            if let function = type.computed[name] { return function.returnType }
            if type.nativeComputed[name] != nil { return .rect }
            return .unknown
        case .rect:
            switch name {
            case "origin": return .point
            case "size": return .size
            case "isEmpty": return .bool
            default: return .double
            }
        case .point, .size, .vector, .unitPoint, .angle: return .double
        case .phase: return name == "isIdentity" ? .bool : .double
        case .array: return ["count"].contains(name) ? .int : (name == "isEmpty" ? .bool : .unknown)
        case .string: return name == "count" ? .int : .bool
        case .int: return name == "magnitude" ? .int : .unknown
        case .double: return name == "magnitude" ? .double : .unknown
        default: return .unknown
        }
    }

    /// `CGRect.zero`, `Double.pi`, `Edge.Set.top`, `SnapToTop.defaultThreshold`.
    func staticMember(_ typeName: String, _ name: String, range: SourceRange) -> Typed {
        if let type = types[typeName], !type.isBuiltin {
            if let slot = type.staticSlots[name] {
                let machine = self.machine
                return Typed({ _ in machine.globals.slots[slot] }, globals["\(typeName).\(name)"]?.type ?? .unknown)
            }
            if let function = type.staticComputed[name] {
                let machine = self.machine
                return Typed({ _ in try function.run(Frame(size: function.frameSize, parent: nil), machine: machine, at: range) },
                             function.returnType)
            }
            let names = Array(type.staticSlots.keys) + Array(type.staticComputed.keys) + Array(type.staticFunctions.keys)
            return failed("type '\(typeName)' has no member '\(name)'", at: range, hint: NameSuggestions.hint(for: name, in: names))
        }
        if let value = Builtins.staticMember(typeName, name) {
            return .constant(value, staticType(named: typeName))
        }
        if name == "self" { return .constant(.type(typeValue(typeName) ?? .builtin(typeName)), .unknown) }
        if SwiftUIValue.typeNames.contains(typeName) {
            return .constant(.host(SwiftUIValue(typeName: typeName + "." + name)), .unknown)
        }
        return failed("type '\(typeName)' has no member '\(name)'", at: range)
    }

    /// `.top`, `.zero`, `.snapToTop`, `.paging`: the base type comes from what the context expects.
    func implicitMember(_ name: String, range: SourceRange, expected: StaticType) -> Typed {
        if case .record(let ref) = expected.unwrapped, !ref.type.isBuiltin {
            return staticMember(ref.type.name, name, range: range)
        }
        if let typeName = Builtins.typeName(of: expected), let value = Builtins.staticMember(typeName, name) {
            return .constant(value, expected.unwrapped)
        }
        if let entry = protocolStatics[name] {
            let function = entry.function, machine = self.machine
            return Typed({ _ in try function.run(Frame(size: function.frameSize, parent: nil), machine: machine, at: range) },
                         function.returnType)
        }
        if let behavior = BuiltinBehaviors.value(name, arguments: [:]) { return .constant(behavior, .unknown) }
        return .constant(.symbol(name), expected == .unknown ? .unknown : expected)
    }
}
