import ScrollworkCore

extension Compiler {
    /// A static type named by a surface type's name (`CGRect` → `.rect`, `Color` → `.named`).
    func staticType(surfaceName name: String) -> StaticType {
        if let known = BuiltinTypes.scalarTypes[name], known != .unknown { return known }
        if let record = BuiltinTypes.records[name] { return .of(record) }
        return .named(name)
    }

    /// `receiver.name` for a surface property, or (no receiver) a global or static value or
    /// an enum case: `Double.pi`, `.top`, `offset` in the REPL.
    func surfaceValue(_ entry: SurfaceEntry, receiver: Typed?, range: SourceRange) -> Typed {
        SurfaceUsage.shared.record(entry)
        if entry.role == .unsupported { warning(SurfaceMessages.unsupported(entry), at: range) }
        var type = surfaceType(entry.signature.type, selfType: receiver?.type ?? .unknown)
        if entry.signature.kind == .enumCase, case .type(let owner) = entry.owner { type = staticType(surfaceName: owner) }
        switch entry.body {
        case .constant(let value):
            return .constant(value, type)
        case .getter(let get), .accessor(let get, _):
            guard let receiver else { return Typed({ _ in try located(range) { try get(.none) } }, type) }
            let base = receiver.eval
            return Typed({ f in let value = try base(f); return try located(range) { try get(value) } }, type)
        default:
            return failed("'\(entry.qualifiedName)' is a method; call it with '()'", at: range)
        }
    }

    /// The entries a member name may mean on a receiver whose type is known now.
    func surfaceMembers(of type: StaticType, named name: String) -> [SurfaceEntry]? {
        if case .record(let ref) = type.unwrapped, !ref.type.isBuiltin {
            guard ref.type.conforms(to: "View") else { return nil }
            return surface.members(of: "View", named: name)
        }
        guard let typeName = surfaceTypeName(of: type) else { return nil }
        return surface.members(of: typeName, named: name)
    }
}

extension Value {
    /// The surface type whose members this value has at run time, for receivers whose type
    /// was not known when the call was compiled.
    var surfaceTypeName: String? {
        switch self {
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .string: return "String"
        case .array: return "Array"
        case .range: return "Range"
        case .point: return "CGPoint"
        case .size: return "CGSize"
        case .vector: return "CGVector"
        case .rect: return "CGRect"
        case .unitPoint: return "UnitPoint"
        case .angle: return "Angle"
        case .phase: return "ScrollTransitionPhase"
        case .effects: return "EmptyVisualEffect"
        case .optionSet(let kind, _): return kind == .edges ? "Edge.Set" : "Axis.Set"
        case .record(let type, _):
            if type.type.isBuiltin { return type.name }
            return type.conforms(to: "View") ? "View" : nil
        case .host(let object): return object.surfaceType
        case .none, .symbol, .function, .type: return nil
        }
    }
}
