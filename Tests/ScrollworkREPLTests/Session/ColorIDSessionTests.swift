import Foundation
import Testing
@testable import ScrollworkREPL

/// Colours are ids in a session as in a script: `item(Color.blue)`, `item(.blue)` and
/// `scrollto Color.red` name the swatch a `ForEach(colors, id: \.self)` made for that colour.
struct ColorIDSessionTests {
    static func swatches() -> Session {
        let session = Session(registry: SceneRegistry(factories: [ScriptSceneFactory()]),
                              options: SessionOptions(directory: URL(fileURLWithPath: "/")))
        session.run("""
        struct Swatches: View {
            let colors: [Color] = [.red, .green, .blue, .orange, .purple]
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(colors, id: \\.self) { color in color.frame(height: 300) }
                    }
                    .scrollTargetLayout()
                }
            }
        }
        """, "scene Swatches")
        return session
    }

    @Test func aColourNamesItsSwatchInExpressions() {
        let session = Self.swatches()
        // Blue is the third 300 pt swatch: 600 down.
        #expect(session.execute("expect item(Color.blue).frame.minY == 600").status == .ok)
        #expect(session.execute("expect item(.blue).frame.minY == 600").status == .ok)
        #expect(session.execute("expect item(Color.blue).id == item(\"blue\").id").status == .ok)
    }

    @Test func scrollToTakesAColour() {
        let session = Self.swatches()
        // Five swatches: 1,500 pt, at most 1,500 − 844 = 656 of scrolling. Green's top (300) is
        // inside that range; purple's (1,200) is not, so scrolling to it stops at the end.
        #expect(session.execute("scrollto Color.green instant").status == .ok)
        #expect(session.execute("expect offset == 300").status == .ok)
        #expect(session.execute("scrollto .purple instant").status == .ok)
        #expect(session.execute("expect offset == 656").status == .ok)
        #expect(session.execute("scrollto Color.teal").status != .ok)
    }

    @Test func theScrollPositionIsTheColourItWasMadeFrom() {
        let session = Self.swatches()
        // At the end, 656, the first swatch whose bottom is past 656 + 0.5 is blue (600…900).
        #expect(session.execute("scrollto .purple instant").status == .ok)
        #expect(session.execute("expect scrollPositionID == Color.blue").status == .ok)
        #expect(session.execute("expect scroll(1).scrollPositionID == .blue").status == .ok)
        #expect(session.execute("expect item(.blue).id == Color.blue").status == .ok)
        #expect(session.execute("expect scrollPositionID == Color.green").status != .ok)
    }
}
