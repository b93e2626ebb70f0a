import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// Closures nest as deep as real code writes them, and deeper nesting is a located error
/// instead of a compile that recurses past the thread's stack (a fuzzed file of 99 unclosed
/// `Text {` lines crashed the debug build).
struct ClosureNestingTests {
    private func load(levels: Int) -> [Diagnostic] {
        let opening = String(repeating: "{ () -> Int in ", count: levels)
        let closing = String(repeating: " }()", count: levels)
        let source = "func deep() -> Int {\n    return " + opening + "1" + closing + "\n}\n"
        return ScriptProgram().load(SourceFile(id: 1, path: "Deep.swift", text: source))
    }

    @Test func closuresBelowTheLimitCompile() {
        let diagnostics = load(levels: FunctionScope.maximumNesting - 2)
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
    }

    @Test func deeperClosuresAreALocatedError() throws {
        let diagnostics = load(levels: 40)
        let error = try #require(diagnostics.first { $0.severity == .error })
        #expect(error.message == "closures are nested too deeply (more than 32 levels)")
        // The function's body is scope 1, so the 32nd closure is the first refused, at the `{`
        // that opens it: after the first line (21 bytes), `    return ` (11) and 31 openings of 15.
        #expect(error.range.start == 21 + 11 + 31 * 15)
    }
}
