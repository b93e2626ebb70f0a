import Foundation
import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// Tasks suspend in `Task.sleep` wherever the sleep is (a loop, a function it calls) and go on
/// when the simulation clock reaches its end. (These scripts leave out `try await`, which the
/// language reads as it reads the plain call.)
@Suite struct TaskRunnerTests {
    static let source = """
    func pause(_ seconds: Double) {
        Task.sleep(for: .seconds(seconds))
    }

    struct Downloads: View {
        @State var log: [String] = []
        @State var task: Task<Void, Never>? = nil
        @State var cancelled = false

        var body: some View {
            ScrollView {
                LazyVStack {
                    Text("start").frame(height: 40).id("start")
                        .onTapGesture {
                            task = Task {
                                log.append("begin")
                                for part in 1...3 {
                                    pause(1)
                                    log.append("part \\(part)")
                                }
                                Task.sleep(nanoseconds: 500_000_000)
                                log.append("done")
                            }
                            log.append("tapped")
                        }
                    Text("stop").frame(height: 40).id("stop")
                        .onTapGesture {
                            task?.cancel()
                        }
                    Text("watch").frame(height: 40).id("watch")
                        .onTapGesture {
                            Task {
                                while !Task.isCancelled {
                                    Task.sleep(for: .seconds(10))
                                }
                                cancelled = true
                            }
                        }
                }
            }
        }
    }
    """

    func log(_ scene: SceneInstance) -> [String] {
        guard case .array(let items)? = scene.stateValue("log") else { return [] }
        return items.map { if case .string(let text) = $0 { return text }; return "?" }
    }

    @Test func aTaskRunsUpToItsSleepThenOnTheClock() throws {
        let (_, scene) = try makeScene(Self.source, "Downloads")
        try scene.tap(.string("start"))
        #expect(log(scene) == ["begin", "tapped"])
        scene.simulation.advance(seconds: 0.99)
        #expect(log(scene) == ["begin", "tapped"])
        scene.simulation.advance(seconds: 0.01)
        #expect(log(scene) == ["begin", "tapped", "part 1"])
        scene.simulation.advance(seconds: 2)
        #expect(log(scene) == ["begin", "tapped", "part 1", "part 2", "part 3"])
        #expect(scene.simulation.settle())
        #expect(log(scene).last == "done")
        #expect(scene.simulation.time == 3.5)
    }

    /// A static whose value starts a `Task` (an app's `static let preview = Model()`) runs where
    /// it is first read, in the scene, as Swift runs a static on first use: the task runs on the
    /// scene's clock, and the value is kept. Read first where no scene is, it is the located error
    /// it always was.
    @Test func aStaticThatStartsATaskRunsInTheSceneThatReadsIt() throws {
        let source = """
        final class Orders: ObservableObject {
            @Published var items = [1, 2]
            init() {
                Task {
                    Task.sleep(for: .seconds(2))
                    items.append(3)
                }
            }
        }
        extension Orders { static let preview = Orders() }
        struct Board: View {
            @StateObject var orders = Orders.preview
            @State var count = 0
            var body: some View {
                ScrollView { Text("\\(orders.items.count)").id("count").onTapGesture { count = orders.items.count } }
            }
        }
        """
        let (program, scene) = try makeScene(source, "Board")
        try scene.tap(.string("count"))
        #expect(scene.stateValue("count") == .int(2))
        scene.simulation.advance(seconds: 2)
        try scene.tap(.string("count"))
        #expect(scene.stateValue("count") == .int(3))
        // Run once: the REPL reads the scene's instance.
        #expect(try program.evaluate("Orders.preview.items.count", bindings: FakeSession()) == .int(3))
        let unread = try loadProgram(source)
        #expect(throws: (any Error).self) { try unread.evaluate("Orders.preview.items.count", bindings: FakeSession()) }
        // That read needed a scene; it is no failure of the value's own: a scene still runs it.
        let later = try unread.makeScene("Board")
        try later.tap(.string("count"))
        #expect(later.stateValue("count") == .int(2))
    }

