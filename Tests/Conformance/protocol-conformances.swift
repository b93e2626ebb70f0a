import SwiftUI

/// A bar whose length animates: SwiftUI steps `animatableData` from the old scale to the new.
struct GrowingBar: View, Animatable {
    var scale: Double

    var animatableData: Double {
        get { scale }
        set { scale = newValue }
    }

    var body: some View {
        Color.orange.frame(width: 100 * scale, height: 20)
    }
}

/// A transition of the app's own: fades and grows the view in.
struct FadeGrow: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .opacity(phase.isIdentity ? 1 : 0)
            .scaleEffect(1 - 0.5 * abs(phase.value))
    }
}

/// A row SwiftUI may skip re-evaluating while its value is unchanged.
struct ScoreRow: View, Equatable {
    let score: Int

    var body: some View {
        Text("Score \(score)")
    }
}

struct ConformingViews: View {
    @State private var scale = 1.0
    @State private var showsBadge = false

    /// The heights a transition's phases stand for: -1 before appearing, 0 in place, 1 after.
    private var phaseHeights: CGFloat {
        height(of: .willAppear) + height(of: .identity) + height(of: .didDisappear)
    }

    private func height(of phase: TransitionPhase) -> CGFloat {
        10 * (2 + phase.value) + (phase.isIdentity ? 5 : 0)
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                GrowingBar(scale: scale).id("bar")
                ScoreRow(score: 7).equatable().id("score")
                Button("Grow") {
                    withAnimation(.linear(duration: 1)) { scale = 3 }
                    showsBadge = true
                }
                .id("grow")
                if showsBadge {
                    Text("New").transition(FadeGrow()).id("badge")
                }
                Color.gray.frame(width: 10, height: phaseHeights).id("phases")
            }
        }
    }
}
