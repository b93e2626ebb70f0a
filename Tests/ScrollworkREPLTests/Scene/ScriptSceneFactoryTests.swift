import Foundation
import Testing
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScript
@testable import ScrollworkREPL

/// The script scene factory in process: a scene built from Swift source, driven through
/// the `LiveScene` protocol the session uses, without the executable.
struct ScriptSceneFactoryTests {
    static func source(rowHeight: Int = 100) -> String {
        """
        struct Feed: View {
            let rows: Int
            @State var selected = -1
            @State var phaseChanges = 0
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<rows) { i in
                            Text("Row \\(i)").frame(height: \(rowHeight))
                                .onTapGesture { selected = i }
                                .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.5) }
                        }
                    }
                }
                .scrollTargetBehavior(.paging)
                .onScrollPhaseChange { old, new in phaseChanges += 1 }
            }
        }
        """
    }

    static let screen = Size(width: 390, height: 844)

    static func program(_ text: String) throws -> ScriptProgram {
        let program = ScriptProgram()
        let diagnostics = program.load(SourceFile(id: 1, path: "Feed.swift", text: text))
        if let error = diagnostics.first(where: \.isError) { throw error }
        return program
    }

    @Test func buildsASceneFromSourceAndDrivesIt() throws {
        let program = try Self.program(Self.source())
        let factory = ScriptSceneFactory()
        #expect(factory.sceneNames(in: program) == ["Feed"])
        #expect(try factory.makeScene(named: "Elsewhere", arguments: nil, program: program, screen: Self.screen, safeArea: .zero) == nil)
        let scene = try #require(try factory.makeScene(named: "Feed", arguments: "rows: 30", program: program, screen: Self.screen, safeArea: .zero))
        var events: [ScrollEvent] = []
        scene.onEvent = { events.append($0) }

        #expect(scene.name == "Feed")
        #expect(scene.simulation.layout.count == 30)
        #expect(scene.reading.current.item(at: 2)?.label == "Row 2")
        #expect(scene.stateNames == ["selected", "phaseChanges"])

        // `.paging` from the scene: one flick turns one page.
        scene.simulation.fling(1000)
        scene.simulation.settle()
        scene.runPendingCallbacks()
        #expect(scene.simulation.offset == 844)
        #expect(events.contains { $0.kind == .phaseChanged(from: .decelerating, to: .idle) })
        // tracking, interacting, decelerating, idle.
        #expect(scene.stateValue("phaseChanges") == .int(4))

        // A tap runs the row's closure; `set` goes through the program.
        try scene.tap(.int(12))
        #expect(scene.stateValue("selected") == .int(12))
        try scene.setState("selected", to: "selected * 2")
        #expect(scene.stateValue("selected") == .int(24))

        // The rows' transition closure is one shared, folded entry.
        #expect(scene.simulation.transitions.count == 1)
        scene.runPendingCallbacks()
        #expect(scene.reading.current.item(at: 9)?.effects.opacity == 1)
        #expect(scene.reading.current.item(at: 8)?.effects.opacity == 0.5)
    }

    @Test func overridesAndReloadsKeepTheScrollStateAndState() throws {
        let factory = ScriptSceneFactory()
        let program = try Self.program(Self.source())
        let scene = try #require(try factory.makeScene(named: "Feed", arguments: "rows: 30", program: program, screen: Self.screen, safeArea: .zero))
        scene.overrideBehavior(nil)
        scene.simulation.fling(1000)
        scene.simulation.settle()
        #expect(abs(scene.simulation.offset - 499.5) < 0.01)
        scene.removeBehaviorOverride()
        #expect(scene.simulation.behavior?.displayName == ".paging")

        try scene.tap(.int(3))
        _ = program.load(SourceFile(id: 1, path: "Feed.swift", text: Self.source(rowHeight: 50)))
        #expect(try scene.reload(program: program))
        #expect(scene.simulation.layout.items[1].frame.minY == 50)
        #expect(scene.stateValue("selected") == .int(3))
        #expect(abs(scene.simulation.offset - 499.5) < 0.01)
        #expect(try scene.setScreen(Size(width: 320, height: 568), safeArea: .zero))
        #expect(scene.simulation.metrics.containerSize == Size(width: 320, height: 568))
    }

    @Test func errorsOfTheScenesOwnCodeReachTheSubscriber() throws {
        let program = try Self.program("""
        struct Broken: View {
            @State var values: [Int] = []
            var body: some View {
                ScrollView { LazyVStack { ForEach(0..<20) { i in Text("\\(i)").frame(height: 100) } } }
                    .onScrollPhaseChange { old, new in values[0] = 1 }
            }
        }
        """)
        let scene = try #require(try ScriptSceneFactory().makeScene(named: "Broken", arguments: nil, program: program,
                                                                    screen: Self.screen, safeArea: .zero))
        var errors: [Diagnostic] = []
        scene.onEvent = { if case .scriptError(let failure) = $0.kind { errors.append(Diagnostic(failure)) } }
        scene.simulation.fling(500)
        scene.runPendingCallbacks()
        #expect(errors.map(\.message).first == "index 0 out of range 0..<0")
        #expect(errors.allSatisfy { $0.range.file == 1 })
    }
}
