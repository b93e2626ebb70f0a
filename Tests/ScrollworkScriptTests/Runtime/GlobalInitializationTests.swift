import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// Globals and static stored properties get their initial values on first use, as in a Swift
/// module (other than `main.swift`), so a global may use another file's global or a type's
/// static whatever the order of files and declarations.
struct GlobalInitializationTests {
    private func value(_ name: String, loading files: [(String, String)]) throws -> ScriptValue {
        let program = ScriptProgram()
        let sources = files.enumerated().map { SourceFile(id: $0.offset + 1, path: $0.element.0, text: $0.element.1) }
        let diagnostics = program.load(sources)
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        return try program.evaluate(name, bindings: FakeSession(values: [:], items: [:]))
    }

    @Test func aGlobalUsesAStaticAndAGlobalOfALaterFile() throws {
        let model = "let posts = makePosts(count: Theme.count + extra)\nfunc makePosts(count: Int) -> [Int] { (0..<count).map { $0 * 2 } }\n"
        let theme = "enum Theme {\n    static let count = base * 2\n}\nlet base = 3\nlet extra = 1\n"
        // "a.swift" compiles before "b.swift" whichever is given first.
        for files in [[("a.swift", model), ("b.swift", theme)], [("b.swift", theme), ("a.swift", model)],
                      [("a.swift", theme), ("b.swift", model)]] {
            #expect(try value("posts.count", loading: files) == .int(7))
            #expect(try value("posts[6]", loading: files) == .int(12))
        }
    }

    /// A global of views (`let content = [Link(…), …]`) is built where a scene first reads it,
    /// as Swift runs it on first use: loading the program builds no view outside a scene.
    @Test func aGlobalOfViewsIsBuiltWhereAViewReadsIt() throws {
        let program = ScriptProgram()
        let source = """
            import SwiftUI

            let links: [Link<Text>] = [
                Link("Docs", destination: URL(string: "https://example.com/docs")!),
                Link("Blog", destination: URL(string: "https://example.com/blog")!),
            ]

            struct Footer: View {
                var body: some View {
                    VStack {
                        Text("\\(links.count) links")
                        links[1]
                    }
                }
            }

            #Preview("Footer") { Footer() }

            """
        let diagnostics = program.load([SourceFile(id: 1, path: "a.swift", text: source)])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        let scene = try program.makeScene("Footer")
        #expect(scene.itemIndex(labelled: "2 links") != nil)
        #expect(scene.itemIndex(labelled: "Blog") != nil)
    }

    /// A static whose initial value needs a scene (it starts a `Task`) and fails: Swift stops
    /// the program there, so every scene that reads it fails with that error, never with a
    /// nil it read later (a second preview, opened after the first, in the same program).
    @Test func aStaticThatFailedFailsEveryReadTheSameWay() throws {
        let program = ScriptProgram()
        let source = """
            import SwiftUI

            final class Store {
                static let shared = Store()
                let name: String
                init() {
                    Task { }
                    let names: [String] = []
                    name = names[0]
                }
            }

            struct Badge: View {
                var body: some View { ScrollView { Text(Store.shared.name) } }
            }

            #Preview("First") { Badge() }
            #Preview("Second") { Badge() }

            """
        let diagnostics = program.load([SourceFile(id: 1, path: "a.swift", text: source)])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        for title in ["First", "Second"] {
            #expect(throws: (any Error).self) { try program.makeScene(title) }
            do {
                _ = try program.makeScene(title)
            } catch let failure as Diagnostic {
                #expect(failure.message == "index 0 out of range 0..<0")
                #expect(failure.range.file == 1)
            }
        }
    }

    @Test func aGlobalThatUsesItselfIsALocatedError() {
        let program = ScriptProgram()
        let diagnostics = program.load([SourceFile(id: 1, path: "a.swift", text: "let a = b + 1\nlet b = a + 1\n")])
        let errors = diagnostics.filter(\.isError).map { "\($0.range.start): \($0.message)" }
        // `a` runs first, reads `b`, whose value reads `a` again: the cycle is reported at `a`.
        #expect(errors == ["0: 'a' is used while its own initial value is worked out"])
    }

    @Test func initialValuesRunOnceInDeclarationOrder() throws {
        let source = "let first = log(\"first\")\nlet second = log(\"second\") + first\nfunc log(_ s: String) -> Int { print(s); return 1 }\n"
        let program = ScriptProgram()
        #expect(!program.load([SourceFile(id: 1, path: "a.swift", text: source)]).containsErrors)
        #expect(program.takeOutput() == ["first", "second"])
    }
}
