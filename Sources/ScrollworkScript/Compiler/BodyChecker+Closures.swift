import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

extension BodyChecker {
    /// `{ a, b in … }` or `{ $0 * 2 }`: a function whose frame's parent is the frame it was made in.
    func closure(_ closure: ClosureExpression, range: SourceRange, hints: ClosureHints) -> TypedExpression {
        if let tooDeep = nestedTooDeeply(at: range) { return tooDeep }
        // A plain closure (an action) is not a view builder, even inside one.
        let builderSlot = viewBuilderSlot
        viewBuilderSlot = nil
        defer { viewBuilderSlot = builderSlot }
        let inoutHint = hints.inoutParameters
        let parameters = closure.parameters?.enumerated().map { index, parameter in
            (parameter.name, parameter.type, parameter.isInout || (index < inoutHint.count && inoutHint[index]), parameter.range)
        }
        // `enumerated().map { offset, line in … }`: a closure naming each element of the one
        // tuple it is given takes the elements' types, as Swift destructures it.
        var hinted = hints.parameters
        if let count = parameters?.count, count > 1, let given = hinted, given.count == 1,
           case .tuple(let elements) = given[0], elements.count == count {
            hinted = elements.map(\.type)
        }
        let make = { self.closureFunction(name: "closure", parameters: parameters, returnType: closure.returnType,
                                          body: closure.body, range: range, hint: hinted, resultHint: hints.result,
                                          anonymousInout: closure.parameters == nil ? inoutHint : []) }
        guard !closure.captures.isEmpty else { return .closure(make(), range: range) }
        return capturingClosure(closure.captures, range: range, make)
    }

    /// A closure made where `FunctionScope.maximumNesting` function scopes already enclose it:
    /// a located error, as compiling deeper would recurse past the thread's stack.
    func nestedTooDeeply(at range: SourceRange) -> TypedExpression? {
        guard scope.nesting >= FunctionScope.maximumNesting else { return nil }
        return failure("closures are nested too deeply (more than \(FunctionScope.maximumNesting) levels)", at: range)
    }

    /// A closure with a capture list (`[last = model.id] in …`): each value checked where the
    /// closure is made and declared in a scope of its own around the closure's.
    private func capturingClosure(_ captures: [ClosureCapture], range: SourceRange,
                                  _ make: () -> ScriptFunction) -> TypedExpression {
        let values = captures.map { expression($0.value) }
        let captureScope = FunctionScope(parent: scope, selfType: nil, isMutating: false, returnType: .unknown)
        var typedCaptures: [TypedCapture] = []
        let function = withScope(captureScope) {
            for (capture, value) in zip(captures, values) {
                let slot = scope.declare(capture.name, type: value.type, isLet: true, range: capture.range).slot
                typedCaptures.append(TypedCapture(slot: slot, value: value.eval))
            }
            return make()
        }
        return .capturingClosure(function, captures: typedCaptures, frameSize: captureScope.slotCount, range: range)
    }

    typealias ParameterSpec = (name: String, type: TypeSyntax?, isInout: Bool, range: SourceRange)

    /// A closure's or a nested function's body; a nested function's `functionName`
    /// (`inner(_:)`) is what `#function` inside it names, as swiftc does.
    func closureFunction(name: String, parameters: [ParameterSpec]?, returnType: TypeSyntax?, body: [Statement],
                         range: SourceRange, hint: [StaticType]? = nil, resultHint: StaticType? = nil, throwing: Throwing? = nil,
                         anonymousInout: [Bool] = [], functionName: String? = nil) -> ScriptFunction {
        let function = ScriptFunction(name: name, range: range)
        let declaredReturn = returnType.map(staticType) ?? resultHint ?? .unknown
        let newScope = FunctionScope(parent: scope, selfType: nil, isMutating: false, returnType: declaredReturn)
        newScope.functionName = functionName
        // A closure may throw (Swift infers it from its body); a nested `func` as it declares.
        newScope.errors.propagates = throwing.map { $0 != .none } ?? true
        function.isThrowing = throwing == .throws
        if parameters == nil {
            newScope.anonymousSlots = [:]
            newScope.anonymousInout = anonymousInout
            newScope.anonymousTypes = hint ?? []
        }
        withScope(newScope) {
            declareClosureParameters(parameters ?? [], hint: hint, of: function)
            let subject = name == "closure" ? "this closure" : "'\(name)'"
            function.body = withBindingPrologue(function, leavingOutUnsimulated(subject) {
                functionBody(body, returnType: declaredReturn == .unknown ? .unknown : declaredReturn)
            })
            typeUntypedParameters(of: function)
            appendAnonymousParameters(to: function)
            function.frameSize = scope.slotCount
        }
        function.returnType = declaredReturn
        lastClosureValueType = newScope.singleValueType
        return function
    }

