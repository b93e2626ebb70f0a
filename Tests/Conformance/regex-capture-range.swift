import SwiftUI

/// A Pokédex row that reads a number out of a description with `NSRegularExpression`, as apps
/// written before Swift's `Regex` do: the capture group's `NSRange` (in UTF-16 units) turned
/// into the string's range with `Range(_:in:)`, and back with `NSRange(_:in:)`. An emoji is one
/// character but two UTF-16 units.
struct PokedexNumber: View {
    private let text = "🔥 Charmander, No. #4"

    var body: some View {
        VStack {
            Text(capture("#(\\d+)") ?? "-").id("number")
            Text(capture("#([a-z]+)") ?? "none").id("missing")
            Text("\(NSRange(text.range(of: "Charmander")!, in: text))").id("nsrange")
            Text(Range(NSRange(location: 40, length: 2), in: text) == nil ? "past the end" : "inside").id("past")
            Text(details()).id("details")
        }
    }

    /// A named group, a count of matches, a template's groups, an escaped pattern.
    private func details() -> String {
        let whole = NSRange(location: 0, length: text.utf16.count)
        let named = try! NSRegularExpression(pattern: "#(?<number>\\d+)")
        let match = named.firstMatch(in: text, options: [.withTransparentBounds], range: whole)!
        let vowels = try! NSRegularExpression(pattern: "[aeiou]", options: [.caseInsensitive, .useUnicodeWordBoundaries])
        let date = try! NSRegularExpression(pattern: "(\\d+)-(\\d+)-(\\d+)", options: .anchorsMatchLines)
        let reordered = date.stringByReplacingMatches(in: "2024-05-06", options: .anchored, range: NSRange(location: 0, length: 10),
                                                      withTemplate: "$3/$2/$1")
        let number = String(text[Range(match.range(withName: "number"), in: text)!])
        _ = [NSRegularExpression.Options.allowCommentsAndWhitespace, .ignoreMetacharacters, .dotMatchesLineSeparators, .useUnixLineSeparators]
        _ = [NSRegularExpression.MatchingOptions.reportProgress, .reportCompletion, .withoutAnchoringBounds]
        return [number, "\(match.range)", "\(match.numberOfRanges)", "\(vowels.numberOfMatches(in: text, range: whole))", reordered,
                NSRegularExpression.escapedPattern(for: "No."), named.pattern].joined(separator: " ")
    }

    private func capture(_ pattern: String) -> String? {
        let regex = try? NSRegularExpression(pattern: pattern, options: [])
        let matches = regex?.matches(in: text, options: [], range: NSRange(location: 0, length: (text as NSString).length))
        guard let match = matches?.first, let range = Range(match.range(at: 1), in: text) else { return nil }
        return String(text[range])
    }
}

#Preview("Pokedex number") { PokedexNumber() }
