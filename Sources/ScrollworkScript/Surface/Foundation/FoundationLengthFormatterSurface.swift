import Foundation

/// `LengthFormatter`: a length with its unit, "4.8 km", through Foundation's own formatter for
/// the device's en_US. A class, as in Foundation: a formatter in a `static var` is one object.
/// (`string(fromMeters:)`, which picks a unit by the locale's measurement system, is not here:
/// Foundation off Apple's platforms picks other units than iOS does.)
enum FoundationLengthFormatterSurface: SurfaceProvider {
    static let units: [(name: String, unit: LengthFormatter.Unit)] = [
        ("millimeter", .millimeter), ("centimeter", .centimeter), ("meter", .meter), ("kilometer", .kilometer),
        ("inch", .inch), ("foot", .foot), ("yard", .yard), ("mile", .mile),
    ]
    static let unitStyles: [(name: String, style: Formatter.UnitStyle)] = [("short", .short), ("medium", .medium), ("long", .long)]

    static func register(in surface: inout SurfaceBuilder) {
        surface.type("LengthFormatter.Unit", .enum, doc: "A unit of length a LengthFormatter writes.") { t in
            t.cases(units.map(\.name), doc: "A unit of length.")
        }
        surface.type("Formatter.UnitStyle", .enum, doc: "How long a unit's name is written: km, km, kilometers.") { t in
            t.cases(unitStyles.map(\.name), doc: "A unit style.")
        }
        surface.type("LengthFormatter", .class, conformsTo: ["Formatter"], doc: "Writes a length with its unit: 4.8 km.") { t in
            t.initializer("init()", doc: "A formatter of the medium unit style, writing numbers as en_US does.") { _ in
                .host(LengthFormatterValue())
            }
            t.method("func string(fromValue value: Double, unit: LengthFormatter.Unit) -> String",
                     doc: "The value with the unit's name: 4.8 km.") { r, a in
                .string(try formatter(r).formatter.string(fromValue: try ValueReaders.double(a[0], "fromValue"), unit: try unit(a[1])))
            }
            t.method("func unitString(fromValue value: Double, unit: LengthFormatter.Unit) -> String",
                     doc: "The unit's name alone, singular or plural for the value: km, meters.") { r, a in
                .string(try formatter(r).formatter.unitString(fromValue: try ValueReaders.double(a[0], "fromValue"), unit: try unit(a[1])))
            }
            t.property("var unitStyle: Formatter.UnitStyle { get set }", doc: "How long the unit's name is written (.medium: km).",
                       get: { value in
                           let style = try formatter(value).formatter.unitStyle
                           return .symbol(unitStyles.first { $0.style == style }?.name ?? "medium")
                       },
                       set: { r, new in
                           try formatter(r).formatter.unitStyle = try ValueReaders.entry(new, in: unitStyles, named: { $0.name }, "Formatter.UnitStyle").style
                       })
            t.property("var numberFormatter: NumberFormatter! { get }", doc: "The formatter the number is written with: set its digits to change them.") {
                .host(try formatter($0).numberFormatter)
            }
        }
    }

    private static func formatter(_ value: Value) throws -> LengthFormatterValue {
        guard case .host(let formatter as LengthFormatterValue) = value else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("LengthFormatter", value))
        }
        return formatter
    }

    private static func unit(_ value: Value) throws -> LengthFormatter.Unit {
        try ValueReaders.entry(value, in: units, named: { $0.name }, "LengthFormatter.Unit").unit
    }
}

/// A `LengthFormatter` and the `NumberFormatter` it writes numbers with, one object each.
final class LengthFormatterValue: HostValue {
    let formatter = LengthFormatter()
    let numberFormatter: NumberFormatterValue

    init() { numberFormatter = NumberFormatterValue(formatter.numberFormatter) }

    var typeName: String { "LengthFormatter" }
    var valueDescription: String { "<NSLengthFormatter>" }
    var equalityKey: String { "\(ObjectIdentifier(self).hashValue)" }
}
