import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// `view.emojiText.size(12)`: a modifier a package adds behind a namespace property, in an
/// app's folder whose file imports that package, which scrollwork does not have. It is left
/// off with one warning naming the module, as a modifier no loaded file declares is; in a
/// file importing no such module it stays swiftc's error. So is a modifier a known module
/// adds to views directly (StoreKit's `.productViewStyle(.large)`).
struct ModifierNamespaceTests {
    private func load(_ row: String) -> (ScriptProgram, [Diagnostic]) {
        let program = ScriptProgram()
        program.loadsWholeModule = true
        let app = """
            import SwiftUI

            @main
            struct ChatApp: App {
                var body: some Scene { WindowGroup { Row() } }
            }

            """
        let files = [("App.swift", app), ("Row.swift", row)]
        return (program, program.load(files.enumerated().map { SourceFile(id: $0.offset + 1, path: $0.element.0, text: $0.element.1) }))
    }

    private func row(importing module: String) -> String {
        """
        import SwiftUI
        \(module)

        struct Row: View {
            var body: some View {
                VStack {
                    Text("Name")
                        .font(.headline)
                        .emojiText.size(12)
                        .emojiText.baselineOffset(-2)
                        .fontWeight(.semibold)
                    Text("@handle")
                }
            }
        }

        #Preview("Row") { Row() }

        """
    }

    @Test func aNamespacedModifierOfAModuleWeLackIsLeftOff() throws {
        let (program, diagnostics) = load(row(importing: "import EmojiKit"))
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        let warnings = diagnostics.filter { $0.severity == .warning }.map(\.message)
        #expect(warnings == ["'emojiText' is from EmojiKit, which scrollwork does not simulate; the view is drawn without its modifier"])
        let scene = try program.makeScene("Row")
        #expect(scene.itemIndex(labelled: "Name") != nil)
    }

    @Test func withoutSuchAnImportItStaysAnError() {
        let (_, diagnostics) = load(row(importing: ""))
        #expect(diagnostics.contains { $0.severity == .error && $0.message == "value of type 'Text' has no member 'emojiText'" },
                "\(diagnostics.map(\.message))")
    }

    /// StoreKit's modifiers on its own placeholder view and on SwiftUI's: each is left off with
    /// its module's warning, and the modifiers after it still apply (the product's frame is
    /// 100 points tall, so the row after it starts at 40 + 100).
    @Test func aModifierAKnownModuleAddsToViewsIsLeftOff() throws {
        let (program, diagnostics) = load("""
            import SwiftUI
            import StoreKit

            struct Row: View {
                var body: some View {
                    ScrollView {
                        VStack(spacing: 0) {
                            Text("Seeds").frame(height: 40)
                            ProductView(id: "seeds") { Image(systemName: "leaf") }
                                .productViewStyle(.large)
                                .frame(height: 100)
                            Text("After").frame(height: 40)
                        }
                    }
                    .storeButton(.hidden, for: .cancellation)
                    .subscriptionStatusTask(for: "group") { state in print(state) }
                }
            }

            #Preview("Row") { Row() }

            """)
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        let warnings = diagnostics.filter { $0.severity == .warning }.map(\.message)
        #expect(warnings == ["'ProductView' is from StoreKit, which scrollwork does not simulate; drawn as a placeholder"]
            + ["productViewStyle", "storeButton", "subscriptionStatusTask"].map {
                "'\($0)' is from StoreKit, which scrollwork does not simulate; the view is drawn without its modifier"
            })
        let scene = try program.makeScene("Row")
        let after = try #require(scene.itemIndex(labelled: "After"))
        #expect(scene.simulation.layout.items[after].frame.minY == 140)
    }
}
