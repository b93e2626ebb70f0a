import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene
import ScrollworkScript

/// Scenes of a million rows, every row reading its geometry, loaded from source: one whose
/// rows each report their top through a `GeometryReader` preference that an
/// `onPreferenceChange` on the scroll view follows (its value changes every frame; the state
/// it sets, whether the list is scrolled, only when that changes), the same with a reader that
/// also reads a computed property of the view (so its content is built as written at every
/// frame), and one whose rows each carry a `visualEffect`. Frames per second of flinging
/// through them, every frame running the scene's readers pass (and, for the visual effect,
/// reading every visible row's effects): only the rows on screen are evaluated, so a million
/// rows cost what a hundred do.
enum ReaderListBenchmark {
    enum Kind: String, CaseIterable {
        case preference = "GeometryReader preference"
        /// The same preference plus a computed property of the view: content that runs the
        /// view's code is built at every frame (`ReaderPreferenceFold` does not take it). No goal.
        case viewPreference = "GeometryReader preference that reads a computed property"
        case visualEffect = "visualEffect"
    }

    static func row(_ kind: Kind) -> String {
        let reading: String
        switch kind {
        case .preference: reading = preference("proxy.frame(in: .scrollView).minY")
        case .viewPreference: reading = preference("proxy.frame(in: .scrollView).minY + base")
        case .visualEffect:
            reading = """
                .visualEffect { content, proxy in
                    content.offset(y: proxy.frame(in: .scrollView).minY * -0.1)
                }
            """
        }
        return """
            Text("Row \\(i)")
                .frame(height: 60)
            \(reading)
            """
    }

    /// A background reader that sets `TopKey` to `value`.
    private static func preference(_ value: String) -> String {
        """
            .background(GeometryReader { proxy in
                Color.clear.preference(key: TopKey.self, value: \(value))
            })
        """
    }

    static func source(count: Int, kind: Kind) -> String {
        """
        import SwiftUI

        struct TopKey: PreferenceKey {
            static var defaultValue: CGFloat = 0
            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
                value = min(value, nextValue())
            }
        }

        struct Feed: View {
            @State private var isScrolled = false
            private var base: CGFloat { 0 }
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<\(count)) { i in
        \(row(kind))
                        }
                    }
                }
                .onPreferenceChange(TopKey.self) { value in
                    isScrolled = value < 0
                }
            }
        }
        """
    }

    static func load(count: Int, kind: Kind) throws -> (ScriptProgram, SceneInstance) {
        let program = ScriptProgram()
        let diagnostics = program.load(SourceFile(id: 1, path: "Feed.swift", text: source(count: count, kind: kind)))
        if let error = diagnostics.first(where: \.isError) { throw error }
        return (program, try program.makeScene("Feed"))
    }

    /// Flings down and up for ten simulated seconds; every frame runs the readers pass, and the
    /// visible rows' effects are read. Returns the number of frames stepped.
    static func session(_ scene: SceneInstance) -> Int {
        let sim = scene.simulation
        // Half a row past the middle: the top row is partly above the top, so the list counts
        // as scrolled in every frame and the state the observer sets stays as it is.
        return FlingSession.run(sim, from: sim.metrics.contentSize.height / 2 + 30) { FlingSession.sum($0, \.offsetY) }
    }

    static func run(_ benchmark: Benchmark, report: inout Report) throws {
        for kind in Kind.allCases {
            print("== A 1,000,000-row scene, every row with a \(kind.rawValue)")
            let big = try load(count: 1_000_000, kind: kind), small = try load(count: 100, kind: kind)
            if kind == .visualEffect {
                let entries = big.1.simulation.transitions.count
                print("  \(entries) transition entr\(entries == 1 ? "y" : "ies") for a million rows")
            }
            var frames = 0
            let rates = try benchmark.alternating([small.1, big.1].map { scene in
                {
                    let seconds = Benchmark.cpuSeconds { frames = session(scene) }
                    return Double(frames) / seconds
                }
            })
            print("  \(frames) frames per run")
            report.figure("100 rows (baseline)", rates[0], "frames/s", digits: 0)
            report.figure("1,000,000 rows", rates[1], "frames/s", digits: 0)
            if kind != .viewPreference {
                report.goal("1M \(kind.rawValue) rows, frame rate", rates[1], unit: " frames/s", atLeast: 50_000)
            }
        }
    }
}
