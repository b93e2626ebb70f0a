import Foundation
import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// `keyframeAnimator` and `KeyframeAnimator`: the content at the initial value, with a located
/// warning saying the keyframes are not played.
struct KeyframeSurfaceTests {
    @Test func theModifierPassesTheViewAndTheInitialValueAndWarns() throws {
        let program = ScriptProgram()
        let diagnostics = program.load(SourceFile(id: 1, path: "jump.swift", text: """
        struct Jump: View {
            @State private var taps = 0
            var body: some View {
                ScrollView {
                    Color.red.frame(width: 10, height: 10)
                        .keyframeAnimator(initialValue: 5.0, trigger: taps) { content, inset in
                            content.padding(inset)
                        } keyframes: { _ in
                            KeyframeTrack {
                                CubicKeyframe(20, duration: 0.2)
                            }
                        }
                        .id("jump")
                }
            }
        }
        """))
        let warning = try #require(diagnostics.first)
        #expect(diagnostics.count == 1 && warning.severity == .warning)
        #expect(warning.message == SwiftUIKeyframeSurface.triggeredCaveat)
        let scene = try program.makeScene("Jump")
        #expect(scene.frame(.string("jump"))?.size == Size(width: 20, height: 20))
    }

    @Test func theViewBuildsItsContentWithTheInitialValue() throws {
        let (_, scene) = try makeScene("""
        struct Dot: View {
            var body: some View {
                ScrollView {
                    KeyframeAnimator(initialValue: 12.0) { side in
                        Color.gray.frame(width: side, height: side)
                    } keyframes: { _ in
                        KeyframeTrack {
                            MoveKeyframe(30.0)
                        }
                    }
                    .id("dot")
                }
            }
        }
        """, "Dot")
        #expect(scene.frame(.string("dot"))?.size == Size(width: 12, height: 12))
    }
}
