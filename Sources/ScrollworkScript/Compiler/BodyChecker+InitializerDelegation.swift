import ScrollworkFrontEnd

extension BodyChecker {
    /// `self.init(…)` in an initialiser: `self` becomes what the other initialiser makes, of
    /// the script's type or, in an extension (`extension Color { init(gray:) … }`), of the
    /// framework's. A failable initialiser that delegates to a failable one fails with it.
    func delegatingInit(_ arguments: [Argument], nameRange: SourceRange, range: SourceRange) -> TypedExpression {
        guard let (depth, type, _) = scope.selfScope() else {
            return failure("'self' is only available inside a type", at: nameRange)
        }
        guard isInitializerScope else {
            return failure(type.kind == .classType
                           ? "'init' is a member of the type; use 'type(of: ...)' to initialize a new object of the same dynamic type"
                           : "'init' is a member of the type; use assignment to initialize the value instead", at: nameRange)
        }
        initializerDelegates = true
        let made: Typed
        if let surfaceSelf = type.surfaceSelf, let typeName = surfaceTypeName(of: surfaceSelf) {
            made = expressionLowering.lower(initializerCall(typeName, arguments, range: range, nameRange: nameRange))
        } else {
            made = expressionLowering.lower(typeInit(type, arguments, range: range, nameRange: nameRange))
        }
        let place = slotLValue(0, depth: depth)
        guard case .optional = made.type else { return .delegatedInit(made: made.eval, into: place, failedSlot: nil) }
        guard let failedSlot = scope.failedInitSlot else {
            return failure("a non-failable initializer cannot delegate to a failable initializer", at: nameRange,
                           hint: "mark this initializer 'init?'")
        }
        return .delegatedInit(made: made.eval, into: place, failedSlot: failedSlot)
    }

    /// `TimeInterval(hours: 1)`, `Color(gray: 0.5)`: an initialiser the script adds to a
    /// surface type, when the call's labels fit it. When only unlabelled arguments are given
    /// and one of the surface's own initialisers fits them too, the surface's is chosen. When
    /// the labels fit the surface's too (`VStack(spacing: 20)` beside an added
    /// `init(spacing: Gap, content:)`), an added one whose parameter an argument cannot be is
    /// not a candidate, as in Swift's overload choice.
    func extensionInitializer(_ typeName: String, _ arguments: [Argument], range: SourceRange,
                              nameRange: SourceRange) -> TypedExpression? {
        guard let holder = surfaceExtensions[surface.canonical(typeName)], !holder.initializers.isEmpty else { return nil }
        let shapes = arguments.map(ArgumentShape.init)
        let fitting = holder.initializers.filter { CallMatcher.fits($0.shapes, shapes) }
        guard !fitting.isEmpty else { return nil }
        let framework = surface.overloads(.type(typeName), "init").filter { CallMatcher.fits($0.signature.shapes, shapes) }
        let candidates = framework.isEmpty ? fitting : fitting.filter { !argumentsRuleOut($0, arguments, shapes) }
        guard let function = candidates.first else { return nil }
        if arguments.allSatisfy({ $0.label == nil }), !framework.isEmpty, !literalsRuleOut(framework, for: function, arguments) {
            return nil
        }
        let selfType = holder.surfaceSelf ?? staticType(surfaceName: typeName)
        return .retyped(scriptCall(function, receiver: .fresh(holder), arguments, range: range),
                        function.failedSlot != nil ? .optional(selfType) : selfType)
    }

    /// Whether an argument other than a closure is of a type that cannot be passed to the
    /// parameter it is given for. A Double (a variable or a literal such as 0.5) is no Int: `self.init(red: r, …)`
    /// in an added `init(red: Int, …)` of `Color` is the framework's, as in Swift.
    private func argumentsRuleOut(_ function: ScriptFunction, _ arguments: [Argument], _ shapes: [ArgumentShape]) -> Bool {
        guard case .success(let bindings) = CallMatcher.match(function.shapes, shapes) else { return true }
        return zip(bindings, function.parameterTypes).contains { bound, parameterType in
            guard bound.count == 1 else { return false }
            let value = arguments[bound[0]].value
            if case .closure = value.kind { return false }
            let known = Self.literalType(value), type = known?.0 ?? typeCompiledAside(value)
            if type.unwrapped == .double, parameterType == .int { return true }
            return isDefinitelyIncompatible(type, parameterType, constant: known?.1)
        }
    }

    /// Whether an argument fits the extension's initialiser and none of the framework's its
    /// unlabeled arguments also fit (`Color(0x5AC8FA)`, `Color(status.hexValue())` with
    /// `init(_ hex: UInt32)` beside `Color(_ name: String)`), so the extension's is meant, as
    /// Swift's type checker finds. A literal's type is its own; another argument's, that of
    /// compiling it once aside (its diagnostics dropped, as it is compiled again for the call).
    private func literalsRuleOut(_ framework: [SurfaceEntry], for function: ScriptFunction, _ arguments: [Argument]) -> Bool {
        arguments.indices.contains { index in
            guard index < function.parameterTypes.count else { return false }
            let known = Self.literalType(arguments[index].value)
            let type = known?.0 ?? typeCompiledAside(arguments[index].value), literal = known?.1
            guard type != .unknown, !isDefinitelyIncompatible(type, function.parameterTypes[index], constant: literal) else { return false }
            return framework.allSatisfy { entry in
                guard index < entry.signature.parameters.count else { return false }
                let syntax = entry.signature.parameters[index].type
                // `init<T: BinaryFloatingPoint>(_ value: T)`: only what may meet the constraint.
                if case .named(let generic, let arguments) = syntax.kind, arguments.isEmpty,
                   let constraint = entry.signature.genericConstraints[generic] ?? nil {
                    return !mayConform(type, to: constraint)
                }
                guard let name = syntax.dottedName else { return false }
                return isDefinitelyIncompatible(type, staticType(surfaceName: name), constant: literal)
            }
        }
    }
}
