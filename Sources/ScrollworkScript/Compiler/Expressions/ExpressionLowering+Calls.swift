import ScrollworkCore
import ScrollworkFrontEnd

/// Calls of the script's functions, initialisers of its types, its enums' cases and function
/// values, as the checker matched them.
extension ExpressionLowering {
    /// Calls a script function, storing arguments straight into the new frame.
    func scriptCall(_ call: TypedCall) -> Typed {
        var values = [(slot: Int, eval: Eval)]()
        var writeBacks = [(slot: Int, place: LValue)]()
        for argument in call.arguments {
            switch argument.kind {
            case .value(let eval, let asDouble):
                values.append((argument.slot, asDouble ? { f in coerce(try eval(f), to: .double) } : eval))
            case .variadic(let elements, let asDouble):
                values.append((argument.slot, variadicArray(elements, asDouble: asDouble)))
            case .inoutPlace(let place):
                values.append((argument.slot, place.get))
                writeBacks.append((argument.slot, place))
            }
        }
        guard let generics = call.genericArguments else {
            return scriptCall(call.function, receiver: call.receiver, values: values, writeBacks: writeBacks, range: call.range)
        }
        var typed = scriptCall(call.function, receiver: call.receiver, values: values + generics.stores(),
                               writeBacks: writeBacks, range: call.range)
        typed.genericArguments = generics
        return typed
    }

    /// The arguments a variadic parameter takes, as the array the function sees.
    private func variadicArray(_ elements: [Eval], asDouble: Bool) -> Eval {
        let evals = asDouble ? elements.map { eval -> Eval in { f in coerce(try eval(f), to: .double) } } : elements
        return { f in
            try f.context.charge(evals.count)
            return .array(try evals.map { try $0(f) })
        }
    }

    /// The call itself: `values` go into the callee's frame, `writeBacks` (inout arguments)
    /// back to their places after it.
    private func scriptCall(_ function: ScriptFunction, receiver: Receiver, values: [(slot: Int, eval: Eval)],
                            writeBacks: [(slot: Int, place: LValue)], range: SourceRange) -> Typed {
        let machine = self.machine
        let returnType = function.returnType
        let run: (Frame, Frame) throws -> Value = { caller, frame in
            for (slot, eval) in values { frame.slots[slot] = try eval(caller) }
            let result = try function.run(frame, machine: machine, at: range)
            for (slot, place) in writeBacks { try place.set(caller, frame.slots[slot]) }
            return result
        }
        switch receiver {
        case .none:
            return Typed({ f in
                var frame = function.makeFrame(context: f.context)
                let result = try run(f, frame)
                function.pool.give(&frame)
                return result
            }, returnType)
        case .value(let selfEval):
            return Typed({ f in
                var frame = function.makeFrame(context: f.context)
                frame.slots[0] = try selfEval(f)
                let result = try run(f, frame)
                function.pool.give(&frame)
                return result
            }, returnType)
        case .place(let place):
            return Typed({ f in
                var frame = function.makeFrame(context: f.context)
                for (slot, eval) in values { frame.slots[slot] = try eval(f) }
                var result = Value.none
                try place.modify(f) { value in
                    frame.slots[0] = value
                    value = .none
                    defer { value = frame.slots[0] }
                    result = try function.run(frame, machine: machine, at: range)
                }
                for (slot, back) in writeBacks { try back.set(f, frame.slots[slot]) }
                function.pool.give(&frame)
                return result
            }, returnType)
        case .fresh(let type):
            let defaults = type.fieldDefaults, lazy = lazyInitialization(type)
            let unset = [Value](repeating: .none, count: defaults.count)
            return Typed({ f in
                let frame = Frame(size: function.frameSize, parent: nil, context: f.context)
                let delegates = function.delegatesInitialization
                let fields = delegates ? unset : try defaults.map { try $0?(f) ?? .none }
                frame.slots[0] = type.freshSelf(fields)
                _ = try run(f, frame)
                if let lazy, !delegates { try lazy(&frame.slots[0], machine, f.context) }
                if let failed = function.failedSlot, case .bool(true) = frame.slots[failed] { return .none }
                return frame.slots[0]
            }, function.failedSlot != nil ? .optional(.of(type)) : .of(type))
        }
    }

    /// `Model()` of a class that declares no initialiser and gives every property a value.
    func newObject(_ type: StructType) -> Typed {
        let defaults = type.fieldDefaults, lazy = lazyInitialization(type), machine = self.machine
        return Typed({ f in
            var object = Value.object(ObjectInstance(type: type, fields: try defaults.map { try $0?(f) ?? .none }))
            if let lazy { try lazy(&object, machine, f.context) }
            return object
        }, .of(type))
    }

    /// A struct's memberwise initialiser: each field's code, in declaration order.
    func memberwiseInit(_ type: StructType, fields plan: [Eval]) -> Typed {
        let machine = self.machine
        guard let lazy = lazyInitialization(type) else {
            return Typed({ f in .record(RecordType(type), try plan.map { try $0(f) }) }, .of(type))
        }
        return Typed({ f in
            var value = Value.record(RecordType(type), try plan.map { try $0(f) })
            try lazy(&value, machine, f.context)
            return value
        }, .of(type))
    }

    /// Works out the `lazy` properties of a new instance, once its other properties are set.
    private func lazyInitialization(_ type: StructType) -> ((inout Value, Machine, ScriptContext?) throws -> Void)? {
        guard !type.lazyInitializers.isEmpty, type.kind != .classType else { return nil }
        let initializers = type.lazyInitializers.sorted { $0.key < $1.key }
        return { value, machine, context in
            for (index, function) in initializers {
                let frame = Frame(size: function.frameSize, parent: nil, context: context)
                frame.slots[0] = value
                let result = try function.run(frame, machine: machine, at: function.range)
                guard case .record(let record, var fields) = value else { return }
                fields[index] = result
                value = .record(record, fields)
            }
        }
    }

    /// A case of an app's enum with its associated values.
    func enumCase(_ type: StructType, index: Int, values: [TypedAssociatedValue]) -> Typed {
        let evals = values.map { value -> Eval in
            switch value {
            case .argument(let eval, let type): return { f in coerce(try eval(f), to: type) }
            case .defaultValue(let eval): return eval
            }
        }
        return Typed({ f in .enumCase(RecordType(type), index, try evaluateAll(evals, f)) }, .of(type))
    }

    /// The case whose raw value equals the argument, looked up in a table made once.
    func enumFromRawValue(_ type: StructType, raw eval: @escaping Eval, rawType: StaticType) -> Typed {
        let table = type.cases.enumerated().compactMap { index, info in info.rawValue.map { (index, $0) } }
        return Typed({ f in
            let raw = coerce(try eval(f), to: rawType)
            guard let found = table.first(where: { Value.equal($0.1, raw) }) else { return .none }
            return type.caseValue(found.0)
        }, .optional(.of(type)))
    }

    /// Calls the function a value holds, known only when it runs; a declared Double result
    /// (`(Int) -> Double`) is one even where the closure's last expression was an Int.
    func functionValueCall(_ function: @escaping Eval, _ arguments: [Eval], result: StaticType, range: SourceRange) -> Typed {
        Typed({ f in
            guard case .function(let callable) = try function(f) else {
                throw Diagnostic.error("cannot call a value that is not a function", at: range)
            }
            let values = try evaluateAll(arguments, f)
            return coerce(try located(range) { try callable.call(values, in: f.context) }, to: result)
        }, result)
    }
}
