import Testing
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// `async let` (BodyChecker+AsyncLet): its initialiser's calls need no `try` of their own, as the
/// error reaches whoever awaits the child, and swiftc's check of the declaration's form.
@Suite struct AsyncLetTests {
    @Test func theChildsErrorsAreTheAwaitersAndAnInitializerIsNeeded() {
        let program = ScriptProgram()
        let diagnostics = program.load(SourceFile(id: 1, path: "test.swift", text: """
        func count() async throws -> Int { 1 }
        func total() async throws -> Int {
            async let a = count()
            async let b: Int = try count()
            return try await a + b
        }
        func unfinished() async {
            async let c: Int
        }
        func paired() async {
            async let (d, e) = (count(), count())
        }
        """))
        let errors = diagnostics.filter(\.isError)
        let places = errors.map { program.files[0].location(of: $0.range.start) }.map { "\($0.line):\($0.column)" }
        #expect(places == ["8:15", "11:5"])
        #expect(errors.map(\.message) == [ErrorMessages.asyncLetNeedsInitializer, ErrorMessages.asyncLetTuple])
    }
}
