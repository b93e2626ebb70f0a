import SwiftUI

/// The zeros and the point a price's text loses at its end, as a set built from its scalars.
let trailingZeroAndPoint: CharacterSet = .init(["0", "."])

struct PriceTags: View {
    let prices = ["10.50", "7.00", "0.25"]

    var body: some View {
        ScrollView {
            ForEach(prices, id: \.self) { price in
                Text(price.trimmingCharacters(in: trailingZeroAndPoint)).id(price)
            }
            Text("\(trailingZeroAndPoint.contains(".")) \(trailingZeroAndPoint.contains("1"))").id("contains")
        }
    }
}

#Preview("Price tags") { PriceTags() }
