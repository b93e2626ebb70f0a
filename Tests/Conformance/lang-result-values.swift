import SwiftUI

// Swift's Result as apps keep a load's outcome: made by Result { try … }, changed with map,
// mapError and flatMap, read back with get() (which throws the failure), and a
// Result<_, Never>, whose get() cannot fail.

enum FeedError: Error {
    case malformed(line: Int)
    case offline
}

struct FeedEntry {
    let title: String
    let minutes: Int
}

func parseFeed(_ lines: [String]) throws -> [FeedEntry] {
    try lines.enumerated().map { offset, line in
        let parts = line.split(separator: ",")
        guard parts.count == 2, let minutes = Int(parts[1]) else { throw FeedError.malformed(line: offset + 1) }
        return FeedEntry(title: String(parts[0]), minutes: minutes)
    }
}

struct FeedSummary: View {
    let source: [String]
    let greeting: Result<String, Never> = .success("Reading list")
    @State private var rows = 0
    @State private var totalMinutes = 0
    @State private var problem = ""
    @State private var longest = ""

    var body: some View {
        VStack(spacing: 0) {
            Text(greeting.get())
                .frame(height: 44)
            ScrollView {
                ForEach(0..<rows, id: \.self) { index in
                    Text("Entry \(index)")
                        .frame(height: 60)
                        .id(index)
                }
            }
        }
        .onAppear { load() }
    }

    private func load() {
        let parsed = Result { try parseFeed(source) }
        let minutes = parsed.map { entries in entries.reduce(0) { $0 + $1.minutes } }
        let titled = parsed.flatMap { entries -> Result<String, Error> in
            guard let first = entries.max(by: { $0.minutes < $1.minutes }) else { return .failure(FeedError.offline) }
            return .success(first.title)
        }
        do {
            rows = try parsed.get().count
            totalMinutes = try minutes.get()
            longest = try titled.get()
        } catch FeedError.malformed(let line) {
            problem = "line \(line)"
        } catch {
            problem = "\(error)"
        }
        if case .failure(let error) = parsed.mapError({ _ in FeedError.offline }), problem.isEmpty {
            problem = "\(error)"
        }
    }
}

#Preview("Good feed") {
    FeedSummary(source: ["Scrolling,12", "Layout,30", "Gestures,7"])
}

#Preview("Broken feed") {
    FeedSummary(source: ["Scrolling,12", "Layout"])
}
