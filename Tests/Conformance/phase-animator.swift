import SwiftUI

/// A like button whose badge pulses and whose heart pops when tapped: a phase animator view
/// cycling on its own and a phase animator modifier run by a trigger.
struct LikeBadge: View {
    enum Pulse: CaseIterable {
        case rest, grow
    }

    @State private var likes = 0

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                PhaseAnimator(Pulse.allCases) { pulse in
                    Color.red
                        .frame(width: pulse == .rest ? 40 : 60, height: 40)
                }
                .id("badge")
                Color.pink
                    .frame(width: 100, height: 50)
                    .phaseAnimator([1.0, 2.0], trigger: likes) { content, scale in
                        content.padding(scale * 10)
                    } animation: { _ in
                        Animation.spring(duration: 0.3)
                    }
                    .id("heart")
                Button("Like") { likes += 1 }
                    .id("like")
                PhaseAnimator([8.0, 16.0], trigger: likes) { inset in
                    Color.orange
                        .frame(width: 30, height: 30)
                        .padding(inset)
                }
                .id("spark")
                Color.yellow
                    .frame(width: 50, height: 10)
                    .phaseAnimator([0.0, 1.0]) { content, opacity in
                        content.opacity(opacity)
                    }
                    .id("glow")
            }
        }
    }
}
