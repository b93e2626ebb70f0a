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
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
