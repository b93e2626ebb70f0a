import ScrollworkCore
import ScrollworkFrontEnd

/// Calls of the API surface's functions, initialisers and methods, as the checker matched them.
extension ExpressionLowering {
    func surfaceCall(_ call: TypedSurfaceCall) -> Typed {
        let evals = call.arguments, range = call.range, result = call.result
        switch call.body {
        case .function(let body):
            if evals.count == 1 {
                let only = evals[0]
                return Typed({ f in
                    let value = try only(f)
                    return try located(range) { try body(SurfaceArguments(values: [value], range: range, context: f.context)) }
                }, result)
            }
            return Typed({ f in
                let values = try evaluateAll(evals, f)
                return try located(range) { try body(SurfaceArguments(values: values, range: range, context: f.context)) }
            }, result)
        case .method(let body, let base):
            let name = call.name
            return Typed({ f in
                let value = try base(f)
                let values = try evaluateAll(evals, f)
                return try located(range, on: value, member: name) {
                    try body(value, SurfaceArguments(values: values, range: range, context: f.context))
                }
            }, result)
        case .transform(let body, let base):
            return Typed({ f in
                var value = try base(f)
                let values = try evaluateAll(evals, f)
                try located(range) { try body(&value, SurfaceArguments(values: values, range: range, context: f.context)) }
                return value
            }, result)
        case .effect(let effect, let base):
            return Typed({ f in
                var value = try base(f)
                let arguments = SurfaceArguments(values: try evaluateAll(evals, f), range: range, context: f.context)
                try located(range) { try effect.fold(into: &value, arguments) }
                return value
            }, result)
        case .mutating(let body, let place):
            return Typed({ f in
                let values = try evaluateAll(evals, f)
                var result = Value.none
                try place.modify(f) { value in
                    result = try located(range) { try body(&value, SurfaceArguments(values: values, range: range, context: f.context)) }
                }
                return result
            }, result)
        case .print(let form):
            let items = evals[0], separator = evals[1], terminator = evals[2], machine = self.machine
            let describe = form == .debugPrint ? Value.debugDescribe : Value.describe
            return Typed({ f in
                guard case .array(let values) = try items(f) else { return .none }
                let gap = try ValueReaders.string(try separator(f), "separator")
                let end = try ValueReaders.string(try terminator(f), "terminator")
                machine.print(values.map(describe).joined(separator: gap), terminator: end)
                return .none
            }, .void)
        }
    }

    /// Copies each `inout` argument in, runs the body, and writes back what it left there.
    func surfaceInoutCall(_ call: TypedSurfaceInoutCall) -> Typed {
        let run: (Frame, SurfaceArguments) throws -> Value
        switch call.body {
        case .function(let body):
            run = { _, arguments in try body(arguments) }
        case .method(let body, let base):
            run = { f, arguments in try body(try base(f), arguments) }
        case .mutating(let body, let place):
            run = { f, arguments in
                var result = Value.none
                try place.modify(f) { value in result = try body(&value, arguments) }
                return result
            }
        }
        let evals = call.arguments, written = call.places, range = call.range
        return Typed({ f in
            let values = try evaluateAll(evals, f)
            let inouts = InoutArguments(values)
            let value = try located(range) {
                try run(f, SurfaceArguments(values: values, range: range, context: f.context, inouts: inouts))
            }
            for argument in written { try argument.place.set(f, inouts.values[argument.position]) }
            return value
        }, call.result)
    }
}

extension SurfaceEffect {
    /// Folds the effect into a transition's `content` (changed in place when nothing else holds
    /// it) or into a view's body effects.
    func fold(into value: inout Value, _ arguments: SurfaceArguments) throws {
        if case .effects(var box) = value {
            value = .none
            if !isKnownUniquelyReferenced(&box) { box = EffectsBox(box.effects) }
            defer { value = .effects(box) }
            try apply(&box.effects, arguments)
            return
        }
        var failure: Error?
        try ViewModifiers.effect(&value, range: arguments.range, in: arguments.context) { effects in
            do { try apply(&effects, arguments) } catch { failure = error }
        }
        if let failure { throw failure }
    }
}
