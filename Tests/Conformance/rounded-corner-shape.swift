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
                    }
                }
                RoundedCorner(radius: 20, corners: .topLeft)
                    .frame(height: 80)
                    .id("banner")
            }
        }
    }
}
