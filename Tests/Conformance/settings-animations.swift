import SwiftUI

/// A settings screen whose rows open to show their options, each with its own animation.
struct AnimatedSettings: View {
    let animations: [Animation] = [
        .easeInOut, .easeIn, .easeIn(duration: 1), .easeOut, .easeOut(duration: 1), .linear,
        .timingCurve(0.2, 0, 0.8, 1, duration: 1), .spring, .spring(duration: 0.4, bounce: 0.2),
        .interactiveSpring, .smooth, .smooth(duration: 0.3, extraBounce: 0.1), .snappy,
        .snappy(duration: 0.4, extraBounce: 0.05), .bouncy(duration: 0.6, extraBounce: 0.1),
        .linear(duration: 1).delay(0.5), .linear(duration: 1).speed(2),
    ]
    @State private var open: Int? = nil

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<18) { index in
                    Text("Setting \(index)")
                        .frame(height: open == index ? 160 : 60)
                        .onTapGesture {
                            withAnimation(animations[min(index, animations.count - 1)]) {
                                open = open == index ? nil : index
                            }
                        }
                }
            }
        }
    }
}
