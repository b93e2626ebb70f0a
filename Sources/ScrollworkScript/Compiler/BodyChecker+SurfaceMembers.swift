import ScrollworkCore
import ScrollworkFrontEnd

extension BodyChecker {
    /// A static type named by a surface type's name (`CGRect` → `.rect`, `Color` → `.named`).
    func staticType(surfaceName name: String) -> StaticType {
        TypeLookup.staticType(surfaceName: name)
    }

    /// The script's extension members a value of this surface type has: its own type's, then
    /// those of the protocols it conforms to (`Text` has `extension View`'s methods).
    func extensionHolders(forSurfaceType name: String) -> [StructType] {
        guard !surfaceExtensions.isEmpty else { return [] }
        var lineage = surface.lineage(of: name)
        if name == "Array" { lineage += CollectionProtocols.ofArray }
        // `ClosedRange<Double>` (`350.0...1000`) has what `extension ClosedRange where Bound:
        // BinaryFloatingPoint` adds, as every specialisation of the generic type does.
        if let open = name.firstIndex(of: "<") { lineage += surface.lineage(of: String(name[..<open])) }
        let holders = lineage.compactMap { surfaceExtensions[$0] }
        return holders + holders.flatMap { declarations.scriptProtocols(adoptedBy: $0) }
    }

    /// `receiver.name` for a surface property, or (no receiver) a global or static value or
    /// an enum case: `Double.pi`, `.top`, `offset` in the REPL.
    func surfaceValue(_ entry: SurfaceEntry, receiver: Typed?, range: SourceRange) -> TypedExpression {
        SurfaceUsage.shared.record(entry)
        if entry.role == .unsupported { warning(SurfaceMessages.unsupported(entry), at: range) }
        if let caveat = entry.caveat, entry.role != .unsupported { warning(caveat, at: range) }
        var type = surfaceType(entry.signature.type, selfType: receiver?.type ?? .unknown)
        if entry.signature.kind == .enumCase, case .type(let owner) = entry.owner { type = staticType(surfaceName: owner) }
        switch entry.body {
        case .constant(let value):
            return .literal(value, type)
        case .getter(let get), .accessor(let get, _):
            return .surfaceProperty(of: receiver?.eval, .value(get), name: entry.name, type: type, range: range)
        case .sceneGetter(let get):
            return .surfaceProperty(of: receiver?.eval, .scene(get), name: entry.name, type: type, range: range)
        default:
            return failure("'\(entry.qualifiedName)' is a method; call it with '()'", at: range)
        }
    }

    /// The type a generic parameter stands for in one call, from the arguments passed for it:
    /// `max(a, b)` of two Ints is an Int, of an Int and a Double a Double (Swift would have
    /// typed the literal as Double). Nil when it cannot be told.
    func inferredGeneric(_ name: String, _ match: SurfaceMatch, _ compiled: [Typed]) -> StaticType? {
        guard match.entry.signature.genericConstraints[name] != nil else { return nil }
        var types = [StaticType]()
        for (index, parameter) in match.entry.signature.parameters.enumerated() {
            guard case .named(let typeName, _) = parameter.type.kind, typeName == name, !match.bindings[index].isEmpty else { continue }
            var type = compiled[index].type
            if parameter.isVariadic, case .array(let element) = type { type = element }
            types.append(type)
        }
        guard !types.isEmpty, types.allSatisfy({ $0.isNumeric }) else { return nil }
        return types.contains(.double) ? .double : .int
    }

    /// `map { (s: Sort) -> ActionSheet.Button in … }`: a generic parameter a closure argument's
    /// written return type names, as swiftc infers it from the closure's signature.
    func closureReturnGeneric(_ name: String, _ match: SurfaceMatch, _ arguments: [Argument]) -> StaticType? {
        for (index, parameter) in match.entry.signature.parameters.enumerated() {
            guard case .function(_, let result)? = parameter.type.unwrappedFunction?.kind,
                  case .named(let returned, let generics) = result.kind, returned == name, generics.isEmpty,
                  let bound = match.bindings[index].first, case .closure(let closure) = arguments[bound].value.kind,
                  let written = closure.returnType else { continue }
            let type = staticType(written)
            return type == .unknown ? nil : type
        }
        return nil
    }

    /// A math function whose arguments are always numbers and whose result is a Double, as
    /// unboxed code (no argument list, no boxed values).
    func numericCall(_ entry: SurfaceEntry, _ match: SurfaceMatch, _ compiled: [Typed], result: StaticType) -> TypedExpression? {
        guard let numeric = entry.numeric, result == .double else { return nil }
        let bound = match.bindings.enumerated().filter { !$0.element.isEmpty }.map(\.offset)
        switch numeric {
        case .unary(let f):
            guard bound == [0], let x = compiled[0].numeric else { return nil }
            if let constant = compiled[0].constant?.asDouble { return .literal(.double(f(constant)), .double) }
            return .unaryNumeric(f, x)
        case .binary(let f):
            guard bound == [0, 1], let x = compiled[0].numeric, let y = compiled[1].numeric else { return nil }
            return .binaryNumeric(f, x, y)
        }
    }

    /// The name of the surface option set (`UIRectCorner`) a static type is, if it is one.
    func surfaceOptionSet(_ type: StaticType) -> String? {
        guard case .named(let name) = type.unwrapped, surface.type(named: name)?.kind == .optionSet else { return nil }
        return name
    }

    /// The entries a member name may mean on a receiver whose type is known now; nil when
    /// the type is not known (or is a script struct that is not a view).
    func surfaceMembers(of type: StaticType, named name: String) -> [SurfaceEntry]? {
        guard let typeName = surfaceMembersTypeName(of: type) else { return nil }
        return surface.members(of: typeName, named: name)
    }

    /// The surface type whose members a value of this static type has: a script's view
    /// struct has `View`'s, a script's shape `Shape`'s.
    func surfaceMembersTypeName(of type: StaticType) -> String? {
        if case .record(let ref) = type.unwrapped, !ref.type.isBuiltin {
            // Through the app's own protocols too (`struct RingOne: Ring` of a `protocol Ring: View`).
            if conforms(ref.type, to: "InsettableShape") { return "InsettableShape" }
            if conforms(ref.type, to: "Shape") { return "Shape" }
            if let schema = ref.type.modelSchema { return schema.surfaceType }
            if conforms(ref.type, to: "Layout") { return "Layout" }
            if conforms(ref.type, to: "View") { return "View" }
            return conforms(ref.type, to: "ViewModifier") ? "ViewModifier" : nil
        }
        // A value of an app's generic `S: Shape` has `Shape`'s members.
        return surfaceTypeName(of: type) ?? frameworkConstraint(of: type)
    }
}

extension Value {
    /// The surface type whose members this value has at run time, for receivers whose type
    /// was not known when the call was compiled.
    var surfaceTypeName: String? {
        switch self {
        case .int: return "Int"
        case .uint: return "UInt64"
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
            if type.type.isBuiltin { return PartialRangeTypes.kind(of: type.type)?.typeName ?? type.name }
            if type.conforms(to: "InsettableShape") { return "InsettableShape" }
            if type.conforms(to: "Shape") { return "Shape" }
            if type.conforms(to: "Layout") { return "Layout" }
            return type.conforms(to: "View") ? "View" : nil
        case .host(let object): return object.surfaceType
        case .tuple: return nil
        case .dictionary: return "Dictionary"
        case .set: return "Set"
        case .keyPath: return "KeyPath"
        case .object(let object): return object.type.modelSchema?.surfaceType
        case .enumCase: return nil
        case .none, .symbol, .function, .type: return nil
        }
    }
}
