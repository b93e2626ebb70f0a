import Foundation

/// `Date.RelativeFormatStyle`: `date.formatted(.relative(presentation: .numeric, unitsStyle:
/// .narrow))`, "2 hr. ago", written by Foundation's own style for the device's locale and
/// calendar, the scene's clock being "now" (as `RelativeDateTimeFormatter`,
/// `FoundationRelativeDateSurface`).
enum FoundationRelativeFormatStyleSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("Date.RelativeFormatStyle", conformsTo: ["FormatStyle"],
                     doc: "How far a date is from now, in the device's locale: \"2 hours ago\", \"in 3 days\", \"yesterday\".") { t in
            t.initializer("init(presentation: Date.RelativeFormatStyle.Presentation = .numeric, unitsStyle: Date.RelativeFormatStyle.UnitsStyle = .wide)",
                          doc: "A style writing a number of units or a name, its units in this style.") { a in
                .host(try RelativeDateStyle(a[0], a[1]))
            }
            t.staticFunction("static func relative(presentation: Date.RelativeFormatStyle.Presentation, unitsStyle: Date.RelativeFormatStyle.UnitsStyle = .wide) -> Date.RelativeFormatStyle",
                             doc: "A style writing how far a date is from now: .numeric \"1 day ago\", .named \"yesterday\".") { a in
                .host(try RelativeDateStyle(a[0], a[1]))
            }
            t.method("func format(_ destDate: Date) -> String", doc: "How far the date is from now in this style.") { r, a in
                .string(try RelativeDateStyle.of(r).format(a[0], in: a.context))
            }
        }
        surface.type("Date.RelativeFormatStyle.Presentation", doc: "Whether a relative date is a number of units or a name.") { t in
            for name in RelativeDateStyle.presentations.keys.sorted() {
                t.constant("static var \(name): Date.RelativeFormatStyle.Presentation { get }", doc: "Dates written \(name).", .symbol(name))
            }
        }
        surface.type("Date.RelativeFormatStyle.UnitsStyle", doc: "How a relative date's unit is written.") { t in
            for name in RelativeDateStyle.unitsStyles.keys.sorted() {
                t.constant("static var \(name): Date.RelativeFormatStyle.UnitsStyle { get }", doc: "Units written \(name).", .symbol(name))
            }
        }
    }
}

/// A `Date.RelativeFormatStyle` value: Foundation's own style, given the device's locale,
/// calendar and clock when it writes.
final class RelativeDateStyle: HostValue {
    static let presentations: [String: Date.RelativeFormatStyle.Presentation] = ["numeric": .numeric, "named": .named]
    static let unitsStyles: [String: Date.RelativeFormatStyle.UnitsStyle] = [
        "wide": .wide, "narrow": .narrow, "abbreviated": .abbreviated, "spellOut": .spellOut,
    ]

    private let presentation: String
    private let unitsStyle: String

    init(_ presentation: Value, _ unitsStyle: Value) throws {
        guard let presentation = ValueReaders.symbol(presentation), Self.presentations[presentation] != nil else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("Date.RelativeFormatStyle.Presentation", presentation))
        }
        guard let unitsStyle = ValueReaders.symbol(unitsStyle), Self.unitsStyles[unitsStyle] != nil else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("Date.RelativeFormatStyle.UnitsStyle", unitsStyle))
        }
        self.presentation = presentation
        self.unitsStyle = unitsStyle
    }

    var typeName: String { "Date.RelativeFormatStyle" }
    var valueDescription: String { "Date.RelativeFormatStyle(presentation: .\(presentation), unitsStyle: .\(unitsStyle))" }
    var equalityKey: String { valueDescription }

    static func of(_ value: Value) throws -> RelativeDateStyle {
        guard case .host(let style as RelativeDateStyle) = value else {
            throw RuntimeFailure("expected a relative date style such as .relative(presentation: .numeric), not \(Value.describe(value))")
        }
        return style
    }

    /// `date` written as how far it is from the scene's clock.
    func format(_ date: Value, in context: ScriptContext?) throws -> String {
        let now = try FoundationDateFormatterSurface.date(try FoundationTypes.now(in: context))
        let region = DeviceRegion.of(context)
        let style = Date.AnchoredRelativeFormatStyle(anchor: try FoundationDateFormatterSurface.date(date),
                                                     presentation: Self.presentations[presentation] ?? .numeric,
                                                     unitsStyle: Self.unitsStyles[unitsStyle] ?? .wide,
                                                     locale: region.locale, calendar: region.calendar)
        return style.format(now)
    }
}
