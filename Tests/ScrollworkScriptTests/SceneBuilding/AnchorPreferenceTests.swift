import Foundation
import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// Anchors (`SceneBuilding/Readers/AnchorValue.swift`) and the layers built from preference
/// values: what the conformance fixture cannot show.
struct AnchorPreferenceTests {
    private let frame = Rect(x: 40, y: 100, width: 200, height: 80)

    @Test func aSourceIsTakenInTheViewsOwnCoordinatesAndKeptOnTheScreen() {
        #expect(AnchorSourceValue(.bounds).anchor(in: frame).geometry == .rect(frame))
        #expect(AnchorSourceValue(.rect(Rect(x: 10, y: 5, width: 20, height: 10))).anchor(in: frame).geometry
                == .rect(Rect(x: 50, y: 105, width: 20, height: 10)))
        #expect(AnchorSourceValue(.unitPoint(UnitPoint(x: 1, y: 0.5))).anchor(in: frame).geometry == .point(Point(x: 240, y: 140)))
        #expect(AnchorSourceValue(.point(Point(x: -5, y: 90))).anchor(in: frame).geometry == .point(Point(x: 35, y: 190)))
    }

    @Test func aProxyGivesAnAnchorFromItsOwnOrigin() {
        let anchor = AnchorValue(.rect(frame))
        #expect(Value.equal(anchor.resolved(from: Point(x: 40, y: 60)), .rect(Rect(x: 0, y: 40, width: 200, height: 80))))
        #expect(Value.equal(AnchorValue(.point(Point(x: 10, y: 10))).resolved(from: Point(x: 20, y: 0)), .point(Point(x: -10, y: 10))))
        // Equal anchors are at the same place, so a layer built from one is not built again.
        #expect(Value.equal(.host(AnchorValue(.rect(frame))), .host(anchor)))
        #expect(!Value.equal(.host(AnchorValue(.point(Point(x: 40, y: 100)))), .host(anchor)))
    }

    @Test func aLayerSettlesWithoutWarningAndIsBuiltFromTheDefaultBeforeTheFirstPass() throws {
        let source = """
        struct BoundsKey: PreferenceKey {
            static var defaultValue: Anchor<CGRect>? = nil
            static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = nextValue() }
        }
        struct Badged: View {
            var body: some View {
                VStack {
                    Color.red.frame(width: 100, height: 60)
                        .padding(20)
                        .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
                        .overlayPreferenceValue(BoundsKey.self) { anchor in
                            GeometryReader { proxy in
                                Text(anchor == nil ? "none" : "width \\(Int(proxy[anchor!].width))")
                            }
                        }
                    ScrollView { Text("row") }
                }
            }
        }
        """
        let (_, scene) = try makeScene(source, "Badged")
        var heard: [ScrollEvent] = []
        scene.onEvent = { heard.append($0) }
        // The first layout has no value yet (the key's default); the first pass finds the
        // padded view's bounds, 140 wide, and the layer is built again from them in that frame.
        #expect(scene.outsideFrame("width 140") != nil)
        #expect(scene.outsideFrame("none") == nil)
        scene.simulation.step(frames: 2)
        #expect(scene.outsideFrame("width 140") != nil)
        #expect(!heard.contains { if case .scriptError = $0.kind { return true } else { return false } })
    }

    @Test func aProxySubscriptedWithAnythingButAnAnchorIsAnError() throws {
        let proxy = Value.host(GeometryProxyValue(size: .zero, safeAreaInsets: .zero, frames: nil))
        #expect(throws: (any Error).self) { try BodyChecker.anchored(proxy, .int(0)) }
        #expect(Value.equal(try BodyChecker.anchored(proxy, .host(AnchorValue(.point(Point(x: 3, y: 4))))), .point(Point(x: 3, y: 4))))
    }
}
