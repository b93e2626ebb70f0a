import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// Previews of a module's files named so `scene` reaches each one, and an app's own names
/// shadowing the framework's.
struct PreviewTitlesTests {
    static func rows(_ name: String, _ count: Int) -> String {
        """
        import SwiftUI

        struct \(name): View {
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<\(count), id: \\.self) { Text("Row \\($0)").frame(height: 50) }
                    }
                }
            }
        }

        """
    }

    @Test func aTitleSeveralFilesShareIsGivenWithItsFile() throws {
        let program = ScriptProgram()
        let diagnostics = program.load([
            SourceFile(id: 1, path: "App/Feed.swift", text: Self.rows("Feed", 4) + "#Preview {\n    Feed()\n}\n"),
            SourceFile(id: 2, path: "App/Inbox.swift", text: Self.rows("Inbox", 9) + "#Preview {\n    Inbox()\n}\n"
                       + "#Preview(\"Inbox\") {\n    Inbox()\n}\n"),
        ])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        // Two files' untitled previews are both `Preview` in Xcode's canvas; here each has its file.
        #expect(program.previewTitles == ["Preview (Feed.swift)", "Preview (Inbox.swift)", "Inbox"])
        #expect(program.declaredPreviews.map(\.title) == program.previewTitles)
        #expect(try program.makeScene("Preview (Feed.swift)").simulation.layout.count == 4)
        #expect(try program.makeScene("Preview (Inbox.swift)").simulation.layout.count == 9)
    }

    @Test func aTitleOneFileUsesStaysAsWritten() {
        let program = ScriptProgram()
        _ = program.load([
            SourceFile(id: 1, path: "Feed.swift", text: Self.rows("Feed", 4) + "#Preview {\n    Feed()\n}\n"),
            SourceFile(id: 2, path: "Inbox.swift", text: Self.rows("Inbox", 9)),
        ])
        #expect(program.previewTitles == ["Preview"])
    }

    @Test func anAppsScrollPositionViewShadowsSwiftUIs() throws {
        let program = ScriptProgram()
        let diagnostics = program.load(SourceFile(id: 1, path: "ScrollPosition.swift", text: Self.rows("ScrollPosition", 12)
            + "#Preview(\"Own\") {\n    ScrollPosition()\n}\n"))
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(try program.makeScene("Own").simulation.layout.count == 12)
    }

    @Test func twoOfTheAppsOwnTypesWithOneNameStillClash() {
        let program = ScriptProgram()
        let diagnostics = program.load([
            SourceFile(id: 1, path: "A.swift", text: "struct Item { let id: Int }\n"),
            SourceFile(id: 2, path: "B.swift", text: "struct Item { let name: String }\n"),
        ])
        #expect(diagnostics.map(\.message).contains("invalid redeclaration of 'Item'"))
    }
}
