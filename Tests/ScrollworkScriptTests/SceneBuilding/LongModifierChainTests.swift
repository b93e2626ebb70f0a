import Foundation
import Testing
import ScrollworkTestSupport
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// A view with thousands of modifiers loads and lays out: its chain compiles into a loop
/// and the modifiers are appended to one view value in place (the fuzzed case was 1,827
/// `.padding(1)`s). Loaded on a thread with a 1 MiB stack.
struct LongModifierChainTests {
    @Test func twentyThousandPaddingsLoadAndLayOut() throws {
        let count = 20_000
        let source = """
        struct Padded: View {
            var body: some View {
                ScrollView {
                    Rectangle().frame(width: 10, height: 10)\(String(repeating: ".padding(1)", count: count)).id("box")
                }
            }
        }
        """
        let scene = try onThread(stackSize: 1 << 20) { Result { try makeScene(source, "Padded").1 } }.get()
        #expect(scene.frame(.string("box"))?.height == Double(10 + 2 * count))
        #expect(scene.simulation.metrics.contentSize.height == Double(10 + 2 * count))
    }

    @Test func unknownModifiersInALongChainAreWarnings() throws {
        let source = """
        struct Styled: View {
            var body: some View {
                ScrollView {
                    Text("a")\(String(repeating: ".padding(1).sparkle()", count: 2_000)).id("text")
                }
            }
        }
        """
        let diagnostics = onThread(stackSize: 1 << 20) {
            ScriptProgram().load(SourceFile(id: 1, path: "test.swift", text: source))
        }
        #expect(!diagnostics.containsErrors)
        // No loaded file declares `sparkle`: it is left off every view, said once for the name.
        #expect(diagnostics.filter { $0.message == PlaceholderMessages.modifier("sparkle") }.count == 1)
        #expect(diagnostics.filter { $0.severity == .warning }.count == 1)
    }
}
