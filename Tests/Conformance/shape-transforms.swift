import SwiftUI

/// SwiftUI's shapes wrapping another with a transform of its outline, written out as their
/// types (as `rotation(_:)`, `scale(_:)` and `transform(_:)` make them).
struct ShapeTransforms: View {
    var body: some View {
        VStack(spacing: 0) {
            OffsetShape(shape: RoundedRectangle(cornerRadius: 12), offset: CGSize(width: 20, height: 20))
                .frame(height: 30)
                .id("offset")
            RotatedShape(shape: Rectangle(), angle: .degrees(45))
                .frame(width: 100, height: 100)
                .id("rotated")
            ScaledShape(shape: Circle(), scale: CGSize(width: 0.5, height: 0.5))
                .frame(width: 50, height: 50)
                .id("scaled")
            TransformedShape(shape: Rectangle(), transform: CGAffineTransform(0.5, 0, 0, 0.5, 10, 0))
                .frame(height: 40)
                .id("transformed")
            Rectangle()
                .transform(CGAffineTransform(scaleX: 2, y: 1))
                .frame(height: 20)
                .id("method")
        }
    }
}

#Preview("Shape transforms") {
    ShapeTransforms()
}
