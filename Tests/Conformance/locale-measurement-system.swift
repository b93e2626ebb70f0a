import SwiftUI

/// A weather screen that picks its units by the region's measurement system, as apps that
/// ask the server for "si" or "us" units write it, and reads a language identifier's parts
/// with `Locale.components(fromIdentifier:)`.
struct UnitsByRegion: View {
    var body: some View {
        VStack {
            Text(unit(Locale.current)).id("device")
            Text(unit(Locale(identifier: "en_US"))).id("us")
            Text(unit(Locale(identifier: "en_GB"))).id("gb")
            Text(unit(Locale(identifier: "fr_FR"))).id("fr")
            Text(parts("zh-Hant-TW")).id("chinese")
            Text(parts("fr")).id("french")
        }
    }

    private func unit(_ locale: Locale) -> String { locale.usesMetricSystem ? "°C" : "°F" }

    private func parts(_ identifier: String) -> String {
        let components = Locale.components(fromIdentifier: identifier)
        return ["kCFLocaleLanguageCodeKey", "kCFLocaleScriptCodeKey", "kCFLocaleCountryCodeKey"]
            .map { components[$0] ?? "-" }
            .joined(separator: " ")
    }
}

#Preview("Units by region") { UnitsByRegion() }
