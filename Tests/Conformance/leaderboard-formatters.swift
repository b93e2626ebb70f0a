import SwiftUI

/// A game's leaderboard as apps written before format styles build it: shared formatters in
/// file-level constants, a rank as an ordinal ("22nd place"), scores with grouping, a price
/// from the store, when the next daily challenge starts relative to now, and a stubbed HTTP
/// response for its preview.
private let ordinalFormatter: NumberFormatter = {
    let formatter = NumberFormatter()
    formatter.numberStyle = .ordinal
    return formatter
}()

private let scoreFormatter: NumberFormatter = {
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    return formatter
}()

private let relativeFormatter = RelativeDateTimeFormatter()

struct LeaderboardEntry: Identifiable {
    let id: Int
    let name: String
    let score: Int
}

final class LeaderboardModel: ObservableObject {
    @Published var lines: [String] = []
    let entries = [
        LeaderboardEntry(id: 1, name: "Blob", score: 12_345),
        LeaderboardEntry(id: 2, name: "Blob Jr", score: 9_870),
        LeaderboardEntry(id: 22, name: "You", score: 1_024),
    ]

    func describeNumbers() {
        lines.removeAll()
        lines.append(written(1234.5, .none) ?? "-")
        lines.append(written(NSNumber(value: 1234567.891), .decimal) ?? "-")
        lines.append(written(2.25, .decimal) { $0.maximumFractionDigits = 1 } ?? "-")
        lines.append(written(0.256, .percent) ?? "-")
        lines.append(written(0.5, .percent) { $0.minimumFractionDigits = 1 } ?? "-")
        lines.append(written(1234.5, .currency) ?? "-")
        let currency = NumberFormatter()
        currency.numberStyle = .currency
        lines.append("\(currency.currencyCode ?? "-") \(currency.groupingSeparator ?? "-")")
        lines.append([1, 2, 3, 11, 12, 13, 101, 111].compactMap { ordinalFormatter.string(from: NSNumber(value: $0)) }.joined(separator: " "))
        lines.append("\(NSNumber(value: 7).doubleValue) \(NSNumber(value: 2.75).intValue)")
    }

    func describeSettings() {
        lines.removeAll()
        let styles: [NumberFormatter.Style] = [.scientific, .spellOut, .currencyISOCode, .currencyPlural, .currencyAccounting]
        lines.append(styles.compactMap { written(-1234.5, $0) }.joined(separator: " | "))
        let german = NumberFormatter()
        german.locale = Locale(identifier: "de_DE")
        german.numberStyle = .decimal
        lines.append("\(german.string(from: 1234.5) ?? "-") \(german.locale.identifier)")
        lines.append(written(12.5, .decimal) { $0.usesGroupingSeparator = false; $0.decimalSeparator = ","; $0.minimumIntegerDigits = 3 } ?? "-")
        lines.append(written(123456, .decimal) { $0.maximumIntegerDigits = 4 } ?? "-")
        let significant: (NumberFormatter) -> Void = {
            $0.usesSignificantDigits = true
            $0.minimumSignificantDigits = 2
            $0.maximumSignificantDigits = 3
        }
        lines.append("\(written(3.14159, .none, significant) ?? "-") \(written(5, .none, significant) ?? "-")")
        let euros: (NumberFormatter) -> Void = { $0.currencySymbol = "€"; $0.zeroSymbol = "free" }
        lines.append("\(written(0, .currency, euros) ?? "-") \(written(2, .currency, euros) ?? "-")")
        lines.append("\(scoreFormatter.number(from: "1,024")?.intValue ?? 0) \(NumberFormatter.localizedString(from: 3, number: .ordinal))")
        lines.append("\(NSNumber(value: true).boolValue) \(NSNumber(value: 2.5).stringValue)")
        let year = DateFormatter()
        year.dateFormat = "yyyy"
        lines.append("\(year.string(for: Date()) ?? "-") \(year.string(for: 3) ?? "nil")")
        let relative = RelativeDateTimeFormatter()
        relative.locale = Locale(identifier: "en_US")
        relative.unitsStyle = .short
        relative.dateTimeStyle = .named
        relative.dateTimeStyle = .numeric
        lines.append("\(relative.localizedString(fromTimeInterval: 2 * 3600)) \(relative.localizedString(fromTimeInterval: -86400))")
        lines.append("\(written(0.5, .percent) { $0.percentSymbol = " pct" } ?? "-") \(NumberFormatter().percentSymbol ?? "nil")")
    }

