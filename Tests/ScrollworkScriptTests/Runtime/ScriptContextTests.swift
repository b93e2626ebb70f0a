import Foundation
import Testing
import ScrollworkCore
@testable import ScrollworkScript

/// The host context is passed down, not ambient: two scenes of one program run side by side,
/// each with its own generator, UUIDs, clock, schedule, tasks and state.
@Suite struct ScriptContextTests {
    static let source = """
    struct Journal: View {
        @State var log: [String] = ["opened \\(Int.random(in: 0..<1000))"]
        @State var taps = 0

        var body: some View {
            ScrollView {
                LazyVStack {
                    Text("tap").frame(height: 40).id("tap")
                        .onTapGesture {
                            taps += 1
                            log.append("tap \\(taps) \\(Int.random(in: 0..<1000)) \\(UUID())")
                        }
                    ForEach(0..<30) { index in
                        Text("row \\(index)").frame(height: 50)
                    }
                }
            }
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) {
                    log.append("later \\(Double.random(in: 0..<1)) at \\(Date().timeIntervalSinceReferenceDate)")
                }
                Timer.scheduledTimer(withTimeInterval: 0.2, repeats: true) { _ in
                    if log.count < 12 { log.append("tick \\([1, 2, 3, 4].randomElement() ?? 0)") }
                }
                Task {
                    Task.sleep(for: .seconds(0.3))
                    log.append("task \\(UUID()) \\(Bool.random())")
                }
            }
        }
    }
    """

    /// What the scene's code does in one step of the script below.
    enum Step {
        case frames(Int)
        case tap
    }

    static let steps: [Step] = [.frames(3), .tap, .frames(10), .tap, .tap, .frames(20), .tap, .frames(30)]

    static func log(_ scene: SceneInstance) -> [String] {
        guard case .array(let items)? = scene.stateValue("log") else { return [] }
        return items.map { if case .string(let text) = $0 { return text }; return "?" }
    }

    static func run(_ step: Step, on scene: SceneInstance) throws {
        switch step {
        case .frames(let count): for _ in 0..<count { scene.simulation.advance(seconds: 1.0 / 60) }
        case .tap: try scene.tap(.string("tap"))
        }
    }

    /// A scene of the program with its own seed, and what it logs after every step run alone.
    static func runAlone(_ program: ScriptProgram, seed: UInt64) throws -> [[String]] {
        let scene = try program.makeScene("Journal")
        scene.reseed(seed)
        var logs: [[String]] = []
        for step in steps {
            try run(step, on: scene)
            logs.append(log(scene))
        }
        return logs
    }

    @Test func twoScenesOfOneProgramDrivenInterleavedEachGetWhatTheyGetAlone() throws {
        let program = try loadProgram(Self.source)
        let aloneA = try Self.runAlone(program, seed: 1)
        let aloneB = try Self.runAlone(program, seed: 2)
        // Different seeds, different draws: a scene reading the other's services would show.
        #expect(aloneA != aloneB)
        #expect(aloneA.last?.contains { $0.hasPrefix("task 00000000-0000-0000-0000-") } == true)
        #expect(aloneA.last?.contains { $0.hasPrefix("later ") } == true)
        #expect(aloneA.last?.contains { $0.hasPrefix("tick ") } == true)

        let a = try program.makeScene("Journal"), b = try program.makeScene("Journal")
        a.reseed(1)
        b.reseed(2)
        var logsA: [[String]] = [], logsB: [[String]] = []
        for step in Self.steps {
            // Frame by frame, one scene then the other; taps likewise.
            if case .frames(let count) = step {
                for _ in 0..<count {
                    try Self.run(.frames(1), on: a)
                    try Self.run(.frames(1), on: b)
                }
            } else {
                try Self.run(step, on: a)
                try Self.run(step, on: b)
            }
            logsA.append(Self.log(a))
            logsB.append(Self.log(b))
        }
        #expect(logsA == aloneA)
        #expect(logsB == aloneB)
    }

    /// A program's global initialisers run with services of the load's own: the same values on
    /// every load, whatever a scene of another load drew before.
    @Test func globalInitialisersRunWithServicesOfTheirOwn() throws {
        let source = """
        let first = Int.random(in: 0..<1_000_000)
        let id = UUID()
        struct Show: View {
            var body: some View { ScrollView { Text("\\(first) \\(id)").frame(height: 40) } }
        }
        """
        let program = try loadProgram(source)
        let scene = try program.makeScene("Show")
        scene.reseed(99)
        scene.simulation.advance(seconds: 1)
        let again = try loadProgram(source)
        let label = try again.makeScene("Show").label(ofItemAt: 0)
        #expect(label != nil)
        #expect(scene.label(ofItemAt: 0) == label)
        #expect(label?.hasSuffix("00000000-0000-0000-0000-000000000001") == true)
    }

    /// Code outside a scene (a REPL expression) has no scene services: an error saying so.
    @Test func codeOutsideASceneHasNoServices() throws {
        let program = try loadProgram("let x = 1")
        let message = errorMessage { _ = try program.evaluate("Int.random(in: 0..<10)", bindings: FakeSession()) }
        #expect(message?.contains("belong to a scene") == true)
    }

    /// What code needs is passed to it: no thread-local or task-local state stands in for the
    /// context anywhere in the package's sources.
    @Test func theSourcesKeepNoThreadLocalState() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let sources = root.appendingPathComponent("Sources")
        let banned = ["pthread_setspecific", "pthread_getspecific", "pthread_key_create", "@TaskLocal", "threadDictionary"]
        var files = 0
        let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            files += 1
            let text = try String(contentsOf: url, encoding: .utf8)
            for name in banned {
                #expect(!text.contains(name), "\(url.lastPathComponent) uses \(name)")
            }
        }
        #expect(files > 100)
    }
}
