import SwiftUI
import GameKit

/// Sample data as a book's flight board makes it: a seedable generator wrapping GameKit's
/// Mersenne Twister (seeded, or from a random UInt64), awards that are Hashable through their
/// own `hash(into:)`, a board enum whose id is its hash, and a date formatter whose fixed
/// format is cleared with `.none`.
struct SeededGenerator: RandomNumberGenerator {
    private let source: GKRandom

    init(seed: UInt64) {
        source = GKMersenneTwisterRandomSource(seed: seed)
    }

    init() {
        source = GKMersenneTwisterRandomSource(seed: UInt64.random(in: UInt64.min ... UInt64.max))
    }

    mutating func next() -> UInt64 {
        // GKRandom gives numbers from Int32.min to Int32.max: two make the 64 bits.
        let low = UInt64(bitPattern: Int64(source.nextInt()))
        let high = UInt64(bitPattern: Int64(source.nextInt()))
        return (low & 0xFFFF_FFFF) | (high << 32)
    }
}

struct Award: Hashable {
    var title: String
    var stars: Int

    static func == (lhs: Award, rhs: Award) -> Bool { lhs.title == rhs.title }

    func hash(into hasher: inout Hasher) {
        hasher.combine(title)
    }
}

enum Board: Hashable {
    case arrivals, departures
    var id: Int { hashValue }
}

final class BoardModel: ObservableObject {
    @Published var notes: [String] = []

    func sample() {
        notes.removeAll()
        let first = GKMersenneTwisterRandomSource(seed: 42), second = GKMersenneTwisterRandomSource(seed: 42)
        let drawn = (0..<3).map { _ in first.nextInt() }, again = (0..<3).map { _ in second.nextInt() }
        notes.append("\(drawn == again) \(first.seed) \(drawn.allSatisfy { $0 >= -2_147_483_648 && $0 <= 2_147_483_647 })")
        var generator = SeededGenerator(seed: 7), same = SeededGenerator(seed: 7)
        notes.append("\(Int.random(in: 1...100, using: &generator) == Int.random(in: 1...100, using: &same))")
        let die = GKRandomDistribution(randomSource: GKMersenneTwisterRandomSource(seed: 1), lowestValue: 1, highestValue: 6)
        let rolls = (0..<60).map { _ in die.nextInt() }
        notes.append("\(rolls.allSatisfy { (1...6).contains($0) }) \(die.numberOfPossibleOutcomes) \(die.lowestValue)")
        let range: ClosedRange<UInt64> = 10...20
        var unseeded = SeededGenerator()
        notes.append("\(range.contains(15)) \(range.contains(21)) \(range) \(range.contains(UInt64.random(in: range))) \(unseeded.next() >= 0)")
    }

    /// What holds whatever numbers a source draws: their ranges, and a shuffle's elements.
    func ranges() {
        notes.removeAll()
        let sources: [GKRandomSource] = [GKMersenneTwisterRandomSource(), GKLinearCongruentialRandomSource(seed: 5),
                                         GKLinearCongruentialRandomSource(), GKARC4RandomSource(), GKRandomSource(),
                                         GKRandomSource.sharedRandom()]
        let bounded = sources.allSatisfy { source in (0..<20).allSatisfy { _ in (0..<10).contains(source.nextInt(upperBound: 10)) } }
        let uniform = sources.allSatisfy { source in (0..<20).map { _ in source.nextUniform() }.allSatisfy { $0 >= 0 && $0 < 1 } }
        let coin = [true, false].contains(sources[0].nextBool())
        let shuffled = sources[1].arrayByShufflingObjects(in: [1, 2, 3, 4]) as? [Int] ?? []
        notes.append("\(bounded) \(uniform) \(coin) \(shuffled.sorted()) \((sources[1] as? GKLinearCongruentialRandomSource)?.seed ?? 0)")
        let middle = GKRandomDistribution(lowestValue: 3, highestValue: 5)
        let belowFive = (0..<20).allSatisfy { _ in (3...4).contains(middle.nextInt(upperBound: 5)) }
        notes.append("\((3...5).contains(middle.nextInt())) \(belowFive) \(GKRandomDistribution.d6().highestValue) \(GKRandomDistribution.d20().highestValue) \(GKRandomSource.sharedRandom() === GKRandomSource.sharedRandom())")
        let half: Range<UInt64> = 0..<10
        notes.append("\(half.contains(9)) \(half.contains(10)) \(half)")
    }

    func hashes() {
        notes.removeAll()
        let gold = Award(title: "Gold", stars: 3), goldAgain = Award(title: "Gold", stars: 1)
        notes.append("\(gold == goldAgain) \(gold.hashValue == goldAgain.hashValue)")
        var hasher = Hasher()
        hasher.combine("Gold")
        notes.append("\(hasher.finalize() == gold.hashValue)")
        notes.append("\(Board.arrivals.id == Board.arrivals.hashValue) \(Board.arrivals.hashValue != Board.departures.hashValue)")
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy"
        formatter.dateFormat = .none
        formatter.dateStyle = .short
        notes.append(formatter.string(from: Date(timeIntervalSince1970: 0)))
    }
}

struct FlightBoardView: View {
    @StateObject private var model = BoardModel()

    var body: some View {
        List {
            Button("Sample") { model.sample() }
            Button("Ranges") { model.ranges() }
            Button("Hashes") { model.hashes() }
            ForEach(model.notes, id: \.self) { note in
                Text(note)
            }
        }
    }
}

#Preview {
    FlightBoardView()
}
