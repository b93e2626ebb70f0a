import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// Code guarded by `#available` for an iOS newer than the one scrollwork runs is checked
/// against what scrollwork knows: a branch that compiles is kept and runs once `os` names that
/// iOS; one that uses a name scrollwork lacks is left out with one located warning, and the
/// view takes its other branch, as on an iOS 18 device. Elsewhere such a name stays an error.
struct NewerIOSBranchTests {
    private func load(_ text: String) -> (ScriptProgram, [Diagnostic]) {
        let program = ScriptProgram()
        return (program, program.load([SourceFile(id: 1, path: "Card.swift", text: text)]))
    }

    private func card(_ guarded: String, version: String = "26.0") -> String {
        """
        import SwiftUI

        struct Card: View {
            @State private var style = "none"

            var body: some View {
                VStack {
                    if #available(iOS \(version), *) {
                        \(guarded)
                    } else {
                        Text("Plain").padding().background(.thinMaterial, in: Capsule())
                    }
                    Text(style)
                }
                .onAppear {
                    if #available(iOS \(version), *) { style = "new" } else { style = "old" }
                }
            }
        }

        #Preview("Card") { Card() }

        """
    }

    private func labels(_ scene: SceneInstance) -> [String] {
        ["Plain", "Bold", "old", "new"].filter { scene.itemIndex(labelled: $0) != nil }
    }

    @Test func aBranchUsingANameScrollworkLacksIsLeftOut() throws {
        let text = card("Button(\"Glass\") { }.buttonStyle(GlassButtonStyle(.clear))")
        let (program, diagnostics) = load(text)
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        let warnings = diagnostics.filter { $0.severity == .warning }
        #expect(warnings.count == 1, "\(warnings.map(\.message))")
        #expect(warnings.first?.message.hasPrefix("code for iOS 26.0 is left out, as scrollwork knows iOS up to 18.0:") == true)
        // Located at the first name scrollwork lacks.
        let clearGlass = text.utf8.count - (text.range(of: ".clear").map { text[$0.lowerBound...].utf8.count } ?? 0)
        #expect(warnings.first?.range.start == clearGlass, "\(String(describing: warnings.first?.range))")
        let scene = try program.makeScene("Card")
        #expect(labels(scene).contains("Plain"), "\(labels(scene))")
        #expect(labels(scene).contains("old"))
        // On iOS 26 the branch runs: it cannot, so opening the view stops with a located error.
        program.platform.osVersion = [26]
        #expect(throws: Diagnostic.self) { _ = try program.makeScene("Card") }
    }

    @Test func aBranchThatCompilesIsKeptAndRunsOnThatIOS() throws {
        let (program, diagnostics) = load(card("Text(\"Bold\").bold()"))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(labels(try program.makeScene("Card")).contains("Plain"))
        program.platform.osVersion = [26]
        let scene = try program.makeScene("Card")
        #expect(labels(scene).contains("Bold"))
        #expect(labels(scene).contains("new"))
    }

    @Test func underAnIOSScrollworkRunsTheNameStaysAnError() {
        let (_, diagnostics) = load(card("Button(\"Glass\") { }.buttonStyle(GlassButtonStyle(.clear))", version: "17.0"))
        #expect(diagnostics.contains { $0.severity == .error && $0.message.contains("extra argument") }, "\(diagnostics.map(\.message))")
    }
}
