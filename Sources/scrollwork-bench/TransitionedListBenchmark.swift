import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene
import ScrollworkScript

/// A scene of a million rows, every row with the same `scrollTransition` closure, loaded from
/// source: the memory it keeps per row, and frames per second of flinging through it with
/// every visible row's closure evaluated each frame.
enum TransitionedListBenchmark {
    static let transitionModifier = """

                            .scrollTransition { content, phase in
                                content
                                    .scaleEffect(phase.isIdentity ? 1 : 1 - abs(phase.value) * 0.2)
                                    .opacity(phase.isIdentity ? 1 : 0.5)
                            }
    """

    static func source(count: Int, transition: Bool) -> String {
        """
        import SwiftUI

        struct Row: View {
            let index: Int
            var body: some View {
                HStack {
                    Circle().frame(width: 40, height: 40)
                    Text("Row \\(index)")
                    Spacer()
                }
                .padding(.horizontal, 16)
                .frame(height: 60)
            }
        }

        struct Feed: View {
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<\(count)) { i in
                            Row(index: i)\(transition ? transitionModifier : "")
                        }
                    }
                    .scrollTargetLayout()
                }
            }
        }
        """
    }

    struct Loaded {
        let program: ScriptProgram
        let scene: SceneInstance
        /// Resident growth while loading, freed memory given back, in bytes.
        let resident: Int?

        func perRow(_ count: Int) -> Double? { resident.map { Double($0) / Double(count) } }
    }

    /// Loads the scene and measures what stays allocated with the program and scene kept.
    static func load(count: Int, transition: Bool) throws -> Loaded {
        Benchmark.trimHeap()
        let residentBefore = Benchmark.memory()?.resident
        let program = ScriptProgram()
        let diagnostics = program.load(SourceFile(id: 1, path: "Feed.swift", text: source(count: count, transition: transition)))
        if let error = diagnostics.first(where: \.isError) { throw error }
        let scene = try program.makeScene("Feed")
        Benchmark.trimHeap()
        let residentAfter = Benchmark.memory()?.resident
        return Loaded(program: program, scene: scene,
                      resident: residentBefore.flatMap { before in residentAfter.map { $0 - before } })
    }

    static func describe(_ perRow: Double?) -> String {
        perRow.map { "\(Benchmark.format($0)) B resident" } ?? "? (no /proc here)"
    }

    /// Flings down and up for ten simulated seconds, evaluating every visible row's effects
    /// each frame; returns the number of frames stepped.
    static func session(_ scene: SceneInstance) -> Int {
        let sim = scene.simulation
        return FlingSession.run(sim, from: sim.metrics.contentSize.height / 2) { FlingSession.sum($0, \.opacity) }
    }

    static func run(_ benchmark: Benchmark, report: inout Report) throws {
        let count = 1_000_000
        print("== A 1,000,000-row scene with one scrollTransition closure on every row")
        // The scene without transitions is dropped before the one with them is loaded.
        let plain = try load(count: count, transition: false).perRow(count)
        let big = try load(count: count, transition: true)
        let transitioned = big.perRow(count)
        let transitions = big.scene.simulation.transitions.count
        let small = try load(count: 100, transition: true)
        print("  kept per row, without transitions: \(describe(plain))")
        print("  kept per row, with the transition: \(describe(transitioned)); "
              + "\(transitions) transition entr\(transitions == 1 ? "y" : "ies")")

        var frames = 0
        let rates = try benchmark.alternating([small.scene, big.scene].map { scene in
            {
                let seconds = Benchmark.cpuSeconds { frames = session(scene) }
                return Double(frames) / seconds
            }
        })
        print("  \(frames) frames per run")
        report.figure("100 rows (baseline)", rates[0], "frames/s", digits: 0)
        report.figure("1,000,000 rows", rates[1], "frames/s", digits: 0)
        if let transitioned {
            report.goal("transitioned 1M-row list, memory per row", Samples([transitioned]), unit: " B", atMost: 150)
        } else {
            report.skipped("transitioned 1M-row list, memory per row", because: "no /proc to read resident memory from")
        }
        report.goal("transitioned 1M-row list, frame rate", rates[1], unit: " frames/s", atLeast: 100_000)
        if let memory = Benchmark.memory() { print("  peak RSS \(memory.peak / 1_048_576) MiB") }
    }
}
