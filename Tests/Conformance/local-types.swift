import SwiftUI

/// Types declared inside bodies, as Swift allows: each body's `Step` is its own, and a type
/// declared in a closure's switch case is seen by the rest of that case.
enum Tally {
    static func doubled(_ values: [Int]) -> [Int] {
        enum Step: Int { case once = 1, twice }
        struct Scaled {
            let value: Int
            static func of(_ value: Int) -> Scaled { Scaled(value: value * Step.twice.rawValue) }
        }
        return values.map { Scaled.of($0).value }
    }

    static func labels(_ values: [Int]) -> [String] {
        struct Step { let title: String }
        return values.map { value in
            switch value {
            case 0:
                enum Mark: String { case zero = "none" }
                return Step(title: Mark.zero.rawValue).title
            default:
                return Step(title: "\(value)").title
            }
        }
    }
}

struct LocalTypesView: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(Tally.labels(Tally.doubled([0, 2, 5])), id: \.self) { label in
                    Text(label).frame(height: 30)
                }
            }
        }
    }
}

#Preview("Local types") {
    LocalTypesView()
}
