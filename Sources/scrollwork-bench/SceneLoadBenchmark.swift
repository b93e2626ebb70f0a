import Foundation
import ScrollworkCore
import ScrollworkScene
import ScrollworkScript

/// Issue 4: loading a scene from source, `LazyVStack { ForEach(0..<N) { i in Row(index: i) } }`
/// with a small custom row, from parsing to a ready simulation. Targets: 100k rows under 1 s,
/// 1M under 10 s (release build). The 1,000-row load is the baseline; ratios near N/1000
/// mean the cost per row stays flat.
enum SceneLoadBenchmark {
    static func source(count: Int) -> String {
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
                            Row(index: i)
                        }
                    }
                    .scrollTargetLayout()
                }
            }
        }
        """
    }

    /// Seconds to load the file and instantiate the scene; returns the content height too.
    static func load(count: Int) -> (seconds: Double, height: Double) {
        var height = 0.0
        let seconds = Benchmark.best(of: count >= 1_000_000 ? 1 : 3) {
            let program = ScriptProgram()
            _ = program.load(SourceFile(id: 1, path: "Feed.swift", text: source(count: count)))
            height = (try? program.makeScene("Feed"))?.simulation.metrics.contentSize.height ?? -1
        }
        return (seconds, height)
    }

    static func run() {
        print("== Scene load: ScrollView { LazyVStack { ForEach(0..<N) { i in Row(index: i) } } } from source")
        let baseline = load(count: 1_000)
        print("1,000 rows:     \(Benchmark.format(baseline.seconds * 1000, 2)) ms (baseline), content \(baseline.height) pt")
        for count in [100_000, 1_000_000] {
            let measured = load(count: count)
            let ratio = measured.seconds / baseline.seconds
            print("\(count.formatted()) rows: \(Benchmark.format(measured.seconds, 3)) s, content \(measured.height) pt, "
                  + "ratio to 1,000 rows \(Benchmark.format(ratio, 1))x (per row \(Benchmark.format(ratio * 1000 / Double(count), 2))x)")
        }
        if let memory = Benchmark.memory() { print("peak RSS \(memory.peak / 1_048_576) MiB") }
    }
}
