import Foundation
import ScrollworkCore

/// A number format style (`.number`, `.percent`, `.currency(code:)`, with `.precision(_:)`,
/// `.grouping(_:)` and `.notation(_:)`) as a script value. Formatting is Foundation's own `FormatStyle`, for an en_US
/// device: Ints through `IntegerFormatStyle` (where `.percent` takes 12 as 12 %), Doubles through
/// `FloatingPointFormatStyle` (where it takes 0.12 as 12 %).
final class NumberFormatValue: HostObject {
    enum Kind: Equatable {
        case number, percent
        case currency(String)
    }

    enum Precision: Equatable {
        case fractionLength(Int)
        case fractionLengths(ClosedRange<Int>)
        case significantDigits(Int)
        case significantDigitRange(ClosedRange<Int>)
    }

    /// Foundation's notations by the names of their static members.
    static let notations: [String: NumberFormatStyleConfiguration.Notation] = [
        "automatic": .automatic, "compactName": .compactName, "scientific": .scientific,
    ]

    let kind: Kind
    private(set) var precision: Precision?
    private(set) var groups = true
    private(set) var notation = NumberFormatStyleConfiguration.Notation.automatic
    /// The device's (en_US) unless `.locale(_:)` gives another.
    private(set) var locale = NumberFormatValue.deviceLocale

    init(_ kind: Kind) {
        self.kind = kind
    }

    var typeName: String {
        switch kind {
        case .number: return "FloatingPointFormatStyle<Double>"
        case .percent: return "FloatingPointFormatStyle<Double>.Percent"
        case .currency: return "FloatingPointFormatStyle<Double>.Currency"
        }
    }
    var surfaceType: String {
        switch kind {
        case .number: return "FloatingPointFormatStyle"
        case .percent: return "FloatingPointFormatStyle.Percent"
        case .currency: return "FloatingPointFormatStyle.Currency"
        }
    }

    func with(precision: Precision) -> NumberFormatValue { changed { $0.precision = precision } }
    func with(groups: Bool) -> NumberFormatValue { changed { $0.groups = groups } }
    func with(notation: NumberFormatStyleConfiguration.Notation) -> NumberFormatValue { changed { $0.notation = notation } }
    func with(locale: Locale) -> NumberFormatValue { changed { $0.locale = locale } }

    /// A copy with a setting changed: a style is a value, and the one it was made from stays as it was.
    private func changed(_ change: (NumberFormatValue) -> Void) -> NumberFormatValue {
        let copy = NumberFormatValue(kind)
        copy.precision = precision
        copy.groups = groups
        copy.notation = notation
        copy.locale = locale
        change(copy)
        return copy
    }

    static let deviceLocale = Locale(identifier: "en_US")

    /// The number as Foundation writes it in this style.
    func format(_ value: Value) throws -> String {
        switch value {
        case .int(let number): return format(integer: number)
        case .double(let number): return format(floating: number)
        default: throw RuntimeFailure("a number format style formats a number, not a value of type '\(value.typeName)'")
        }
    }

    private func format(integer: Int) -> String {
        switch kind {
        case .number:
            var style = IntegerFormatStyle<Int>(locale: locale)
            if let precision { style = style.precision(precision.foundation) }
            if !groups { style = style.grouping(.never) }
            style = style.notation(notation)
            return integer.formatted(style)
        case .percent:
            var style = IntegerFormatStyle<Int>.Percent(locale: locale)
            if let precision { style = style.precision(precision.foundation) }
            if !groups { style = style.grouping(.never) }
            style = style.notation(notation)
            return integer.formatted(style)
        case .currency(let code):
            var style = IntegerFormatStyle<Int>.Currency(code: code, locale: locale)
            if let precision { style = style.precision(precision.foundation) }
            if !groups { style = style.grouping(.never) }
            style = style.notation(notation)
            return integer.formatted(style)
        }
    }

    private func format(floating: Double) -> String {
        switch kind {
        case .number:
            var style = FloatingPointFormatStyle<Double>(locale: locale)
            if let precision { style = style.precision(precision.foundation) }
            if !groups { style = style.grouping(.never) }
            style = style.notation(notation)
            return floating.formatted(style)
        case .percent:
            var style = FloatingPointFormatStyle<Double>.Percent(locale: locale)
            if let precision { style = style.precision(precision.foundation) }
            if !groups { style = style.grouping(.never) }
            style = style.notation(notation)
            return floating.formatted(style)
        case .currency(let code):
            var style = FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale)
            if let precision { style = style.precision(precision.foundation) }
            if !groups { style = style.grouping(.never) }
            style = style.notation(notation)
            return floating.formatted(style)
        }
    }
}

/// A precision (`.fractionLength(2)`, `.significantDigits(3)`) as a script value.
final class NumberPrecisionValue: HostObject {
    let precision: NumberFormatValue.Precision
    init(_ precision: NumberFormatValue.Precision) { self.precision = precision }
    var typeName: String { "NumberFormatStyleConfiguration.Precision" }
}

extension NumberFormatValue.Precision {
    var foundation: NumberFormatStyleConfiguration.Precision {
        switch self {
        case .fractionLength(let length): return .fractionLength(length)
        case .fractionLengths(let range): return .fractionLength(range)
        case .significantDigits(let digits): return .significantDigits(digits)
        case .significantDigitRange(let range): return .significantDigits(range)
        }
    }
}
