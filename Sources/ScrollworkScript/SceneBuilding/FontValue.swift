import ScrollworkCore
import ScrollworkScene

/// `Font`: a value (`Hashable`, as SwiftUI's is) that sizes the text it is set on. A text style
/// is its size at the default Dynamic Type size (`TextFont.styles`); `system(size:weight:)` its
/// size. It prints as SwiftUI prints a text style, by its name (`title`); a sized system font,
/// which Apple does not document, as the call that made it (`system(size: 20.0, weight: .bold)`).
final class FontValue: HostValue {
    let font: TextFont
    /// The text style it was made from, if any.
    let style: String?
    /// Whether a weight was given (`.bold()`, `weight(_:)`, `system(size:weight:)`).
    let hasWeight: Bool
    /// `Font.default` (iOS 26): the font of the environment it is set in, resolved where a
    /// `font(_:)` modifier sets it; read as a value anywhere else, the body font.
    let isEnvironmentFont: Bool

    init(font: TextFont, style: String?, hasWeight: Bool = false, isEnvironmentFont: Bool = false) {
        self.font = font
        self.style = style
        self.hasWeight = hasWeight
        self.isEnvironmentFont = isEnvironmentFont
    }

    /// `Font.default`.
    static let environment = FontValue(font: .body, style: "default", isEnvironmentFont: true)

    /// What a `font(_:)` modifier given this font sets on the text inside.
    var setting: TextModifier {
        isEnvironmentFont ? .environmentFont(weight: hasWeight ? font.weight : nil) : .font(font)
    }

    static func style(_ name: String) -> FontValue? {
        TextFont.styles[name].map { FontValue(font: $0, style: name) }
    }

    var typeName: String { "Font" }

    var valueDescription: String {
        if let style {
            return hasWeight ? "\(style).weight(.\(font.weight.rawValue))" : style
        }
        let size = Value.describe(double: font.size)
        return hasWeight ? "system(size: \(size), weight: .\(font.weight.rawValue))" : "system(size: \(size))"
    }

    var equalityKey: String { valueDescription }

    /// A text style as it is (`Font.title`) reads as its static member.
    var memberName: String? { hasWeight ? nil : style }

    /// The same font at another weight.
    func weighted(_ weight: TextFont.Weight) -> FontValue {
        FontValue(font: TextFont(size: font.size, weight: weight), style: style, hasWeight: true, isEnvironmentFont: isEnvironmentFont)
    }

    /// A `Font` argument: a font value, or the name of a text style.
    static func read(_ value: Value) throws -> TextFont? {
        switch value {
        case .none: return nil
        // A font of a module we do not simulate (R.swift's `R.font.title.font(size:)`): the
        // default, as its placeholder's own warning says.
        case .host(_ as PlaceholderValue): return nil
        case .host(let font as FontValue): return font.font
        case .symbol(let name):
            if let style = TextFont.styles[name] { return style }
            throw RuntimeFailure("'.\(name)' is not a font")
        default:
            throw RuntimeFailure("expected a Font such as .title, found \(Value.describe(value))")
        }
    }

    /// A `Font.Weight` argument (`.bold`); nil for nil.
    static func weight(_ value: Value) throws -> TextFont.Weight? {
        if value.isNil { return nil }
        guard let name = ArgumentReader.symbol(value), let weight = TextFont.Weight(rawValue: name) else {
            throw RuntimeFailure("expected a Font.Weight such as .bold, found \(Value.describe(value))")
        }
        return weight
    }
}
