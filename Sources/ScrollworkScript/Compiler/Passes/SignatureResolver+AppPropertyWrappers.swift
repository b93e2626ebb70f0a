import ScrollworkFrontEnd

extension SignatureResolver {
    /// A stored property wrapped by an app's own `@propertyWrapper`, rewritten as Swift
    /// rewrites it (SE-0258): `@UserDefault("key", defaultValue: 0) var count: Int` becomes
    /// the storage `private var _count = UserDefault("key", defaultValue: 0)` and the computed
    /// `var count: Int` reading and writing `_count.wrappedValue`, its `willSet`/`didSet` run
    /// around the write. An initial value is the wrapper's `wrappedValue:` argument, first.
    ///
    /// A wrapped property with neither arguments nor an initial value (given by the memberwise
    /// initialiser) is left as it is: the wrapper-specific warnings then apply.
    func expandingAppPropertyWrapper(_ member: Declaration) -> [Declaration] {
        guard case .variable(let variable) = member.kind, !member.isStatic, !variable.isComputed, variable.pattern == nil,
              let wrapperIndex = member.attributes.firstIndex(where: { resolveTypeName($0.name)?.isPropertyWrapper == true })
        else { return [member] }
        let wrapper = member.attributes[wrapperIndex]
        guard !wrapper.arguments.isEmpty || variable.initializer != nil else { return [member] }
        let at = variable.nameRange
        var arguments = wrapper.arguments
        if let initial = variable.initializer {
            arguments.insert(Argument(label: "wrappedValue", value: initial, range: initial.range), at: 0)
        }
        let construction = Expression(kind: .postfix(base: Expression(kind: .identifier(wrapper.name), range: wrapper.range),
                                                     operations: [PostfixOperation(kind: .call(arguments), range: wrapper.range)]),
                                      range: wrapper.range)
        var storageAttributes = member.attributes
        storageAttributes.remove(at: wrapperIndex)
        let storage = VariableDecl(isLet: false, name: "_" + variable.name, nameRange: at, type: nil, initializer: construction)
        return wrapped(member, variable, storage: storage, storageAttributes: storageAttributes)
    }

    /// `@Binding var isPresented: Bool` of a class (a view model holding its presenter's
    /// binding, set with `self._isPresented = isPresented`): rewritten as Swift rewrites every
    /// wrapper, the storage `_isPresented: Binding<Bool>` and the computed `isPresented` reading
    /// and writing its `wrappedValue`, so writes reach the binding's owner.
    func expandingClassBinding(_ member: Declaration, of type: StructType) -> [Declaration] {
        guard type.kind == .classType, case .variable(let variable) = member.kind, !member.isStatic, !variable.isComputed,
              variable.pattern == nil, let valueType = variable.type,
              let wrapperIndex = member.attributes.firstIndex(where: { $0.name == "Binding" }) else { return [member] }
        var storageAttributes = member.attributes
        let bindingType = TypeSyntax(kind: .named("Binding", genericArguments: [valueType]), range: member.attributes[wrapperIndex].range)
        storageAttributes.remove(at: wrapperIndex)
        let storage = VariableDecl(isLet: false, name: "_" + variable.name, nameRange: variable.nameRange, type: bindingType,
                                   initializer: nil)
        return wrapped(member, variable, storage: storage, storageAttributes: storageAttributes)
    }

    /// The private `storage` of a wrapped property and the computed property of its name
    /// reading and writing the storage's `wrappedValue`.
    private func wrapped(_ member: Declaration, _ variable: VariableDecl, storage: VariableDecl,
                         storageAttributes: [Attribute]) -> [Declaration] {
        let at = variable.nameRange
        let storageDeclaration = Declaration(kind: .variable(storage), attributes: storageAttributes,
                                             modifiers: [Modifier(kind: .private, range: at)], range: member.range)
        let wrappedValue = Expression(kind: .postfix(base: Expression(kind: .selfValue, range: at), operations: [
            PostfixOperation(kind: .member(name: storage.name, nameRange: at), range: at),
            PostfixOperation(kind: .member(name: "wrappedValue", nameRange: at), range: at),
        ]), range: at)
        let getter = Accessor(kind: .get, body: Block(statements: [Statement(kind: .returnStatement(wrappedValue), range: at)], range: at),
                              range: at)
        let computed = Declaration(
            kind: .variable(VariableDecl(isLet: variable.isLet, name: variable.name, nameRange: at, type: variable.type,
                                         initializer: nil, accessors: variable.isLet ? [getter] : [getter, setter(variable, wrappedValue)])),
            modifiers: member.modifiers, docComment: member.docComment, range: member.range)
        return [storageDeclaration, computed]
    }

    /// `set { willSet; let oldValue = …; _name.wrappedValue = newValue; didSet }`.
    private func setter(_ variable: VariableDecl, _ wrappedValue: Expression) -> Accessor {
        let at = variable.nameRange
        let willSet = variable.accessors.first { $0.kind == .willSet }, didSet = variable.accessors.first { $0.kind == .didSet }
        let newValue = willSet?.parameterName ?? "newValue"
        var statements = willSet?.body.statements ?? []
        if let didSet {
            let oldValue = VariableDecl(isLet: true, name: didSet.parameterName ?? "oldValue", nameRange: at, type: variable.type,
                                        initializer: wrappedValue)
            statements.append(Statement(kind: .declaration(Declaration(kind: .variable(oldValue), range: at)), range: at))
        }
        statements.append(Statement(kind: .assignment(target: wrappedValue, op: .assign,
                                                      value: Expression(kind: .identifier(newValue), range: at)), range: at))
        statements += didSet?.body.statements ?? []
        return Accessor(kind: .set, parameterName: newValue, body: Block(statements: statements, range: at), range: at)
    }
}
