import SwiftUI

enum FeedError: Error {
    case offline
}

/// A live score feed: a `.task` reads an AsyncStream whose continuation the buttons hold,
/// a second loop counts a timer publisher's values, a detached task posts a bonus, and a
/// throwing stream with small buffers reports how it ended.
struct ScoreFeed: View {
    @State private var feed = AsyncStream<Int>.makeStream()
    @State private var scores: [Int] = []
    @State private var status = "live"
    @State private var ticks = 0
    @State private var warmUp: [String] = []
    @State private var replay: [String] = []
    @State private var endings: [String] = []

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text(status)
                    .frame(height: 44)
                    .id("status")
                Button("Post") { feed.continuation.yield(scores.count * 10) }
                    .frame(height: 44)
                    .id("post")
                Button("Bonus") {
                    Task.detached(priority: .background) {
                        await postBonus()
                    }
                }
                .frame(height: 44)
                .id("bonus")
                Button("Close") { feed.continuation.finish() }
                    .frame(height: 44)
                    .id("close")
                Button("Replay") { Task { await playReplay() } }
                    .frame(height: 44)
                    .id("replay")
                ForEach(scores, id: \.self) { score in
                    Text("Score \(score)")
                        .frame(height: 60)
                }
            }
        }
        .task {
            let countdown = AsyncStream<String> { continuation in
                continuation.onTermination = { ending in
                    switch ending {
                    case .finished: endings.append("countdown finished")
                    case .cancelled: endings.append("countdown cancelled")
                    @unknown default: break
                    }
                }
                for word in ["ready", "set", "go"] {
                    continuation.yield(word)
                }
                continuation.finish()
            }
            for await word in countdown {
                warmUp.append(word)
            }
            for await score in feed.stream where score >= 0 {
                scores.append(score)
            }
            status = "closed"
        }
        .task {
            for await _ in Timer.publish(every: 0.5, on: .main, in: .common).autoconnect().values {
                ticks += 1
            }
        }
    }

    private func postBonus() async {
        feed.continuation.yield(100)
    }

    /// Oldest-first keeps the first two moves, newest-first the last two; then the throwing
    /// stream ends with an error the loop throws.
    private func playReplay() async {
        let oldest = AsyncStream<String>(bufferingPolicy: .bufferingOldest(2)) { continuation in
            for move in ["e4", "e5", "Nf3"] { continuation.yield(move) }
            continuation.finish()
        }
        for await move in oldest { replay.append(move) }
        let newest = AsyncStream(String.self, bufferingPolicy: .bufferingNewest(2)) { continuation in
            for move in ["Nc6", "Bb5", "a6"] { continuation.yield(move) }
            continuation.finish()
        }
        for await move in newest { replay.append(move) }
        let (moves, continuation) = AsyncThrowingStream<String, Error>.makeStream(bufferingPolicy: .unbounded)
        continuation.onTermination = { _ in endings.append("moves ended") }
        continuation.yield("Ba4")
        continuation.finish(throwing: FeedError.offline)
        do {
            for try await move in moves { replay.append(move) }
        } catch {
            replay.append("lost: \(error)")
        }
        let clock = AsyncThrowingStream(Int.self, bufferingPolicy: .bufferingNewest(1)) { continuation in
            continuation.yield(45)
            continuation.yield(90)
            continuation.finish()
        }
        let openings = AsyncThrowingStream<String, Error>(bufferingPolicy: .bufferingOldest(1)) { continuation in
            continuation.yield("Ruy Lopez")
            continuation.yield("Sicilian")
            continuation.finish()
        }
        let (notes, notesContinuation) = AsyncStream.makeStream(of: String.self)
        notesContinuation.yield("resigned")
        notesContinuation.finish()
        do {
            for try await minute in clock { replay.append("minute \(minute)") }
            for try await opening in openings { replay.append(opening) }
        } catch {
            replay.append("unexpected \(error)")
        }
        for await note in notes { replay.append(note) }
        let (late, lateContinuation) = AsyncThrowingStream.makeStream(of: Int.self)
        lateContinuation.finish()
        do {
            for try await _ in late { replay.append("never") }
            replay.append("no more moves")
        } catch {
            replay.append("unexpected \(error)")
        }
    }
}

#Preview { ScoreFeed() }
