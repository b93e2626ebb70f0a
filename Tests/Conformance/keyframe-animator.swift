import SwiftUI

/// A reaction button whose emoji jumps when tapped and a loading dot that bounces: keyframe
/// animators as a modifier and as a view, with each kind of keyframe.
struct ReactionButton: View {
    struct Jump {
        var height = 0.0
        var scale = 1.0
    }

    @State private var reactions = 0

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Color.orange
                    .frame(width: 40, height: 40)
                    .keyframeAnimator(initialValue: Jump(), trigger: reactions) { content, jump in
                        content
                            .padding(jump.height)
                            .scaleEffect(jump.scale)
                    } keyframes: { _ in
                        KeyframeTrack(\.height) {
                            CubicKeyframe(20, duration: 0.2)
                            SpringKeyframe(0, duration: 0.3, spring: .bouncy)
                        }
                        KeyframeTrack(\.scale) {
                            LinearKeyframe(1.2, duration: 0.1, timingCurve: .easeOut)
                            MoveKeyframe(1.0)
                        }
                    }
                    .id("emoji")
                Button("React") { reactions += 1 }
                    .id("react")
                KeyframeAnimator(initialValue: 10.0) { side in
                    Color.gray.frame(width: side, height: side)
                } keyframes: { _ in
                    KeyframeTrack {
                        SpringKeyframe(20, spring: Spring(duration: 0.4, bounce: 0.2))
                        CubicKeyframe(10, duration: 0.4)
                    }
                }
                .id("dot")
                KeyframeAnimator(initialValue: 30.0, trigger: reactions) { width in
                    Color.green.frame(width: width, height: 5)
                } keyframes: { _ in
                    KeyframeTrack {
                        LinearKeyframe(60, duration: 0.5)
                    }
                }
                .id("bar")
                Color.blue
                    .frame(width: 20, height: 20)
                    .keyframeAnimator(initialValue: 4.0) { content, inset in
                        content.padding(inset)
                    } keyframes: { _ in
                        KeyframeTrack {
                            CubicKeyframe(8, duration: 0.5)
                        }
                    }
                    .id("pulse")
            }
        }
    }
}
