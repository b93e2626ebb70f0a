import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

extension BodyChecker {
    /// `.onAppear(perform: startGame)`, `words.map(capitalized)`, `let f = self.record`: a
    /// method of `self` named without a call is a function that calls it on `self`, as Swift's
    /// unapplied method reference is. It is compiled as the closure `{ a, b in self.name(x: a,
    /// b) }` would be, so it captures `self` as that closure does. A `mutating` method of a
    /// struct cannot be referred to so (swiftc: partial application of 'mutating' method).
    /// `wanted` is how many arguments the callee passes, when it is known (`ClosureHints`).
    func methodReference(_ name: String, range: SourceRange, wanted: Int?) -> TypedExpression? {
        guard let (_, type, _) = scope.selfScope(), type.fieldIndex[name] == nil, type.computedProperty(named: name) == nil,
              let methods = type.methods(named: name) ?? inherited?.methods(of: type, name), !methods.isEmpty else { return nil }
        // The callee's expected parameter count picks among overloads when it is known.
        let method = methods.first { $0.labels.count == wanted } ?? methods[0]
        if method.isMutating, type.kind == .structure {
            return failure("partial application of 'mutating' method is not allowed", at: range)
        }
        return referenceClosure(method, called: name, on: Expression(kind: .selfValue, range: range), range: range)
    }

    /// `languages.first(where: Self.supportsLanguage)`: a static method named without a call,
    /// the closure `{ a in Self.supportsLanguage(a) }` as Swift's unapplied reference is.
    func staticMethodReference(_ typeName: String, _ methods: [ScriptFunction], _ name: String, range: SourceRange,
                               wanted: Int?) -> TypedExpression? {
        guard !typeName.contains("."), let method = methods.first(where: { $0.labels.count == wanted }) ?? methods.first else { return nil }
        return referenceClosure(method, called: name, on: Expression(kind: .identifier(typeName), range: range), range: range)
    }

    /// `KeyChainStorage.setData(.setUserName(userName: email))`: an instance method named on its
    /// type is Swift's curried `(Self) -> (…) -> Result`; given the instance, it is that
    /// instance's method, not yet called (`…)()` calls it). Nil when `name` is no instance
    /// method of the type or the call is not of that shape.
    func instanceMethodOfType(_ type: StructType, _ name: String, _ arguments: [Argument], nameRange: SourceRange,
                              range: SourceRange) -> TypedExpression? {
        guard arguments.count == 1, arguments[0].label == nil,
              let methods = type.methods(named: name) ?? inherited?.methods(of: type, name), !methods.isEmpty else { return nil }
        let instance = expression(arguments[0].value, expected: .record(StructTypeRef(type)))
        return memberRead(instance, name, nameRange: nameRange, range: range)
    }

    /// The closure `{ a, b in base.name(x: a, b) }` a method reference stands for.
    private func referenceClosure(_ method: ScriptFunction, called name: String, on base: Expression, range: SourceRange) -> TypedExpression {
        // Parameter names no source can spell, so nothing the method's caller wrote is shadowed.
        let names = method.labels.indices.map { "method argument \($0)" }
        let arguments = zip(method.labels, names).map { label, parameter in
            Argument(label: label, value: Expression(kind: .identifier(parameter), range: range), range: range)
        }
        let call = Expression(kind: .postfix(base: base, operations: [
            PostfixOperation(kind: .member(name: name, nameRange: range), range: range),
            PostfixOperation(kind: .call(arguments), range: range),
        ]), range: range)
        let parameters = names.map { ParameterSpec(name: $0, type: nil, isInout: false, range: range) }
        let function = closureFunction(name: name, parameters: parameters, returnType: nil,
                                       body: [Statement(kind: .returnStatement(call), range: range)],
                                       range: range, hint: method.parameterTypes)
        return .closure(function, range: range)
    }
}

