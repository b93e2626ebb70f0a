import SwiftUI

/// A strip of photo filter previews, each thumbnail with the filter's effects, and a
/// carousel whose off-centre cards are dimmed, tilted and pushed down by their transition.
struct PhotoFilters: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 12) {
                Color.gray.frame(height: 80).scaleEffect(CGSize(width: 0.5, height: 0.8)).id("squash")
                Color.gray.frame(height: 80).scaleEffect(x: 1.2, y: 0.9, anchor: .top).id("stretch")
                Color.gray.frame(height: 80).rotationEffect(.degrees(15)).rotationEffect(Angle(radians: .pi / 12)).id("tilt")
                Color.gray.frame(height: 80).hueRotation(.degrees(90)).id("hue")
                Color.gray.frame(height: 80).blur(radius: 4).blur(radius: 2, opaque: true).id("blur")
                Color.gray.frame(height: 80).brightness(0.2).contrast(1.5).saturation(0.5).grayscale(0.25).id("tone")
                ForEach(0..<6) { index in
                    Color.blue
                        .frame(height: 300)
                        .scrollTransition { content, phase in
                            content
                                .scaleEffect(phase.isIdentity ? CGSize(width: 1, height: 1) : CGSize(width: 0.9, height: 0.9))
                                .scaleEffect(x: phase.isIdentity ? 1 : 0.5, y: 1)
                                .rotationEffect(.degrees(phase.value * 10))
                                .hueRotation(.degrees(phase.value * 30))
                                .blur(radius: abs(phase.value) * 3)
                                .brightness(phase.value * 0.1)
                                .contrast(phase.isIdentity ? 1 : 0.8)
                                .saturation(phase.isIdentity ? 1 : 0.5)
                                .grayscale(abs(phase.value))
                                .offset(CGSize(width: 0, height: phase.value * 20))
                                .offset(x: phase.value * 5, y: 0)
                        }
                }
            }
        }
    }
}
