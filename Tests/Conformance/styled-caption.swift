import SwiftUI

/// A caption built as an AttributedString: a coloured name, then the plain rest.
struct StyledCaption: View {
    @State private var checks = ""

    var caption: AttributedString {
        var name = AttributedString("Ada")
        name.foregroundColor = .red
        name.underlineStyle = .single
        name.strikethroughStyle = nil
        name.backgroundColor = .yellow
        name.font = .headline
        name.kern = 1
        name.tracking = 0.5
        name.baselineOffset = 2
        var rest = AttributedString(" wrote")
        rest.link = URL(string: "https://example.com")
        var whole = AttributedString()
        whole.append(name)
        whole.append(rest)
        return whole
    }

    /// A headline whose last word is styled through the range `range(of:)` finds.
    var headline: AttributedString {
        var text = AttributedString("Scroll faster")
        text.foregroundColor = .primary
        if let range = text.range(of: "faster") {
            text[range].foregroundColor = .orange
            text[range].kern = 2
        }
        if let word = text.range(of: "Scroll") {
            text[word].backgroundColor = .yellow
            text[word].font = .headline
            text[word].underlineStyle = .single
            text[word].strikethroughStyle = nil
            text[word].tracking = 1
            text[word].baselineOffset = 1
            text[word].link = URL(string: "https://example.com")
        }
        return text
    }

    func checkRanges() {
        let text = headline
        guard let range = text.range(of: "faster"), let first = text.range(of: "Scroll") else { return }
        let slice = AttributedString(text[range])
        checks = "\(text.foregroundColor == nil) \(text[range].foregroundColor == .orange) \(text[range].kern ?? 0) "
            + "\(String(text[range].characters)) \(text[first].foregroundColor == .primary) \(text.range(of: "slower") == nil) "
            + "\(slice.kern ?? 0) \(slice.characters.count) "
            + "\(text[first].backgroundColor == .yellow && text[first].font == .headline && text[first].underlineStyle == .single) "
            + "\(text[first].strikethroughStyle == nil && text[first].tracking == 1 && text[first].baselineOffset == 1) "
            + "\(text[first].link != nil && text.link == nil)"
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                Text(caption)
                    .id("caption")
                Text(AttributedString("Plain"))
                    .id("plain")
                Button("Check") {
                    var name = AttributedString("Ada")
                    name.foregroundColor = .red
                    let same = name.foregroundColor == .red
                    name.foregroundColor = nil
                    checks = "\(caption.characters.count) \(same) \(name.foregroundColor == nil) \(caption.link == nil) \(name == AttributedString("Ada"))"
                }
                .id("check")
                Text(headline)
                    .id("headline")
                Button("Ranges") { checkRanges() }
                    .id("ranges")
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
