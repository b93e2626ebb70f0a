import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// Patterns and conditions in two halves: checking gives a `TypedPattern` or `TypedCondition`
/// with the names it binds in slots, lowering turns any such tree into a test without a checker.
struct PatternLoweringTests {
    static let range = SourceRange(file: 1, start: 0, end: 1)

    /// Matches `pattern` against `subject` in slot 0 of a fresh frame of `size` slots.
    static func match(_ pattern: TypedPattern, _ subject: Value, size: Int = 1) throws -> (Bool, Frame) {
        let frame = Frame(size: size, parent: nil, context: nil)
        frame.slots[0] = subject
        return (try PatternLowering().matches(pattern, subject: 0)(frame), frame)
    }

    @Test func checkingATuplePatternGivesEachElementASlotAndEachBindingOne() throws {
        let (tree, frameSize, compiler) = StatementLoweringTests.checked("""
            switch (1, 2) {
            case (0, let y): return y
            case (let x, _) where x > 0: return x + 10
            default: return 0
            }
            """)
        #expect(compiler.diagnostics.isEmpty)
        guard case .sequence(let statements) = tree, case .switchOver(_, let subject, let arms)? = statements.first,
              arms.count == 3, case .tuple(let slots, let parts)? = arms[0].items.first?.pattern, parts.count == 2,
              case .equals = parts[0], case .bind(let y) = parts[1], case .wildcard? = arms[2].items.first?.pattern else {
            Issue.record("unexpected tree \(tree)")
            return
        }
        // The subject, then the first arm's two elements, then `y`.
        #expect(subject == 0)
        #expect(slots == [1, 2])
        #expect(y == 3)
        #expect(arms[1].items.first?.filter != nil)
        // (1, 2) is not (0, _); (let x, _) where 1 > 0 matches, so 1 + 10.
        let (flow, value) = try StatementLoweringTests.run(tree, frameSize: frameSize)
        #expect(flow == .returned)
        #expect(Value.equal(value, .int(11)))
    }

    @Test func aRangePatternIncludesItsUpperBoundOnlyWhenClosed() throws {
        let halfOpen = TypedPattern.within({ _ in .int(1) }, { _ in .int(5) }, closed: false, range: Self.range)
        let closed = TypedPattern.within({ _ in .int(1) }, { _ in .int(5) }, closed: true, range: Self.range)
        #expect(try Self.match(halfOpen, .int(5)).0 == false)
        #expect(try Self.match(closed, .int(5)).0 == true)
        #expect(try Self.match(closed, .int(0)).0 == false)
        #expect(try Self.match(.atLeast({ _ in .int(1) }, range: Self.range), .int(1)).0 == true)
        #expect(try Self.match(.below({ _ in .int(1) }, closed: false, range: Self.range), .int(1)).0 == false)
    }

    @Test func anOptionalPatternBindsOnlyAValue() throws {
        let some = TypedPattern.notNil(.bind(slot: 1))
        let (matched, frame) = try Self.match(some, .int(4), size: 2)
        #expect(matched)
        #expect(Value.equal(frame.slots[1], .int(4)))
        let (matchedNil, untouched) = try Self.match(some, .none, size: 2)
        #expect(!matchedNil)
        #expect(untouched.slots[1].isNil)
        #expect(try Self.match(.isNil, .none).0)
    }

    @Test func conditionsAreTestedInOrderAndStopAtTheFirstThatFails() throws {
        final class Log { var reads = 0 }
        let log = Log()
        let conditions: [TypedCondition] = [
            .binding({ _ in .int(3) }, slot: 0, type: .double),
            .test(.constant(.bool(false), .bool), range: Self.range),
            .binding({ _ in log.reads += 1; return .int(1) }, slot: 1, type: .int),
        ]
        let frame = Frame(size: 2, parent: nil, context: nil)
        #expect(try PatternLowering().conditions(conditions)(frame) == false)
        // `if let x: Double = 3` gives the Double 3.0.
        #expect(Value.equal(frame.slots[0], .double(3)))
        #expect(log.reads == 0)
    }

    @Test func aDeclaredTupleMustHaveAsManyElementsAsNames() throws {
        let pair = TypedBinding.tuple([.slot(0), .discard])
        let frame = Frame(size: 1, parent: nil, context: nil)
        let bind = PatternLowering().destructure(pair)
        try bind(frame, .tuple(TupleValue([.int(1), .int(2)], labels: [nil, nil])), Self.range)
        #expect(Value.equal(frame.slots[0], .int(1)))
        #expect(throws: Diagnostic.self) { try bind(frame, .tuple(TupleValue([.int(1), .int(2), .int(3)], labels: [nil, nil, nil])), Self.range) }
        #expect(throws: Diagnostic.self) { try bind(frame, .int(1), Self.range) }
    }

    @Test func aLoopElementBindsAsManyPartsAsBothHave() {
        let frame = Frame(size: 2, parent: nil, context: nil)
        PatternLowering().element(.tuple([.slot(0), .slot(1)]))(frame, .tuple(TupleValue([.int(7)], labels: [nil])))
        #expect(Value.equal(frame.slots[0], .int(7)))
        #expect(frame.slots[1].isNil)
    }

    @Test func aWhereClauseThatIsNotABoolIsAnErrorAtTheClause() {
        let item = TypedCaseItem(pattern: .wildcard, filter: (Typed({ _ in .int(1) }, .int), Self.range))
        let frame = Frame(size: 1, parent: nil, context: nil)
        #expect(throws: Diagnostic.self) { _ = try PatternLowering().arm([item], subject: 0)(frame) }
    }
}
