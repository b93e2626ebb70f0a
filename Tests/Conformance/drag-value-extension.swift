import SwiftUI

/// A swipeable card in the shape card-stack tutorials write it: an app's extension of
/// `DragGesture.Value` measures how far across its container the drag went, and the card is
/// removed past half the width.
extension DragGesture.Value {
    func percentage(in geometry: GeometryProxy) -> Double {
        abs(translation.width / geometry.size.width)
    }

    var isRightward: Bool { self.translation.width > 0 }
}

struct SwipeCard: View {
    @State private var removed = false
    @State private var last = ""

    var body: some View {
        GeometryReader { geometry in
            VStack(spacing: 0) {
                Text(removed ? "removed" : "kept \(last)")
                    .frame(height: 44)
                    .id("status")
                Rectangle()
                    .frame(width: 200, height: 200)
                    .id("card")
                    .gesture(
                        DragGesture()
                            .onEnded { value in
                                last = String(format: "%.2f %@", value.percentage(in: geometry), value.isRightward ? "right" : "left")
                                if value.percentage(in: geometry) > 0.5 { removed = true }
                            }
                    )
            }
        }
    }
}

#Preview("Swipe") { SwipeCard() }
