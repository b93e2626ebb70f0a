import Foundation

/// `MeasurementFormatter`: a measurement with its unit, "20.5°C", "72°F", "3 feet", as an en_US
/// device writes it. Foundation off Apple's platforms has no MeasurementFormatter, so the unit
/// names are the en_US ones of the Unicode CLDR, which Apple's formatter writes: its `.short`
/// style is CLDR's narrow width (72°), `.medium` the short width (72°F) and `.long` the wide one
/// (72 degrees Fahrenheit). The number is written by the formatter's `numberFormatter`
/// (decimal style, at most three fraction digits, until the script changes it). Without
/// `.providedUnit` a temperature is written in Fahrenheit, the locale's unit; which unit en_US
/// prefers for other dimensions, and `.naturalScale`, are not simulated: writing one is a
/// located error saying so. A class, as in Foundation: a formatter in a `let` is shared.
enum FoundationMeasurementFormatterSurface: SurfaceProvider {
    /// Apple's raw values of `MeasurementFormatter.UnitOptions`.
    static let providedUnit = 1, naturalScale = 2, temperatureWithoutUnit = 4

    static func register(in surface: inout SurfaceBuilder) {
        surface.type("MeasurementFormatter.UnitOptions", .optionSet, doc: "Which unit a MeasurementFormatter writes a measurement in.") { t in
            t.constant("static var providedUnit: MeasurementFormatter.UnitOptions { get }", doc: "The measurement's own unit.", .int(providedUnit))
            t.constant("static var naturalScale: MeasurementFormatter.UnitOptions { get }",
                       doc: "A unit of a size fitting the value (not simulated: writing with it is an error).", .int(naturalScale))
            t.constant("static var temperatureWithoutUnit: MeasurementFormatter.UnitOptions { get }",
                       doc: "A temperature with a degree sign and no scale: 72°.", .int(temperatureWithoutUnit))
        }
        surface.type("MeasurementFormatter", .class, conformsTo: ["Formatter"], doc: "Writes a measurement with its unit: 72°F, 1.5 km.") { t in
            t.initializer("init()", doc: "A formatter of the medium unit style, writing a temperature in °F.") { _ in .host(MeasurementFormatterValue()) }
            t.property("var unitOptions: MeasurementFormatter.UnitOptions { get set }", doc: "Which unit the measurement is written in.",
                       get: { .int(try formatter($0).unitOptions) },
                       set: { r, new in
                           guard case .int(let bits) = new else { throw RuntimeFailure(RuntimeMessages.typeMismatch("MeasurementFormatter.UnitOptions", new)) }
                           try formatter(r).unitOptions = bits
                       })
            t.property("var unitStyle: Formatter.UnitStyle { get set }", doc: "How long the unit's name is written (.medium: 72°F, km).",
                       get: { value in
                           let style = try formatter(value).unitStyle
                           return .symbol(FoundationLengthFormatterSurface.unitStyles.first { $0.style == style }?.name ?? "medium")
                       },
                       set: { r, new in
                           try formatter(r).unitStyle = try ValueReaders.entry(new, in: FoundationLengthFormatterSurface.unitStyles,
                                                                               named: { $0.name }, "Formatter.UnitStyle").style
                       })
            t.property("var locale: Locale! { get set }", doc: "The locale it writes for: en_US; writing for another is a located error, as only en_US's unit names are known here.",
                       get: { .host(LocaleValue(identifier: try formatter($0).localeIdentifier)) },
                       set: { r, new in
                           guard case .host(let locale as LocaleValue) = new else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Locale", new)) }
                           try formatter(r).localeIdentifier = locale.identifier
                       })
            t.property("var numberFormatter: NumberFormatter! { get set }", doc: "The formatter the number is written with: set its digits to change them.",
                       get: { .host(try formatter($0).numberFormatter) },
                       set: { r, new in
                           guard case .host(let numbers as NumberFormatterValue) = new else {
                               throw RuntimeFailure(RuntimeMessages.typeMismatch("NumberFormatter", new))
                           }
                           try formatter(r).numberFormatter = numbers
                       })
            // Either overload writes what it is given: the compiler may pick the first for a
            // measurement whose type it did not know (`reading.converted(to: .fahrenheit)`).
            t.method("func string(from unit: Unit) -> String", doc: "The unit's name alone, in the unit style: km, kilometers.") { r, a in
                .string(try formatter(r).string(of: a[0]))
            }
            t.method("func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String", doc: "The measurement with its unit: 20.5°C.") { r, a in
                .string(try formatter(r).string(of: a[0]))
            }
        }
    }

