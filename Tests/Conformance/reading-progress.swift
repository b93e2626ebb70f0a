import SwiftUI

/// An article with a reading-progress header: the share of the article scrolled past, as a
/// percentage, and the minutes of reading left at 200 words a minute.
struct ReadingProgress: View {
    let paragraphs = 24
    let wordsPerParagraph = 150
    @State private var progress = 0.0

    var minutesLeft: Int {
        let wordsLeft = Double(paragraphs * wordsPerParagraph) * (1 - progress)
        return Int((wordsLeft / 200).rounded(.up))
    }

    var body: some View {
        VStack(spacing: 0) {
            Text("\(progress.formatted(.percent.precision(.fractionLength(0)))) read, \(minutesLeft) min left")
                .frame(height: 44)
                .id("header")
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<paragraphs, id: \.self) { index in
                        Text("Paragraph \(index + 1)").frame(height: 100)
                    }
                }
            }
            .onScrollGeometryChange(for: Double.self) { geometry in
                let scrollable = geometry.contentSize.height - geometry.containerSize.height
                return scrollable > 0 ? min(1, max(0, geometry.contentOffset.y / scrollable)) : 1
            } action: { _, fraction in
                progress = fraction
            }
        }
    }
}
