import SwiftUI

/// A shimmer in the shape apps copy from a well-known package: an `AnimatableModifier` given
/// an animation of its own with `ViewModifier.animation(_:)`, its phase set when the view
/// appears. The modifier applies with its new phase; the change is not animated here (a
/// located warning says so), so the phase reads its end value at once.
struct Shimmer: ViewModifier {
    @State private var phase: CGFloat = 0
    var duration = 1.2

    func body(content: Content) -> some View {
        content
            .modifier(AnimatedMask(phase: phase).animation(
                Animation.linear(duration: duration)
                    .repeatForever(autoreverses: false)
            ))
            .modifier(Badge().transaction { $0.animation = nil })
            .onAppear { phase = 0.8 }
    }

    struct AnimatedMask: AnimatableModifier {
        var phase: CGFloat = 0

        var animatableData: CGFloat {
            get { phase }
            set { phase = newValue }
        }

        func body(content: Content) -> some View {
            content.overlay(Text("\(phase)").id("phase"))
        }
    }

    struct Badge: ViewModifier {
        func body(content: Content) -> some View {
            content.overlay(alignment: .topTrailing) { Text("new").id("badge") }
        }
    }
}

struct LoadingRow: View {
    var body: some View {
        Text("Loading").frame(width: 200, height: 40).modifier(Shimmer()).id("row")
    }
}

#Preview("Loading row") { LoadingRow() }
