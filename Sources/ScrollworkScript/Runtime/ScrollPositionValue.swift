import Foundation
import ScrollworkCore
import ScrollworkScene

/// iOS 18's `ScrollPosition`: where a scroll view is, by a view's id, an edge or a point,
/// or wherever the user left it; written through `scrollPosition($position)`.
///
/// A value type, as in Swift: a `@State` holds it, `scrollTo(…)` changes the copy in the
/// state and the scene scrolls there; the scene writes it back as the user scrolls
/// (`isPositionedByUser` true, `edge` and `point` nil, `viewID` the top-most view of the
/// scroll target layout). Points are in content coordinates inside the insets: `y: 0` is the top.
enum ScrollPositionValue {
    static let type: StructType = {
        let type = StructType(name: "ScrollPosition", isBuiltin: true)
        type.addField("edge", type: .unknown)
        type.addField("point", type: .optional(.point))
        type.addField("viewID", type: .unknown)
        type.addField("anchor", type: .optional(.unitPoint))
        type.addField("isPositionedByUser", type: .bool)
        // Which coordinates of `point` were given: 1 x, 2 y (`scrollTo(y:)` names one).
        type.addField("pointAxes", type: .int)
        // Counts the scrollTo calls, so asking twice for the same place scrolls twice.
        type.addField("request", type: .int)
        return type
    }()

    enum Field: Int { case edge, point, viewID, anchor, isPositionedByUser, pointAxes, request }

    /// What a position asks the scroll view to do.
    enum Target {
        case none
        case edge(Edge)
        /// A point of the content, inside the insets; nil on an axis it does not name.
        case point(x: Double?, y: Double?)
        /// A view, by the id the script gave it (the scene turns it into an item's id).
        case view(Value, anchor: UnitPoint?)
    }

    static func make(edge: Value = .none, point: Value = .none, axes: Int = 3, viewID: Value = .none, anchor: Value = .none,
                     byUser: Bool = false, request: Int = 0) -> Value {
        type.make([edge, point, viewID, anchor, .bool(byUser), .int(point.isNil ? 0 : axes), .int(request)])
    }

    static func fields(_ value: Value) -> [Value]? {
        guard case .record(let record, let fields) = StateBox.unwrap(value), record === type else { return nil }
        return fields
    }

    static func isPosition(_ value: Value) -> Bool { fields(value) != nil }

    /// What the position asks for; `.none` once the user has positioned the scroll view.
    static func target(_ value: Value) -> Target {
        guard let fields = fields(value), case .bool(false) = fields[Field.isPositionedByUser.rawValue] else { return .none }
        if case .symbol(let name) = fields[Field.edge.rawValue], let edge = Edge(rawValue: name) { return .edge(edge) }
        if case .point(let point) = fields[Field.point.rawValue] {
            var axes = 3
            if case .int(let given) = fields[Field.pointAxes.rawValue] { axes = given }
            return .point(x: axes & 1 != 0 ? point.x : nil, y: axes & 2 != 0 ? point.y : nil)
        }
        if !fields[Field.viewID.rawValue].isNil {
            var anchor: UnitPoint?
            if case .unitPoint(let point) = fields[Field.anchor.rawValue] { anchor = point }
            return .view(fields[Field.viewID.rawValue], anchor: anchor)
        }
        return .none
    }

    /// The position as the user left it: the top-most view of the scroll target layout.
    static func positionedByUser(_ value: Value, viewID: Value?) -> Value {
        let request = fields(value).flatMap { fields -> Int? in
            if case .int(let count) = fields[Field.request.rawValue] { return count }
            return nil
        } ?? 0
        return make(viewID: viewID ?? .none, byUser: true, request: request)
    }

    /// `scrollTo(…)`: a new request replacing what the position held.
    static func request(_ value: inout Value, edge: Value = .none, point: Value = .none, axes: Int = 3,
                        viewID: Value = .none, anchor: Value = .none) {
        var count = 0
        if let fields = fields(value), case .int(let previous) = fields[Field.request.rawValue] { count = previous }
        value = make(edge: edge, point: point, axes: axes, viewID: viewID, anchor: anchor, request: count + 1)
    }
}
