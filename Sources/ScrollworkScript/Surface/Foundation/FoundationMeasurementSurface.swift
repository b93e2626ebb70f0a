import Foundation
import ScrollworkCore

/// `Measurement` with the units of temperature, length, duration and mass: a value in a unit,
/// converted through the dimension's base unit with Foundation's own coefficients, and written
/// by `formatted()` as an en_US device writes it.
enum FoundationMeasurementSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("Unit", .class, doc: "A unit of measure, with its symbol.") { t in
            t.property("var symbol: String { get }", doc: "The unit's symbol: °F, km.") { .string(try unit($0).symbol) }
        }
        surface.type("Dimension", .class, conformsTo: ["Unit"], doc: "A unit that converts to the other units of its dimension.")
        for dimension in MeasurementUnit.Dimension.allCases {
            surface.type(dimension.rawValue, .class, conformsTo: ["Dimension", "Unit"], doc: dimension.doc) { t in
                for unit in MeasurementUnit.all where unit.dimension == dimension {
                    t.staticProperty("class var \(unit.name): \(dimension.rawValue) { get }", doc: "The unit \(unit.symbol).") {
                        .host(unit)
                    }
                }
            }
        }
        surface.type("Measurement", conformsTo: ["Equatable", "Comparable", "Hashable"],
                     doc: "A value in a unit: 72 °F, 1.5 km.") { t in
            t.initializer("init(value: Double, unit: UnitType)", doc: "The value in the unit.") { a in
                .host(MeasurementValue(value: try ValueReaders.double(a[0], "value"), unit: try unit(a[1])))
            }
            t.property("var value: Double { get }", doc: "The value, in the measurement's unit.") { .double(try measurement($0).value) }
            t.property("var unit: UnitType { get }", doc: "The measurement's unit.") { .host(try measurement($0).unit) }
            t.method("func converted(to otherUnit: UnitType) -> Measurement<UnitType>",
                     doc: "The same measurement in another unit of its dimension.") { r, a in
                .host(try measurement(r).converted(to: try unit(a[0])))
            }
            t.mutating("mutating func convert(to otherUnit: UnitType)", doc: "Changes the measurement to another unit of its dimension.") { r, a in
                r = .host(try measurement(r).converted(to: try unit(a[0])))
                return .none
            }
            t.method("func formatted() -> String",
                     doc: "As an en_US device writes it: a temperature in °F (72°F), any other value in its own unit (1.5 km).") { r, _ in
                .string(try measurement(r).formatted())
            }
        }
    }

    /// A unit value, or a unit named by an implicit member the compiler had no type for
    /// (`Measurement(value: 72, unit: .fahrenheit)`, whose unit type the context decides).
    static func unit(_ value: Value) throws -> MeasurementUnit {
        if case .host(let unit as MeasurementUnit) = value { return unit }
        if case .symbol(let name) = value, let unit = MeasurementUnit.named(name) { return unit }
        throw RuntimeFailure(RuntimeMessages.typeMismatch("Dimension", value))
    }

    private static func measurement(_ value: Value) throws -> MeasurementValue {
        guard case .host(let measurement as MeasurementValue) = value else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("Measurement", value))
        }
        return measurement
    }
}

/// One unit of a dimension. A value `v` in it is `v * coefficient + constant` in the
/// dimension's base unit (kelvin, meters, seconds, kilograms, liters), as Foundation's
/// `UnitConverterLinear` defines it.
final class MeasurementUnit: HostValue {
    enum Dimension: String, CaseIterable {
        case temperature = "UnitTemperature", length = "UnitLength", duration = "UnitDuration", mass = "UnitMass", volume = "UnitVolume"

        var doc: String {
            switch self {
            case .temperature: return "Units of temperature: kelvin, celsius, fahrenheit."
            case .length: return "Units of length, from millimeters to miles."
            case .duration: return "Units of time: from nanoseconds to hours."
            case .mass: return "Units of mass: grams, kilograms, ounces, pounds."
            case .volume: return "Units of volume: milliliters, liters, cups, gallons."
            }
        }
    }

    let dimension: Dimension
    let name: String
    let symbol: String
    let coefficient: Double
    let constant: Double

    init(_ dimension: Dimension, _ name: String, _ symbol: String, _ coefficient: Double, _ constant: Double = 0) {
        self.dimension = dimension
        self.name = name
        self.symbol = symbol
        self.coefficient = coefficient
        self.constant = constant
    }

