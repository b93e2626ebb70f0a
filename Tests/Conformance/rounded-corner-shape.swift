import SwiftUI

/// A shape that rounds only some corners, drawn with UIKit's bezier path.
struct RoundedCorner: Shape {
    var radius: CGFloat = .infinity
    var corners: UIRectCorner = .allCorners

    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners,
                                cornerRadii: CGSize(width: radius, height: radius))
        return Path(path.cgPath)
    }
}

/// A speech bubble's tail: a triangle drawn with `Path { … }`.
struct Tail: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

/// A sparkline's outline: a frame, a rounded plot area, a dot, and the curve through the points.
struct Sparkline: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path(rect)
        path.addRoundedRect(in: rect.insetBy(dx: 4, dy: 4), cornerSize: CGSize(width: 6, height: 6))
        path.addEllipse(in: CGRect(x: rect.maxX - 6, y: rect.minY, width: 6, height: 6))
        path.addRect(CGRect(x: rect.minX, y: rect.maxY, width: 10, height: 10))
        path.addLines([CGPoint(x: 0, y: 20), CGPoint(x: 10, y: 5)])
        path.addQuadCurve(to: CGPoint(x: 30, y: 20), control: CGPoint(x: 20, y: -20))
        path.addCurve(to: CGPoint(x: 60, y: 20), control1: CGPoint(x: 40, y: 60), control2: CGPoint(x: 50, y: 60))
        return path
    }
}

/// Chat bubbles whose bottom corners are rounded, each with a tail under it.
struct ChatBubbles: View {
    let messages = ["Hi!", "Are we still on for lunch?", "See you at noon"]
    @State private var tailBounds = CGRect.zero
    @State private var cardBounds = CGRect.zero
    @State private var arcBounds = CGRect.zero
    @State private var roundsTop = false
    @State private var zigzagBounds = CGRect.zero
    @State private var unionBounds = CGRect.zero
    @State private var ovalBounds = CGRect.zero
    @State private var sparkBounds = CGRect.zero
    @State private var emptiness: [Bool] = []

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 12) {
                ForEach(messages, id: \.self) { message in
                    VStack(spacing: 0) {
                        Text(message)
                            .padding()
                            .background(Color.green)
                            .clipShape(RoundedCorner(radius: 12, corners: [.bottomLeft, .bottomRight]))
                        Tail()
                            .fill(Color.green)
                            .frame(width: 20, height: 10)
                    }
                    .onTapGesture {
                        tailBounds = Tail().path(in: CGRect(x: 0, y: 0, width: 20, height: 10)).boundingRect
                        let corners: UIRectCorner = [.topLeft, .topRight]
                        roundsTop = corners.contains(.topLeft) && !corners.contains(.bottomLeft)
                        cardBounds = UIBezierPath(roundedRect: CGRect(x: 5, y: 10, width: 100, height: 50), cornerRadius: 8).bounds
                        let zigzag = UIBezierPath()
                        zigzag.move(to: CGPoint(x: 0, y: 0))
                        zigzag.addLine(to: CGPoint(x: 10, y: 20))
                        zigzag.addLine(to: CGPoint(x: 20, y: -5))
                        zigzag.close()
                        zigzagBounds = zigzag.bounds
                        unionBounds = Path(UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgPath).boundingRect
                        ovalBounds = Path(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 8, height: 6)).cgPath).cgPath.boundingBoxOfPath
                        var arc = Path()
                        arc.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
                        arcBounds = arc.boundingRect
                        sparkBounds = Sparkline().path(in: CGRect(x: 0, y: 0, width: 100, height: 40)).boundingRect
                        emptiness = [Path().isEmpty, Path(roundedRect: .zero, cornerRadius: 4).isEmpty, Path(ellipseIn: .zero).isEmpty]
                    }
                }
                RoundedCorner(radius: 20, corners: .topLeft)
                    .frame(height: 80)
                    .id("banner")
            }
        }
    }
}
