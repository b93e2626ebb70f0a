import Foundation

/// `RelativeDateTimeFormatter`: "2 hours ago", "in 3 days", "yesterday", written by
/// Foundation's own relative date style for the device's en_US, Gregorian calendar and time
/// zone, the scene's clock being "now". The unit is the largest calendar unit in the
/// difference, rounded to the nearest (90 seconds ago is "2 minutes ago"), as Foundation's
/// `Date.RelativeFormatStyle` chooses it. A class, as in Foundation.
enum FoundationRelativeDateSurface: SurfaceProvider {
    /// Apple documents `.short` and `.abbreviated` alike in English ("2 mo. ago").
    static let unitsStyles: [(name: String, style: Date.RelativeFormatStyle.UnitsStyle)] = [
        ("full", .wide), ("spellOut", .spellOut), ("short", .abbreviated), ("abbreviated", .abbreviated),
    ]
    static let dateTimeStyles: [(name: String, style: Date.RelativeFormatStyle.Presentation)] = [
        ("numeric", .numeric), ("named", .named),
    ]

    /// `Formatter.Context`: how the text is capitalised; in English only the beginning of a
    /// sentence changes it ("Yesterday"). `.dynamic` is decided by where the text goes, which a
    /// lone string has not, so it is `.unknown`'s.
    static let formattingContexts: [(name: String, context: FormatStyleCapitalizationContext)] = [
        ("unknown", .unknown), ("dynamic", .unknown), ("standalone", .standalone), ("listItem", .listItem),
        ("beginningOfSentence", .beginningOfSentence), ("middleOfSentence", .middleOfSentence),
    ]

    static func register(in surface: inout SurfaceBuilder) {
        surface.type("Formatter.Context", .enum, doc: "How a formatter's text is capitalised for where it goes.") { t in
            t.cases(formattingContexts.map(\.name), doc: "A context: .beginningOfSentence capitalises the first letter (\"Yesterday\").")
        }
        surface.type("RelativeDateTimeFormatter.UnitsStyle", .enum, doc: "How a relative date's unit is written.") { t in
            t.cases(unitsStyles.map(\.name), doc: "A units style: .full \"2 months ago\", .spellOut \"two months ago\", .short and .abbreviated \"2 mo. ago\".")
        }
        surface.type("RelativeDateTimeFormatter.DateTimeStyle", .enum, doc: "Whether a relative date is a number of units or a name.") { t in
            t.cases(dateTimeStyles.map(\.name), doc: "A style: .numeric \"1 day ago\", .named \"yesterday\".")
        }
        surface.type("RelativeDateTimeFormatter", .class, conformsTo: ["Formatter"], doc: "Writes how far a date is from another: \"2 hours ago\".") { t in
            t.initializer("init()", doc: "A formatter in the full, numeric style for the device.") { a in
                .host(RelativeDateFormatterValue(region: DeviceRegion.of(a.context)))
            }
            t.property("var unitsStyle: RelativeDateTimeFormatter.UnitsStyle { get set }", doc: "How units are written (.full by default).",
                       get: { .symbol(try formatter($0).unitsStyle) },
                       set: { r, new in try formatter(r).unitsStyle = try name(new, in: unitsStyles.map(\.name), "RelativeDateTimeFormatter.UnitsStyle") })
            t.property("var dateTimeStyle: RelativeDateTimeFormatter.DateTimeStyle { get set }", doc: "Numbers or names (.numeric by default).",
                       get: { .symbol(try formatter($0).dateTimeStyle) },
                       set: { r, new in
                           try formatter(r).dateTimeStyle = try name(new, in: dateTimeStyles.map(\.name), "RelativeDateTimeFormatter.DateTimeStyle")
                       })
            t.property("var formattingContext: Formatter.Context { get set }", doc: "Where the text goes, for its capitals (.unknown by default).",
                       get: { .symbol(try formatter($0).formattingContext) },
                       set: { r, new in try formatter(r).formattingContext = try name(new, in: formattingContexts.map(\.name), "Formatter.Context") })
            t.property("var locale: Locale! { get set }", doc: "The locale it writes for: the device's unless set.",
                       get: { .host(LocaleValue(identifier: try formatter($0).locale.identifier)) },
                       set: { r, new in
                           guard case .host(let locale as LocaleValue) = new else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Locale", new)) }
                           try formatter(r).locale = Locale(identifier: locale.identifier)
                       })
            t.method("func localizedString(for date: Date, relativeTo referenceDate: Date) -> String",
                     doc: "How far the date is from the reference date: \"in 2 days\".") { r, a in
                .string(try formatter(r).string(for: try FoundationDateFormatterSurface.date(a[0]),
                                                 relativeTo: try FoundationDateFormatterSurface.date(a[1])))
            }
            t.method("func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String",
                     doc: "How far a date this many seconds from now is: -7200 is \"2 hours ago\".") { r, a in
                let now = try FoundationDateFormatterSurface.date(try FoundationTypes.now(in: a.context))
                return .string(try formatter(r).string(for: now.addingTimeInterval(try ValueReaders.double(a[0], "fromTimeInterval")), relativeTo: now))
            }
        }
    }

    private static func formatter(_ value: Value) throws -> RelativeDateFormatterValue {
        guard case .host(let formatter as RelativeDateFormatterValue) = value else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("RelativeDateTimeFormatter", value))
        }
        return formatter
    }

    private static func name(_ value: Value, in names: [String], _ type: String) throws -> String {
        guard let name = ValueReaders.symbol(value), names.contains(name) else { throw RuntimeFailure(RuntimeMessages.typeMismatch(type, value)) }
        return name
    }
}

/// A `RelativeDateTimeFormatter` as a script value, shared by every copy.
final class RelativeDateFormatterValue: HostValue {
    var unitsStyle = "full"
    var dateTimeStyle = "numeric"
    var formattingContext = "unknown"
    var locale: Locale
    let calendar: Calendar

    init(region: DeviceRegion) {
        locale = region.locale
        calendar = region.calendar
    }

    func string(for date: Date, relativeTo reference: Date) -> String {
        let units = FoundationRelativeDateSurface.unitsStyles.first { $0.name == unitsStyle }?.style ?? .wide
        let presentation = FoundationRelativeDateSurface.dateTimeStyles.first { $0.name == dateTimeStyle }?.style ?? .numeric
        let context = FoundationRelativeDateSurface.formattingContexts.first { $0.name == formattingContext }?.context ?? .unknown
        let style = Date.AnchoredRelativeFormatStyle(anchor: date, presentation: presentation, unitsStyle: units,
                                                     locale: locale, calendar: calendar, capitalizationContext: context)
        return style.format(reference)
    }

    var typeName: String { "RelativeDateTimeFormatter" }
    var valueDescription: String { "<NSRelativeDateTimeFormatter>" }
    var equalityKey: String { "\(ObjectIdentifier(self).hashValue)" }
}
