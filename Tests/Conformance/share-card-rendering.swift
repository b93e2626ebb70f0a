import SwiftUI

/// A post's share card: "Render" makes an image of the card with ImageRenderer (scale 3,
/// opaque, 320 pt wide, its content replaced by the edited card), and the card's date line is
/// written relative to the post in each formatting context; its price in German.
struct ShareCardView: View {
    @State private var status = "Not rendered"
    private let posted = Date(timeIntervalSince1970: 1_800_000_000)
    private let contexts: [(String, Formatter.Context)] = [
        ("unknown", .unknown), ("dynamic", .dynamic), ("standalone", .standalone),
        ("listItem", .listItem), ("beginningOfSentence", .beginningOfSentence), ("middleOfSentence", .middleOfSentence),
    ]

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text(status)
                    .id("status")
                ForEach(contexts, id: \.0) { name, context in
                    Text(relative(in: context))
                        .id(name)
                }
                Text(1234.5.formatted(.number.locale(Locale(identifier: "de_DE"))))
                    .id("price")
                Button("Render") { render() }
                    .id("render")
            }
        }
    }

    private func relative(in context: Formatter.Context) -> String {
        let formatter = RelativeDateTimeFormatter()
        formatter.dateTimeStyle = .named
        formatter.formattingContext = context
        return formatter.localizedString(for: posted.addingTimeInterval(-86_400), relativeTo: posted)
    }

    private func render() {
        let renderer = ImageRenderer(content: Text("Post"))
        renderer.content = Text("Edited post")
        renderer.scale = 3
        renderer.isOpaque = true
        renderer.proposedSize = ProposedViewSize(width: 320, height: nil)
        if let image = renderer.uiImage {
            status = "Rendered \(image.size.width) pt"
        } else if renderer.cgImage == nil {
            status = "No image at \(renderer.scale)x, opaque \(renderer.isOpaque), \(renderer.proposedSize.width ?? 0) pt"
        }
    }
}
