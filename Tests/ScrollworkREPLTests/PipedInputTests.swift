import Foundation
import Testing
@testable import ScrollworkREPL

/// Piped input with no files starts empty, like a session script: the bundled demo, which
/// is for a person at a terminal, cannot refuse or shadow the input's own declarations.
@Suite(.enabled(if: Executable.url != nil, "the scrollwork executable was not built next to the tests"))
struct PipedInputTests {
    static let feed = """
        struct Feed: View {
            var body: some View {
                ScrollView {
                    VStack {
                        ForEach(0..<3) { i in Text("Mine \\(i)").frame(height: 500) }
                    }
                }
            }
        }
        #Preview("Demo") { Feed() }
        """

    @Test func theInputsOwnDeclarationsWin() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try Executable.run([], input: Self.feed + "\nscene Feed\nscene Demo\nprint offset\n",
                                         directory: folder, home: folder)
        #expect(outcome.standardError == "")
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == "scene Feed: 3 items, vertical\nscene Demo: 3 items, vertical\n0.0\n")
    }

    @Test func withoutAScenePipedCommandsSaySo() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try Executable.run([], input: "fling 100\n", directory: folder, home: folder)
        #expect(outcome.status == 2)
        #expect(outcome.standardError == "error: no scene loaded — `load FILE` then `scene NAME`\n")
    }
}
