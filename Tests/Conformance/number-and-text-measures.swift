import SwiftUI

// A layout helper's arithmetic, as apps write it: IEEE comparisons by name, the smallest normal
// Double as an epsilon, a frame snapped to whole points, and a title split into words.
struct MeasuredTitle: View {
    let title = "Scroll  work,studio"
    let progress = 0.5

    var words: [Substring] {
        title.split(maxSplits: 5, omittingEmptySubsequences: true, whereSeparator: { $0 == " " || $0 == "," })
    }

    var snapped: CGRect { CGRect(x: 10.4, y: 2.6, width: 80.2, height: 19.5).integral }

    var body: some View {
        VStack(spacing: 0) {
            ForEach(words.indices, id: \.self) { index in
                Text(words[index]).frame(height: 30)
            }
            Color.green
                .frame(width: snapped.width, height: snapped.height)
                .id("snapped")
            Color.orange
                .frame(width: progress.isLess(than: 1) ? 100 : 0, height: progress.isLessThanOrEqualTo(0.5) ? 10 : 0)
                .id("bar")
            Color.purple
                .frame(width: progress.isEqual(to: 0.5) && Double.leastNormalMagnitude > 0 ? 20 : 0,
                       height: CGFloat(title.indices.count))
                .id("count")
        }
        .id("stack")
    }
}
