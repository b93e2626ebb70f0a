import Testing
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScript

// Uses only what the library makes public (no `@testable`): what an app team's own tests or
// tools can do with `ScrollworkScript` as a dependency. If this file stops compiling, the
// public surface changed.

private let feed = """
struct Feed: View {
    @State private var taps = 0

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<30) { i in
                    Text("Row \\(i)")
                        .frame(height: 100)
                        .id(i)
                        .onTapGesture { taps += 1 }
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
    }
}

struct SnapToTop: ScrollTargetBehavior {
    var threshold: CGFloat = 50

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        if target.rect.minY < threshold { target.rect.origin.y = 0 }
    }
}
"""

struct PublicAPITests {
    private func loaded() throws -> ScriptProgram {
        let program = ScriptProgram()
        let diagnostics = program.load(SourceFile(id: 1, path: "Feed.swift", text: feed))
        #expect(diagnostics.allSatisfy { !$0.isError })
        return program
    }

    @Test func aProgramListsItsScenesAndBehaviours() throws {
        let program = try loaded()
        #expect(program.sceneNames == ["Feed"])
        #expect(program.targetBehaviorNames == ["SnapToTop"])
    }

    @Test func aSceneTakesTapsAndPagesOnAFling() throws {
        let scene = try loaded().makeScene("Feed")
        try scene.tap(.int(3))
        try scene.tap(.int(4))
        #expect(scene.stateValue("taps") == .int(2))
        // Paging: a flick moves one container length (844 pt on the default 390×844 screen).
        scene.simulation.fling(1_000)
        #expect(scene.simulation.settle())
        #expect(scene.simulation.offset == 844)
    }

    @Test func aBehaviourRunsAndShowsItsParameters() throws {
        let program = try loaded()
        let behavior = try #require(try program.makeTargetBehavior("SnapToTop(threshold: 80)"))
        let parameters = program.parameters(of: behavior)
        #expect(parameters.map(\.name) == ["threshold"])
        #expect(parameters.first?.value.doubleValue == 80)
        let start = Rect(x: 0, y: 0, width: 390, height: 844)
        var target = ScrollTarget(rect: Rect(x: 0, y: 60, width: 390, height: 844))
        try behavior.updateTarget(&target, context: TargetContext(
            originalTarget: ScrollTarget(rect: start), velocity: Vector(dx: 0, dy: 300),
            contentSize: Size(width: 390, height: 3_000), containerSize: Size(width: 390, height: 844),
            axis: .vertical, releaseTarget: start, containerLength: 844, targetStarts: []))
        #expect(target.rect.minY == 0)
    }

    @Test func errorsAreLocatedAndRenderedAsTheCompilerDoes() {
        let program = ScriptProgram()
        let file = SourceFile(id: 1, path: "Typo.swift", text: "let threshold = 1\nlet twice = treshold * 2\n")
        let diagnostics = program.load(file)
        let error = diagnostics.first(where: \.isError)
        #expect(error?.message == "cannot find 'treshold' in scope")
        let text = DiagnosticRenderer(files: [file], color: false).render(diagnostics)
        #expect(text.hasPrefix("Typo.swift:2:13: error: cannot find 'treshold' in scope\nlet twice = treshold * 2\n            ^~~~~~~~\n"))
        #expect(text.contains("did you mean 'threshold'?"))
    }
}
