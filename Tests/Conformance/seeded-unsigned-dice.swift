import SwiftUI

/// A tabletop game's dice, dealt from the app's own generators: a splitmix64 whose 64-bit
/// state passes Int.max, and one made of two drand48 draws spread over 64 bits.
struct SplitMixGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

struct Drand48Generator: RandomNumberGenerator {
    init(seed: Int) {
        srand48(seed)
    }

    func next() -> UInt64 {
        UInt64(drand48() * 0x1.0p64) ^ UInt64(drand48() * 0x1.0p16)
    }
}

enum Dice {
    static let suits = ["Acorns", "Bells", "Hearts", "Leaves"]

    static func rolls() -> [Int] {
        var dice = SplitMixGenerator(seed: 2024)
        return (0..<5).map { _ in Int.random(in: 1...6, using: &dice) }
    }

    static func deck() -> [String] {
        var dice = Drand48Generator(seed: 7)
        return suits.shuffled(using: &dice)
    }

    static func draws() -> [UInt64] {
        var dice = SplitMixGenerator(seed: 2024)
        var birds = Drand48Generator(seed: 7)
        return [dice.next(), birds.next(), birds.next()]
    }

    /// The largest draw's bits, and the conversions in and out of UInt64.
    static func bits(of draws: [UInt64]) -> String {
        let top = draws.max() ?? .zero
        let parts = [
            "\(top.leadingZeroBitCount) \(top.trailingZeroBitCount) \(top.nonzeroBitCount) \(top.isMultiple(of: 3))",
            "\(UInt64.bitWidth) \(top.magnitude == top) \(UInt64.max) \(UInt64.min) \(top.description)",
            "\(UInt64(42)) \(UInt64(2.75)) \(UInt64("18446744073709551615") ?? 0) \(UInt64(bitPattern: -1))",
            "\(UInt64(truncatingIfNeeded: -2)) \(UInt64(truncatingIfNeeded: top)) \(Int(bitPattern: UInt(top)))",
            "\(Int(truncatingIfNeeded: top)) \(Int(truncatingIfNeeded: 7))",
        ]
        return parts.joined(separator: " / ")
    }
}

/// The dice row, the shuffled deck, and the debug panel's numbers.
struct DiceTable: View {
    @State private var rolls = Dice.rolls()
    @State private var deck = Dice.deck()
    @State private var draws = Dice.draws()
    @State private var bits = Dice.bits(of: Dice.draws())

    var body: some View {
        List {
            Text("Rolls: \(rolls.map(String.init).joined(separator: " "))")
            ForEach(deck, id: \.self) { suit in
                Text(suit)
            }
            Text("Draws: \(draws.map(\.description).joined(separator: ", "))")
            Text(bits)
        }
    }
}
