import SwiftUI

/// A price field read with a currency formatter: a lenient one takes "1234" typed without the
/// dollar sign, a strict one does not; a whole number written with its point kept; and
/// amounts written for an API by fixed patterns, with a minus sign of its own.
struct PriceEntry: View {
    @State private var typed = "1234"
    @State private var lenientPrice: Double?
    @State private var strictPrice: Double?
    @State private var written = ""
    @State private var api: [String] = []

    private func formatter(lenient: Bool) -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.locale = NSLocale.current
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
            let transport = NumberFormatter()
            transport.minusSign = "−"
            transport.positiveFormat = "0.00"
            transport.negativeFormat = "-0.00"
            let points = NumberFormatter()
            points.positivePrefix = "+"
            points.positiveSuffix = " pts"
            points.negativePrefix = "minus "
            points.negativeSuffix = " pts"
            api = [transport.string(from: 1234.5), transport.string(from: -3), points.string(from: 12), points.string(from: -12),
                   points.plusSign].compactMap { $0 }
        }
    }
}

#Preview("Price") { PriceEntry() }
