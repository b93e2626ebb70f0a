/// Snaps back to the top when a fling towards the top would stop in its first third (WWDC23 "Beyond scroll views").
///
/// - Version: 1.0
/// - Author: Scrollwork
/// - Parameters: `fraction` — how much of the container counts as "near the top" (default a third).
import SwiftUI

struct SnapToTop: ScrollTargetBehavior {
    var fraction: CGFloat = 1.0 / 3.0

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        if target.rect.minY < context.containerSize.height * fraction,
           context.velocity.dy < 0 {
            target.rect.origin.y = 0
        }
    }
}

extension ScrollTargetBehavior where Self == SnapToTop {
    static var snapToTop: SnapToTop { .init() }
}

struct SnapToTopFeed: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 8) {
                ForEach(0..<40) { index in
                    Text("Post \(index)")
                        .frame(maxWidth: .infinity, minHeight: 60)
                        .background(Color.blue.opacity(0.15))
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.snapToTop)
    }
}

#Preview("Snap to top") {
    SnapToTopFeed()
}
