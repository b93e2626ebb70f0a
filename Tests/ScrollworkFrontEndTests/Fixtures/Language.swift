// Exercises the statement and expression forms of the subset in one place.
import Foundation

let defaultSpacing: CGFloat = 8
var counter = 0

func clamp(_ value: Double, _ lower: Double = 0, _ upper: Double = 1) -> Double {
    min(max(value, lower), upper)
}

func describe(phase: ScrollPhase) -> String {
    switch phase {
    case .idle:
        return "idle"
    case .tracking, .interacting:
        return "touching"
    case let other where "\(other)".hasPrefix("dec"):
        return "decelerating"
    default:
        break
    }
    return "other"
}

func bucket(_ value: Int) -> String {
    switch value {
    case ..<0: return "negative"
    case 0: return "zero"
    case 1..<10: return "small"
    case 10...99: return "medium"
    default: return "large"
    }
}

func sum(of values: [Int], limit: Int? = nil) -> Int {
    var total = 0
    for value in values where value > 0 {
        if let limit, total + value > limit {
            break
        }
        total += value
    }
    var i = 0
    while i < 3 {
        i += 1
        if i == 2 { continue }
    }
    repeat {
        i -= 1
    } while i > 0
    for _ in 0..<2 { total *= 1 }
    return total
}

func geometryDemo(_ rect: inout CGRect, items: [CGRect]) -> CGPoint? {
    guard let first = items.first, !items.isEmpty else {
        return nil
    }
    rect.origin.y += first.height * 0.5
    rect.size.width -= 1e-3
    let hex = 0xFF_FF
    let big = 1_000_000
    let angle = Angle.degrees(45).radians
    let mid = CGPoint(x: rect.midX, y: rect.midY)
    let offsets = items.map { $0.minY }.filter { $0 > 0 }
    let sorted = offsets.sorted { a, b in a < b }
    let typed = items.map { (item: CGRect) -> Double in item.width }
    let optional: CGFloat? = items.last?.maxY
    let value = optional ?? 0
    let forced = items.first!.width
    let cast = Double(hex) as Double
    let isRect = mid is CGPoint
    let label = "w=\(rect.width), big=\(big), nested=\("inner \(value)")"
    let multi = """
        first line
          indented \(angle)
        last
        """
    let ids = items.indices.map(\.self)
    let empty: [Int] = []
    let types = [Int].self
    print(sorted, typed, forced, cast, isRect, label, multi, ids, empty, types, -value, !isRect)
    counter = (counter + 1) % 10
    return value > 0 ? mid : .zero
}

struct Counter {
    private(set) var count = 0
    static let step = 1
    var doubled: Int {
        get { count * 2 }
        set(newDoubled) { count = newDoubled / 2 }
    }
    var observed = 0 {
        didSet { count += 1 }
    }

    init(count: Int = 0) {
        self.count = count
    }

    mutating func increment(by amount: Int = Counter.step) {
        count += amount
        Self.log(count)
    }

    static func log(_ value: Int) {
        print("count is \(value)")
    }
}

typealias Context = ScrollTargetBehaviorContext
