import ScrollworkFrontEnd

/// `for await x in sequence` and `for try await x in sequence`: the loop asks the sequence
/// (an `AsyncElementSource`) for each element in turn; where none is ready the running task
/// waits (see `AsyncElementSource`), so the loop goes on when the element comes, in order.
extension Compiler {
    func forAwait(_ loop: ForInStatement, awaits: ForInStatement.AsyncIteration, range: SourceRange) -> Exec {
        if awaits.isThrowing, scope.errors.escapes {
            error(scope.errors.partlyHandled > 0 ? ErrorMessages.tryNotExhaustive : ErrorMessages.tryNotHandled, at: awaits.range)
        }
        let compiled = expression(loop.sequence)
        if Self.isSynchronousSequence(compiled.type) {
            error(AsyncLoopMessages.notAsync(compiled.type.name), at: loop.sequence.range)
        }
        // Each iteration gets its own frame, as `forInWithFreshVariables` gives one: the body
        // may suspend, and closures it makes keep that iteration's values.
        let iterationScope = FunctionScope(parent: scope, selfType: nil, isMutating: false, returnType: scope.returnType)
        iterationScope.isLoopIteration = true
        iterationScope.errors = scope.errors
        iterationScope.loopDepth = 1
        let (bind, filter, run) = withScope(iterationScope) {
            (forPattern(loop.pattern), loop.whereClause.map { expression($0, expected: .bool).eval },
             block(loop.body.statements))
        }
        let sequence = compiled.eval, machine = self.machine, sequenceRange = loop.sequence.range
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
                try machine.step(range)
                let frame = Frame(size: iterationScope.slotCount, parent: f, context: f.context)
                bind(frame, item)
                if let filter, case .bool(false) = try filter(frame) { continue }
                switch try run(frame) {
                case .breakLoop: return .normal
                case .returned:
                    f.returnValue = frame.returnValue
                    return .returned
                case .normal, .continueLoop: continue
                }
            }
        }
    }

    /// Whether a value of this type is a plain sequence, which `for await` cannot iterate.
    private static func isSynchronousSequence(_ type: StaticType) -> Bool {
        switch type {
        case .array, .set, .dictionary, .string: return true
        default: return false
        }
    }
}

/// Messages of `for await`, worded as swiftc words them.
enum AsyncLoopMessages {
    static func notAsync(_ type: String) -> String {
        "for-in loop requires '\(type)' to conform to 'AsyncSequence'"
    }

    /// Where a loop outside any task would have to wait: Swift runs `for await` only in async
    /// code, which here always runs in a task (`Task { … }`, `.task { … }`, `refreshable`).
    static let waitOutsideTask = "'for await' waits here for the sequence's next element, which only a task can do; "
        + "run the loop in 'Task { … }' or '.task { … }'"
}
