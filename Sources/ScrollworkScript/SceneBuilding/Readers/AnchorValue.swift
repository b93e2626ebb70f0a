import Foundation
import ScrollworkCore

/// `Anchor<Value>.Source`: which geometry of the view that sets `anchorPreference` its anchor
/// stands for, in that view's own coordinates (`.bounds`, `.rect(r)`, `.center`, `.point(p)`).
final class AnchorSourceValue: HostValue {
    enum Kind: Equatable {
        case rect(Rect)
        /// The whole frame: `.bounds`.
        case bounds
        /// A fraction of the frame's size from its top-leading corner: `.topLeading`, `.center`, `.unitPoint(p)`.
        case unitPoint(UnitPoint)
        case point(Point)
    }
    let kind: Kind
    init(_ kind: Kind) { self.kind = kind }

    var typeName: String { isRect ? "Anchor<CGRect>.Source" : "Anchor<CGPoint>.Source" }
    var surfaceType: String { "Anchor.Source" }
    var valueDescription: String { "Anchor.Source(\(kind))" }
    var equalityKey: String { "\(kind)" }
    private var isRect: Bool {
        switch kind {
        case .rect, .bounds: return true
        case .unitPoint, .point: return false
        }
    }

    /// The anchor of a view whose frame on the screen is `frame`: the geometry on the screen,
    /// which a `GeometryProxy` then gives in its own coordinates.
    func anchor(in frame: Rect) -> AnchorValue {
        switch kind {
        case .bounds:
            return AnchorValue(.rect(frame))
        case .rect(let rect):
            return AnchorValue(.rect(rect.offsetBy(dx: frame.minX, dy: frame.minY)))
        case .unitPoint(let unit):
            return AnchorValue(.point(Point(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height)))
        case .point(let point):
            return AnchorValue(.point(Point(x: frame.minX + point.x, y: frame.minY + point.y)))
        }
    }

    static func read(_ value: Value) throws -> AnchorSourceValue {
        guard case .host(let source as AnchorSourceValue) = value else {
            throw RuntimeFailure("expected an anchor source such as .bounds or .center, found \(value.typeName)")
        }
        return source
    }
}

/// `Anchor<CGRect>` / `Anchor<CGPoint>`: a view's geometry as `anchorPreference` reported it,
/// kept on the screen; `proxy[anchor]` gives it in the proxy's view's coordinates. Equal
/// anchors are at the same place, as SwiftUI's `Anchor` is `Equatable`.
final class AnchorValue: HostValue {
    enum Geometry: Equatable {
        case rect(Rect)
        case point(Point)
    }
    let geometry: Geometry
    init(_ geometry: Geometry) { self.geometry = geometry }

    var typeName: String {
        if case .rect = geometry { return "Anchor<CGRect>" }
        return "Anchor<CGPoint>"
    }
    var surfaceType: String { "Anchor" }
    var valueDescription: String {
        switch geometry {
        case .rect(let rect): return "Anchor<CGRect>(\(Value.describe(.rect(rect))))"
        case .point(let point): return "Anchor<CGPoint>(\(Value.describe(.point(point))))"
        }
    }
    var equalityKey: String { valueDescription }

    /// The geometry in the coordinates of a view whose frame on the screen starts at `origin`.
    func resolved(from origin: Point) -> Value {
        switch geometry {
        case .rect(let rect): return .rect(rect.offsetBy(dx: -origin.x, dy: -origin.y))
        case .point(let point): return .point(Point(x: point.x - origin.x, y: point.y - origin.y))
        }
    }
}
