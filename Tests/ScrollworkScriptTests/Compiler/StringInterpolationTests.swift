import Testing
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// A string literal's interpolations: the value alone, SwiftUI's formatting arguments after it,
/// and a labelled one, which only a type declaring that `appendInterpolation` takes.
struct StringInterpolationTests {
    @Test func aLabelledInterpolationIsSwiftsErrorAtTheLabel() throws {
        let text = """
            func query(_ id: Int) -> String {
                "SELECT * WHERE id = \\(bind: id)"
            }
            func price(_ amount: Double) -> String {
                "\\(amount, specifier: "%.2f") (\\(Int(amount)))"
            }
            """
        let program = ScriptProgram()
        let diagnostics = program.load([SourceFile(id: 1, path: "Query.swift", text: text)])
        let label = try #require(text.range(of: "bind:"))
        let errors = diagnostics.filter { $0.severity == .error }
        // swiftc: "extraneous argument label 'bind:' in call", at the label.
        #expect(errors.map(\.message) == ["extraneous argument label 'bind:' in call"])
        #expect(errors.first?.range.start == text.utf8.distance(from: text.utf8.startIndex, to: label.lowerBound))
        #expect(try program.evaluate("price(2.5)", bindings: FakeSession()).description == "2.50 (2)")
    }
}
