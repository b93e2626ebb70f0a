import SwiftUI

/// A score badge whose modifier is an AnimatableModifier (a ViewModifier with animatableData):
/// it applies as any view modifier does, with the end state.
struct ScoreLabel: AnimatableModifier {
    var score: Double

    var animatableData: Double {
        get { score }
        set { score = newValue }
    }

    func body(content: Content) -> some View {
        content.overlay(Text("\(Int(score))").id("score"))
    }
}

struct ScoreBadge: View {
    @State private var score = 0.0

    var body: some View {
        VStack {
            Circle()
                .frame(width: 60, height: 60)
                .modifier(ScoreLabel(score: score))
            Button("Score") { withAnimation { score = 40 } }
        }
    }
}

#Preview("Score badge") {
    ScoreBadge()
}
