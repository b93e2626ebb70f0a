import SwiftUI

/// A horizontal row of cards that snaps to a card, with each of SwiftUI's limits on how
/// many cards one flick may pass.
struct SnapCards: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 10) {
                ForEach(0..<20) { index in
                    Color.teal
                        .frame(width: 100, height: 160)
                }
            }
            .scrollTargetLayout()
        }
    }
}

#Preview("never") {
    SnapCards().scrollTargetBehavior(.viewAligned(limitBehavior: .never))
}

#Preview("by one") {
    SnapCards().scrollTargetBehavior(.viewAligned(limitBehavior: .alwaysByOne))
}

#Preview("by few") {
    SnapCards().scrollTargetBehavior(.viewAligned(limitBehavior: .alwaysByFew))
}

#Preview("always") {
    SnapCards().scrollTargetBehavior(.viewAligned(limitBehavior: .always))
}

#Preview("automatic") {
    SnapCards().scrollTargetBehavior(.viewAligned(limitBehavior: .automatic))
}

/// A list where only every third row is a place to stop.
struct MarkedStops: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<40) { index in
                    Text("Row \(index)")
                        .frame(height: 50)
                        .scrollTarget(isEnabled: index % 3 == 0)
                }
            }
        }
        .scrollTargetBehavior(.viewAligned)
    }
}
