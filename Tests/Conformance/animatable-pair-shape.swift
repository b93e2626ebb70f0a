import SwiftUI

// A liquid-swipe shape animating an offset and a curve together, as its `animatableData` pairs
// them: `AnimatablePair` of the size's own pair and a number, read and written back.
struct LiquidShape: Shape {
    var offset: CGSize
    var curve: CGFloat

    var animatableData: AnimatablePair<CGSize.AnimatableData, CGFloat> {
        get { AnimatablePair(offset.animatableData, curve) }
        set {
            offset.animatableData = newValue.first
            curve = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: 0, y: 0, width: rect.width - offset.width, height: rect.height - curve))
    }
}

// Three values nested in pairs, written with `.init` as SwiftUI infers them from the declared type.
struct GlitchSlice: Animatable {
    var top: CGFloat = 0
    var center: CGFloat = 0
    var bottom: CGFloat = 0

    var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { .init(top, .init(center, bottom)) }
        set {
            top = newValue.first
            center = newValue.second.first
            bottom = newValue.second.second
        }
    }
}

struct LiquidSwipe: View {
    @State private var shape = LiquidShape(offset: CGSize(width: 10, height: 20), curve: 4)
    @State private var readBack = ""
    @State private var slice = GlitchSlice(top: 1, center: 2, bottom: 3)

    var body: some View {
        VStack {
            shape.frame(width: 100, height: 50).id("liquid")
            Button("Swap") {
                var moved = shape
                moved.animatableData = AnimatablePair(AnimatablePair(30, 40), 8)
                let frame = CGRect(x: 1, y: 2, width: 3, height: 4).animatableData
                readBack = "\(moved.offset.width) \(moved.offset.height) \(moved.curve) "
                    + "\(shape.animatableData.first.second) \(frame.first.first) \(frame.second.second) "
                    + "\(CGPoint(x: 5, y: 6).animatableData.second)"
                shape = moved
                var glitch = slice
                glitch.animatableData = .init(10, .init(20, 30))
                slice = glitch
            }
            .id("swap")
        }
    }
}
