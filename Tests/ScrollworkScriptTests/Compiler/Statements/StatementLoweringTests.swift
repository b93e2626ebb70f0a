import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// The two halves of compiling statements: checking gives a `TypedStatement` and reports every
/// error, lowering turns any such tree into code without a checker.
struct StatementLoweringTests {
    static let machine = Machine(stepBudget: 10_000, recursionLimit: 16)

    /// The statements of `func f() -> Int { body }` checked in a scope of their own.
    static func checked(_ body: String) -> (tree: TypedStatement, frameSize: Int, compiler: BodyChecker) {
        let unit = Parser.parse(SourceFile(id: 1, path: "F.swift", text: "func f() -> Int {\n\(body)\n}")).0
        let compiler = BodyChecker(machine: machine)
        guard case .function(let function)? = unit.declarations.first?.kind else {
            Issue.record("no function parsed")
            return (.nothing, 0, compiler)
        }
        let scope = FunctionScope(parent: nil, selfType: nil, isMutating: false, returnType: .int)
        let tree = compiler.withScope(scope) { compiler.typedBlock(function.body.statements) }
        return (tree, scope.slotCount, compiler)
    }

    /// Runs lowered code in a fresh frame: how it ended and the value it returned.
    static func run(_ tree: TypedStatement, frameSize: Int) throws -> (Flow, Value) {
        let frame = Frame(size: frameSize, parent: nil, context: nil)
        let flow = try StatementLowering(machine: machine).lower(tree)(frame)
        return (flow, frame.returnValue)
    }

    @Test func checkingGivesOneTypedStatementPerStatementWithItsLocalsInSlots() throws {
        let (tree, frameSize, compiler) = Self.checked("""
            var total = 0
            for i in 0..<5 where i != 2 { total += i }
            return total
            """)
        #expect(compiler.diagnostics.isEmpty)
        guard case .sequence(let statements) = tree, statements.count == 3,
              case .initialize(let slot, _, false) = statements[0], case .forIn(let loop) = statements[1],
              case .returnValue(_, .int) = statements[2] else {
            Issue.record("unexpected tree \(tree)")
            return
        }
        #expect(loop.filter != nil)
        // `total` and `i` each have a slot of their own.
        #expect(frameSize == 2)
        #expect(slot == 0)
        // 0 + 1 + 3 + 4: the `where` leaves out 2.
        let (flow, value) = try Self.run(tree, frameSize: frameSize)
        #expect(flow == .returned)
        #expect(Value.equal(value, .int(8)))
    }

    @Test func checkingReportsErrorsWithoutLoweringAnything() {
        let (tree, _, compiler) = Self.checked("""
            continue
            return 0
            """)
        #expect(compiler.diagnostics.map(\.message) == ["'continue' is only allowed inside a loop"])
        #expect(compiler.diagnostics.first?.range.start == 18)
        guard case .sequence(let statements) = tree, case .continueLoop = statements.first else {
            Issue.record("unexpected tree \(tree)")
            return
        }
    }

    @Test func loweringRunsDeferredBodiesLastFirstAfterTheRestOfTheScope() throws {
        final class Log { var entries: [String] = [] }
        let log = Log()
        func note(_ entry: String) -> TypedStatement { .evaluate { _ in log.entries.append(entry); return .none } }
        let tree = TypedStatement.deferring(segments: [note("a"), note("b")], deferred: [note("first defer"), note("second defer")],
                                            rest: note("c"))
        let (flow, _) = try Self.run(tree, frameSize: 1)
        #expect(flow == .normal)
        #expect(log.entries == ["a", "b", "c", "second defer", "first defer"])
    }

    @Test func aBreakInASwitchArmLeavesOnlyTheSwitch() throws {
        let tree = TypedStatement.switchOver(subject: { _ in .int(2) }, slot: 0, arms: [
            TypedArm(items: [TypedCaseItem(pattern: .equals { _ in .int(1) }, filter: nil)], body: .returnVoid),
            TypedArm(items: [TypedCaseItem(pattern: .equals { _ in .int(2) }, filter: nil)], body: .breakLoop),
        ])
        let (flow, _) = try Self.run(tree, frameSize: 1)
        #expect(flow == .normal)
    }

    @Test func aLoweredLoopCountsItsStepsAgainstTheMachine() {
        let machine = Machine(stepBudget: 100, recursionLimit: 16)
        let forever = TypedStatement.whileLoop([.test(.constant(.bool(true), .bool), range: SourceRange(file: 1, start: 0, end: 5))],
                                              body: .nothing, range: SourceRange(file: 1, start: 0, end: 5))
        let frame = Frame(size: 1, parent: nil, context: nil)
        #expect(throws: Diagnostic.self) { _ = try StatementLowering(machine: machine).lower(forever)(frame) }
    }
}