    private func written(_ number: NSNumber, _ style: NumberFormatter.Style, _ configure: (NumberFormatter) -> Void = { _ in }) -> String? {
        let formatter = NumberFormatter()
        formatter.numberStyle = style
        configure(formatter)
        return formatter.string(from: number)
    }

    func describeTimes() {
        lines.removeAll()
        let now = Date()
        let formatter = RelativeDateTimeFormatter()
        lines.append(formatter.localizedString(for: now.addingTimeInterval(-30), relativeTo: now))
        lines.append(formatter.localizedString(for: now.addingTimeInterval(-90), relativeTo: now))
        lines.append(formatter.localizedString(for: now.addingTimeInterval(3 * 3600), relativeTo: now))
        lines.append(formatter.localizedString(fromTimeInterval: -2 * 86400))
        formatter.unitsStyle = .abbreviated
        lines.append(formatter.localizedString(fromTimeInterval: 2 * 3600))
        formatter.unitsStyle = .spellOut
        lines.append(formatter.localizedString(fromTimeInterval: -14 * 86400))
        formatter.unitsStyle = .full
        formatter.dateTimeStyle = .named
        lines.append(formatter.localizedString(fromTimeInterval: -86400))
        lines.append(formatter.localizedString(fromTimeInterval: 7 * 86400))
    }

    func describeResponse() {
        lines.removeAll()
        guard let response = HTTPURLResponse(url: URL(string: "https://example.com/leaderboard")!, statusCode: 404,
                                             httpVersion: nil, headerFields: ["Content-Type": "application/json"]) else { return }
        let stored: URLResponse = response
        lines.append("\((stored as? HTTPURLResponse)?.statusCode ?? 0)")
        lines.append(response.value(forHTTPHeaderField: "content-type") ?? "none")
        lines.append("\(response.allHeaderFields.count) \(response.url?.absoluteString ?? "-")")
        let page = HTTPURLResponse(url: URL(string: "page", relativeTo: response.url)!, statusCode: 200, httpVersion: "HTTP/1.1",
                                   headerFields: ["content-type": "Text/HTML; charset=utf-8"])
        lines.append("\(stored.mimeType ?? "none") \(page?.mimeType ?? "none") \(page?.url?.absoluteString ?? "-")")
    }
}

struct LeaderboardView: View {
    @StateObject private var model = LeaderboardModel()
    private let nextStartsAt = Date().addingTimeInterval(5 * 3600 + 600)

    var body: some View {
        List {
            ForEach(model.entries) { entry in
                Text("\(entry.id as NSNumber, formatter: ordinalFormatter) \(entry.name) \(entry.score as NSNumber, formatter: scoreFormatter)")
                    .id(entry.id)
            }
            Text("The next daily challenge starts \(nextStartsAt, formatter: relativeFormatter).")
                .id("next")
            // Text(_:formatter:) shows what the formatter's string(for:) writes.
            Text(nextStartsAt, formatter: relativeFormatter)
                .id("next-alone")
            Text(NSNumber(value: 3), formatter: ordinalFormatter)
                .id("third")
            Button("Numbers") { model.describeNumbers() }
            Button("Times") { model.describeTimes() }
            Button("Response") { model.describeResponse() }
            Button("Settings") { model.describeSettings() }
            ForEach(model.lines.indices, id: \.self) { index in
                Text(model.lines[index])
            }
        }
    }
}
