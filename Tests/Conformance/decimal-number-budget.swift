import SwiftUI

/// A budget card that keeps money as `Decimal` and bridges it to `NSDecimalNumber` to compute
/// a share and to print it, as expense trackers do: `NSDecimalNumber(decimal:)`, `doubleValue`,
/// `Double(truncating:)` of a cast, and the number's description (a whole amount without ".0").
struct BudgetCard: View {
    let spent: Decimal = 150
    let limit: Decimal = 600
    let coffee: Decimal = 3.5

    var body: some View {
        VStack {
            Text("\(Int(NSDecimalNumber(decimal: spent).doubleValue / NSDecimalNumber(decimal: limit).doubleValue * 100))%").id("share")
            Text("\(NSDecimalNumber(decimal: limit))").id("limit")
            Text("\(NSDecimalNumber(decimal: coffee))").id("coffee")
            Text("\(Double(truncating: coffee as NSDecimalNumber) * 2)").id("twice")
            Text("\(NSDecimalNumber(decimal: limit).decimalValue == limit)").id("roundTrip")
        }
    }
}

#Preview("Budget card") { BudgetCard() }
