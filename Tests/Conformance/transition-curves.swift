import SwiftUI

// scrollTransition with the timing curve given (UnitCurve, circular ones included), with a
// configuration per side of the visible region, and with a threshold.

struct FadeRow: View {
    let index: Int
    var body: some View {
        Text("Row \(index)")
            .frame(maxWidth: .infinity)
            .frame(height: 100)
    }
}

struct LinearFade: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<30) { index in
                    FadeRow(index: index)
                        .scrollTransition(.interactive(timingCurve: .linear)) { content, phase in
                            content.opacity(1 - abs(phase.value))
                        }
                }
            }
        }
    }
}

struct CircularFade: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<30) { index in
                    FadeRow(index: index)
                        .scrollTransition(.interactive(timingCurve: .circularEaseIn)) { content, phase in
                            content.scaleEffect(1 - abs(phase.value) * 0.5)
                        }
                }
            }
        }
    }
}

struct TopOnlyFade: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<30) { index in
                    FadeRow(index: index)
                        .scrollTransition(topLeading: ScrollTransitionConfiguration.interactive(timingCurve: .linear).threshold(.visible(0.5)),
                                          bottomTrailing: .identity) { content, phase in
                            content.opacity(phase.isIdentity ? 1 : 0.2)
                        }
                }
            }
        }
    }
}
