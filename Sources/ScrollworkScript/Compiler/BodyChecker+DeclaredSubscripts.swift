import ScrollworkFrontEnd

/// `value[…]` where the script declares the `subscript`: the type's own, or one an extension
/// adds to a framework type. The parser made its accessors functions (`FunctionDecl.subscript…`),
/// so reading calls the getter and writing the setter, with the new value as last argument.
extension BodyChecker {
    /// `value[…]` read through a declared getter; nil when no declared subscript applies.
    func declaredSubscriptGet(_ container: Typed, _ arguments: [Argument], range: SourceRange) -> TypedExpression? {
        guard declaresSubscript(container.type, arguments) else { return nil }
        return memberCall(container, FunctionDecl.subscriptGetterName, arguments, nameRange: range, range: range, asPlace: { nil })
    }

    /// `value[…]` as a place where `declaresSubscript` holds: read with the getter, written
    /// with the setter (a struct's is `mutating`, so the value holding it is written back). An
    /// assignment calls only the setter, as in Swift; `value[i].x += 1` reads, changes and
    /// writes the element. Nil after an error.
    func declaredSubscriptLValue(_ container: LValue, _ type: StaticType, _ arguments: [Argument], afterUnwrap: Bool,
                                 range: SourceRange) -> (LValue, StaticType)? {
        let getter = expressionLowering.lower(memberCall(Typed(container.get, type), FunctionDecl.subscriptGetterName, arguments,
                                                         nameRange: range, range: range, asPlace: { nil }))
        let proto = type.nominal.flatMap { $0.kind == .protocolType ? $0 : nil }
        let settable = proto.map { requirements(of: $0).contains { $0.name == FunctionDecl.subscriptSetterName } }
            ?? (subscriptSetters(of: type) != nil)
        guard settable else {
            error("cannot assign through subscript: subscript is get-only", at: range)
            return nil
        }
        let setterStore = subscriptStore(getter.type, range: range) { newValue -> TypedExpression? in
            if proto != nil {
                // `cache[url] = image` of `protocol ImageCache { subscript(_ url: URL) -> UIImage? { get set } }`:
                // the conforming type's setter, writing a struct back where it is held.
                return memberCall(Typed(container.get, type), FunctionDecl.subscriptSetterName, arguments + [newValue],
                                  nameRange: range, range: range, asPlace: { (container, type) })
            }
            guard let setters = subscriptSetters(of: type),
                  let setter = matchingFunction(FunctionDecl.subscriptSetterName, setters, arguments + [newValue], range: range) else {
                return nil
            }
            let receiver: Receiver = type.nominal?.kind == .classType ? .value(container.get) : .place(container)
            return scriptCall(setter, receiver: receiver, arguments + [newValue], range: range)
        }
        guard var store = setterStore else { return nil }
        var get = getter.eval
        if afterUnwrap {
            // `cache?[key] = 64` where the optional chain holds nil: what the place says of a
            // missing value (the chain stops, or a forced unwrap fails) is said before the
            // subscript runs.
            let (read, write) = (get, store)
            let present: (Frame) throws -> Void = { f in
                if case .none = try container.get(f) { try container.modify(f) { _ in } }
            }
            get = { f in try present(f); return try read(f) }
            store = { f, value in try present(f); try write(f, value) }
        }
        return (Self.accessorPlace(get: get, store: store), getter.type)
    }

    /// How a subscript's setter is called with a new value: the value is put in a slot of this
    /// frame, which the argument the setter call is compiled with reads. Nil when no setter fits.
    private func subscriptStore(_ type: StaticType, range: SourceRange,
                                setterCall: (Argument) -> TypedExpression?) -> ((Frame, Value) throws -> Void)? {
        let newValueName = FunctionDecl.subscriptSetterName + " newValue"
        let slot = scope.declare(newValueName, type: type, isLet: true, range: range).slot
        let newValue = Argument(label: nil, value: Expression(kind: .identifier(newValueName), range: range), range: range)
        guard let call = setterCall(newValue) else { return nil }
        let set = expressionLowering.lower(call).eval
        return { f, value in
            f.slots[slot] = value
            _ = try set(f)
        }
    }