    private static func formatter(_ value: Value) throws -> MeasurementFormatterValue {
        guard case .host(let formatter as MeasurementFormatterValue) = value else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("MeasurementFormatter", value))
        }
        return formatter
    }
}

/// A `MeasurementFormatter`'s settings and the `NumberFormatter` it writes numbers with.
final class MeasurementFormatterValue: HostValue {
    var unitOptions = 0
    var unitStyle = Formatter.UnitStyle.medium
    var numberFormatter: NumberFormatterValue
    var localeIdentifier = DeviceRegion.defaultLocaleIdentifier

    init() {
        numberFormatter = NumberFormatterValue()
        numberFormatter.formatter.numberStyle = .decimal
    }

    var typeName: String { "MeasurementFormatter" }
    var valueDescription: String { "<NSMeasurementFormatter>" }
    var equalityKey: String { "\(ObjectIdentifier(self).hashValue)" }

    /// A measurement with its unit, or a unit's name alone.
    func string(of value: Value) throws -> String {
        if case .host(let measurement as MeasurementValue) = value { return try string(from: measurement) }
        return string(from: try FoundationMeasurementSurface.unit(value))
    }

    func string(from measurement: MeasurementValue) throws -> String {
        let shown = try unitShown(for: measurement)
        let number = numberFormatter.formatter.string(from: NSNumber(value: shown.value)) ?? "\(shown.value)"
        // CLDR's en plural rule: "one" only for a 1 written with no fraction digits.
        let isOne = number == "1"
        if shown.unit.dimension == .temperature && unitOptions & FoundationMeasurementFormatterSurface.temperatureWithoutUnit != 0 {
            // CLDR's generic temperature: "{0}°", and in the wide width "{0} degrees temperature".
            return unitStyle == .long ? "\(number) \(isOne ? "degree" : "degrees") temperature" : number + "°"
        }
        return MeasurementUnitNames.pattern(of: shown.unit, style: unitStyle, isOne: isOne).replacingOccurrences(of: "{0}", with: number)
    }

    /// The unit's name as the style writes it for many of it, without a number.
    func string(from unit: MeasurementUnit) -> String {
        MeasurementUnitNames.pattern(of: unit, style: unitStyle, isOne: false)
            .replacingOccurrences(of: "{0}", with: "").trimmingCharacters(in: .whitespaces)
    }

    private func unitShown(for measurement: MeasurementValue) throws -> MeasurementValue {
        guard localeIdentifier == DeviceRegion.defaultLocaleIdentifier else {
            throw RuntimeFailure("MeasurementFormatter writes en_US's unit names only here: the locale '\(localeIdentifier)' is not simulated")
        }
        if unitOptions & FoundationMeasurementFormatterSurface.naturalScale != 0 {
            throw RuntimeFailure("MeasurementFormatter's .naturalScale (a unit fitting the value's size) is not simulated: use .providedUnit")
        }
        if unitOptions & FoundationMeasurementFormatterSurface.providedUnit != 0 { return measurement }
        guard measurement.unit.dimension == .temperature, let fahrenheit = MeasurementUnit.named("fahrenheit") else {
            throw RuntimeFailure("without .providedUnit MeasurementFormatter writes a \(measurement.unit.dimension.rawValue) in the unit "
                                 + "the locale prefers, which is not simulated: set unitOptions = .providedUnit")
        }
        return try measurement.converted(to: fahrenheit)
    }
}

