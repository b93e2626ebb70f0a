import SwiftUI

/// Sample orders a preview shows, dealt from the app's own seeded generator so that they are
/// the same on every run: a linear congruential generator with Knuth's MMIX constants.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state
    }
}

struct SampleOrder: Identifiable {
    let id: Int
    let donuts: Int
    let flavor: String
}

enum SampleOrders {
    static let flavors = ["Glazed", "Sprinkles", "Chocolate", "Maple"]

    static func make(count: Int, generator: inout some RandomNumberGenerator) -> [SampleOrder] {
        (1...count).map { number in
            SampleOrder(id: number, donuts: .random(in: 1...12, using: &generator),
                        flavor: flavors.randomElement(using: &generator)!)
        }
    }
}

/// Each order's row is as tall as its donuts: ten points a donut.
struct SampleOrdersList: View {
    @State private var orders: [SampleOrder] = {
        var generator = SeededGenerator(seed: 42)
        return SampleOrders.make(count: 3, generator: &generator)
    }()
    @State private var tip: Double = {
        var generator = SeededGenerator(seed: 7)
        return Double.random(in: 0..<0.25, using: &generator)
    }()
    @State private var share: Double = {
        var system = SystemRandomNumberGenerator()
        _ = system.next()
        var generator = SeededGenerator(seed: 7)
        return Double.random(in: 0...1, using: &generator)
    }()
    @State private var isRush: Bool = {
        var generator = SeededGenerator(seed: 7)
        return Bool.random(using: &generator)
    }()
    @State private var queue: [String] = {
        var generator = SeededGenerator(seed: 1)
        return SampleOrders.flavors.shuffled(using: &generator)
    }()

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(orders) { order in
                    Text("\(order.donuts) × \(order.flavor)")
                        .frame(height: CGFloat(order.donuts) * 10)
                }
            }
        }
    }
}