    /// A place read by its getter and written by its setter: changed in place (`+=`) by reading,
    /// changing and writing back.
    private static func accessorPlace(get: @escaping Eval, store: @escaping (Frame, Value) throws -> Void) -> LValue {
        LValue(get: get, modify: { f, body in
            var value = try get(f)
            try body(&value)
            try store(f, value)
        }, store: store)
    }

    /// Whether a `subscript` the script declares serves `value[arguments]` for a value of this
    /// type: any of the type's own, or an extension's that these arguments fit by label and type
    /// (so `items[0]` stays Array's next to an `extension Array { subscript(safe index: Int) … }`).
    func declaresSubscript(_ type: StaticType, _ arguments: [Argument]) -> Bool {
        if let nominal = type.nominal {
            // An existential of a protocol that requires one (`subscript(_ url: URL) -> UIImage? { get set }`).
            if nominal.kind == .protocolType, requirements(of: nominal).contains(where: { $0.name == FunctionDecl.subscriptGetterName }) {
                return true
            }
            return nominal.methods(named: FunctionDecl.subscriptGetterName) != nil
        }
        guard let typeName = surfaceMembersTypeName(of: type) else { return false }
        let getters = extensionHolders(forSurfaceType: typeName).flatMap { $0.methods[FunctionDecl.subscriptGetterName] ?? [] }
        let fitting = Self.fittingByLabels(getters, arguments.map(ArgumentShape.init))
        // `items[index]` stays Array's beside an `extension Array where Element == String {
        // subscript(value: String) … }`, whose parameter an `Int` does not fit, as Swift chooses by type.
        return !fitting.isEmpty && overloadsAcceptingArgumentTypes(fitting, arguments)?.isEmpty != true
    }

    private func subscriptSetters(of type: StaticType) -> [ScriptFunction]? {
        if let nominal = type.nominal { return nominal.methods(named: FunctionDecl.subscriptSetterName) }
        guard let typeName = surfaceMembersTypeName(of: type) else { return nil }
        return extensionHolders(forSurfaceType: typeName).lazy.compactMap { $0.methods[FunctionDecl.subscriptSetterName] }.first
    }
}

/// `ImageCache[url]` of a `static subscript`: the type's static accessors, called as its static
/// methods are.
extension BodyChecker {
    /// The type a subscript's base names when it declares a `static subscript`.
    private func staticSubscriptOwner(_ base: Expression) -> StructType? {
        guard let name = typeNameSpelled(by: base), let type = resolveTypeName(name),
              type.staticFunctions[FunctionDecl.subscriptGetterName] != nil else { return nil }
        return type
    }

    /// `Type[…]` read through the static getter; nil when the base names no type declaring one.
    func staticSubscriptGet(_ base: Expression, _ step: PostfixOperation) -> TypedExpression? {
        guard case .subscriptCall(let arguments) = step.kind, let type = staticSubscriptOwner(base) else { return nil }
        return staticCall(type.name, FunctionDecl.subscriptGetterName, arguments, nameRange: step.range, range: step.range)
    }

    /// `Type[…]` as a place: read with the static getter, written with the static setter, the
    /// new value its last argument.
    func staticSubscriptLValue(_ base: Expression, _ step: PostfixOperation) -> (LValue, StaticType)? {
        guard case .subscriptCall(let arguments) = step.kind, let type = staticSubscriptOwner(base) else { return nil }
        let range = step.range
        let getter = expressionLowering.lower(staticCall(type.name, FunctionDecl.subscriptGetterName, arguments, nameRange: range, range: range))
        guard type.staticFunctions[FunctionDecl.subscriptSetterName] != nil else {
            error("cannot assign through subscript: subscript is get-only", at: range)
            return nil
        }
        guard let store = subscriptStore(getter.type, range: range, setterCall: { newValue in
            self.staticCall(type.name, FunctionDecl.subscriptSetterName, arguments + [newValue], nameRange: range, range: range)
        }) else { return nil }
        return (Self.accessorPlace(get: getter.eval, store: store), getter.type)
    }
}
