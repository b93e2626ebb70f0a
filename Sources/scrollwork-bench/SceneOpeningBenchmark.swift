import Foundation
import ScrollworkFrontEnd
import ScrollworkScript

/// Issue 25: opening the scene of a million one-line rows,
/// `ScrollView { LazyVStack { ForEach(0..<N, id: \.self) { i in Text("Row \(i)") } } }`, from
/// its source to a ready simulation. Target: 1,000,000 rows in at most 1 s (release build).
/// The 1,000-row scene is the baseline; ratios near N/1000 mean the cost per row stays flat.
/// This is the loading thread's CPU time: `scrollwork run` of a session opening the scene also
/// pays the process's start-up (BENCHMARKS.md, "Opening a scene of a million rows"). The same
/// million rows as a view of the app's own, `Row(index: i)` (the `Text` with padding), are
/// measured too.
enum SceneOpeningBenchmark {
    /// The goal's row.
    static let textRow = #"Text("Row \(i)")"#

    static func source(count: Int, row: String = textRow) -> String {
        """
        import SwiftUI

        struct Preview: View {
            var body: some View {
                ScrollView {
                    LazyVStack {
                        ForEach(0..<\(count), id: \\.self) { i in
                            \(row)
                        }
                    }
                }
            }
        }
        """ + (row == textRow ? "" : rowView)
    }

    /// The app's own row view, declared only for the scene that uses it, so the `Text` scenes
    /// are the same source as before it was measured.
    static let rowView = """

        struct Row: View {
            let index: Int
            var body: some View {
                Text("Row \\(index)").padding()
            }
        }
        """

    /// CPU seconds to load the file and open its scene, and the number of items it has.
    static func open(count: Int, row: String = textRow) -> (seconds: Double, items: Int) {
        var items = -1
        let text = source(count: count, row: row)
        let seconds = Benchmark.cpuSeconds {
            let program = ScriptProgram()
            _ = program.load(SourceFile(id: 1, path: "Rows.swift", text: text))
            items = (try? program.makeScene("Preview"))?.simulation.layout.count ?? -1
        }
        return (seconds, items)
    }

    static func run(_ benchmark: Benchmark, report: inout Report) throws {
        print("== Opening: ScrollView { LazyVStack { ForEach(0..<N, id: \\.self) { i in ROW } } } from source, ROW = Text(\"Row \\(i)\") or Row(index: i)")
        let scenes: [(count: Int, row: String)] = [(1_000, textRow), (1_000_000, textRow), (1_000_000, "Row(index: i)")]
        var items = [Int](repeating: -1, count: scenes.count)
        let times = try benchmark.alternating(scenes.indices.map { scene in
            {
                let opened = open(count: scenes[scene].count, row: scenes[scene].row)
                items[scene] = opened.items
                return opened.seconds
            }
        })
        report.figure("1,000 rows (baseline)", Samples(times[0].values.map { $0 * 1000 }), "ms", digits: 2)
        report.figure("1,000,000 rows", times[1], "s", digits: 3)
        report.figure("  per row, against 1,000 rows", Samples((times[1] / times[0]).values.map { $0 / 1000 }), "×", digits: 2)
        report.goal("opening a scene of 1,000,000 rows", times[1], unit: " s", atMost: 1, digits: 3)
        report.figure("1,000,000 rows of `Row(index: i)`", times[2], "s", digits: 3)
        report.goal("opening 1,000,000 rows of a view of the app's own", times[2], unit: " s", atMost: 1, digits: 3)
        print("  items of the 1,000,000-row scenes: \(items[1]), \(items[2])")
        if let memory = Benchmark.memory() { print("  peak RSS \(memory.peak / 1_048_576) MiB") }
    }
}
