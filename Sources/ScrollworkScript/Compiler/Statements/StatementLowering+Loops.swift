import ScrollworkCore
import ScrollworkFrontEnd

/// Loops: each iteration counts one step against the machine's budget.
extension StatementLowering {
    func whileLoop(_ test: @escaping TruthEval, body: TypedStatement, range: SourceRange) -> Exec {
        let run = lower(body)
        let machine = self.machine
        return { f in
            while try test(f) {
                try machine.step(range)
                let flow = try run(f)
                switch flow {
                case .breakLoop: return .normal
                case .returned, .fallThrough: return flow
                case .normal, .continueLoop: continue
                }
            }
            return .normal
        }
    }

    func repeatWhile(body: TypedStatement, condition test: @escaping Eval, range: SourceRange) -> Exec {
        let run = lower(body)
        let machine = self.machine
        return { f in
            repeat {
                try machine.step(range)
                let flow = try run(f)
                switch flow {
                case .breakLoop: return .normal
                case .returned, .fallThrough: return flow
                case .normal, .continueLoop: break
                }
            } while try located(range) { try Operators.truth(test(f)) }
            return .normal
        }
    }

    func forIn(_ loop: TypedForIn) -> Exec {
        let sequence = loop.sequence, bind = patterns.element(loop.bind), filter = loop.filter
        let run = lower(loop.body)
        let machine = self.machine
        let range = loop.range, sequenceRange = loop.sequenceRange
        func iteration(_ f: Frame, _ element: Value) throws -> Flow? {
            try machine.step(range)
            bind(f, element)
            if let filter, case .bool(false) = try filter(f) { return nil }
            let flow = try run(f)
            switch flow {
            case .breakLoop: return .normal
            case .returned, .fallThrough: return flow
            case .normal, .continueLoop: return nil
            }
        }
        return { f in
            let value = try sequence(f)
            switch value {
            case .range(let low, let high):
                var i = low
                while i < high {
                    if let exit = try iteration(f, .int(i)) { return exit }
                    i += 1
                }
            case .array(let items):
                for item in items { if let exit = try iteration(f, item) { return exit } }
            case .set, .dictionary, .string, .host(is HostSequence):
                for item in try Sequences.elements(value, in: f.context) { if let exit = try iteration(f, item) { return exit } }
            case let other:
                for item in try Self.scriptSequence(other, in: f, at: sequenceRange) { if let exit = try iteration(f, item) { return exit } }
            }
            return .normal
        }
    }

    /// The elements of a script type's value a for-in walks (its iterator's or its indices');
    /// any other value is no sequence.
    private static func scriptSequence(_ value: Value, in f: Frame, at sequenceRange: SourceRange) throws -> [Value] {
        guard let items = try located(sequenceRange, { try Sequences.scriptElements(value, in: f.context) }) else {
            throw Diagnostic.error("for-in needs a sequence, not a value of type '\(value.typeName)'", at: sequenceRange)
        }
        return items
    }

    /// A for-in whose body makes closures: each iteration gets its own frame (child of the
    /// function's), so a closure captures that iteration's variables, as in Swift.
    func forInFreshFrames(sequence: @escaping Eval, iteration typed: TypedIteration, sequenceRange: SourceRange) -> Exec {
        let iteration = self.iteration(typed)
        return { f in
            let items: [Value]
            let value = try sequence(f)
            switch value {
            case .range(let low, let high):
                items = try located(sequenceRange) { try Sequences.elements(.range(low, high), in: f.context) }
            case .array(let values):
                items = values
            case .set, .dictionary, .string, .host(is HostSequence):
                items = try Sequences.elements(value, in: f.context)
            case let other:
                items = try Self.scriptSequence(other, in: f, at: sequenceRange)
            }
            for item in items {
                if let exit = try iteration(f, item) { return exit }
            }
            return .normal
        }
    }

    /// `for await`: the loop asks the sequence (an `AsyncElementSource`) for each element in
    /// turn; where none is ready the running task waits, so the loop goes on when it comes.
    func forAwait(sequence: @escaping Eval, iteration typed: TypedIteration, sequenceRange: SourceRange) -> Exec {
        let iteration = self.iteration(typed)
        let machine = self.machine
        return { f in
            let value = try sequence(f)
            guard case .host(let source as AsyncElementSource) = value else {
                throw Diagnostic.error(AsyncLoopMessages.notAsync(value.typeName), at: sequenceRange)
            }
            let iterator = source.makeIterator()
            while true {
                let next: Value?
                do {
                    next = try located(sequenceRange) { try iterator.next(in: f.context) }
                } catch let failure as AsyncSequenceFailure {
                    throw machine.thrownError(failure.error, at: sequenceRange)
                }
                guard let item = next else { return .normal }
                if let exit = try iteration(f, item) { return exit }
            }
        }
    }

    /// One iteration in a frame of its own: nil to go on; else how the loop ends.
    private func iteration(_ typed: TypedIteration) -> (Frame, Value) throws -> Flow? {
        let bind = patterns.element(typed.bind), filter = typed.filter, run = lower(typed.body)
        let machine = self.machine, range = typed.range, frameSize = typed.frameSize
        return { f, item in
            try machine.step(range)
            let frame = Frame(size: frameSize, parent: f, context: f.context)
            bind(frame, item)
            if let filter, case .bool(false) = try filter(frame) { return nil }
            switch try run(frame) {
            case .breakLoop: return .normal
            case .returned:
                f.returnValue = frame.returnValue
                return .returned
            case .fallThrough: return .fallThrough
            case .normal, .continueLoop: return nil
            }
        }
    }
}
