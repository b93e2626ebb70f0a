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
        // Each iteration gets its own frame: the body may suspend, and closures it makes keep
        // that iteration's values.
        let iteration = freshIteration(loop, range: range)
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
                if let exit = try iteration(f, item) { return exit }
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
