import SwiftUI

/// A museum app's critter pages: the hours a critter is about, written as the device's clock
/// writes hours; the API's URLs built from components; a chart's values merged as a
/// preference key merges them.
fileprivate let hourFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateFormat = usesTwentyFourHours() ? "HH" : "ha"
    return formatter
}()

/// Whether the device writes hours 0 to 23: its "j" (preferred hour) format has no AM/PM.
func usesTwentyFourHours() -> Bool {
    let format = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: Locale.current)!
    return format.firstIndex(of: "a") == nil
}

func hourFormat(in identifier: String) -> String? {
    DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: Locale(identifier: identifier))
}

struct Critter: Identifiable {
    let id: String
    let start: Int
    let end: Int

    func formattedTimes() -> String {
        let startDate = DateComponents(calendar: .current, hour: start).date!
        let endDate = DateComponents(calendar: .current, hour: end).date!
        return "\(hourFormatter.string(from: startDate)) - \(hourFormatter.string(from: endDate))\(usesTwentyFourHours() ? "h" : "")"
    }
}

func hasNoDate() -> Bool {
    DateComponents(hour: 9).date == nil
}

enum MuseumAPI {
    static let base = URL(string: "https://api.example.com/v2")!

    static func makeURL(path: String) -> URL {
        let components = URLComponents(url: base.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
        return components.url!
    }

    static func reportLink() -> String {
        var components = URLComponents()
        components.scheme = "mailto"
        components.path = "museum@example.com"
        components.queryItems = [URLQueryItem(name: "subject", value: "A missing fossil"), URLQueryItem(name: "draft", value: nil)]
        return components.string ?? "none"
    }

    static func parts(of text: String) -> [String] {
        guard var components = URLComponents(string: text) else { return [] }
        let items = (components.queryItems ?? []).map { "\($0.name)=\($0.value ?? "nil")" }
        components.host = "mirror.example.com"
        components.port = nil
        components.fragment = nil
        var first = components.queryItems?.first
        first?.value = "3"
        return [components.scheme ?? "", "\(URLComponents(string: text)?.port ?? 0)", components.path, components.query ?? "",
                URLComponents(string: text)?.fragment ?? "", items.joined(separator: ","), components.url?.absoluteString ?? "",
                "\(first?.name ?? "") \(first?.value ?? "")"]
    }
}

struct CritterChart {
    /// Each bar's value by day, as a preference key gathers them from the bars.
    static func reduce(value: inout [Int: Int], nextValue: () -> [Int: Int]) {
        value.merge(nextValue()) { $1 }
    }

    static func gathered() -> String {
        var week: [Int: Int] = [0: 90, 1: 100]
        reduce(value: &week) { [1: 120, 2: 80] }
        let kept = week.merging([0: 10, 3: 70]) { old, _ in old }
        return "\(week.keys.sorted()) \(week[1] ?? 0) \(kept[0] ?? 0) \(kept[3] ?? 0) \(kept.count) \(week.count)"
    }
}

struct CritterHours: View {
    let critters = [Critter(id: "bee", start: 8, end: 17), Critter(id: "owl", start: 19, end: 4)]

    var body: some View {
        List(critters) { critter in
            Text(critter.formattedTimes())
                .id(critter.id)
        }
    }
}
