import SwiftUI

/// A card that slides over in half a second and says when it has arrived: the completion of
/// `withAnimation` (iOS 17) runs once the animation is over, or, for the logically complete
/// criteria, when `logicallyComplete(after:)` says, if that is sooner.
struct ArrivingCard: View {
    @State private var moved = false
    @State private var status = "waiting"
    @State private var pushed = false
    @State private var push = "waiting"

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
            Button("Push") {
                withAnimation(.linear(duration: 0.5).logicallyComplete(after: 0.15), completionCriteria: .logicallyComplete) {
                    pushed = true
                } completion: {
                    push = "pushed"
                }
            }
            Text(push)
                .id("push")
            Rectangle()
                .frame(width: 40, height: 40)
                .offset(x: moved ? 100 : 0)
                .animation(.interpolatingSpring(.bouncy(duration: 1, extraBounce: 0.1)), value: pushed)
        }
    }
}

#Preview("Arriving card") {
    ArrivingCard()
}
