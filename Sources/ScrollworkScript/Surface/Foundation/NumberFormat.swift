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
    let precision: Precision?
    let groups: Bool
    let notation: NumberFormatStyleConfiguration.Notation

    init(_ kind: Kind, precision: Precision? = nil, groups: Bool = true, notation: NumberFormatStyleConfiguration.Notation = .automatic) {
        self.kind = kind
        self.precision = precision
        self.groups = groups
        self.notation = notation
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

    func with(precision: Precision) -> NumberFormatValue { NumberFormatValue(kind, precision: precision, groups: groups, notation: notation) }
    func with(groups: Bool) -> NumberFormatValue { NumberFormatValue(kind, precision: precision, groups: groups, notation: notation) }
    func with(notation: NumberFormatStyleConfiguration.Notation) -> NumberFormatValue {
        NumberFormatValue(kind, precision: precision, groups: groups, notation: notation)
    }

    static let locale = Locale(identifier: "en_US")

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
            var style = IntegerFormatStyle<Int>(locale: Self.locale)
            if let precision { style = style.precision(precision.foundation) }
            if !groups { style = style.grouping(.never) }
            style = style.notation(notation)
            return integer.formatted(style)
        case .percent:
            var style = IntegerFormatStyle<Int>.Percent(locale: Self.locale)
            if let precision { style = style.precision(precision.foundation) }
            if !groups { style = style.grouping(.never) }
            style = style.notation(notation)
            return integer.formatted(style)
        case .currency(let code):
            var style = IntegerFormatStyle<Int>.Currency(code: code, locale: Self.locale)
            if let precision { style = style.precision(precision.foundation) }
            if !groups { style = style.grouping(.never) }
            style = style.notation(notation)
            return integer.formatted(style)
        }
    }

    private func format(floating: Double) -> String {
        switch kind {
        case .number:
            var style = FloatingPointFormatStyle<Double>(locale: Self.locale)
            if let precision { style = style.precision(precision.foundation) }
            if !groups { style = style.grouping(.never) }
            style = style.notation(notation)
            return floating.formatted(style)
        case .percent:
            var style = FloatingPointFormatStyle<Double>.Percent(locale: Self.locale)
            if let precision { style = style.precision(precision.foundation) }
            if !groups { style = style.grouping(.never) }
            style = style.notation(notation)
            return floating.formatted(style)
        case .currency(let code):
            var style = FloatingPointFormatStyle<Double>.Currency(code: code, locale: Self.locale)
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
