import SwiftUI

// Dates written in ISO 8601 with Foundation's format style, and the country list apps build
// from NSLocale, as a travel app's country picker does.
enum Formats {
    // 2026-12-07T10:00:00.25Z.
    static let date = Date(timeIntervalSince1970: 1_796_637_600.25)

    static let written: [String] = [
        date.formatted(.iso8601),
        date.formatted(.iso8601.year().month().day().dateSeparator(.dash)),
        date.formatted(.iso8601.year().month().day().dateSeparator(.omitted)),
        date.formatted(.iso8601.time(includingFractionalSeconds: true).timeSeparator(.colon)),
        date.formatted(.iso8601.year().weekOfYear()),
        date.formatted(.iso8601.year().month().day().time(includingFractionalSeconds: false).dateTimeSeparator(.space)),
        date.formatted(.iso8601.time(includingFractionalSeconds: false).timeZone(separator: .omitted).timeZoneSeparator(.colon)),
    ]

    static let paris = Date.ISO8601FormatStyle(dateSeparator: .omitted, dateTimeSeparator: .space, timeSeparator: .omitted,
                                               timeZoneSeparator: .colon, includingFractionalSeconds: false,
                                               timeZone: TimeZone(identifier: "Europe/Paris")!)

    static func read(_ text: String) -> Double? {
        (try? Date(text, strategy: .iso8601))?.timeIntervalSince1970
    }

    static func parsed(_ text: String) -> Double? {
        (try? Date.ISO8601FormatStyle().parse(text))?.timeIntervalSince1970
    }

    static let codes = NSLocale.isoCountryCodes

    static let keys = [NSLocale.Key.identifier, .languageCode, .countryCode, .scriptCode, .currencyCode, .currencySymbol].map(\.rawValue)

    static func country(_ code: String) -> String? {
        let identifier = NSLocale.localeIdentifier(fromComponents: [NSLocale.Key.countryCode.rawValue: code])
        return NSLocale(localeIdentifier: "en_US").displayName(forKey: .identifier, value: identifier)
    }
}

struct CountryRow: View {
    let code: String
    var body: some View {
        HStack {
            Text(Formats.country(code) ?? code)
            Spacer()
            Text(Formats.date, format: .iso8601.year().month())
        }
        .frame(height: 44)
    }
}

#Preview {
    VStack(spacing: 0) {
        CountryRow(code: "FR")
        CountryRow(code: "JP")
    }
}
