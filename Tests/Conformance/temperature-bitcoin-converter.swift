import SwiftUI

/// A converter in the shape of a "100 Days of SwiftUI" unit converter: temperatures written by
/// one shared MeasurementFormatter (its own unit, short style, five significant digits), and an
/// amount of bitcoin read with Decimal(string:) and turned into satoshis through an extension
/// of a type alias of Decimal.
enum ConverterFormatters {
    static let temperature: MeasurementFormatter = {
        let formatter = MeasurementFormatter()
        formatter.numberFormatter.usesSignificantDigits = true
        formatter.numberFormatter.maximumSignificantDigits = 5
        formatter.unitStyle = .short
        formatter.unitOptions = [.providedUnit]
        return formatter
    }()

    static let satoshi: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.usesSignificantDigits = true
        formatter.maximumSignificantDigits = 12
        return formatter
    }()

    /// The same reading in each style, for the device's default unit and in its own.
    static func styled(_ reading: Measurement<UnitTemperature>) -> [String] {
        let formatter = MeasurementFormatter()
        formatter.locale = Locale.current
        var texts = [formatter.string(from: reading)]
        formatter.unitOptions = .providedUnit
        for style in [Formatter.UnitStyle.short, .medium, .long] {
            formatter.unitStyle = style
            texts.append(formatter.string(from: reading))
        }
        formatter.unitOptions = .temperatureWithoutUnit
        formatter.unitStyle = .medium
        texts.append(formatter.string(from: reading))
        return texts
    }

    /// Other dimensions in their own unit, and units named alone.
    /// The options as a set: `.naturalScale` is kept (writing with it is not simulated).
    static func localeOfFormatter() -> String {
        let formatter = MeasurementFormatter()
        formatter.locale = Locale(identifier: "fr_FR")
        return formatter.locale.identifier
    }

    static func naturalOptions() -> [Bool] {
        let formatter = MeasurementFormatter()
        formatter.unitOptions = [.naturalScale, .temperatureWithoutUnit]
        return [formatter.unitOptions.contains(.naturalScale), formatter.unitOptions.contains(.providedUnit)]
    }

    static func lengths() -> [String] {
        let formatter = MeasurementFormatter()
        formatter.unitOptions = .providedUnit
        var texts = [formatter.string(from: Measurement(value: 1234.5678, unit: UnitLength.kilometers)),
                     formatter.string(from: UnitLength.feet)]
        formatter.unitStyle = .long
        texts += [formatter.string(from: Measurement(value: 1, unit: UnitLength.feet)),
                  formatter.string(from: Measurement(value: 2, unit: UnitLength.feet)),
                  formatter.string(from: UnitMass.pounds)]
        formatter.unitStyle = .short
        texts += [formatter.string(from: Measurement(value: 3, unit: UnitLength.inches)),
                  formatter.string(from: Measurement(value: 90, unit: UnitDuration.minutes))]
        return texts
    }
}

extension ConverterFormatters {
    /// A recipe's volumes: US cups and gallons in metric and in pints, written in each style.
    static func volumes() -> [String] {
        let formatter = MeasurementFormatter()
        formatter.unitOptions = .providedUnit
        let milk = Measurement(value: 2, unit: UnitVolume.cups).converted(to: .milliliters)
        var texts = [formatter.string(from: milk),
                     formatter.string(from: Measurement(value: 1, unit: UnitVolume.gallons).converted(to: .pints))]
        formatter.unitStyle = .long
        texts += [formatter.string(from: Measurement(value: 1.5, unit: UnitVolume.liters)), formatter.string(from: UnitVolume.fluidOunces)]
        formatter.unitStyle = .short
        texts.append(formatter.string(from: Measurement(value: 3, unit: UnitVolume.tablespoons)))
        return texts
    }

    /// A liter in the other units, to a thousandth.
    static func liter() -> [Double] {
        let units = [UnitVolume.milliliters, UnitVolume.deciliters, UnitVolume.centiliters, UnitVolume.cubicMeters,
                     UnitVolume.cubicCentimeters, UnitVolume.teaspoons, UnitVolume.pints, UnitVolume.quarts]
        return units.map { (Measurement(value: 1, unit: UnitVolume.liters).converted(to: $0).value * 1000).rounded() / 1000 }
    }
}

/// What each conversion writes with: a formatter held as Foundation's abstract Formatter.
enum ConversionKind: CaseIterable {
    case temperature, bitcoin

    var formatter: Formatter {
        switch self {
        case .temperature: return ConverterFormatters.temperature
        case .bitcoin: return ConverterFormatters.satoshi
        }
    }
}

typealias Satoshi = Decimal
typealias Sats = Satoshi

extension Satoshi {
    init(fromBTC btc: Decimal) {
        self = btc * Decimal(100_000_000)
    }

    var btc: Decimal { self / Decimal(100_000_000) }
}

extension Sats {
    var isDust: Bool { self < 546 }
}

struct TemperatureRow: View {
    let celsius: Double

    var body: some View {
        let reading = Measurement(value: celsius, unit: UnitTemperature.celsius)
        Text(ConverterFormatters.temperature.string(from: reading.converted(to: .fahrenheit)))
    }
}

struct BitcoinForm: View {
    @State private var btcText = "0.015"

    var satoshiText: String {
        guard let btc = Decimal(string: btcText) else { return "N/A" }
        return ConverterFormatters.satoshi.string(for: Satoshi(fromBTC: btc)) ?? "N/A"
    }

    var body: some View {
        VStack(spacing: 0) {
            TemperatureRow(celsius: 36.6).id("fever")
            TemperatureRow(celsius: -40).id("cold")
            TextField("BTC", text: $btcText).id("btc")
            Text(satoshiText).id("sats")
            Button("Clear") { btcText = "" }.id("clear")
            Button("Typo") { btcText = "2.5x" }.id("typo")
        }
    }
}

#Preview("Converter") {
    BitcoinForm()
}
