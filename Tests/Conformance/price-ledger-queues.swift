import SwiftUI

/// A model in the shape apps write one: totals memoised in a static dictionary written through
/// `Self.`, sums folded with `reduce(into:)` and `$0 += $1`, labels made with `map(String.init)`,
/// and saves handed to serial and concurrent queues of its own that report back on the main queue.
final class PriceLedger: ObservableObject {
    private static var cache: [String: Int] = [:]
    static var lookups = 0
    static var lastWeek: String?

    @Published var saves: [String] = []
    @Published var order: [String] = []
    private let saveQueue = DispatchQueue(label: "ledger.save", qos: .utility)
    private let workQueue = DispatchQueue(label: "ledger.work", qos: .userInitiated, attributes: .concurrent)

    static func total(of week: String, prices: [Int]) -> Int {
        Self.lookups += 1
        if let cached = Self.cache[week] { return cached }
        let sum = prices.reduce(into: 0) { $0 += $1 }
        Self.cache[week] = sum
        Self.lastWeek = week
        return sum
    }

    func save(_ prices: [Int]) {
        let labels = prices.map(String.init)
        order.append("tap")
        saveQueue.async {
            let joined = labels.joined(separator: " - ")
            DispatchQueue.main.async {
                self.saves.append(joined)
                self.order.append("main")
            }
            self.order.append("save")
        }
        workQueue.async { self.order.append("work") }
        DispatchQueue.global(qos: .background).async { self.order.append("global") }
        order.append("queued")
    }

    func queueLabels() -> [String] {
        [saveQueue.label, workQueue.label, DispatchQueue.main.label, DispatchQueue.global().label,
         DispatchQueue.global(qos: .userInitiated).label]
    }

    func counted() -> Int {
        saveQueue.sync { saves.count * 10 }
    }
}

/// What a fresh ledger's `sync` gives back, and the labels its queues were made with.
func freshLedgerReport() -> [String] {
    let ledger = PriceLedger()
    return ["\(ledger.counted())"] + ledger.queueLabels()
}

/// Words counted with `reduce(into:)` changing its `inout` accumulator in place.
func wordCounts(_ words: [String]) -> [String: Int] {
    words.reduce(into: [:]) { $0[$1, default: 0] += 1 }
}

func wordList(_ words: [String]) -> [String] {
    words.reduce(into: []) { $0.append($1.uppercased()) }
}

func parsedNumbers(_ texts: [String]) -> [Int] {
    texts.compactMap(Int.init)
}

struct PriceWeeks: View {
    @StateObject private var ledger = PriceLedger()
    let weeks: [String: [Int]] = ["w1": [90, 110, 105], "w2": [60, 75]]

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(weeks.keys.sorted(), id: \.self) { week in
                    Text("\(week): \(PriceLedger.total(of: week, prices: weeks[week] ?? []))")
                        .frame(height: 44)
                        .id(week)
                        .onTapGesture { ledger.save(weeks[week] ?? []) }
                }
                ForEach(ledger.saves, id: \.self) { line in
                    Text(line).frame(height: 30)
                }
            }
        }
    }
}

#Preview("Price weeks") { PriceWeeks() }
