import Foundation
import ScrollworkCore
import ScrollworkScene

/// iOS 18's `ScrollPosition` and `scrollPosition(_:anchor:)` (see `ScrollPositionValue`).
enum SwiftUIScrollPositionSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("Never", .enum, doc: "The type with no values; ScrollPosition's id type when none is given.")
        surface.type("ScrollPosition", conformsTo: ["Equatable"], doc: "Where a scroll view is: a view's id, an edge, a point, or where the user left it.") { t in
            initializers(&t)
            scrollTo(&t)
            let type = ScrollPositionValue.type
            typealias Field = ScrollPositionValue.Field
            t.property("var edge: Edge? { get }", role: .scroll, doc: "The edge it is positioned at, if any.", type.getter("edge"))
            t.property("var point: CGPoint? { get }", role: .scroll, doc: "The point it is positioned at, if any (an axis not given reads 0).",
                       type.getter("point"))
            t.property("var viewID: (any Hashable)? { get }", role: .scroll,
                       doc: "The view it is positioned at, or the top-most one the user scrolled to.", type.getter("viewID"))
            t.method("func viewID<T: Hashable>(type: T.Type) -> T?", role: .scroll,
                     doc: "The view id, if it is of this type.") { receiver, a in
                let id = try type.getter("viewID")(receiver)
                return matches(id, a[0]) ? id : .none
            }
            t.property("var isPositionedByUser: Bool { get set }", doc: "Whether the user scrolled it there; setting true forgets the edge and point.",
                       get: type.getter("isPositionedByUser")) { receiver, newValue in
                guard var fields = ScrollPositionValue.fields(receiver) else { throw RuntimeFailure("expected a ScrollPosition") }
                fields[Field.isPositionedByUser.rawValue] = newValue
                if case .bool(true) = newValue {
                    fields[Field.edge.rawValue] = .none
                    fields[Field.point.rawValue] = .none
                }
                receiver = type.make(fields)
            }
        }
        surface.extend("View") { t in
            t.transform("func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View", role: .scroll,
                        doc: "Binds a ScrollPosition: writing it scrolls there; the user's scrolls write it back.") { value, a in
                guard case .host(let box as StateBox) = a[0] else { throw RuntimeFailure("scrollPosition(_:) needs a binding such as $position") }
                guard ScrollPositionValue.isPosition(box.value) else { throw RuntimeFailure("scrollPosition(_:) needs a Binding<ScrollPosition>") }
                try ViewModifiers.append(.scrollPosition(binding: try a.context.requiredRuntime().registerBinding(box)), to: &value, range: a.range, in: a.context)
            }
        }
    }

    /// Whether an id is of the type asked for (`viewID(type: Int.self)`).
    private static func matches(_ id: Value, _ type: Value) -> Bool {
        guard case .type(let name) = type else { return true }
        switch (id, name.name) {
        case (.int, "Int"), (.string, "String"): return true
        case (.record(let record, _), let wanted): return record.name == wanted
        default: return !(["Int", "String"].contains(name.name))
        }
    }

    private static func initializers(_ t: inout SurfaceTypeBuilder) {
        let number = ValueReaders.double
        t.initializer("init<T: Hashable>(idType: T.Type = Never.self)", role: .scroll,
                      doc: "A position the user has not moved yet, for views with ids of this type.") { _ in
            ScrollPositionValue.make()
        }
        t.initializer("init<T: Hashable>(idType: T.Type = Never.self, edge: Edge)", role: .scroll,
                      doc: "Scrolled to an edge.") { a in ScrollPositionValue.make(edge: a[1], request: 1) }
        t.initializer("init<T: Hashable>(idType: T.Type = Never.self, point: CGPoint)", role: .scroll,
                      doc: "Scrolled to a point of the content (y: 0 is the top).") { a in ScrollPositionValue.make(point: a[1], request: 1) }
        t.initializer("init<T: Hashable>(idType: T.Type = Never.self, x: CGFloat)", role: .scroll,
                      doc: "Scrolled to an x of the content.") { a in
            ScrollPositionValue.make(point: .point(Point(x: try number(a[1], "x"), y: 0)), axes: 1, request: 1)
        }
        t.initializer("init<T: Hashable>(idType: T.Type = Never.self, y: CGFloat)", role: .scroll,
                      doc: "Scrolled to a y of the content (0 is the top).") { a in
            ScrollPositionValue.make(point: .point(Point(x: 0, y: try number(a[1], "y"))), axes: 2, request: 1)
        }
        t.initializer("init<T: Hashable>(idType: T.Type = Never.self, x: CGFloat, y: CGFloat)", role: .scroll,
                      doc: "Scrolled to a point of the content.") { a in
            ScrollPositionValue.make(point: .point(Point(x: try number(a[1], "x"), y: try number(a[2], "y"))), request: 1)
        }
        t.initializer("init(id: some Hashable, anchor: UnitPoint? = nil)", role: .scroll,
                      doc: "Scrolled to the view with this id.") { a in ScrollPositionValue.make(viewID: a[0], anchor: a[1], request: 1) }
    }

    private static func scrollTo(_ t: inout SurfaceTypeBuilder) {
        let number = ValueReaders.double
        t.mutating("mutating func scrollTo(id: some Hashable, anchor: UnitPoint? = nil)", doc: "Scrolls to the view with this id.") { r, a in
            ScrollPositionValue.request(&r, viewID: a[0], anchor: a[1])
            return .none
        }
        t.mutating("mutating func scrollTo(edge: Edge)", doc: "Scrolls to an edge.") { r, a in
            ScrollPositionValue.request(&r, edge: a[0])
            return .none
        }
        t.mutating("mutating func scrollTo(point: CGPoint)", doc: "Scrolls to a point of the content (y: 0 is the top).") { r, a in
            ScrollPositionValue.request(&r, point: a[0])
            return .none
        }
        t.mutating("mutating func scrollTo(x: CGFloat)", doc: "Scrolls to an x of the content.") { r, a in
            ScrollPositionValue.request(&r, point: .point(Point(x: try number(a[0], "x"), y: 0)), axes: 1)
            return .none
        }
        t.mutating("mutating func scrollTo(y: CGFloat)", doc: "Scrolls to a y of the content (0 is the top).") { r, a in
            ScrollPositionValue.request(&r, point: .point(Point(x: 0, y: try number(a[0], "y"))), axes: 2)
            return .none
        }
        t.mutating("mutating func scrollTo(x: CGFloat, y: CGFloat)", doc: "Scrolls to a point of the content.") { r, a in
            ScrollPositionValue.request(&r, point: .point(Point(x: try number(a[0], "x"), y: try number(a[1], "y"))))
            return .none
        }
    }
}
