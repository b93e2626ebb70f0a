import SwiftUI

// Scroll callbacks of iOS 17 and 18: the phase with its context, the geometry through the
// trailing-closure form, and which rows and targets are visible.

struct WatchedFeed: View {
    @State private var targets: [Int] = []
    @State private var appeared = 0
    @State private var disappeared = 0
    @State private var phases: [String] = []
    @State private var releaseSpeed: CGFloat = 0
    @State private var contentTop: CGFloat = 0
    @State private var nearTop = true

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<50) { index in
                    Text("Row \(index)")
                        .frame(height: 100)
                        .onScrollVisibilityChange(threshold: 0.5) { isVisible in
                            if isVisible { appeared += 1 } else { disappeared += 1 }
                        }
                }
            }
            .scrollTargetLayout()
        }
        .onScrollTargetVisibilityChange(idType: Int.self, threshold: 1) { ids in
            targets = ids
        }
        .onScrollPhaseChange { _, newPhase, context in
            phases.append("\(newPhase)")
            if newPhase == .decelerating {
                releaseSpeed = context.velocity?.dy ?? 0
            }
        }
        .onScrollGeometryChange(for: CGFloat.self) { geometry in
            geometry.contentOffset.y
        } action: { _, newValue in
            contentTop = -newValue
        }
        .onScrollGeometryChange(for: Bool.self) { geometry in
            geometry.contentOffset.y < 100
        } action: { _, isNearTop in
            nearTop = isNearTop
        }
    }
}
