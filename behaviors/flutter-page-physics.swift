/// Flutter's `PageScrollPhysics`: a fling past the minimum velocity turns half a page further, then rounds to a page.
///
/// Flutter rounds `page ± 0.5` from the position where the gesture let go. SwiftUI's
/// context has no release position, so this uses the page the gesture began on
/// (`originalTarget`); for a fling that is the same place.
///
/// - Version: 1.0
/// - Author: Scrollwork
/// - Parameters: `minFlingVelocity` — slower releases just round to the nearest page (points per second).
import SwiftUI

struct PageScrollPhysics: ScrollTargetBehavior {
    var minFlingVelocity: CGFloat = 50

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let pageLength = context.containerSize.height
        guard pageLength > 0 else { return }
        var page = context.originalTarget.rect.minY / pageLength
        if context.velocity.dy < -minFlingVelocity {
            page -= 0.5
        } else if context.velocity.dy > minFlingVelocity {
            page += 0.5
        } else {
            page = target.rect.minY / pageLength
        }
        target.rect.origin.y = page.rounded() * pageLength
    }
}

struct StoryPages: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<8) { page in
                    Text("Story \(page)")
                        .containerRelativeFrame(.vertical)
                        .frame(maxWidth: .infinity)
                        .background(Color.teal.opacity(0.2))
                }
            }
        }
        .scrollTargetBehavior(PageScrollPhysics())
    }
}

#Preview("Flutter pages") {
    StoryPages()
}
