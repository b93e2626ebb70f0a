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

    /// `#function` as a body's only expression, in a nested function (which it names) and in
    /// a closure (which names the function around it); a `#line` default of a method reached
    /// through a class or a protocol is the caller's. swiftc's build prints
    /// `f() inner() run():18 run()@18 run()#18 run()`.
    @Test func dynamicallyDispatchedDefaultsAndNestedFunctionsAgreeWithSwift() throws {
        let program = ScriptProgram()
        let diagnostics = program.load(SourceFile(id: 1, path: "Sources/Log.swift", text: """
            func f() -> String { #function }
            func outer() -> String {
                func inner() -> String { #function }
                return inner()
            }
            func log(_ m: String = "", line: Int = #line, function: String = #function) -> String { "\\(function):\\(line)" }
            class Logger {
                func note(line: Int = #line, function: String = #function) -> String { "\\(function)@\\(line)" }
            }
            class Sub: Logger {}
            protocol Noting { func say(line: Int, function: String) -> String }
            extension Noting { func say(line: Int = #line, function: String = #function) -> String { "\\(function)#\\(line)" } }
            struct N: Noting {}
            func run() -> String {
                let l: Logger = Sub()
                let n: any Noting = N()
                let closure = { #function }
                return [f(), outer(), log(), l.note(), n.say(), closure()].joined(separator: " ")
            }
            """))
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(try program.evaluate("run()", bindings: FakeSession()) == .string("f() inner() run():18 run()@18 run()#18 run()"))
    }
}