    /// Types each parameter of `function` that neither its closure nor the callee typed by the
    /// parameter its body passes it to whole (`{ bird in BirdIcon(bird: bird) }` takes a
    /// `Bird`), as Swift infers it from the body; a generic view holding the closure finds its
    /// type argument there (`QueryFields.boundModel`). Its uses were compiled as untyped.
    func typeUntypedParameters(of function: ScriptFunction) {
        for (position, slot) in function.parameterSlots.enumerated() where function.parameterTypes[position] == .unknown {
            if let inferred = scope.argumentTypes[slot] { function.parameterTypes[position] = inferred }
        }
    }

    /// `argument`, passed where `type` is wanted: when it is an untyped local named whole, the
    /// first such type is what its scope infers for it (`typeUntypedParameters`).
    func noteArgumentUse(_ argument: Expression, as type: StaticType) {
        guard case .record(let ref) = type, !ref.type.isBuiltin, case .identifier(let name) = argument.kind,
              let (depth, local) = scope.lookup(name), local.type == .unknown, let owner = scope.outwards(depth),
              owner.argumentTypes[local.slot] == nil else { return }
        owner.argumentTypes[local.slot] = type
    }

    /// Declares a closure's written parameters in the current scope and adds them to
    /// `function`, typed by their annotation or else by `hint` (what the callee passes).
    func declareClosureParameters(_ parameters: [ParameterSpec], hint: [StaticType]? = nil, of function: ScriptFunction) {
        for (index, parameter) in parameters.enumerated() {
            let hinted = hint.flatMap { index < $0.count ? $0[index] : nil } ?? .unknown
            let type = parameter.type.map(staticType) ?? hinted
            let slot = parameter.name == "_" ? scope.newSlot()
                : scope.declare(parameter.name, type: type, isLet: !parameter.isInout, range: parameter.range).slot
            if parameter.name.hasPrefix("$"), parameter.name.count > 1 {
                // `$item`: the binding, and `item` for the value it holds.
                let value = scope.declare(String(parameter.name.dropFirst()), type: .unknown, isLet: true, bindingSlot: slot,
                                          range: parameter.range).slot
                function.bindingParameters.append((slot, value))
            }
            function.addClosureParameter(slot: slot, type: type, isInout: parameter.isInout)
        }
    }

    /// Unwraps `$item` binding parameters into `item` before the body runs.
    func withBindingPrologue(_ function: ScriptFunction, _ body: @escaping Exec) -> Exec {
        let pairs = function.bindingParameters
        guard !pairs.isEmpty else { return body }
        return { f in
            for pair in pairs { f.slots[pair.value] = StateBox.unwrap(f.slots[pair.binding]) }
            return try body(f)
        }
    }

    /// `$0`, `$1` … that the body used become the parameters of a closure written without any.
    func appendAnonymousParameters(to function: ScriptFunction) {
        guard let anonymous = scope.anonymousSlots, let last = anonymous.keys.max() else { return }
        for index in 0...last {
            function.addClosureParameter(slot: scope.anonymousSlot(index) ?? 0,
                                         type: index < scope.anonymousTypes.count ? scope.anonymousTypes[index] : .unknown,
                                         isInout: index < scope.anonymousInout.count && scope.anonymousInout[index])
        }
    }

    /// `$index` of the closure being compiled (a for-in body's belongs to the closure around it):
    /// its slot, how many frames up, its type as far as the callee says, and whether the
    /// caller passes it `inout`.
    func anonymousArgument(_ index: Int) -> (slot: Int, depth: Int, type: StaticType, isInout: Bool)? {
        var owner = scope, depth = 0
        while owner.isLoopIteration, let parent = owner.parent {
            owner = parent
            depth += 1
        }
        guard let slot = owner.anonymousSlot(index) else { return nil }
        let type = index < owner.anonymousTypes.count ? owner.anonymousTypes[index] : .unknown
        return (slot, depth, type, index < owner.anonymousInout.count && owner.anonymousInout[index])
    }

    static func anonymousArgumentOutsideClosure(_ index: Int) -> String {
        "anonymous closure argument '$\(index)' used outside a closure without parameters"
    }
}

extension ScriptFunction {
    /// A closure parameter: no label, no default.
    func addClosureParameter(slot: Int, type: StaticType, isInout: Bool) {
        parameterSlots.append(slot)
        parameterTypes.append(type)
        labels.append(nil)
        parameterNames.append("_")
        inoutFlags.append(isInout)
        defaults.append(nil)
    }
}
