import ScrollworkCore

/// A font as text layout needs it: a point size and a weight (SF Pro, the system font).
public struct TextFont: Hashable, Sendable {
    public enum Weight: String, CaseIterable, Hashable, Sendable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    public var size: Double
    public var weight: Weight

    public init(size: Double, weight: Weight = .regular) {
        self.size = size
        self.weight = weight
    }

    /// iOS's text styles at the default Dynamic Type size (Large), as Apple's Human Interface
    /// Guidelines list them: `headline` is the body size in semibold.
    public static let styles: [String: TextFont] = [
        "largeTitle": TextFont(size: 34), "title": TextFont(size: 28), "title2": TextFont(size: 22),
        "title3": TextFont(size: 20), "headline": TextFont(size: 17, weight: .semibold), "body": TextFont(size: 17),
        "callout": TextFont(size: 16), "subheadline": TextFont(size: 15), "footnote": TextFont(size: 13),
        "caption": TextFont(size: 12), "caption2": TextFont(size: 11),
    ]

    /// What `Text` uses with no `font` around it.
    public static let body = TextFont(size: 17)

    /// One line's height: SF Pro's ascender plus descender, (1950 + 494)/2048 of the size
    /// (its `hhea` metrics; UIKit's `lineHeight` for the system font, about 1.19 em).
    public var lineHeight: Double { size * TextMetrics.lineHeightPerEm }

    /// The average advance of a character at this size and weight.
    public var characterWidth: Double { size * TextMetrics.advancePerEm(weight) }

    /// The size `string` takes in this font unwrapped, a line per line break (UIKit's
    /// `size(withAttributes:)`).
    public func unwrappedSize(of string: String) -> Size { TextMetrics.unwrappedSize(of: string, font: self) }
}

/// A text setting of a view and everything inside it, as SwiftUI's environment carries it.
public enum TextModifier: Hashable {
    case font(TextFont)
    /// `font(.default)`, `font(.default.bold())` (iOS 26): the font around it, at this weight
    /// if one is given.
    case environmentFont(weight: TextFont.Weight?)
    /// `bold()`, `fontWeight(_:)`: nil keeps the font's weight.
    case weight(TextFont.Weight?)
    case lineLimit(Int?)
    /// `lineLimit(_:reservesSpace: true)`: at least this many lines tall.
    case reservedLines(Int)
    case lineSpacing(Double)
    case minimumScaleFactor(Double)
}

/// The text settings that flow down the tree as SwiftUI's environment carries them.
struct TextEnvironment: Hashable {
    var font = TextFont.body
    /// `bold()`/`fontWeight(_:)` outside a `font`: the weight replaces the font's.
    var weight: TextFont.Weight?
    /// nil: as many lines as the text needs.
    var lineLimit: Int?
    var reservedLines = 1
    var lineSpacing = 0.0
    /// 1: text does not shrink.
    var minimumScaleFactor = 1.0

    mutating func apply(_ modifier: TextModifier) {
        switch modifier {
        case .font(let given): font = given   // a weight set around it still applies, as SwiftUI keeps both
        case .environmentFont(let given): if let given { font.weight = given }
        case .weight(let given): weight = given
        case .lineLimit(let limit): lineLimit = limit
        case .reservedLines(let lines): reservedLines = max(1, lines)
        case .lineSpacing(let spacing): lineSpacing = spacing.isFinite ? spacing : 0
        case .minimumScaleFactor(let factor): minimumScaleFactor = factor.isFinite ? min(max(factor, 0.01), 1) : 1
        }
    }

    var resolvedFont: TextFont {
        var resolved = font
        if let weight { resolved.weight = weight }
        return resolved
    }
}

/// Sizes of text: SF Pro's line height and our per-weight average advance widths.
///
/// A device measures each glyph; scrollwork measures every character at its weight's average
/// advance, so a line's width is within a few percent of a device's for ordinary words (more
/// for text of only narrow letters such as "illicit", or wide ones such as "WWW"). Line
/// heights and wrapping at a word that fits follow the device's rules exactly.
enum TextMetrics {
    static let lineHeightPerEm = (1950.0 + 494.0) / 2048.0

    /// Average advance widths in em, per weight: the regular weight's is 8/17 em (8 pt a
    /// character in the 17 pt body font, an English text's average in SF Pro Text), and heavier
    /// weights are wider as SF Pro's are (bold about 6 % wider than regular).
    static func advancePerEm(_ weight: TextFont.Weight) -> Double {
        let regular = 8.0 / 17.0
        switch weight {
        case .ultraLight: return regular * 0.94
        case .thin: return regular * 0.955
        case .light: return regular * 0.975
        case .regular: return regular
        case .medium: return regular * 1.02
        case .semibold: return regular * 1.04
        case .bold: return regular * 1.06
        case .heavy: return regular * 1.08
        case .black: return regular * 1.10
        }
    }

