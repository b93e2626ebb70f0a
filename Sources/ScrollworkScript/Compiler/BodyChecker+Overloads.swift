import ScrollworkFrontEnd

extension BodyChecker {
    /// `union(order)` beside `union(_ other: OrderSummary)` and `union(_ order: Order)`: of the
    /// overloads whose labels fit, the first whose parameter types the arguments' types fit, as
    /// Swift chooses by type. Literals are typed by their kind, and closures by how many values
    /// they take; only arguments that are names (`order`, `self.total`), and the names of
    /// closures they call (`style(state)`), are compiled on trial to learn their types, and an
    /// initialiser (`Order(count: 1)`, `EdgeInsets(…)`) is typed without compiling its
    /// arguments, so nested calls are not compiled again and again; nil when
    /// those types tell no overload apart (the first that fits by labels is taken). Empty when the
    /// types fit none, which swiftc calls "no exact matches".
    func overloadsAcceptingArgumentTypes(_ fitting: [(function: ScriptFunction, bindings: [[Int]])],
                                         _ arguments: [Argument]) -> [ScriptFunction]? {
        var argumentTypes = [Int: StaticType]()
        var literals = [Int: Value]()
        var implicitMembers = [Int: String]()
        var closureArities = [Int: Int]()
        var metatypes = [Int: String]()
        var arrayLiterals = Set<Int>()
        let before = diagnostics.count
        for (index, argument) in arguments.enumerated() {
            if let name = argument.value.implicitMemberName ?? Self.implicitMemberCalled(argument.value) {
                implicitMembers[index] = name
            } else if let name = typeNamedBySelf(argument.value) ?? metatypeParameter(argument.value) {
                metatypes[index] = name
            } else if case .array = argument.value.kind {
                arrayLiterals.insert(index)
            } else if let (type, literal) = Self.literalType(argument.value) {
                argumentTypes[index] = type
                literals[index] = literal
            } else if let constructed = constructedType(argument.value) {
                argumentTypes[index] = constructed
            } else if Self.isNamed(argument.value) || Self.isArithmeticOfNames(argument.value) {
                // `x: lhs.x.rawValue + rhs.x.rawValue` picks `init?(x: Int)` over `init(x: Index)`, as in Swift.
                let type = expression(argument.value).type
                if type != .unknown { argumentTypes[index] = type }
            } else if case .postfix(let callee, let operations) = argument.value.kind, operations.count == 1,
                      operations[0].callArguments != nil, Self.isNamed(callee),
                      case .functionType(_, let result) = expression(callee).type, result != .unknown {
                // `style(appState)` of a stored closure `let style: (AppState) -> S`: what the closure returns.
                argumentTypes[index] = result
            } else if case .closure(let closure) = argument.value.kind, let arity = closureArity(closure, at: argument.value.range) {
                closureArities[index] = arity
            }
        }
        diagnostics.removeSubrange(before...)
        guard !argumentTypes.isEmpty || !implicitMembers.isEmpty || !closureArities.isEmpty || !metatypes.isEmpty
                || !arrayLiterals.isEmpty else { return nil }
        let accepting = fitting.filter { candidate in
            candidate.bindings.enumerated().allSatisfy { position, bound in
                // A variadic parameter's type is the array its arguments make: each is one element
                // (an array is no `String...`, as `init(_ texts: [String])` beside it takes it).
                var parameterType = candidate.function.parameterTypes[position]
                if position == candidate.function.variadicParameter {
                    guard case .array(let element) = parameterType else { return true }
                    parameterType = element
                }
                return bound.allSatisfy { index in
                    // `.dMMMMyyyy` fits `format(_: Date.Format)`, whose type has that case, not `format(_: String)`;
                    // `.bedroom(owner:)` a subclass's `navigate(to: Destination)`, not its superclass's `(any Hashable)`.
                    if let name = implicitMembers[index] { return mayHaveStatic(parameterType, name) != false }
                    // `[.date, .level]` fits `_ components: [Component]`, not `Component...`.
                    if arrayLiterals.contains(index) { return mayBeArrayLiteral(parameterType) }
                    // `String.self` fits `_ type: String.Type`, not `_ type: Int.Type`.
                    if let name = metatypes[index], let declared = candidate.function.concreteMetatypeParameters[position] {
                        return sameType(name, declared)
                    }
                    // `{ RoundedRectangle(…) }` takes no value: it is no `(AppState) -> S`.
                    if let arity = closureArities[index], case .functionType(let parameters, _) = parameterType {
                        return parameters.count == arity
                    }
                    return argumentTypes[index].map { !isDefinitelyIncompatible($0, parameterType, constant: literals[index]) } ?? true
                }
            }
        }
        // Of those, the ones whose parameter type surely has each leading-dot member, as
        // Swift's type checker can type the member only there.
        let surely = implicitMembers.isEmpty ? [] : accepting.filter { candidate in
            candidate.bindings.enumerated().allSatisfy { position, bound in
                bound.allSatisfy { index in
                    implicitMembers[index].map { mayHaveStatic(candidate.function.parameterTypes[position], $0) == true } ?? true
                }
            }
        }
        if !surely.isEmpty, surely.count < accepting.count { return surely.map(\.function) }
        return accepting.count < fitting.count ? accepting.map(\.function) : nil
    }

