import SwiftUI

/// Badges placed by position(x:y:) on a canvas, as a diagram or a chart's annotations are, and
/// a label positioned in scroll content, where it has no height offered.
struct PositionedBadges: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ZStack {
                    Color.blue
                        .frame(width: 40, height: 40)
                        .id("dot")
                        .position(x: 50, y: 30)
                    Color.orange
                        .frame(width: 20, height: 60)
                        .id("bar")
                        .position(CGPoint(x: 380, y: 100))
                }
                .frame(height: 100)
                .id("canvas")
                ZStack {
                    Text("Pinned")
                        .frame(width: 80, height: 20)
                        .id("text")
                }
                .position(CGPoint(x: 200, y: 10))
                .id("label")
                Color.green.frame(height: 30).id("after")
            }
        }
    }
}
