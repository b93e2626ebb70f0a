import Testing
@testable import ScrollworkFrontEnd

/// `#if` is resolved as the compiler for an iPhone debug build resolves it.
struct ConditionalCompilationTests {
    struct Case: CustomStringConvertible {
        let condition: String
        let holds: Bool
        var description: String { condition }
    }

    static let cases: [Case] = [
        Case(condition: "DEBUG", holds: true),
        Case(condition: "!DEBUG", holds: false),
        Case(condition: "RELEASE", holds: false),
        Case(condition: "os(iOS)", holds: true),
        Case(condition: "os(macOS)", holds: false),
        Case(condition: "canImport(UIKit)", holds: true),
        Case(condition: "canImport(AppKit)", holds: false),
        Case(condition: "canImport(ActivityKit)", holds: true),
        Case(condition: "canImport(FoundationNetworking)", holds: false),
        Case(condition: "os(iOS) && !targetEnvironment(simulator)", holds: true),
        Case(condition: "os(watchOS) || (DEBUG && canImport(SwiftUI))", holds: true),
        Case(condition: "swift(>=5.9)", holds: true),
        Case(condition: "compiler(<5.0)", holds: false),
        Case(condition: "arch(arm64)", holds: true),
    ]

    @Test(arguments: cases)
    func condition(_ testCase: Case) {
        let source = "#if \(testCase.condition)\nlet a = 1\n#else\nlet b = 2\n#endif\n"
        let (unit, diagnostics) = TestSupport.parse(source)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(unit.dump == (testCase.holds ? "(let a = 1)" : "(let b = 2)"))
    }

    @Test func branchesNestAndWrapStatementsAndModifierLines() {
        let source = """
        /// Kept.
        func f() -> Int {
            #if os(macOS)
            return 1
            #elseif DEBUG
              #if canImport(AppKit)
              return 2
              #else
              return 3
              #endif
            #endif
        }
        let v = Text("a")
        #if os(iOS)
            .padding()
        #endif
        """
        let (unit, diagnostics) = TestSupport.parse(source)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(unit.dump == "(func f () -> Int {(return 3)})\n(let v = (call (call Text \"a\").padding))")
        #expect(unit.declarations.first?.docComment == ["Kept."])
    }

    @Test func unbalancedDirectivesAreLocatedErrors() {
        let (_, open) = TestSupport.parse("#if DEBUG\nlet a = 1\n")
        #expect(open.map(\.message) == ["expected #endif to close this #if"])
        let (_, stray) = TestSupport.parse("let a = 1\n#endif\n")
        #expect(stray.map(\.message) == ["#endif without #if"])
        let (_, empty) = TestSupport.parse("#if\nlet a = 1\n#endif\n")
        #expect(empty.first?.message.hasPrefix("expected a condition") == true)
    }
}