/// The en_US names of each unit in CLDR's three widths: "{0}" is where the number goes.
enum MeasurementUnitNames {
    /// narrow, short, wide for one, wide for other.
    static let patterns: [String: (narrow: String, short: String, one: String, other: String)] = [
        "kelvin": ("{0}K", "{0} K", "{0} kelvin", "{0} kelvins"),
        "celsius": ("{0}°C", "{0}°C", "{0} degree Celsius", "{0} degrees Celsius"),
        "fahrenheit": ("{0}°", "{0}°F", "{0} degree Fahrenheit", "{0} degrees Fahrenheit"),
        "kilometers": ("{0}km", "{0} km", "{0} kilometer", "{0} kilometers"),
        "meters": ("{0}m", "{0} m", "{0} meter", "{0} meters"),
        "centimeters": ("{0}cm", "{0} cm", "{0} centimeter", "{0} centimeters"),
        "millimeters": ("{0}mm", "{0} mm", "{0} millimeter", "{0} millimeters"),
        "miles": ("{0}mi", "{0} mi", "{0} mile", "{0} miles"),
        "yards": ("{0}yd", "{0} yd", "{0} yard", "{0} yards"),
        "feet": ("{0}′", "{0} ft", "{0} foot", "{0} feet"),
        "inches": ("{0}″", "{0} in", "{0} inch", "{0} inches"),
        "hours": ("{0}h", "{0} hr", "{0} hour", "{0} hours"),
        "minutes": ("{0}m", "{0} min", "{0} minute", "{0} minutes"),
        "seconds": ("{0}s", "{0} sec", "{0} second", "{0} seconds"),
        "milliseconds": ("{0}ms", "{0} ms", "{0} millisecond", "{0} milliseconds"),
        "microseconds": ("{0}\u{03BC}s", "{0} \u{03BC}s", "{0} microsecond", "{0} microseconds"),
        "nanoseconds": ("{0}ns", "{0} ns", "{0} nanosecond", "{0} nanoseconds"),
        "kilograms": ("{0}kg", "{0} kg", "{0} kilogram", "{0} kilograms"),
        "grams": ("{0}g", "{0} g", "{0} gram", "{0} grams"),
        "pounds": ("{0}#", "{0} lb", "{0} pound", "{0} pounds"),
        "ounces": ("{0}oz", "{0} oz", "{0} ounce", "{0} ounces"),
        "liters": ("{0}L", "{0} L", "{0} liter", "{0} liters"),
        "milliliters": ("{0}mL", "{0} mL", "{0} milliliter", "{0} milliliters"),
        "deciliters": ("{0}dL", "{0} dL", "{0} deciliter", "{0} deciliters"),
        "centiliters": ("{0}cL", "{0} cL", "{0} centiliter", "{0} centiliters"),
        "cubicMeters": ("{0}m³", "{0} m³", "{0} cubic meter", "{0} cubic meters"),
        "cubicCentimeters": ("{0}cm³", "{0} cm³", "{0} cubic centimeter", "{0} cubic centimeters"),
        "teaspoons": ("{0}tsp", "{0} tsp", "{0} teaspoon", "{0} teaspoons"),
        "tablespoons": ("{0}tbsp", "{0} tbsp", "{0} tablespoon", "{0} tablespoons"),
        "fluidOunces": ("{0}fl oz", "{0} fl oz", "{0} fluid ounce", "{0} fluid ounces"),
        "cups": ("{0}c", "{0} c", "{0} cup", "{0} cups"),
        "pints": ("{0}pt", "{0} pt", "{0} pint", "{0} pints"),
        "quarts": ("{0}qt", "{0} qt", "{0} quart", "{0} quarts"),
        "gallons": ("{0}gal", "{0} gal", "{0} gallon", "{0} gallons"),
    ]

    /// Apple's `.short` is CLDR's narrow width, `.medium` its short width, `.long` its wide one.
    static func pattern(of unit: MeasurementUnit, style: Formatter.UnitStyle, isOne: Bool) -> String {
        guard let names = patterns[unit.name] else { return "{0} " + unit.symbol }
        switch style {
        case .short: return names.narrow
        case .long: return isOne ? names.one : names.other
        default: return names.short
        }
    }
}
