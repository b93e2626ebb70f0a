import SwiftUI

/// A bill splitter as small apps write it with Foundation's older API: the amount typed is read
/// with a NumberFormatter and unboxed with `Double(truncating:)`, the diners' names are kept in
/// UserDefaults as an array of strings and shown as one phrase by ListFormatter.
final class SplitBillModel: ObservableObject {
    @Published var lines: [String] = []
    private let namesKey = "Diners"
    private var deposit: Double = 12.5

    func total(of text: String, tip: Int) -> Double {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        let amount = Double(truncating: formatter.number(from: text) ?? 0.0)
        return amount + amount / 100 * Double(tip)
    }

    func describeAmounts() {
        lines.removeAll()
        lines.append("\(total(of: "1,250.5", tip: 10)) \(total(of: "lots", tip: 10))")
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        let guests = Int(truncating: formatter.number(from: "3.75") ?? 0)
        lines.append("\(guests) \(Bool(truncating: 0)) \(Bool(truncating: formatter.number(from: "2") ?? 0))")
        let share = total(of: "1,250.5", tip: 10) / 4
        let currency = NumberFormatter()
        currency.numberStyle = .currency
        lines.append("\(currency.string(from: NSNumber(value: share)) ?? "-") \(NSNumber(value: share).stringValue)")
        let tenth: Double = share / 10
        lines.append(currency.string(from: NSNumber(value: tenth)) ?? "-")
        lines.append(currency.string(from: NSNumber(value: self.deposit)) ?? "-")
        lines.append("\(TimeZone.current.secondsFromGMT())")
    }

    func describeDiners() {
        lines.removeAll()
        let defaults = UserDefaults.standard
        lines.append(defaults.stringArray(forKey: namesKey).map { "\($0.count)" } ?? "none")
        defaults.setValue(["Ana", "Bea", "Cai"], forKey: namesKey)
        let names = defaults.stringArray(forKey: namesKey) ?? []
        lines.append(ListFormatter.localizedString(byJoining: names))
        lines.append(ListFormatter().string(from: Array(names.prefix(2))) ?? "-")
        lines.append(ListFormatter.localizedString(byJoining: ["Dee"]) + "|" + ListFormatter.localizedString(byJoining: []) + "|")
        defaults.set(["Ana", 2] as [Any], forKey: "Mixed")
        lines.append(defaults.stringArray(forKey: "Mixed").map { _ in "strings" } ?? "not strings")
        defaults.set(["tip": 15], forKey: "Settings")
        let settings = defaults.dictionary(forKey: "Settings")
        lines.append("\(settings?["tip"] as? Int ?? 0) \(defaults.dictionary(forKey: namesKey) == nil)")
    }
}

struct SplitBillView: View {
    @StateObject private var model = SplitBillModel()

    var body: some View {
        List {
            Button("Amounts") { model.describeAmounts() }
            Button("Diners") { model.describeDiners() }
            ForEach(model.lines.indices, id: \.self) { index in
                Text(model.lines[index])
            }
        }
    }
}
