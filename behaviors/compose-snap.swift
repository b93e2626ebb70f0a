/// Jetpack Compose's snap fling: rest with the item nearest the start aligned to the start, moving at most N items per fling.
///
/// Like `rememberSnapFlingBehavior` with `SnapPosition.Start` and a pager's
/// `PagerSnapDistance.atMost(n)`, for a list of equal rows `itemLength` apart.
///
/// - Version: 1.0
/// - Author: Scrollwork
/// - Parameters: `itemLength` (row height plus spacing), `maxItemsPerFling`.
import SwiftUI

struct SnapToItemStart: ScrollTargetBehavior {
    var itemLength: CGFloat = 88
    var maxItemsPerFling: Int = 3

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let start = (context.originalTarget.rect.minY / itemLength).rounded()
        let nearest = (target.rect.minY / itemLength).rounded()
        let limit = CGFloat(maxItemsPerFling)
        target.rect.origin.y = min(max(nearest, start - limit), start + limit) * itemLength
    }
}

struct ComposeList: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 8) {
                ForEach(0..<60) { index in
                    HStack {
                        Circle().frame(width: 40, height: 40)
                        Text("Item \(index)")
                        Spacer()
                    }
                    .padding(.horizontal, 16)
                    .frame(height: 80)
                }
            }
        }
        .scrollTargetBehavior(SnapToItemStart(itemLength: 88, maxItemsPerFling: 3))
    }
}

#Preview("Compose snap") {
    ComposeList()
}