    /// Whether a closure argument written without parameter types cannot take what `function`
    /// passes it: its body, compiled on trial with the parameters typed as the function's
    /// parameter declares them, has an error.
    func closureArgumentsReject(_ function: ScriptFunction, _ bindings: [[Int]], _ arguments: [Argument]) -> Bool {
        zip(function.parameterTypes, bindings).contains { parameterType, bound in
            guard case .functionType(let parameters, _) = parameterType.unwrapped,
                  parameters.contains(where: { $0 != .unknown && !Self.mentionsGeneric($0) }) else { return false }
            return bound.contains { index in
                guard case .closure(let closure) = arguments[index].value.kind,
                      closure.parameters?.allSatisfy({ $0.type == nil }) ?? true else { return false }
                let before = diagnostics.count
                _ = self.closure(closure, range: arguments[index].value.range, hints: ClosureHints(parameters: parameters))
                defer { diagnostics.removeSubrange(before...) }
                return diagnostics[before...].contains(where: \.isError)
            }
        }
    }

    /// Whether an array literal may make a value of this type: not a number, a string, a truth
    /// value or one of the app's types, unless it is expressible by one (an option set).
    private func mayBeArrayLiteral(_ type: StaticType) -> Bool {
        switch type.unwrapped {
        case .int, .double, .bool, .string: return false
        case .record(let ref):
            let type = ref.type
            return type.kind == .protocolType || ["ExpressibleByArrayLiteral", "OptionSet", "SetAlgebra"].contains { conforms(type, to: $0) }
        default: return true
        }
    }

    /// `String` of `String.self`, `[Item]` of `[Item].self`, `[String : Any]` of `[String: Any].self`
    /// (which the parser reads as a type).
    private func typeNamedBySelf(_ expression: Expression) -> String? {
        guard case .postfix(let base, let operations) = expression.kind, operations.count == 1,
              case .member("self", _) = operations[0].kind else { return nil }
        if case .typeExpression(let type) = base.kind { return type.spelled }
        return typeNameSpelled(by: base)
    }

    /// `type` of `decodeForce(type, forKey: key)` inside `func f(_ type: Bool.Type, …)`: `Bool`.
    private func metatypeParameter(_ expression: Expression) -> String? {
        guard case .identifier(let name) = expression.kind else { return nil }
        return scope.lookup(name)?.local.metatypeOf
    }

    /// Whether a type named as written is the declared one, or a subclass of it (`CGFloat` is
    /// `Double` here; `Dog.self` fits `Animal.Type`).
    private func sameType(_ written: String, _ declared: String) -> Bool {
        // Metatypes of collections are the same only when spelled alike (`[Item]` is no `[Any]`).
        if written.hasPrefix("[") || declared.hasPrefix("[") { return written == declared }
        func resolved(_ name: String) -> String {
            if let scalar = BuiltinTypes.scalarTypes[name] ?? TypeLookup.standardTypes[name], scalar != .unknown { return "\(scalar)" }
            return surface.canonical(name)
        }
        if let declaredType = resolveTypeName(declared) {
            var type = resolveTypeName(written)
            while let current = type {
                if current === declaredType { return true }
                type = current.superclass
            }
            return false
        }
        return resolveTypeName(written) == nil && resolved(written) == resolved(declared)
    }

