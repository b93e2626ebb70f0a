import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// What a callee tells the closure it is passed (`ClosureHints`) belongs to that one argument:
/// a function named in the closure's place does not leave it for the next closure checked.
struct ClosureHintsTests {
    @Test func anInoutParameterPassedToAReferenceIsNotLentToTheNextClosure() {
        // `reduce(into:)` passes its closure's first parameter `inout`; here a static method is
        // named in the closure's place, and the closure after it declares plain parameters,
        // which are constants (swiftc: "left side of mutating operator isn't mutable").
        let file = SourceFile(id: 1, path: "Scores.swift", text: """
            enum Score {
                static func add(_ total: inout Int, _ next: Int) { total += next }
            }

            func summary() -> Int {
                let total = [3, 4].reduce(into: 0, Score.add)
                let bonus = { (base: Int, extra: Int) -> Int in
                    base += extra
                    return base
                }
                return total + bonus(1, 2)
            }
            """)
        let diagnostics = ScriptProgram().load(file)
        let constant = diagnostics.filter { $0.message == "cannot assign to value: 'base' is a 'let' constant" }
        #expect(constant.map { file.text(in: $0.range) } == ["base"], "\(diagnostics.map(\.message))")
    }
}