    /// Foundation's coefficients (swift-corelibs-foundation's `Unit.swift`).
    static let all: [MeasurementUnit] = [
        MeasurementUnit(.temperature, "kelvin", "K", 1),
        MeasurementUnit(.temperature, "celsius", "°C", 1, 273.15),
        MeasurementUnit(.temperature, "fahrenheit", "°F", 0.55555555555556, 255.37222222222427),
        MeasurementUnit(.length, "kilometers", "km", 1000),
        MeasurementUnit(.length, "meters", "m", 1),
        MeasurementUnit(.length, "centimeters", "cm", 0.01),
        MeasurementUnit(.length, "millimeters", "mm", 0.001),
        MeasurementUnit(.length, "miles", "mi", 1609.34),
        MeasurementUnit(.length, "yards", "yd", 0.9144),
        MeasurementUnit(.length, "feet", "ft", 0.3048),
        MeasurementUnit(.length, "inches", "in", 0.0254),
        MeasurementUnit(.duration, "hours", "hr", 3600),
        MeasurementUnit(.duration, "minutes", "min", 60),
        MeasurementUnit(.duration, "seconds", "s", 1),
        MeasurementUnit(.duration, "milliseconds", "ms", 0.001),
        MeasurementUnit(.duration, "microseconds", "µs", 0.000001),
        MeasurementUnit(.duration, "nanoseconds", "ns", 1e-9),
        MeasurementUnit(.mass, "kilograms", "kg", 1),
        MeasurementUnit(.mass, "grams", "g", 0.001),
        MeasurementUnit(.mass, "pounds", "lb", 0.453592),
        MeasurementUnit(.mass, "ounces", "oz", 0.0283495),
        MeasurementUnit(.volume, "liters", "L", 1),
        MeasurementUnit(.volume, "milliliters", "mL", 0.001),
        MeasurementUnit(.volume, "deciliters", "dl", 0.1),
        MeasurementUnit(.volume, "centiliters", "cL", 0.01),
        MeasurementUnit(.volume, "cubicMeters", "m³", 1000),
        MeasurementUnit(.volume, "cubicCentimeters", "cm³", 0.001),
        MeasurementUnit(.volume, "teaspoons", "tsp", 0.00492892),
        MeasurementUnit(.volume, "tablespoons", "tbsp", 0.0147868),
        MeasurementUnit(.volume, "fluidOunces", "fl oz", 0.0295735),
        MeasurementUnit(.volume, "cups", "cup", 0.24),
        MeasurementUnit(.volume, "pints", "pt", 0.473176),
        MeasurementUnit(.volume, "quarts", "qt", 0.946353),
        MeasurementUnit(.volume, "gallons", "gal", 3.78541),
    ]

    static func named(_ name: String) -> MeasurementUnit? { all.first { $0.name == name } }

    var typeName: String { dimension.rawValue }
    var valueDescription: String { symbol }
    var equalityKey: String { "\(dimension.rawValue).\(name)" }
    var memberName: String? { name }
}

/// A `Measurement`: never changed in place, so copies of it are values as Swift's are.
final class MeasurementValue: HostValue {
    let value: Double
    let unit: MeasurementUnit

    init(value: Double, unit: MeasurementUnit) {
        self.value = value
        self.unit = unit
    }

    var typeName: String { "Measurement<\(unit.dimension.rawValue)>" }
    var surfaceType: String { "Measurement" }
    /// As Swift prints one: `72.0 °F`.
    var valueDescription: String { "\(value) \(unit.symbol)" }
    /// Equal measurements are equal in the base unit, as Foundation compares them.
    var equalityKey: String { "\(unit.dimension.rawValue):\(baseValue)" }

    var baseValue: Double { value * unit.coefficient + unit.constant }

    func converted(to other: MeasurementUnit) throws -> MeasurementValue {
        guard other.dimension == unit.dimension else {
            throw RuntimeFailure("cannot convert \(unit.dimension.rawValue) to \(other.dimension.rawValue)")
        }
        if other === unit { return self }
        return MeasurementValue(value: (baseValue - other.constant) / other.coefficient, unit: other)
    }

    /// Foundation's default style (abbreviated, general usage) for an en_US device: the
    /// locale's unit for a temperature, Fahrenheit, written with no space (`100.4°F`); other
    /// dimensions in the measurement's own unit, after a space.
    func formatted() throws -> String {
        if unit.dimension == .temperature, let fahrenheit = MeasurementUnit.named("fahrenheit") {
            return try NumberFormatValue(.number).format(.double(try converted(to: fahrenheit).value)) + fahrenheit.symbol
        }
        return try NumberFormatValue(.number).format(.double(value)) + " " + unit.symbol
    }
}
