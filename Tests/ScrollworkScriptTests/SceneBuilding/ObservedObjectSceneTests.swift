import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// Objects in scenes: a change to an observed object re-evaluates the views, the object
/// outlives re-evaluations, and a reload keeps what it holds.
struct ObservedObjectSceneTests {
    static func source(rowHeight: Int) -> String {
        """
        @Observable final class Counter {
            var count = 2
            var untracked = 0
        }
        struct Rows: View {
            @State var counter = Counter()
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<counter.count, id: \\.self) { index in
                            Color.red.frame(height: \(rowHeight)).onTapGesture { counter.count += 1 }
                        }
                    }
                }
            }
        }
        """
    }

    @Test func aChangeToTheObjectReevaluatesTheScene() throws {
        let program = try loadProgram(Self.source(rowHeight: 50))
        let scene = try program.makeScene("Rows")
        #expect(scene.scrollView?.content.items.count == 2)
        try scene.tap(.int(1))
        #expect(scene.scrollView?.content.items.count == 3)
        try scene.tap(.int(2))
        #expect(scene.stateValue("counter")?[field: "count"] == .int(4))
    }

    @Test func reloadKeepsTheObjectsProperties() throws {
        let program = try loadProgram(Self.source(rowHeight: 50))
        let scene = try program.makeScene("Rows")
        try scene.tap(.int(0))
        #expect(program.load(SourceFile(id: 1, path: "test.swift", text: Self.source(rowHeight: 80))).isEmpty)
        try scene.reload(program: program)
        #expect(scene.scrollView?.content.items.count == 3)
        #expect(scene.scrollView?.content.items[2].frame.minY == 160)
    }
}
