import ScrollworkFrontEnd

/// `value.name` on an app's `@dynamicMemberLookup` type that declares no member `name`: a
/// call of its `subscript(dynamicMember:)`, as Swift makes it (SE-0195, SE-0252). A subscript
/// taking a `KeyPath<Root, T>` (or a writable one) serves the names `Root` has, with the key
/// path `\Root.name`; one taking a `String` serves any name, with the name. Where both kinds
/// serve, the key path's is chosen; two key paths' roots having the name are ambiguous.
extension BodyChecker {
    /// Which subscript serves `name`.
    private enum DynamicMemberChoice {
        case keyPath(ScriptFunction, root: StaticType, member: StaticType)
        case string(ScriptFunction)
        /// Only a root of a module we do not simulate (StoreKit's `Product`) may have it.
        case unsimulatedRoot(StaticType)
        case ambiguous([StaticType])
    }

    private func dynamicMemberChoice(_ nominal: StructType, _ name: String) -> DynamicMemberChoice? {
        guard nominal.isDynamicMemberLookup,
              let subscripts = nominal.methods(named: FunctionDecl.subscriptGetterName)?.filter({ $0.labels == ["dynamicMember"] })
        else { return nil }
        var byKeyPath: [DynamicMemberChoice] = [], roots: [StaticType] = []
        var byString: ScriptFunction?, unsimulatedRoot: StaticType?
        for function in subscripts {
            guard case .keyPath(let root, _) = function.parameterTypes[0] else {
                byString = byString ?? function
                continue
            }
            if case .placeholder = root.unwrapped {
                unsimulatedRoot = unsimulatedRoot ?? root
            } else if let member = memberType(of: root, name) {
                byKeyPath.append(.keyPath(function, root: root, member: member))
                roots.append(root)
            }
        }
        if byKeyPath.count > 1 { return .ambiguous(roots) }
        return byKeyPath.first ?? unsimulatedRoot.map { .unsimulatedRoot($0) } ?? byString.map { .string($0) }
    }

    /// The subscript call standing for `value.name` where the value's type is known; nil when
    /// the type is not `@dynamicMemberLookup` or none of its subscripts serves the name.
    func dynamicMemberRead(_ base: Typed, _ nominal: StructType, _ name: String, nameRange: SourceRange,
                           range: SourceRange) -> TypedExpression? {
        guard base.type == base.type.unwrapped, let choice = dynamicMemberChoice(nominal, name) else { return nil }
        switch choice {
        case .keyPath(let function, _, let member):
            let path = Expression(kind: .keyPath(root: nil, components: [.property(name)]), range: nameRange)
            return .retyped(dynamicMemberCall(base, function, path, range: range), member)
        case .string(let function):
            return dynamicMemberCall(base, function, Expression(kind: .string([.text(name)]), range: nameRange), range: range)
        case .unsimulatedRoot(let root):
            // As `root.name` is where the root is a value of its module: left out for the module.
            return placeholderMember(Typed({ _ in .none }, root), name, at: nameRange)
        case .ambiguous(let roots):
            return failure("ambiguous use of 'subscript(dynamicMember:)'", at: nameRange,
                           hint: "the roots of its key paths, " + roots.map { "'\($0.name)'" }.joined(separator: " and ")
                            + ", each have a member '\(name)'")
        }
    }

    /// `base[dynamicMember: argument]` through this getter.
    private func dynamicMemberCall(_ base: Typed, _ function: ScriptFunction, _ argument: Expression,
                                   range: SourceRange) -> TypedExpression {
        let arguments = [Argument(label: "dynamicMember", value: argument, range: argument.range)]
        return scriptCall(function, receiver: .value(base.eval), arguments, range: range)
    }

    /// For `value.name` where the value's type is known only when it runs (a closure's
    /// parameter): the subscript call each `@dynamicMemberLookup` type of the app makes for
    /// `name`, by type, chosen now as `dynamicMemberRead` chooses.
    func dynamicMemberGetters(_ name: String, range: SourceRange) -> [ObjectIdentifier: MemberGetter] {
        var getters: [ObjectIdentifier: MemberGetter] = [:]
        let machine = self.machine
        for type in declarations.dynamicMemberTypes where type.fieldIndex[name] == nil && type.computedProperty(named: name) == nil {
            let function: ScriptFunction, argument: Value
            switch dynamicMemberChoice(type, name) {
            case .keyPath(let chosen, let root, _)?:
                function = chosen
                argument = .keyPath(KeyPathValue([name], rootName: root.name,
                                                 readers: [dynamicGetter(name, range: range, throughDynamicMembers: false)],
                                                 writers: [dynamicSetter(name, range: range)]))
            case .string(let chosen)?:
                function = chosen
                argument = .string(name)
            default:
                continue
            }
            getters[ObjectIdentifier(type)] = { value, context in
                let frame = Frame(size: function.frameSize, parent: nil, context: context)
                frame.slots[0] = value
                frame.slots[function.parameterSlots[0]] = argument
                return try function.run(frame, machine: machine, at: range)
            }
        }
        return getters
    }
}
