import Foundation
import Testing
import ScrollworkCore
@testable import ScrollworkREPL

/// `show` costs what the viewport costs, whatever the items' size, and prints no raw
/// control characters from labels.
struct RendererBoundsTests {
    /// A one-item scene whose item has the given frame and label.
    func session(item frame: Rect, label: String = "Huge", name: String = "Huge") -> Session {
        let item = LayoutItem(id: .int(0), frame: frame, flags: .scrollTarget)
        let layout = ContentLayout(axis: .vertical, items: [item], contentSize: Size(width: 390, height: 2000))
        let metrics = ScrollMetrics(axis: .vertical, containerSize: Size(width: 390, height: 844), contentSize: layout.contentSize)
        let session = Session.native()
        session.adopt(NativeScene(name: name, simulation: ScrollSimulation(metrics: metrics, layout: layout), labels: [label]))
        return session
    }

    @Test(.timeLimit(.minutes(1)), arguments: [
        Rect(x: 0, y: 0, width: 390, height: 1e12),           // .frame(height: a trillion)
        Rect(x: -5e14, y: -5e14, width: 1e15, height: 1e15),  // .scaleEffect(1e6) about the centre
        Rect(x: 0, y: 100, width: 9.2e18, height: 9.2e18),    // .frame(height: Int.max)
    ])
    func aHugeItemIsClippedBeforeItIsDrawn(_ frame: Rect) {
        let output = session(item: frame).execute("show").output
        let lines = output.split(separator: "\n")
        #expect(lines.count <= RenderOptions.defaultRows)
        #expect(lines.allSatisfy { $0.count <= RenderOptions.defaultColumns })
    }

    @Test func controlCharactersInLabelsAndSceneNamesAreEscaped() {
        let output = session(item: Rect(x: 0, y: 0, width: 390, height: 100), label: "\u{1B}]0;owned\u{07}\u{1B}[2J",
                             name: "Evil\u{1B}[2J").execute("show").output
        #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(output.contains(#"\u{1B}]0;owned\u{7}\u{1B}[2J"#))
        #expect(output.contains(#"Evil\u{1B}[2J  offset 0"#))
    }
}
