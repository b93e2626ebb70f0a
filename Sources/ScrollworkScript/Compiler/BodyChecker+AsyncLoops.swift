import ScrollworkFrontEnd

/// `for await x in sequence` and `for try await x in sequence`: the loop asks the sequence
/// (an `AsyncElementSource`) for each element in turn; where none is ready the running task
/// waits (see `AsyncElementSource`), so the loop goes on when the element comes, in order.
extension BodyChecker {
    func forAwait(_ loop: ForInStatement, awaits: ForInStatement.AsyncIteration, range: SourceRange) -> TypedStatement {
        if awaits.isThrowing, scope.errors.escapes {
            error(scope.errors.partlyHandled > 0 ? ErrorMessages.tryNotExhaustive : ErrorMessages.tryNotHandled, at: awaits.range)
        }
        let compiled = expression(loop.sequence)
        if Self.isSynchronousSequence(compiled.type) {
            error(AsyncLoopMessages.notAsync(compiled.type.name), at: loop.sequence.range)
        }
        // Each iteration gets its own frame: the body may suspend, and closures it makes keep
        // that iteration's values.
        let element = loop.elementType.map(staticType) ?? taskGroupChildType(of: compiled.type) ?? Self.elementType(of: compiled.type)
        return .forAwait(sequence: compiled.eval, iteration: freshIteration(loop, element: element, range: range),
                         sequenceRange: loop.sequence.range)
    }

    /// Whether a value of this type is a plain sequence, which `for await` cannot iterate.
    private static func isSynchronousSequence(_ type: StaticType) -> Bool {
        switch type {
        case .array, .set, .dictionary, .string: return true
        default: return false
        }
    }
}
