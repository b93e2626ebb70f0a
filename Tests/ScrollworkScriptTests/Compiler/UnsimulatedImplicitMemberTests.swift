import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// `.unimplemented("…")` where the context's type is not known, in a file importing a module
/// we do not simulate: a member the app adds to one of that module's types, or one no loaded
/// file declares, is the module's. The closure running it is left out alone, with a warning;
/// the rest loads. In a file importing no such module it stays swiftc's error.
struct UnsimulatedImplicitMemberTests {
    private func load(_ files: [String: String]) -> (ScriptProgram, [Diagnostic]) {
        let program = ScriptProgram()
        let sources = files.keys.sorted().enumerated().map { SourceFile(id: $0.offset + 1, path: $0.element, text: files[$0.element] ?? "") }
        return (program, program.load(sources))
    }

    private let client = """
        import Either
        import SwiftUI

        struct Client {
            var fetch: (Int) -> EitherIO<Error, String>
            var clear: () -> EitherIO<Error, Int>
            var count: () -> Int
        }

        extension EitherIO where E == Error {
            static func unimplemented(_ message: String) -> Self { fatalError(message) }
        }

        """

    private let mocks = """
        import Either
        import SwiftUI

        extension Client {
            static let failing = Self(
                fetch: { _ in .unimplemented("fetch") },
                clear: { .failing },
                count: { 3 }
            )
        }

        struct Counter: View {
            @State private var label = "none"

            var body: some View {
                ScrollView {
                    VStack {
                        ForEach(["count", "fetch"], id: \\.self) { name in
                            Button(name) {
                                if name == "count" { label = "\\(Client.failing.count())" } else { _ = Client.failing.fetch(1) }
                            }
                        }
                        Text(label)
                    }
                }
            }
        }

        #Preview { Counter() }

        """

    @Test func aMemberOfAModuleWeDoNotSimulateLeavesItsClosureOut() throws {
        let (program, diagnostics) = load(["Client.swift": client, "Mocks.swift": mocks])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        let messages = diagnostics.filter { $0.severity == .warning }.map(\.message)
        #expect(messages.contains { $0.hasPrefix("'unimplemented' is from Either") }, "\(messages)")
        let scene = try program.makeScene("Preview")
        #expect(throws: Diagnostic.self) { try scene.tap(.string("fetch")) }
        try scene.tap(.string("count"))
        #expect(scene.stateValue("label").flatMap { if case .string(let text) = $0 { return text }; return nil } == "3")
    }

    /// `let rows: IdentifiedArrayOf<Row> = [.init(…)]`: an array literal where a collection of
    /// such a module is expected; what its elements are is the module's, placeholders too.
    @Test func anArrayLiteralOfAModulesCollectionHoldsPlaceholders() throws {
        let (program, diagnostics) = load(["Rows.swift": """
            import IdentifiedCollections
            import SwiftUI

            struct Row: Identifiable {
                let id: Int
                let title: String
            }

            let rows: IdentifiedArrayOf<Row> = [
                .init(id: 1, title: "One"),
            ]

            struct RowList: View {
                var body: some View { Text("rows") }
            }

            #Preview { RowList() }

            """])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(diagnostics.map(\.message)
            == ["'IdentifiedArrayOf' is from IdentifiedCollections, which scrollwork does not simulate; its values are placeholders"])
        _ = try program.makeScene("Preview")
    }

    @Test func withoutSuchAnImportItStaysAnError() {
        let (_, diagnostics) = load(["Box.swift": """
            import SwiftUI

            struct Box { var make: () -> Any }
            let box = Box(make: { .unimplemented("make") })

            """])
        #expect(diagnostics.contains { $0.message == "cannot infer contextual base in reference to member 'unimplemented'" },
                "\(diagnostics.map(\.message))")
    }
}
