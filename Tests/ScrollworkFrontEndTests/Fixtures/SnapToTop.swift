/// Snaps to the top of the content when a flick towards the top ends near it.
/// - Version: 1.0
/// - Author: WWDC23 "Beyond scroll views"

import SwiftUI

/// The behaviour from the session, unchanged.
struct SnapToTop: ScrollTargetBehavior {
    var threshold: CGFloat = 50

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        if target.rect.minY < threshold && context.velocity.dy > 0 {
            target.rect.origin.y = 0
        }
    }
}

extension ScrollTargetBehavior where Self == SnapToTop {
    static var snapToTop: SnapToTop { .init() }
}

struct SnapToTopScene: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                ForEach(0..<40) { index in
                    Text("Row \(index)")
                        .frame(maxWidth: .infinity, minHeight: 44)
                        .background(index % 2 == 0 ? Color.gray : Color.white)
                }
            }
            .padding()
        }
        .scrollTargetBehavior(.snapToTop)
    }
}

#Preview("Snap to top") {
    SnapToTopScene()
}
