import SwiftUI

// A model wrapping others with `@dynamicMemberLookup`, as store and settings models do:
// `plan.price` is read through the key path subscript whose root has `price`, `plan.months`
// through the other root's, and a `String` subscript serves names neither root has.
struct Tier {
    var title: String
    var price: Int
}

struct Terms {
    var months: Int
    var trialDays: Int
}

@dynamicMemberLookup
struct Plan: Identifiable {
    var tier: Tier
    var terms: Terms
    var extras: [String: Int] = [:]

    var id: String { tier.title }

    subscript<T>(dynamicMember keyPath: KeyPath<Tier, T>) -> T {
        tier[keyPath: keyPath]
    }

    subscript<T>(dynamicMember keyPath: KeyPath<Terms, T>) -> T {
        terms[keyPath: keyPath]
    }

    subscript(dynamicMember key: String) -> Int {
        extras[key, default: 0]
    }

    var monthly: Int { self.price / self.months }
}

struct PlanPicker: View {
    @State private var plans = [
        Plan(tier: Tier(title: "Yearly", price: 120), terms: Terms(months: 12, trialDays: 14), extras: ["seats": 5]),
        Plan(tier: Tier(title: "Monthly", price: 15), terms: Terms(months: 1, trialDays: 0)),
    ]
    @State private var summary = ""

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(plans) { plan in
                    Text("\(plan.title): \(plan.monthly) a month")
                        .frame(height: CGFloat(plan.months * 10))
                }
                Color.orange.frame(height: CGFloat(plans[0].seats * 20))
                Text("End").id("end")
            }
        }
        .onAppear {
            let first = plans[0]
            summary = "\(first.title) \(first.trialDays) \(first.seats) \(plans[1].seats)"
        }
    }
}

#Preview("Plans") { PlanPicker() }
