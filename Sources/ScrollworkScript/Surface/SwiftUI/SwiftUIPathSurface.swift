import Foundation
import ScrollworkCore
import ScrollworkScene

/// SwiftUI's `Path`, built from a `CGPath`, a rectangle or a closure that draws into it. As a
/// view a path is a shape: it takes the size it is offered and is drawn as its box.
enum SwiftUIPathSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("Path", conformsTo: ["Shape"], doc: "A drawing of lines and curves; laid out like a shape, drawn as its box.") { t in
            t.initializer("init()", role: .view, doc: "An empty path.") { _ in .host(PathValue()) }
            t.initializer("init(_ path: CGPath)", role: .view, doc: "The path of a CGPath (a UIBezierPath's cgPath).") { a in
                .host(try path(a[0]).retyped("Path"))
            }
            t.initializer("init(_ rect: CGRect)", role: .view, doc: "A rectangle.") { a in
                .host(PathValue([.rect(try ValueReaders.rect(a[0], "rect"))]))
            }
            t.initializer("init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)", role: .view,
                          doc: "A rectangle with rounded corners.") { a in
                .host(PathValue([.roundedRect(try ValueReaders.rect(a[0], "roundedRect"))]))
            }
            t.initializer("init(ellipseIn rect: CGRect)", role: .view, doc: "The ellipse inside a rectangle.") { a in
                .host(PathValue([.ellipse(try ValueReaders.rect(a[0], "ellipseIn"))]))
            }
            t.initializer("init(_ callback: (inout Path) -> ())", role: .view, doc: "The path the closure draws into an empty one.") { a in
                let draw = try ValueReaders.closure(a[0], "callback")
                var drawn = Value.host(PathValue())
                try draw.callWithInout(&drawn, in: a.context)
                return drawn
            }
            drawing(&t)
            t.property("var boundingRect: CGRect { get }", doc: "The smallest rectangle holding the path (curves by their extremes).") {
                .rect(try path($0).boundingRect)
            }
            t.property("var isEmpty: Bool { get }", doc: "Whether the path has no elements.") { .bool(try path($0).elements.isEmpty) }
            t.property("var currentPoint: CGPoint? { get }", doc: "Where the last element ended, the next one's start; nil for an empty path.") {
                try path($0).currentPoint.map { .point($0) } ?? .none
            }
            t.property("var cgPath: CGPath { get }", doc: "The path as a CGPath.") { .host(try path($0).retyped("CGPath")) }
        }
        surface.type("CGPath", doc: "A Core Graphics path, as `UIBezierPath.cgPath` gives it.") { t in
            t.property("var boundingBoxOfPath: CGRect { get }", doc: "The smallest rectangle holding the path.") {
                .rect(try path($0).boundingRect)
            }
        }
    }

    private static func drawing(_ t: inout SurfaceTypeBuilder) {
        func adding(_ element: @escaping (SurfaceArguments) throws -> PathValue.Element) -> (inout Value, SurfaceArguments) throws -> Value {
            { receiver, a in
                receiver = .host(try path(receiver).adding(try element(a)))
                return .none
            }
        }
        let point = ValueReaders.point, rect = ValueReaders.rect
        t.mutating("mutating func move(to end: CGPoint)", doc: "Starts a new subpath at the point.",
                   adding { .move(try point($0[0], "to")) })
        t.mutating("mutating func addLine(to end: CGPoint)", doc: "A straight line to the point.",
                   adding { .line(try point($0[0], "to")) })
        t.mutating("mutating func addLines(_ lines: [CGPoint])", doc: "Lines through the points, starting a subpath at the first.") { r, a in
            guard case .array(let points) = a[0] else { throw RuntimeFailure("addLines takes an array of CGPoint") }
            var drawn = try path(r)
            for (index, value) in points.enumerated() {
                let p = try point(value, "lines")
                drawn = try drawn.adding(index == 0 ? .move(p) : .line(p))
            }
            r = .host(drawn)
            return .none
        }
        t.mutating("mutating func addQuadCurve(to end: CGPoint, control: CGPoint)", doc: "A quadratic Bézier curve to the point.",
                   adding { .quadCurve(to: try point($0[0], "to"), control: try point($0[1], "control")) })
        t.mutating("mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint)", doc: "A cubic Bézier curve to the point.",
                   adding { .curve(to: try point($0[0], "to"), control1: try point($0[1], "control1"), control2: try point($0[2], "control2")) })
        t.mutating("mutating func addRect(_ rect: CGRect)", doc: "A rectangle as a closed subpath.", adding { .rect(try rect($0[0], "rect")) })
        t.mutating("mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous)",
                   doc: "A rounded rectangle as a closed subpath.", adding { .roundedRect(try rect($0[0], "in")) })
        t.mutating("mutating func addEllipse(in rect: CGRect)", doc: "The ellipse inside a rectangle as a closed subpath.",
                   adding { .ellipse(try rect($0[0], "in")) })
        t.mutating("mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool)",
                   doc: "An arc of a circle; clockwise sweeps towards smaller angles.") { r, a in
            guard case .angle(let start) = a[2], case .angle(let end) = a[3] else { throw RuntimeFailure("addArc takes Angle values") }
            r = .host(try path(r).adding(.arc(center: try point(a[0], "center"), radius: try ValueReaders.double(a[1], "radius"),
                                               start: start, end: end, clockwise: try ValueReaders.bool(a[4], "clockwise"))))
            return .none
        }
        t.mutating("mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat)",
                   doc: "A line to, then an arc of the radius tangent to, the lines from the current point to p1 and from p1 to p2.") { r, a in
            r = .host(try path(r).addingTangentArc(try point(a[0], "tangent1End"), try point(a[1], "tangent2End"),
                                                   radius: try ValueReaders.double(a[2], "radius")))
            return .none
        }
        t.mutating("mutating func closeSubpath()", doc: "Closes the current subpath.", adding { _ in .close })
        t.mutating("mutating func addPath(_ path: Path)", doc: "Another path's elements, after this one's.") { r, a in
            r = .host(try path(r).adding(contentsOf: try path(a[0]).elements))
            return .none
        }
    }

    static func path(_ value: Value) throws -> PathValue {
        guard case .host(let path as PathValue) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Path", value)) }
        return path
    }
}