    /// `await task.value` waits for the task; a task awaiting its own value would wait for ever
    /// in Swift, so here it is an error of that task, said where the scene reports its errors.
    @Test func aTaskAwaitingItsOwnValueIsAnError() throws {
        let (_, scene) = try makeScene("""
        struct Loop: View {
            @State var task: Task<Int, Never>? = nil
            @State var total = 0
            var body: some View {
                ScrollView {
                    Text("self").id("self").onTapGesture {
                        task = Task {
                            Task.sleep(for: .seconds(1))
                            return task!.value
                        }
                    }
                    Text("other").id("other").onTapGesture {
                        let first = Task { () -> Int in
                            Task.sleep(for: .seconds(1))
                            return 4
                        }
                        Task { total = first.value + 1 }
                    }
                }
            }
        }
        """, "Loop")
        var errors: [String] = []
        scene.onEvent = { event in
            if case .scriptError(let failure) = event.kind { errors.append(Diagnostic(failure).message) }
        }
        try scene.tap(.string("other"))
        #expect(scene.stateValue("total") == .int(0))
        scene.simulation.advance(seconds: 1)
        #expect(scene.stateValue("total") == .int(5))
        try scene.tap(.string("self"))
        scene.simulation.advance(seconds: 1)
        #expect(errors.contains { $0.contains(ServiceMessages.taskAwaitsItself) }, "\(errors)")
    }

    /// Making a task never throws, as in Swift: an error its operation throws before anything
    /// awaits it is reported after the action that made it, unless that action read the task's
    /// `value` or `result` (which takes the error).
    @Test func aTasksErrorNothingReadsIsReportedAfterTheAction() throws {
        let (_, scene) = try makeScene("""
        enum LoadError: Error { case missing }

        struct Loader: View {
            @State var log: [String] = []
            var body: some View {
                ScrollView {
                    Text("drop").id("drop").onTapGesture {
                        Task { () throws -> Int in throw LoadError.missing }
                        log.append("made")
                    }
                    Text("read").id("read").onTapGesture {
                        Task {
                            let load = Task { () throws -> Int in throw LoadError.missing }
                            if case .failure = await load.result { log.append("read") }
                        }
                    }
                }
            }
        }
        """, "Loader")
        var errors: [String] = []
        scene.onEvent = { event in
            if case .scriptError(let failure) = event.kind { errors.append(Diagnostic(failure).message) }
        }
        try scene.tap(.string("read"))
        #expect(log(scene) == ["read"])
        #expect(errors.isEmpty, "\(errors)")
        try scene.tap(.string("drop"))
        #expect(log(scene) == ["read", "made"])
        #expect(errors == ["error raised and not caught: main.LoadError.missing"])
    }

    @Test func cancellingEndsTheSleepWithCancellationError() throws {
        let (_, scene) = try makeScene(Self.source, "Downloads")
        try scene.tap(.string("start"))
        scene.simulation.advance(seconds: 1)
        try scene.tap(.string("stop"))
        scene.simulation.advance(seconds: 5)
        // The sleep threw: the loop and the rest of the body did not run.
        #expect(log(scene) == ["begin", "tapped", "part 1"])
    }

    @Test func aSceneThatGoesAwayEndsItsTasks() throws {
        var (_, scene): (ScriptProgram, SceneInstance?) = try makeScene(Self.source, "Downloads")
        try scene?.tap(.string("watch"))
        weak let gone = scene
        scene = nil
        #expect(gone == nil)
    }

    @Test func aRefreshRunsAsATask() throws {
        let (_, scene) = try makeScene("""
        struct Feed: View {
            @State var items = ["a"]
            var body: some View {
                ScrollView {
                    LazyVStack { ForEach(items, id: \\.self) { Text($0).frame(height: 50) } }
                }
                .refreshable {
                    Task.sleep(for: .seconds(1))
                    items.insert("new", at: 0)
                }
            }
        }
        """, "Feed")
        scene.simulation.drag(by: -200, over: 0.1)
        scene.simulation.release(velocity: 0)
        scene.afterFrame()
        #expect(scene.stateValue("items") == .array([.string("a")]))
        scene.simulation.advance(seconds: 1)
        #expect(scene.stateValue("items") == .array([.string("new"), .string("a")]))
    }
}
