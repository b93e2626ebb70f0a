import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// `#file`, `#line`, `#function` as swiftc expands them: where written, or, as a parameter's
/// default, where the function is called; the values are what swiftc's build of the same
/// code prints for a file it was given as `Sources/Log.swift` (Swift 5 mode).
struct MagicIdentifierTests {
    private let source = """
        func place(_ note: String, file: StaticString = #file, line: UInt = #line, function: String = #function) -> String {
            "\\(note) \\(file):\\(line) \\(function)"
        }

        struct Place {
            var title: String { place("title") }
            init() {}
            func go(a: Int, _ b: Int) -> String { place("go") }
        }

        let here = "\\(#line):\\(#column) \\(#filePath)"
        let top = place("top")
        """

    private func program() -> ScriptProgram {
        let program = ScriptProgram()
        let diagnostics = program.load(SourceFile(id: 1, path: "Sources/Log.swift", text: source))
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(!diagnostics.contains { $0.message.contains("StaticString") })
        return program
    }

    @Test func aDefaultIsExpandedWhereTheFunctionIsCalled() throws {
        let program = program()
        #expect(try program.evaluate("Place().title", bindings: FakeSession()) == .string("title Sources/Log.swift:6 title"))
        #expect(try program.evaluate("Place().go(a: 1, 2)", bindings: FakeSession()) == .string("go Sources/Log.swift:8 go(a:_:)"))
    }

    @Test func anIdentifierWrittenOutIsWhereItIs() throws {
        let program = program()
        #expect(try program.evaluate("here", bindings: FakeSession()) == .string("11:24 Sources/Log.swift"))
    }
}
