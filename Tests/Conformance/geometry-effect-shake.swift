import SwiftUI

/// A wrong code shakes its field: at a quarter of a shake the sine is 1, so the field is drawn
/// 30 pt left of where it is laid out (Apple's GeometryEffect draws the view through the
/// transform effectValue(size:) gives).
struct ShakeEffect: GeometryEffect {
    var travel: CGFloat = 30
    var animatableData: CGFloat
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: -travel * sin(animatableData * 2 * .pi), y: 0))
    }
}

/// A turn about the view's centre: its transform depends on the view's size.
struct CentredTurn: GeometryEffect {
    var angle: Double
    func effectValue(size: CGSize) -> ProjectionTransform {
        let turn = CGAffineTransform(translationX: size.width / 2, y: size.height / 2)
            .rotated(by: angle)
            .translatedBy(x: -size.width / 2, y: -size.height / 2)
        return ProjectionTransform(turn)
    }
}

struct ShakingCode: View {
    @State private var shakes: CGFloat = 0
    var body: some View {
        VStack(spacing: 0) {
            Color.blue.frame(width: 100, height: 50)
                .id("field")
                .modifier(ShakeEffect(animatableData: shakes))
            Button("Wrong code") { shakes += 0.25 }
                .frame(height: 44)
            Color.orange.frame(width: 100, height: 50)
                .id("badge")
                .modifier(CentredTurn(angle: .pi / 2))
            // A shear with a translation, as isometric cards draw a side: moved 12 pt, sheared only in drawing.
            Color.green.frame(width: 100, height: 50)
                .id("side")
                .projectionEffect(ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: 1, d: 1, tx: 12, ty: 0)))
        }
    }
}

/// A shift then a turn, as one transform; the identity changes nothing.
func shiftedThenTurned() -> ProjectionTransform {
    ProjectionTransform(CGAffineTransform(translationX: 10, y: 0))
        .concatenating(ProjectionTransform(CGAffineTransform(rotationAngle: .pi)))
}
func identityChangesNothing() -> Bool { ProjectionTransform().isIdentity && ProjectionTransform().isAffine }

#Preview("Shaking code") { ShakingCode() }
