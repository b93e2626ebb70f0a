import ScrollworkCore

/// `UIRectCorner` and `UIBezierPath`, as the `Shape`s of view files build their paths:
/// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:).cgPath` into `Path(_:)`.
enum UIKitBezierPathSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("UIRectCorner", .optionSet, doc: "A set of a rectangle's corners.") { t in
            for (name, bits) in [("topLeft", 1), ("topRight", 2), ("bottomLeft", 4), ("bottomRight", 8), ("allCorners", 15)] {
                t.constant("static var \(name): UIRectCorner { get }", doc: "The \(name) corner\(bits == 15 ? "s" : "").", .int(bits))
            }
        }
        surface.type("UIBezierPath", .class, doc: "A UIKit path of lines, curves and rounded rectangles.") { t in
            let rect = ValueReaders.rect
            t.initializer("init()", doc: "An empty path.") { _ in .host(BezierPathObject()) }
            t.initializer("init(rect: CGRect)", doc: "A rectangle.") { a in .host(BezierPathObject([.rect(try rect(a[0], "rect"))])) }
            t.initializer("init(ovalIn rect: CGRect)", doc: "The oval inside a rectangle.") { a in
                .host(BezierPathObject([.ellipse(try rect(a[0], "ovalIn"))]))
            }
            t.initializer("init(roundedRect rect: CGRect, cornerRadius: CGFloat)", doc: "A rectangle with every corner rounded.") { a in
                .host(BezierPathObject([.roundedRect(try rect(a[0], "roundedRect"))]))
            }
            t.initializer("init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize)",
                          doc: "A rectangle with the given corners rounded.") { a in
                _ = try ValueReaders.int(a[1], "byRoundingCorners")
                _ = try ValueReaders.size(a[2], "cornerRadii")
                return .host(BezierPathObject([.roundedRect(try rect(a[0], "roundedRect"))]))
            }
            t.method("func move(to point: CGPoint)", doc: "Starts a new subpath at the point.") { r, a in
                try object(r).append(.move(try ValueReaders.point(a[0], "to")))
                return .none
            }
            t.method("func addLine(to point: CGPoint)", doc: "A straight line to the point.") { r, a in
                try object(r).append(.line(try ValueReaders.point(a[0], "to")))
                return .none
            }
            t.method("func close()", doc: "Closes the current subpath.") { r, _ in
                try object(r).append(.close)
                return .none
            }
            t.property("var bounds: CGRect { get }", doc: "The smallest rectangle holding the path.") {
                .rect(PathValue(try object($0).elements).boundingRect)
            }
            t.property("var cgPath: CGPath { get }", doc: "The path as a CGPath, for `Path(_:)`.") {
                .host(PathValue(try object($0).elements, typeName: "CGPath"))
            }
        }
    }

    private static func object(_ value: Value) throws -> BezierPathObject {
        guard case .host(let path as BezierPathObject) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("UIBezierPath", value)) }
        return path
    }
}

/// A `UIBezierPath`: a class, so `let path = UIBezierPath(); path.move(to: …)` changes it in place.
final class BezierPathObject: HostObject {
    private(set) var elements: [PathValue.Element]
    init(_ elements: [PathValue.Element] = []) { self.elements = elements }
    var typeName: String { "UIBezierPath" }

    func append(_ element: PathValue.Element) throws {
        guard elements.count < PathValue.limit else { throw RuntimeFailure("a path would exceed \(PathValue.limit) elements") }
        elements.append(element)
    }
}
