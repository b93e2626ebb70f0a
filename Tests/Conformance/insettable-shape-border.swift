import SwiftUI

/// An app's own `InsettableShape` (a half ring that can inset itself): a shape, laid out as
/// any shape is, with the border strokes that only shapes that can inset themselves have;
/// drawn offscreen in an extended colour space, which changes nothing laid out.
struct HalfRing: InsettableShape {
    var insetAmount = 0.0

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2 - insetAmount,
                    startAngle: .degrees(180), endAngle: .degrees(0), clockwise: false)
        return path
    }

    func inset(by amount: CGFloat) -> HalfRing {
        var ring = self
        ring.insetAmount += amount
        return ring
    }
}

#Preview("Half rings") {
    VStack(spacing: 0) {
        HalfRing()
            .strokeBorder(.teal, style: StrokeStyle(lineWidth: 25, lineCap: .round))
            .frame(width: 300, height: 300)
            .id("bordered")
        HalfRing()
            .strokeBorder(lineWidth: 2)
            .frame(height: 100)
            .id("thin")
        HalfRing()
            .strokeBorder(style: StrokeStyle(lineWidth: 1, dash: [4, 2]))
            .id("plain")
    }
    .drawingGroup(opaque: false, colorMode: .extendedLinear)
}
