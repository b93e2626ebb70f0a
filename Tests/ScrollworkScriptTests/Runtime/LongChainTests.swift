import Foundation
import Testing
import ScrollworkTestSupport
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// Long chains compile into a loop over a temporary slot, not one nested closure per step:
/// compiling, running and freeing them does not recurse per step. Each program is loaded,
/// run and dropped on a thread with a 1 MiB stack.
@Suite struct LongChainTests {
    struct Case: CustomTestStringConvertible {
        let name: String
        /// A program with a `run()` function.
        let source: String
        /// What `run()` gives, or the error it raises.
        let expected: String
        var testDescription: String { name }
    }

    static let count = 10_000

    static let cases: [Case] = [
        Case(name: "100,000 additions of literals", source: "func run() -> Int { 1" + String(repeating: " + 1", count: 100_000) + " }",
             expected: "100001"),
        Case(name: "100,000 additions of a variable", source: "func run() -> Int { let x = 1; return 1" + String(repeating: " + x", count: 100_000) + " }",
             expected: "100001"),
        Case(name: "additions and subtractions", source: "func run() -> Int { let x = 2; return x" + String(repeating: " + x - 1", count: count) + " }",
             expected: "10002"),
        Case(name: "Double arithmetic", source: "func run() -> Double { let x = 0.5; return x" + String(repeating: " * 1 + x", count: count) + " }",
             expected: "5000.5"),
        Case(name: "literals typed as Double after an Int run", source: "func run() -> Double { 7 / 2" + String(repeating: " + 1", count: count) + " + 0.5 }",
             expected: "10004.0"),
        Case(name: "logical and", source: "func run() -> Bool { let t = true; return t" + String(repeating: " && t", count: count) + " }",
             expected: "true"),
        Case(name: "short-circuiting or", source: "func run() -> Bool { var calls = 0; let hit = { () -> Bool in calls += 1; return true }; return (false" + String(repeating: " || hit()", count: count) + ") && calls == 1 }",
             expected: "true"),
        Case(name: "nil coalescing", source: "func run() -> Int { let a: Int? = nil; let b: Int? = 4; return " + String(repeating: "a ?? ", count: count) + "b ?? 7 }",
             expected: "4"),
        Case(name: "prefix not", source: "func run() -> Bool { " + String(repeating: "!", count: count) + "false }", expected: "false"),
        Case(name: "prefix minus", source: "func run() -> Int { let x = 3; return " + String(repeating: "-", count: count + 1) + "x }", expected: "-3"),
        Case(name: "member reads", source: "func run() -> UInt { let x = -5; return x" + String(repeating: ".magnitude", count: count) + " }", expected: "5"),
        Case(name: "method calls", source: "func run() -> Double { let x = 2.6; return x" + String(repeating: ".rounded()", count: count) + " }", expected: "3.0"),
        Case(name: "force unwraps", source: "func run() -> Int { let x: Int? = 4; return x" + String(repeating: "!", count: count) + " }", expected: "4"),
        Case(name: "optional chain", source: "func run() -> UInt? { let x: Int? = -4; return x" + String(repeating: "?.magnitude", count: count) + " }", expected: "4"),
        Case(name: "optional chain through nil", source: "func run() -> UInt? { let x: Int? = nil; return x" + String(repeating: "?.magnitude", count: count) + " }", expected: "nil"),
        Case(name: "casts", source: "func run() -> Int { let x = 3; return x" + String(repeating: " as Int", count: count) + " }", expected: "3"),
        Case(name: "a nil in a long chain", source: "func run() -> UInt { let x: Int? = nil; return x" + String(repeating: ".magnitude", count: count) + " }",
             expected: "value is nil; use '?.' or unwrap it before reading 'magnitude'"),
        Case(name: "mutating call through a short place", source: "func run() -> Int { var a: [Int]? = [1]; a" + String(repeating: "!", count: 20) + ".append(2); return a!.count }",
             expected: "2"),
        Case(name: "assignment through a short place", source: "func run() -> Int { var a: Int? = 1; a" + String(repeating: "!", count: 40) + " = 5; return a! }",
             expected: "5"),
    ]

    @Test(arguments: cases)
    func longChainRuns(_ testCase: Case) {
        let source = testCase.source
        let result = onThread(stackSize: 1 << 20) { () -> String in
            do {
                let program = try loadProgram(source)
                return try program.evaluate("run()", bindings: FakeSession()).description
            } catch {
                return errorMessage { throw error } ?? "?"
            }
        }
        #expect(result == testCase.expected)
    }

    /// Writing through a place nests a closure per step, so long assignment targets are a
    /// located error (the fuzzed `target!…!.rect… = 0`).
    @Test(arguments: [
        Case(name: "assignment", source: "a" + String(repeating: "!", count: 10_000) + " = 5", expected: ""),
        Case(name: "mutating call", source: "a" + String(repeating: "!", count: 10_000) + ".append(2)", expected: ""),
        Case(name: "fuzzed", source: "p" + String(repeating: "!", count: 5_000) + ".rect" + String(repeating: "!", count: 5_000) + ".origin.y = 0",
             expected: ""),
    ])
    func longAssignmentTargetIsALocatedError(_ statement: Case) {
        let source = "struct P { var rect = CGRect.zero }\nfunc run() { var a: [Int]? = [1]; var p: P? = P(); \(statement.source) }"
        let diagnostics = onThread(stackSize: 1 << 20) { () -> [Diagnostic] in
            ScriptProgram().load(SourceFile(id: 1, path: "test.swift", text: source))
        }
        let error = diagnostics.first(where: \.isError)
        #expect(error?.message == "cannot assign through more than 64 members, subscripts and unwraps")
        let prefix = "struct P { var rect = CGRect.zero }\nfunc run() { var a: [Int]? = [1]; var p: P? = P(); "
        #expect(error?.range.start == prefix.utf8.count)
    }

    @Test func longScriptedChainInATransitionFoldsItsEffects() throws {
        let program = ScriptProgram()
        let source = "{ content, phase in content" + String(repeating: ".opacity(0.5).scaleEffect(1)", count: 1_000)
            + ".opacity(phase.isIdentity ? 1 : 0.25) }"
        let effect = try onThread(stackSize: 1 << 20) { Result { try program.makeTransitionEffect(source) } }.get()
        #expect((effect as? ScriptTransitionEffect)?.chain != nil)
        let effects = try onThread(stackSize: 1 << 20) {
            Result { try effect.effects(for: TransitionPhase(value: -1)) }
        }.get()
        #expect(effects.opacity == 0.25 * pow(0.5, 1_000))
    }
}
