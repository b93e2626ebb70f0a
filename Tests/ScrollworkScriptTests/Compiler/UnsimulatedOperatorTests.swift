import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// `value |> increment`, an operator a module declares that scrollwork does not have (`|>` of
/// Prelude): the file parses, the code that runs the operator is left out alone with the
/// module's warning, and the rest loads. In a file importing no such module it is swiftc's
/// "cannot find operator" error.
struct UnsimulatedOperatorTests {
    private func load(_ text: String) -> (ScriptProgram, [Diagnostic]) {
        let program = ScriptProgram()
        return (program, program.load([SourceFile(id: 1, path: "Counter.swift", text: text)]))
    }

    private let counter = """
        import Prelude
        import SwiftUI

        func increment(_ value: Int) -> Int { value + 1 }

        func pipeline(_ value: Int) -> Int {
            value |> increment
        }

        struct Counter: View {
            @State private var count = 0

            var body: some View {
                VStack {
                    ForEach(["plain", "piped"], id: \\.self) { name in
                        Button(name) { count = name == "plain" ? increment(count) : pipeline(count) }
                    }
                    Text("\\(count)")
                }
            }
        }

        #Preview { Counter() }

        """

    @Test func codeRunningAModulesOperatorIsLeftOutAlone() throws {
        let (program, diagnostics) = load(counter)
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        let warnings = diagnostics.filter { $0.severity == .warning }
        let warning = try #require(warnings.first { $0.message.hasPrefix("operator '|>' is from Prelude, which scrollwork does not simulate") },
                                   "\(warnings.map(\.message))")
        let start = try #require(counter.utf8.firstIndex(of: UInt8(ascii: "|")))
        #expect(warning.range.start == counter.utf8.distance(from: counter.utf8.startIndex, to: start))
        let scene = try program.makeScene("Preview")
        try scene.tap(.string("plain"))
        #expect(scene.stateValue("count") == .int(1))
        let failure = #expect(throws: Diagnostic.self) { try scene.tap(.string("piped")) }
        #expect(failure?.message == "'pipeline(_:)' uses operator '|>' from Prelude, which scrollwork does not simulate")
    }

    @Test func withEveryImportKnownItIsSwiftcsError() {
        let (_, diagnostics) = load("import SwiftUI\n\nlet total = 1 |> 2\n")
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.message) == ["cannot find operator '|>' in scope"])
        #expect(errors.first?.range.start == "import SwiftUI\n\nlet total = 1 ".utf8.count)
    }
}
