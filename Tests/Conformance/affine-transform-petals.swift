import SwiftUI

/// A flower of petals, each an ellipse rotated about the centre, as drawing tutorials build
/// one with `CGAffineTransform`; the transforms' arithmetic is read back in the session.
struct Flower: Shape {
    var petalOffset: Double = -20
    var petalWidth: Double = 100

    func path(in rect: CGRect) -> Path {
        var path = Path()
        for number in stride(from: 0, to: Double.pi * 2, by: Double.pi / 8) {
            let rotation = CGAffineTransform(rotationAngle: number)
            let position = rotation.concatenating(CGAffineTransform(translationX: rect.width / 2, y: rect.height / 2))
            let originalPetal = Path(ellipseIn: CGRect(x: petalOffset, y: 0, width: petalWidth, height: rect.width / 2))
            path.addPath(originalPetal.applying(position))
        }
        return path
    }
}

struct Garden: View {
    var body: some View {
        VStack(spacing: 0) {
            Flower().fill(.red).frame(width: 200, height: 200).id("flower")
        }
    }
}

/// The corner a quarter turn about the origin sends (1, 0), then moved 10 right.
func turnedThenMoved() -> CGPoint {
    CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2).concatenating(CGAffineTransform(translationX: 10, y: 0)))
}

/// A 10 × 20 rectangle turned a quarter about the origin.
func turnedRect() -> CGRect {
    CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
}