extension BodyChecker {
    /// `facilities.map(Facility.init)`: an initialiser named without a call is a function of
    /// all its parameters (defaults do not apply to a reference, as in Swift), compiled as
    /// the closure `{ a in Facility(name: a) }`. Among several initialisers the one with as
    /// many parameters as the callee passes is taken; the memberwise one when none is declared.
    func initializerReference(_ type: StructType, range: SourceRange, wanted: Int?) -> TypedExpression? {
        guard type.kind != .protocolType, !type.name.contains(".") else { return nil }
        let labels: [String?], types: [StaticType]
        if type.initializers.isEmpty {
            guard type.kind == .structure else { return nil }
            var settable = Self.memberwiseFields(of: type).filter { type.environmentObjectFields[$0] == nil }
            // Unless the callee passes a value for each, the fields with initial values keep them
            // (`icon: SpellingBeeIcon.init` of a view whose `@State`s all have one is `{ SpellingBeeIcon() }`).
            if wanted != settable.count { settable = settable.filter { type.fieldDefaults[$0] == nil } }
            labels = settable.map { type.fieldNames[$0] }
            types = settable.map { type.fieldTypes[$0] }
        } else {
            let initializer = type.initializers.first { $0.labels.count == wanted } ?? type.initializers[0]
            labels = initializer.labels
            types = initializer.parameterTypes
        }
        return initializerClosure(type.name, labels: labels, types: types, range: range)
    }

    /// `counts.map(String.init)`, `texts.compactMap(Int.init)`: an initialiser of a type the
    /// surface declares, named without a call, as the closure `{ a in String(a) }`. It takes
    /// as many arguments as the callee passes (one when that is not known), an unlabelled
    /// initialiser before a labelled one; the call inside picks the overload by the arguments'
    /// types, as a call written out would. `parameters` are the types the callee passes, when known.
    func surfaceInitializerReference(_ typeName: String, range: SourceRange, parameters: [StaticType]?) -> TypedExpression? {
        // With no closure type expected (a view builder's argument, `accessory: EmptyView.init`),
        // an initialiser of one argument, else one of none.
        let initializers = surface.overloads(.type(typeName), "init").filter { $0.signature.kind == .initializer }
        let fitting = (parameters.map { [$0.count] } ?? [1, 0]).lazy.map { wanted in
            initializers.filter { $0.signature.parameters.filter { $0.defaultValue == nil }.count == wanted }
        }.first { !$0.isEmpty } ?? []
        guard let initializer = fitting.first(where: { $0.signature.parameters.allSatisfy { $0.label == nil } }) ?? fitting.first else {
            return nil
        }
        let labels = initializer.signature.parameters.filter { $0.defaultValue == nil }.map(\.label)
        return initializerClosure(typeName, labels: labels, types: parameters ?? [], range: range)
    }

    /// The closure `{ a, b in TypeName(label: a, b) }` an initialiser reference stands for.
    private func initializerClosure(_ typeName: String, labels: [String?], types: [StaticType], range: SourceRange) -> TypedExpression {
        let names = labels.indices.map { "initializer argument \($0)" }
        let arguments = zip(labels, names).map { label, parameter in
            Argument(label: label, value: Expression(kind: .identifier(parameter), range: range), range: range)
        }
        let call = Expression(kind: .postfix(base: Expression(kind: .identifier(typeName), range: range), operations: [
            PostfixOperation(kind: .call(arguments), range: range),
        ]), range: range)
        let parameters = names.map { ParameterSpec(name: $0, type: nil, isInout: false, range: range) }
        let function = closureFunction(name: "init", parameters: parameters, returnType: nil,
                                       body: [Statement(kind: .returnStatement(call), range: range)], range: range, hint: types)
        return .closure(function, range: range)
    }
}

