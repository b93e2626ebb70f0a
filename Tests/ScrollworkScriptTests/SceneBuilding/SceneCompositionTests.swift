import Foundation
import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// View-building members, outside layers and geometry callbacks.
struct SceneCompositionTests {
    @Test func viewBuildingMembersAndInterpolation() throws {
        let (_, scene) = try makeScene("""
        struct Profile: View {
            let name = "Ada"
            var header: some View {
                Text("Hello, \\(name)!").frame(height: 30).id("header")
            }
            @ViewBuilder
            func row(_ index: Int) -> some View {
                if index % 2 == 0 {
                    Color.red.opacity(0.5).frame(height: 10).id(index)
                } else {
                    Text("odd \\(index)").id(index)
                }
            }
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        header
                        ForEach(0..<3) { i in row(i) }
                    }
                }
            }
        }
        """, "Profile")
        #expect(scene.label(ofItemAt: 0) == "Hello, Ada!")
        #expect(scene.frame(.string("header"))?.height == 30)
        #expect(scene.frames([.int(0), .int(1), .int(2)]).map { $0?.height } == [10, bodyLine, 10])
        #expect(scene.label(ofItemAt: 2) == "odd 1")
    }

    @Test func outsideLayersFollowState() throws {
        let (_, scene) = try makeScene("""
        struct Layers: View {
            @State private var offset: CGFloat = 0
            var body: some View {
                ZStack(alignment: .top) {
                    Color.blue.frame(height: 100 + max(0, -offset)).opacity(0.5).id("backdrop")
                    ScrollView {
                        LazyVStack(spacing: 0) { ForEach(0..<20) { i in Color.white.frame(height: 80) } }
                    }
                    .onScrollGeometryChange(for: CGFloat.self, of: { geometry in geometry.contentOffset.y },
                                            action: { old, new in offset = new })
                    Text("bar").frame(maxWidth: .infinity).frame(height: 44).id("bar")
                }
            }
        }
        """, "Layers")
        #expect(scene.outsideFrame("backdrop") == rect(0, 0, 390, 100))
        #expect(scene.outsideEffects("backdrop")?.opacity == 0.5)
        #expect(scene.outsideFrame("bar")?.height == 44)
        #expect(scene.layout.views.first { $0.id == .string("bar") }?.relation == .over)
        #expect(scene.layout.views.first { $0.id == .string("backdrop") }?.relation == .behind)
        scene.simulation.drag(by: -100)
        scene.afterFrame()
        let height = try #require(scene.outsideFrame("backdrop")?.height)
        #expect(abs(height - (100 - scene.simulation.offset)) < 1e-9)
        #expect(scene.stateValue("offset") == .double(scene.simulation.offset))
    }

    @Test func setStateEvaluatesWithTheProgramsNames() throws {
        let (program, scene) = try makeScene("""
        struct Pages: View {
            @State var count = 2
            var body: some View {
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 0) {
                        ForEach(0..<count) { i in Color.red.containerRelativeFrame(.horizontal) }
                    }
                }
                .scrollTargetBehavior(.paging)
            }
        }
        """, "Pages")
        try scene.setState("count", toSource: "count * 3", in: program)
        #expect(scene.simulation.layout.items.count == 6)
        #expect(scene.simulation.metrics.contentSize.width == 6 * 390)
        #expect(scene.simulation.behavior is PagingBehavior)
        #expect(errorMessage { try scene.setState("cuont", toSource: "1", in: program) }
                == "'Pages' has no @State named 'cuont' (did you mean 'count'?)")
    }

    @Test func behaviourOverrideSurvivesReEvaluation() throws {
        let (program, scene) = try makeScene("""
        struct Feed: View {
            @State var rows = 10
            var body: some View {
                ScrollView { LazyVStack { ForEach(0..<rows) { i in Color.red.frame(height: 100) } } }
                    .scrollTargetBehavior(.paging)
            }
        }
        """, "Feed")
        scene.overrideBehavior(nil)
        try scene.setState("rows", toSource: "20", in: program)
        #expect(scene.simulation.behavior == nil)
    }
}

/// The runtime's pasted-screen fixture, driven as a scene: `Binding(get:set:)`, `toggle()`.
struct InteractiveCardSceneTests {
    @Test func tapExpandsThroughAComputedBinding() throws {
        let url = TestSupport.fixtureFolder.url.appendingPathComponent("InteractiveCard.swift")
        let program = ScriptProgram()
        let diagnostics = program.load(SourceFile(id: 1, path: "InteractiveCard.swift",
                                                  text: try String(contentsOf: url, encoding: .utf8)))
        #expect(!diagnostics.containsErrors)
        let scene = try program.makeScene("TodayScene")
        #expect(scene.simulation.layout.items.map(\.id) == [.int(0), .int(1), .int(2), .int(3)])
        try scene.tap(.int(1))
        #expect(scene.stateValue("expanded") == .int(1))
        #expect(scene.simulation.isScrollDisabled)
        try scene.tap(.int(1))
        #expect(scene.stateValue("expanded") == ScriptValue.none)
        #expect(scene.simulation.isScrollDisabled == false)
    }
}