    /// `bedroom` of `.bedroom(owner: "Ana")`: a case or static function called on the type the argument is of.
    private static func implicitMemberCalled(_ expression: Expression) -> String? {
        guard case .postfix(let base, let operations) = expression.kind, operations.count == 1,
              operations[0].callArguments != nil else { return nil }
        return base.implicitMemberName
    }

    /// Whether `.name` is a static member of this type: a script type's case or static, a
    /// framework type's (or one an app's extension adds); nil when that cannot be told (a
    /// type not known here, a protocol).
    private func mayHaveStatic(_ type: StaticType, _ name: String) -> Bool? {
        let type = type.unwrapped
        if let nominal = type.nominal {
            if nominal.kind == .protocolType { return nil }
            return nominal.caseIndex[name] != nil || nominal.declaresStatic(name)
        }
        guard type != .unknown, let typeName = surfaceTypeName(of: type) else { return nil }
        // `forKey: .title` of `KeyedDecodingContainer<K>.Key`: some type conforming to the protocol.
        if surface.type(named: typeName)?.kind == .protocol { return nil }
        return hasStatic(name, of: typeName)
    }

    /// The functions whose labels the call's arguments fit, each with the arguments bound to
    /// each parameter, in the order given.
    static func fittingByLabels(_ functions: [ScriptFunction], _ shapes: [ArgumentShape]) -> [(function: ScriptFunction, bindings: [[Int]])] {
        functions.compactMap { function in
            guard case .success(let bindings) = CallMatcher.match(function.shapes, shapes) else { return nil }
            return (function, bindings)
        }
    }

    /// How many values a closure takes: its signature's parameters, or, with none written, none
    /// when its text names no `$0`, `$1`…; nil when it does (a nested closure's may be those).
    private func closureArity(_ closure: ClosureExpression, at range: SourceRange) -> Int? {
        if let parameters = closure.parameters { return parameters.count }
        guard let text = sourceFile?(range.file)?.text(in: range) else { return nil }
        let namesAnonymous = zip(text, text.dropFirst()).contains { $0 == "$" && $1.isNumber }
        return namesAnonymous ? nil : 0
    }

    /// A literal's default type and a value standing for it: `"Code"` fits a `LocalizedStringKey`
    /// (expressible by a string literal) and not a `Text`, as Swift's overload choice finds.
    static func literalType(_ expression: Expression) -> (StaticType, Value)? {
        switch expression.kind {
        case .string: return (.string, .string(""))
        case .integer(let value): return (.int, .int(value))
        case .unsignedInteger(let value): return (.uint64, .uint(value))
        case .double(let value): return (.double, .double(value))
        case .boolean(let value): return (.bool, .bool(value))
        default: return nil
        }
    }

    /// The type `Refund(count: 2)` (the app's struct or class) or `EdgeInsets(top: 1, …)` (a
    /// framework's value type other than a view, whose modifiers make other types) makes, known
    /// without compiling its arguments.
    private func constructedType(_ expression: Expression) -> StaticType? {
        guard case .postfix(let base, let operations) = expression.kind, operations.count == 1,
              case .call = operations[0].kind, case .identifier(let name) = base.kind else { return nil }
        if let type = resolveTypeName(name), !type.isBuiltin {
            return type.kind == .structure || type.kind == .classType ? .of(type) : nil
        }
        guard surface.type(named: name) != nil, !surface.lineage(of: name).contains("View") else { return nil }
        return TypeLookup.staticType(surfaceName: surface.canonical(name))
    }

    /// `a.value + b.value * 2`: names and number literals joined by operators.
    private static func isArithmeticOfNames(_ expression: Expression) -> Bool {
        guard case .binary(let first, let rest) = expression.kind else { return false }
        return ([first] + rest.map(\.operand)).allSatisfy { operand in isNamed(operand) || literalType(operand) != nil }
    }

    private static func isNamed(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .identifier: return true
        case .postfix(let base, let operations):
            if case .identifier = base.kind { return operations.allSatisfy { $0.memberName != nil } }
            return false
        default: return false
        }
    }
}