    /// The size of `string` offered `proposal` with these settings: wrapped at words to the
    /// offered width, at most `lineLimit` lines, lines `lineSpacing` apart, shrunk by the largest
    /// scale down to `minimumScaleFactor` at which it fits (no line cut, no word broken, within
    /// the offered height), else at that factor.
    static func size(_ string: String, proposal: Proposal, _ text: TextEnvironment) -> Size {
        let font = text.resolvedFont
        let natural = measure(string, proposal: proposal, font: font, text)
        let factor = text.minimumScaleFactor
        guard factor < 1, !fits(natural, proposal: proposal, text) else { return natural.size }
        guard let available = proposal.width.flatMap({ $0.isFinite ? $0 : nil }), available > 0 else {
            // Nothing to wrap at: only the offered height can ask it to shrink.
            let scale = min(1, max(factor, heightScale(natural.lines, proposal: proposal, font: font, text) ?? factor))
            return measure(string, proposal: proposal, font: scaled(font, scale), text).size
        }
        // The scale at which exactly k characters fit a line is available/(k·advance); more
        // characters a line never means more lines, so the first k that fits gives the largest scale.
        let first = Int(min((available / font.characterWidth + 1e-9).rounded(.down), 1e9)) + 1
        let longest = string.split(separator: "\n", omittingEmptySubsequences: false).map(\.count).max() ?? 0
        var perLine = max(1, first)
        while perLine <= max(first, longest), perLine < first + 4096 {
            let scale = available / (Double(perLine) * font.characterWidth)
            guard scale >= factor else { break }
            let attempt = measure(string, proposal: proposal, font: scaled(font, scale), text)
            if fits(attempt, proposal: proposal, text) { return attempt.size }
            if attempt.lines <= (text.lineLimit ?? Int.max), !attempt.brokeWords,
               let lower = heightScale(attempt.lines, proposal: proposal, font: font, text), lower >= factor,
               lower > available / (Double(perLine + 1) * font.characterWidth) {
                return measure(string, proposal: proposal, font: scaled(font, min(lower, scale)), text).size
            }
            perLine += 1
        }
        return measure(string, proposal: proposal, font: scaled(font, factor), text).size
    }

    /// The scale at which `lines` lines fill the offered height exactly; nil with no height offered.
    private static func heightScale(_ lines: Int, proposal: Proposal, font: TextFont, _ text: TextEnvironment) -> Double? {
        guard let height = proposal.height, height.isFinite else { return nil }
        let spacing = Double(max(0, lines - 1)) * max(0, text.lineSpacing)
        return max(0, height - spacing) / (Double(lines) * font.lineHeight)
    }

    private static func scaled(_ font: TextFont, _ factor: Double) -> TextFont {
        TextFont(size: font.size * factor, weight: font.weight)
    }

    private struct Measured {
        var size: Size
        /// Lines the text would take with no limit.
        var wantedLines: Int
        var lines: Int { wantedLines }
        /// Whether a word was broken between characters to fit the width.
        var brokeWords: Bool
    }

    /// Whether the text fits without being cut: all its lines within the limit and the offered
    /// height, no word broken, no line wider than offered.
    private static func fits(_ measured: Measured, proposal: Proposal, _ text: TextEnvironment) -> Bool {
        if let limit = text.lineLimit, measured.wantedLines > max(1, limit) { return false }
        if let height = proposal.height, height.isFinite, measured.size.height > height + 1e-9 { return false }
        return !measured.brokeWords
    }

    /// The size `string` takes in `font` unwrapped, a line per line break.
    static func unwrappedSize(of string: String, font: TextFont) -> Size {
        measure(string, proposal: .unspecified, font: font, TextEnvironment()).size
    }

    private static func measure(_ string: String, proposal: Proposal, font: TextFont, _ text: TextEnvironment) -> Measured {
        let characterWidth = font.characterWidth
        let available = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let perLine = available.map { max(1, Int(min(($0 / characterWidth + 1e-9).rounded(.down), 1e9))) }
        var widest = 0, lineCount = 0, brokeWords = false
        for line in string.split(separator: "\n", omittingEmptySubsequences: false) {
            let count = line.count
            if let perLine, count > perLine {
                let tokens = TextWrapping.tokens(of: line)
                let wrapped = TextWrapping.wrap(tokens, perLine: perLine)
                if tokens.contains(where: { $0.length > perLine }) { brokeWords = true }
                lineCount += wrapped.lines
                widest = max(widest, wrapped.widest)
            } else {
                lineCount += 1
                widest = max(widest, count)
            }
        }
        let wanted = max(1, lineCount)
        let shown = text.lineLimit.map { min(wanted, max(1, $0)) } ?? wanted
        let lines = max(shown, min(text.reservedLines, text.lineLimit ?? text.reservedLines))
        var width = Double(widest) * characterWidth
        if let available, shown < wanted { width = available }   // a cut line ends in "…" at the edge
        let height = Double(lines) * font.lineHeight + Double(lines - 1) * max(0, text.lineSpacing)
        return Measured(size: Size(width: width, height: height), wantedLines: wanted, brokeWords: brokeWords)
    }
}
