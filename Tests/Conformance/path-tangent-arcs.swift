import SwiftUI

/// A card shape with rounded corners drawn with `addArc(tangent1End:tangent2End:radius:)`, as
/// Core Graphics rounds the corner where two lines meet: a line to the arc's start, then the
/// arc of that radius tangent to both lines.
struct TicketShape: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: rect.height))
        path.addArc(tangent1End: CGPoint(x: 0, y: 0), tangent2End: CGPoint(x: rect.width, y: 0), radius: 20)
        return path
    }
}

struct Ticket: View {
    let corner = TicketShape().path(in: CGRect(x: 0, y: 0, width: 200, height: 100))
    let empty = Path()

    var body: some View {
        VStack(spacing: 0) {
            Text("Box \(Int(corner.boundingRect.width)) x \(Int(corner.boundingRect.height))").frame(height: 40).id("box")
            Text("Ends at \(Int(corner.currentPoint?.x ?? -1)), \(Int(corner.currentPoint?.y ?? -1))").frame(height: 40).id("end")
            TicketShape().frame(width: 200, height: 100).id("ticket")
        }
    }
}

#Preview("Ticket") { Ticket() }
