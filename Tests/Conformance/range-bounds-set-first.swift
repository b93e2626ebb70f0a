import SwiftUI

/// A reading-level screen: the levels kept as an untyped `1...5` and read back by its bounds,
/// the second page of chapters sliced with a stored `2..<4`, a comfort band of text opacity
/// kept as a `ClosedRange<Double>` and asked with `contains` (a `Range<Double>` too), the levels
/// unlocked as an `IndexSet` of a closed range, and the one chapter picked so far read back as
/// the set's `first`; the first chapter drawn at random from a range of one position.
struct ReadingLevels: View {
    private let levels = 1...5
    private let secondPage = 2..<4
    private let comfortable: ClosedRange<Double> = 0.4...0.8
    private let chapters = ["Intro", "Waves", "Tides", "Reefs", "Deeps"]
    @State private var opacity = 0.3
    @State private var picked: Set<String> = []
    @State private var start = Int.random(in: 0..<1)

    private func shuffledStart() -> Int {
        var generator = SystemRandomNumberGenerator()
        return Int.random(in: 2..<3, using: &generator)
    }

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text("Levels \(levels.lowerBound) to \(levels.upperBound), \(levels.count) in all")
                    .frame(height: 40).id("levels")
                Text("Page 2: \(chapters[secondPage].joined(separator: ", "))")
                    .frame(height: 40).id("page")
                Text(comfortable.contains(opacity) ? "Comfortable" : "Too faint")
                    .frame(height: 40).id("comfort")
                Text((0.0..<0.5).contains(opacity) ? "Dim" : "Bright")
                    .frame(height: 40).id("dim")
                Text("Unlocked: \(IndexSet(integersIn: 1...3).count) levels")
                    .frame(height: 40).id("unlocked")
                Text("Picked: \(picked.first ?? "none")")
                    .frame(height: 40).id("picked")
                Text("Start: \(chapters[start]), then \(chapters[shuffledStart()])")
                    .frame(height: 40).id("start")
                Button("Brighter") { opacity += 0.2 }.id("brighter")
                Button("Pick Tides") { picked.insert("Tides") }.id("pick")
            }
        }
    }
}
