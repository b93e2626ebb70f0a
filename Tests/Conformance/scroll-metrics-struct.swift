import SwiftUI

/// Scroll metrics gathered in a struct of the app's: `onScrollGeometryChange(for:of:action:)`
/// fixes its value type by `ScrollMetrics.self`, so the transform's `return .init(…)` after a
/// few statements is that struct's initialiser, as Swift infers it.
struct ScrollMetrics: Equatable {
    var offsetY: CGFloat
    var contentHeight: CGFloat
    var containerHeight: CGFloat
}

struct MetricsFeed: View {
    @State var metrics = ScrollMetrics(offsetY: -1, contentHeight: -1, containerHeight: -1)

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<30) { row in
                    Text("Row \(row)").frame(height: 50)
                }
            }
        }
        .onScrollGeometryChange(
            for: ScrollMetrics.self,
            of: { geo in
                let offsetY = geo.contentOffset.y + geo.contentInsets.top
                let contentHeight = geo.contentSize.height
                return .init(offsetY: offsetY, contentHeight: contentHeight, containerHeight: geo.containerSize.height)
            },
            action: { _, newValue in metrics = newValue }
        )
    }
}

#Preview { MetricsFeed() }
