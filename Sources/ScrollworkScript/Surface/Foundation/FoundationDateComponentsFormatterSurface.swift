import Foundation

/// `DateComponentsFormatter`: a span of time written in units for the device, as timers and
/// media players show durations (`DateComponentsFormat` writes it).
enum FoundationDateComponentsFormatterSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("NSCalendar.Unit", .optionSet, doc: "Calendar units, as a set.") { t in
            for unit in DateComponentsFormat.units {
                t.constant("static var \(unit.name): NSCalendar.Unit { get }", doc: "The \(unit.name) unit.", .int(unit.bit))
            }
        }
        surface.type("DateComponentsFormatter.UnitsStyle", .enum, doc: "How a span's units are written.") { t in
            t.cases(DateComponentsFormat.styles, doc: "A style: .positional \"1:02:05\", .abbreviated \"1h 2m 5s\", .brief \"1hr 2min 5sec\", .short \"1 hr, 2 min, 5 sec\", .full \"1 hour, 2 minutes, 5 seconds\", .spellOut \"one hour, two minutes, five seconds\".")
        }
        surface.type("DateComponentsFormatter.ZeroFormattingBehavior", .optionSet, doc: "Which units whose value is zero are written.") { t in
            for behavior in DateComponentsFormat.zeroBehaviors {
                t.constant("static var `\(behavior.name)`: DateComponentsFormatter.ZeroFormattingBehavior { get }", doc: "The \(behavior.name) behaviour.", .int(behavior.bit))
            }
        }
        surface.type("DateComponentsFormatter", .class, conformsTo: ["Formatter"], doc: "Writes a span of time in units: \"1h 2m\", \"1:02:05\".") { t in
            t.initializer("init()", doc: "A positional formatter of every unit from years to seconds.") { _ in .host(DateComponentsFormatterValue()) }
            t.property("var allowedUnits: NSCalendar.Unit { get set }", doc: "The units written (every one from years to seconds by default).",
                       get: { .int(try formatter($0).format.allowedUnits) },
                       set: { r, new in try formatter(r).format.allowedUnits = try ValueReaders.int(new, "allowedUnits") })
            t.property("var unitsStyle: DateComponentsFormatter.UnitsStyle { get set }", doc: "How units are written (.positional by default).",
                       get: { .symbol(try formatter($0).format.unitsStyle) },
                       set: { r, new in try formatter(r).format.unitsStyle = try unitsStyle(new) })
            t.property("var zeroFormattingBehavior: DateComponentsFormatter.ZeroFormattingBehavior { get set }",
                       doc: "Which zero units are written (.default: positional drops leading ones, the other styles every one).",
                       get: { .int(try formatter($0).format.zeroBehavior) },
                       set: { r, new in try formatter(r).format.zeroBehavior = try ValueReaders.int(new, "zeroFormattingBehavior") })
            t.property("var maximumUnitCount: Int { get set }", doc: "The most units written, the largest first (0: no limit).",
                       get: { .int(try formatter($0).format.maximumUnitCount) },
                       set: { r, new in try formatter(r).format.maximumUnitCount = try ValueReaders.int(new, "maximumUnitCount") })
            t.property("var includesApproximationPhrase: Bool { get set }", doc: "Whether the text starts \"About\".",
                       get: { .bool(try formatter($0).format.includesApproximationPhrase) },
                       set: { r, new in try formatter(r).format.includesApproximationPhrase = try ValueReaders.bool(new, "includesApproximationPhrase") })
            t.property("var includesTimeRemainingPhrase: Bool { get set }", doc: "Whether the text ends \"remaining\".",
                       get: { .bool(try formatter($0).format.includesTimeRemainingPhrase) },
                       set: { r, new in try formatter(r).format.includesTimeRemainingPhrase = try ValueReaders.bool(new, "includesTimeRemainingPhrase") })
            t.method("func string(from ti: TimeInterval) -> String?", doc: "The span of so many seconds, in whole units; nil for a value that is no number.") { r, a in
                try formatter(r).format.string(seconds: try ValueReaders.double(a[0], "from")).map(Value.string) ?? .none
            }
            t.method("func string(from startDate: Date, to endDate: Date) -> String?", doc: "The span between the dates, in calendar units.") { r, a in
                try formatter(r).format.string(from: try FoundationDateFormatterSurface.date(a[0]), to: try FoundationDateFormatterSurface.date(a[1]))
                    .map(Value.string) ?? .none
            }
            t.method("func string(from components: DateComponents) -> String?", doc: "The components' values of the allowed units.") { r, a in
                try formatter(r).format.string(from: try DateComponentsValue.read(a[0])).map(Value.string) ?? .none
            }
            t.staticFunction("static func localizedString(from components: DateComponents, unitsStyle: DateComponentsFormatter.UnitsStyle) -> String?",
                             doc: "The components written in the style, every unit allowed.") { a in
                var format = DateComponentsFormat()
                format.unitsStyle = try unitsStyle(a[1])
                return format.string(from: try DateComponentsValue.read(a[0])).map(Value.string) ?? .none
            }
        }
    }

    private static func unitsStyle(_ value: Value) throws -> String {
        try ValueReaders.entry(value, in: DateComponentsFormat.styles, named: { $0 }, "DateComponentsFormatter.UnitsStyle")
    }

    private static func formatter(_ value: Value) throws -> DateComponentsFormatterValue {
        guard case .host(let formatter as DateComponentsFormatterValue) = value else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("DateComponentsFormatter", value))
        }
        return formatter
    }
}

extension DateComponentsFormat {
    /// The components' values of the allowed units that are set, largest first.
    func string(from components: DateComponents) -> String? {
        string(Self.units.filter { allowedUnits & $0.bit != 0 }.compactMap { unit in
            components.value(for: unit.component).map { (unit.name, $0) }
        })
    }
}

/// A `DateComponentsFormatter` as a script value: a class, so every copy is the one formatter.
final class DateComponentsFormatterValue: HostValue {
    var format = DateComponentsFormat()
    var typeName: String { "DateComponentsFormatter" }
    var valueDescription: String { "<NSDateComponentsFormatter>" }
    var equalityKey: String { "\(ObjectIdentifier(self).hashValue)" }
}