extension BodyChecker {
    /// `Button("Unlock", action: viewModel.authenticate)`: a method of another value named
    /// without a call is that method bound to the value, as Swift's partially applied method
    /// is. The receiver is the value it has where the reference is made (an object is the
    /// same object whoever else holds it), and the method is the one of the receiver's own
    /// type (a subclass's override). A method left out for a module scrollwork does not
    /// simulate is referred to like any other, and stops with its error only if it runs.
    func boundMethodReference(_ base: Typed, _ type: StructType, _ name: String, nameRange: SourceRange, wanted: Int?) -> TypedExpression? {
        guard type.fieldIndex[name] == nil, type.computedProperty(named: name) == nil,
              let methods = type.methods(named: name) ?? inherited?.methods(of: type, name), !methods.isEmpty else { return nil }
        let method = methods.first { $0.labels.count == wanted } ?? methods[0]
        if method.isMutating, type.kind == .structure {
            return failure("partial application of 'mutating' method is not allowed", at: nameRange)
        }
        return .boundMethod(BoundMethodReference(receiver: base.eval, name: name, labels: method.labels, inherited: inherited,
                                                  site: callerSite(at: nameRange), range: nameRange))
    }

    /// `code.unicodeScalars.filter(CharacterSet.alphanumerics.contains)`: a method of the
    /// surface named without a call, where a function is expected, is that method bound to
    /// the receiver as it is when the reference is made, as Swift's bound reference is. The
    /// overload taking as many arguments as the callee passes is meant; a mutating method
    /// cannot be referred to so (swiftc: partial application of 'mutating' method). Where the
    /// callee is not known yet (`items.forEach(context.delete)` over items of a type known only
    /// when it runs), a method whose overloads all take as many arguments is meant.
    func surfaceMethodReference(_ base: Typed, _ members: [SurfaceEntry], nameRange: SourceRange, wanted: Int?) -> TypedExpression? {
        let counts = Set(members.compactMap { entry -> Int? in
            guard case .method = entry.body else { return nil }
            return entry.signature.parameters.count
        })
        guard let wanted = wanted ?? (counts.count == 1 ? counts.first : nil) else { return nil }
        let bound = members.lazy.compactMap { entry -> (SurfaceEntry, (Value, SurfaceArguments) throws -> Value)? in
            guard case .method(let body) = entry.body, entry.signature.parameters.count == wanted else { return nil }
            return (entry, body)
        }.first
        guard let (entry, body) = bound else { return nil }
        SurfaceUsage.shared.record(entry)
        return .boundSurfaceMethod(of: base.eval, name: entry.name, arity: wanted, body: body, range: nameRange)
    }
}

extension BodyChecker {
    /// `icons.compactMap(AppIcon.init(rawValue:))`, `.map(Route.detail(id:))`,
    /// `onSubmit(perform: self.store.load(mode:scope:))`: a function named with its argument
    /// labels and not called is the closure `{ a, b in AppIcon(rawValue: a, b) }`, as Swift's
    /// compound name reference is; the labels pick the overload, as the call does. The
    /// receiver is read when the function runs, where Swift reads it when the reference is
    /// made: the two differ only for a receiver that changes in between.
    func compoundNameChain(_ base: Expression, _ operations: [PostfixOperation], expected: StaticType,
                           hints: ClosureHints) -> TypedExpression? {
        guard let index = operations.firstIndex(where: \.isArgumentLabels),
              case .argumentLabels(let labels) = operations[index].kind else { return nil }
        let range = operations[index].range
        let names = labels.indices.map { "compound name argument \($0)" }
        let arguments = zip(labels, names).map { label, name in
            Argument(label: label, value: Expression(kind: .identifier(name), range: range), range: range)
        }
        let call = Expression.chain(base, Array(operations[..<index]) + [PostfixOperation(kind: .call(arguments), range: range)])
        let closure = ClosureExpression(parameters: names.map { ClosureParameter(name: $0, type: nil, range: range) }, returnType: nil,
                                        body: [Statement(kind: .returnStatement(call), range: range)])
        let reference = Expression(kind: .closure(closure), range: range)
        let rest = Array(operations[(index + 1)...])
        return rest.isEmpty ? typedExpression(reference, expected: expected, hints: hints) : postfixChain(reference, rest, expected: expected)
    }
}
