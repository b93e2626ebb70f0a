import SwiftUI

/// A price list whose formatter rounds as the shop says, rows whose separators start at the
/// text (a guide that is drawn only), and a symbol that changes with the system's effect.
struct PriceList: View {
    @State private var starred = false

    static func whole(_ value: Double, _ mode: NumberFormatter.RoundingMode) -> String {
        let formatter = NumberFormatter()
        formatter.maximumFractionDigits = 0
        formatter.roundingMode = mode
        return formatter.string(from: NSNumber(value: value)) ?? ""
    }

    var body: some View {
        List {
            ForEach(["Tea", "Cake"], id: \.self) { item in
                HStack {
                    Image(systemName: starred ? "star.fill" : "star")
                        .contentTransition(.symbolEffect(.automatic))
                    Text(item)
                        .alignmentGuide(.listRowSeparatorLeading) { dimensions in dimensions[.leading] }
                }
                .id(item)
            }
        }
    }
}

#Preview { PriceList() }
