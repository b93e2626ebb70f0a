import SwiftUI

/// A price field read with a currency formatter: a lenient one takes "1234" typed without the
/// dollar sign, a strict one does not; and a whole number written with its point kept.
struct PriceEntry: View {
    @State private var typed = "1234"
    @State private var lenientPrice: Double?
    @State private var strictPrice: Double?
    @State private var written = ""

    private func formatter(lenient: Bool) -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.generatesDecimalNumbers = true
        formatter.isLenient = lenient
        return formatter
    }

    var body: some View {
        VStack(spacing: 0) {
            Text(typed).id("typed")
            Text(written).id("written")
        }
        .onAppear {
            lenientPrice = formatter(lenient: true).number(from: typed)?.doubleValue
            strictPrice = formatter(lenient: false).number(from: typed)?.doubleValue
            let plain = NumberFormatter()
            plain.alwaysShowsDecimalSeparator = true
            written = plain.string(from: 5) ?? ""
        }
    }
}

#Preview("Price") { PriceEntry() }
