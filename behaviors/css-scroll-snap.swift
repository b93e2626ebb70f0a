/// CSS scroll snapping: `scroll-snap-type: y mandatory` and `proximity`, and `scroll-snap-stop: always`.
///
/// Snap points are every `interval` points from the top (row height plus spacing), aligned
/// to the start as `scroll-snap-align: start`.
///
/// - Version: 1.0
/// - Author: Scrollwork
/// - Parameters: `interval` (all three), `distance` (proximity: how near a snap point must be to snap).
import SwiftUI

/// `scroll-snap-type: y mandatory`: always rest on the nearest snap point.
struct ScrollSnapMandatory: ScrollTargetBehavior {
    var interval: CGFloat = 108

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        target.rect.origin.y = (target.rect.minY / interval).rounded() * interval
    }
}

/// `scroll-snap-type: y proximity`: snap only when the natural target is near a snap point.
struct ScrollSnapProximity: ScrollTargetBehavior {
    var interval: CGFloat = 108
    var distance: CGFloat = 30

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let nearest = (target.rect.minY / interval).rounded() * interval
        if abs(nearest - target.rect.minY) <= distance {
            target.rect.origin.y = nearest
        }
    }
}

/// `scroll-snap-stop: always`: a fling may not pass a snap point, so it moves one at most.
struct ScrollSnapStop: ScrollTargetBehavior {
    var interval: CGFloat = 108

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let start = (context.originalTarget.rect.minY / interval).rounded()
        let wanted = (target.rect.minY / interval).rounded()
        let index = min(max(wanted, start - 1), start + 1)
        target.rect.origin.y = index * interval
    }
}

struct SnapList: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 8) {
                ForEach(0..<30) { index in
                    Text("Card \(index)")
                        .frame(maxWidth: .infinity)
                        .frame(height: 100)
                        .background(Color.green.opacity(0.2))
                }
            }
        }
        .scrollTargetBehavior(ScrollSnapMandatory())
    }
}

#Preview("Scroll snap") {
    SnapList()
}
