import SwiftUI

/// A card that slides over in half a second and says when it has arrived: the completion of
/// `withAnimation` (iOS 17) runs once the animation is over.
struct ArrivingCard: View {
    @State private var moved = false
    @State private var status = "waiting"

    var body: some View {
        VStack {
            Text(status)
                .id("status")
            Button("Move") {
                withAnimation(.linear(duration: 0.5)) {
                    moved = true
                } completion: {
                    status = "arrived"
                }
            }
            Rectangle()
                .frame(width: 40, height: 40)
                .offset(x: moved ? 100 : 0)
        }
    }
}

#Preview("Arriving card") {
    ArrivingCard()
}
