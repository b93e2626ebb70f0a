import Foundation
import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// A tap that reads where it landed (`onTapGesture(coordinateSpace:perform:)`) is given the
/// point of `tap at X Y`; `tap ID` names no point, so it is refused with a clear error rather
/// than given a made-up one. The points themselves are asserted by the conformance fixture
/// `tap-location`.
struct TapLocationTests {
    @Test func aTapByIdOnAViewThatReadsTheLocationIsRefused() throws {
        let (_, scene) = try makeScene("""
        struct Pad: View {
            @State private var ripple = CGPoint.zero
            var body: some View {
                ScrollView {
                    Color.blue.frame(height: 200).onTapGesture { location in ripple = location }.id("pad")
                }
            }
        }
        """, "Pad")
        let refused = #expect(throws: Diagnostic.self) { try scene.tap(.string("pad")) }
        #expect(refused?.message.contains("reads where the tap lands") == true)
        #expect(refused?.message.contains("tap at X Y") == true)
    }
}
