import Foundation

/// Foundation's `Formatter`, as its subclasses share it: `string(for:)`, which writes a value
/// of the kind the formatter writes and gives nil for any other, and SwiftUI's
/// `Text(_:formatter:)`, which shows what `string(for:)` gives (nothing for nil).
protocol ObjectFormatting: HostValue {
    /// The value in the formatter's style; nil for a value it does not write.
    func string(for value: Value, in context: ScriptContext?) throws -> String?
}

enum FoundationFormatterSurface: SurfaceProvider {
    /// `Formatter` itself too: a value declared as one (`var formatter: Formatter { … }`) is
    /// asked as the formatter it holds is.
    static let formatters = ["Formatter", "DateFormatter", "NumberFormatter", "RelativeDateTimeFormatter", "MeasurementFormatter"]

    static func register(in surface: inout SurfaceBuilder) {
        for type in formatters {
            surface.extend(type) { t in
                t.method("func string(for obj: Any?) -> String?", doc: "The value in the formatter's style; nil for a value of another kind.") { r, a in
                    try formatter(r).string(for: a[0], in: a.context).map(Value.string) ?? .none
                }
            }
        }
        surface.extend("Text") { t in
            t.initializer("init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter)", role: .view,
                          doc: "Text showing a date or a number as the formatter writes it.") { a in
                ViewConstructors.view(.text(try formatter(a[1]).string(for: a[0], in: a.context) ?? ""))
            }
        }
    }

    static func formatter(_ value: Value) throws -> any ObjectFormatting {
        guard case .host(let formatter as any ObjectFormatting) = value else {
            // A Formatter whose string(for:) is not here (a LengthFormatter held as a Formatter).
            if case .host(let other) = value { throw RuntimeFailure("a \(other.typeName)'s string(for:) is not simulated") }
            throw RuntimeFailure(RuntimeMessages.typeMismatch("Formatter", value))
        }
        return formatter
    }
}

extension DateFormatterValue: ObjectFormatting {
    func string(for value: Value, in context: ScriptContext?) throws -> String? {
        guard let date = try? FoundationDateFormatterSurface.date(value) else { return nil }
        return formatter.string(from: date)
    }
}

extension NumberFormatterValue: ObjectFormatting {
    func string(for value: Value, in context: ScriptContext?) throws -> String? {
        guard let number = try? FoundationNumberFormatterSurface.number(value) else { return nil }
        return formatter.string(from: number)
    }
}

extension RelativeDateFormatterValue: ObjectFormatting {
    /// How far the date is from the scene's now.
    func string(for value: Value, in context: ScriptContext?) throws -> String? {
        guard let date = try? FoundationDateFormatterSurface.date(value) else { return nil }
        return string(for: date, relativeTo: try FoundationDateFormatterSurface.date(try FoundationTypes.now(in: context)))
    }
}

extension MeasurementFormatterValue: ObjectFormatting {
    func string(for value: Value, in context: ScriptContext?) throws -> String? {
        guard case .host(let measurement as MeasurementValue) = value else { return nil }
        return try string(from: measurement)
    }
}
