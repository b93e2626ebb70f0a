import SwiftUI

/// The device's currency as a style of its own, as apps name it once for every field.
extension FormatStyle where Self == FloatingPointFormatStyle<Double>.Currency {
    static var localCurrency: Self {
        .currency(code: Locale.current.currency?.identifier ?? "USD")
    }
}

/// A bill split between friends: the amount is typed into a currency field, the tip picked
/// as a percentage, and each share shown in the device's currency.
struct BillSplit: View {
    @State private var bill = 86.4
    @State private var people = 3
    @State private var tip = 15
    @State private var note: Double? = nil

    let tips = [0, 10, 15, 20]

    var currency: String { Locale.current.currency?.identifier ?? "EUR" }
    let euros: FloatingPointFormatStyle<Double>.Currency = .currency(code: "EUR")

    /// Where a row's total stands for a script's direction.
    /// Codes named in the device's language.
    static var names: [String] {
        [Locale.current.localizedString(forLanguageCode: "fr") ?? "", Locale.current.localizedString(forRegionCode: "DE") ?? "",
         Locale.current.localizedString(forIdentifier: "fr_CA") ?? "", Locale(identifier: "de_DE").language.languageCode?.identifier ?? ""]
    }

    static func totalSide(_ direction: Locale.LanguageDirection) -> String {
        switch direction {
        case .leftToRight, .unknown: return "right"
        case .rightToLeft: return "left"
        case .topToBottom, .bottomToTop: return "bottom"
        @unknown default: return "right"
        }
    }
    var share: Double { bill * (1 + Double(tip) / 100) / Double(people) }

    var body: some View {
        VStack(spacing: 0) {
            TextField("Bill", value: $bill, format: .currency(code: currency))
                .frame(height: 44)
                .id("bill")
            TextField("Bill again", value: $bill, format: .localCurrency)
                .frame(height: 44)
                .id("bill-local")
            Text(bill, format: euros)
                .id("bill-euros")
            TextField("People", value: $people, format: .number)
                .frame(height: 44)
                .id("people")
            TextField("Rounded", value: $note, format: .number, prompt: Text("Optional"))
                .frame(height: 44)
                .id("rounded")
            ForEach(tips, id: \.self) { percent in
                Text(percent, format: .percent)
                    .frame(height: 30)
                    .id("tip-\(percent)")
            }
            Text("Each pays \(share, format: .currency(code: currency))")
                .id("share")
            Text("Tip \(Double(tip) / 100, format: .percent.precision(.fractionLength(1)))")
                .id("tip")
            Text("Per head \(share, specifier: "%.3f")")
                .id("raw")
            Text(Locale.current.identifier + " " + (Locale.current.currencySymbol ?? "?"))
                .id("locale")
            Text((Locale.autoupdatingCurrent.currencyCode ?? "") + " " + (Locale(identifier: "fr_FR").currency?.identifier ?? ""))
                .id("codes")
            Text((Locale.current.languageCode ?? "") + " " + (Locale(identifier: "fr_FR").languageCode ?? "") + " "
                 + Locale.preferredLanguages.joined(separator: ","))
                .id("languages")
            Text((Locale.current.regionCode ?? "-") + " " + (Locale(identifier: "pt_BR").regionCode ?? "-") + " "
                 + (Locale(identifier: "fr").regionCode ?? "-"))
                .id("regions")
            Text(Self.names.joined(separator: ", "))
                .id("names")
            // A summary row mirrored for right-to-left languages.
            Text("total on the " + Self.totalSide(Locale.current.language.characterDirection))
                .multilineTextAlignment(Locale(identifier: "ar_EG").language.characterDirection == .rightToLeft ? .trailing : .leading)
                .id("direction")
        }
    }
}
