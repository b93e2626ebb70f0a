import SwiftUI
import UIKit

/// A note editor's rich text, kept as an `NSMutableAttributedString` as rich-text packages keep
/// it: a colour over a word, text replaced and appended, runs enumerated, attributes read back,
/// and the characters shown through `AttributedString`. Ranges count UTF-16 code units, so the
/// waving hand counts two.
struct RichNote: View {
    @State private var note = NSMutableAttributedString(string: "Hello 👋 world",
                                                        attributes: [.font: UIFont.preferredFont(forTextStyle: .body)])
    @State private var log = ""

    /// Each run of the colour attribute: its location, its length and a star where it is set.
    private func colourRuns(of string: NSAttributedString) -> String {
        var parts: [String] = []
        string.enumerateAttribute(.foregroundColor, in: NSRange(location: 0, length: string.length), options: []) { value, range, _ in
            parts.append("\(range.location),\(range.length)\(value == nil ? "" : "*")")
        }
        return parts.joined(separator: " ")
    }

    private func colourHand() {
        note.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 6, length: 2))
        var run = NSRange(location: 0, length: 0)
        let attributes = note.attributes(at: 7, effectiveRange: &run)
        log = "\(note.length) \(colourRuns(of: note)) \(attributes.count) \(run.location),\(run.length)"
    }

    private func edit() {
        note.replaceCharacters(in: NSRange(location: 0, length: 5), with: "Hi")
        var first = NSRange()
        _ = note.attributes(at: 0, effectiveRange: &first)
        note.replaceCharacters(in: NSRange(location: 2, length: 0), with: "!!")
        var inserted = NSRange()
        _ = note.attributes(at: 2, effectiveRange: &inserted)
        note.append(NSAttributedString(string: "!", attributes: [.kern: 2, .underlineStyle: 1]))
        let kern = note.attribute(.kern, at: note.length - 1, effectiveRange: nil) as? Int ?? 0
        let size = (note.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize ?? 0
        log = "\(note.string)|\(note.length)|\(first.location),\(first.length)|\(inserted.location),\(inserted.length)|\(kern)|\(size)"
    }

    /// Runs from the end, stopping after the first: the appended "!" with its two attributes.
    private func lastRun() {
        var seen: [String] = []
        note.enumerateAttributes(in: NSRange(location: 0, length: note.length), options: .reverse) { attributes, range, stop in
            seen.append("\(range.location),\(range.length):\(attributes.count)")
            stop.pointee = true
        }
        let hand = note.attributedSubstring(from: NSRange(location: 5, length: 2)).string
        note.deleteCharacters(in: NSRange(location: 0, length: 4))
        log = seen.joined(separator: " ") + " \(hand) \(note.string) \(note.length)"
    }

    /// Rich text's other edits: attributes set, removed and added in one go, text inserted.
    private func restyle() {
        let plain = NSMutableAttributedString(attributedString: note)
        plain.setAttributes([.link: URL(string: "https://example.com")!], range: NSRange(location: 0, length: plain.length))
        plain.removeAttribute(.link, range: NSRange(location: 0, length: 2))
        plain.addAttributes([.backgroundColor: UIColor.yellow, .baselineOffset: 1], range: NSRange(location: 1, length: 2))
        plain.insert(NSAttributedString(string: ">"), at: 0)
        var runs: [String] = []
        plain.enumerateAttributes(in: NSRange(location: 0, length: plain.length), options: []) { attributes, range, _ in
            runs.append("\(range.location),\(range.length):\(attributes.count)")
        }
        let same = plain.isEqual(to: NSAttributedString(attributedString: plain))
        plain.setAttributedString(NSAttributedString(string: "gone"))
        let bounds = Range<Int>(NSRange(location: 2, length: 3)).map { "\($0.lowerBound)..<\($0.upperBound)" } ?? "nil"
        let missing = Range<Int>(NSRange(location: NSNotFound, length: 0)) == nil
        log = runs.joined(separator: " ") + " \(same) \(plain.string) \(bounds) \(missing) \(NSRange(4..<6).length)"
    }

    /// A note built from empty strings, a paragraph's style taken off and a struck-through word.
    private func build() {
        let draft = NSMutableAttributedString()
        draft.append(NSAttributedString(string: "draft"))
        draft.append(NSAttributedString())
        draft.replaceCharacters(in: NSRange(location: 0, length: 1), with: NSAttributedString(string: "D", attributes: [.paragraphStyle: 1]))
        draft.addAttribute(.strikethroughStyle, value: 1, range: NSRange(location: 1, length: 2))
        var struck = NSRange()
        let value = draft.attribute(.strikethroughStyle, at: 2, effectiveRange: &struck) as? Int ?? 0
        let before = draft.attributes(at: 0, effectiveRange: nil).count
        draft.removeAttribute(.paragraphStyle, range: NSRange(location: 0, length: draft.length))
        let plain = NSMutableAttributedString(string: draft.string)
        log = "\(draft.string) \(value) \(struck.location),\(struck.length) \(before) \(draft.attributes(at: 0, effectiveRange: nil).count) \(plain == draft) \(plain.length)"
    }

    /// A struck-through, outlined price: the decorations' colours and the stroke's width read back.
    static func decorations() -> String {
        let price = NSAttributedString(string: "$9", attributes: [.strikethroughStyle: 1, .strikethroughColor: UIColor.red,
                                                                   .underlineColor: UIColor.blue, .strokeColor: UIColor.black,
                                                                   .strokeWidth: -2])
        let width = price.attribute(.strokeWidth, at: 1, effectiveRange: nil) as? Int ?? 0
        return "\(price.attributes(at: 0, effectiveRange: nil).count) \(width)"
    }

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text(AttributedString(note)).id("shown")
                Text(log).id("log")
                Button("Colour") { colourHand() }.id("colour")
                Button("Edit") { edit() }.id("edit")
                Button("Last") { lastRun() }.id("last")
                Button("Restyle") { restyle() }.id("restyle")
                Button("Build") { build() }.id("build")
            }
        }
    }
}

#Preview("Rich note") { RichNote() }
