import ScrollworkCore
import ScrollworkScene

/// The values a scroll behaviour works with: targets, contexts, geometry, phases and the
/// built-in target behaviours.
enum SwiftUIScrollValuesSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        records(&surface)
        phases(&surface)
        behaviors(&surface)
    }

    /// Builtin records: their stored properties are read by index, like a script struct's.
    private static func records(_ surface: inout SurfaceBuilder) {
        let target = BuiltinTypes.scrollTarget
        surface.type("ScrollTarget", doc: "Where a scroll view should come to rest: a rect in content coordinates.") { t in
            t.initializer("init(rect: CGRect, anchor: UnitPoint? = nil)", doc: "A target from a rect and an optional anchor.") {
                target.make([$0[0], $0[1]])
            }
            t.property("var rect: CGRect { get set }", doc: "The region to show, inside the insets.", get: target.getter("rect"),
                       set: target.setter("rect"))
            t.property("var anchor: UnitPoint? { get set }", doc: "Which point of the rect to align.", get: target.getter("anchor"),
                       set: target.setter("anchor"))
        }
        let context = BuiltinTypes.targetContext
        surface.type("ScrollTargetBehaviorContext", doc: "What updateTarget is told about the scroll.") { t in
            let fields: [(String, String, String)] = [
                ("originalTarget", "ScrollTarget", "The target when the finger touched down."),
                ("velocity", "CGVector", "The release velocity, in points per second, in offset terms."),
                ("contentSize", "CGSize", "The size of the content."),
                ("containerSize", "CGSize", "The container's size inside its insets."),
                ("axes", "Axis.Set", "The scroll view's axes."),
            ]
            for (name, type, doc) in fields {
                t.property("var \(name): \(type) { get }", doc: doc, context.getter(name))
            }
        }
        let geometry = BuiltinTypes.scrollGeometry
        surface.type("ScrollGeometry", conformsTo: ["Equatable"], doc: "A scroll view's offset, sizes and insets.") { t in
            t.initializer("init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize)",
                          doc: "A geometry of these values (iOS 18), as an app's default state holds one.") { a in
                _ = try (ValueReaders.point(a[0], "contentOffset"), ValueReaders.size(a[1], "contentSize"), ValueReaders.size(a[3], "containerSize"))
                return .record(RecordType(geometry), [a[0], a[1], a[2], a[3]])
            }
            let fields: [(String, String, String)] = [
                ("contentOffset", "CGPoint", "The offset, -inset at the top (docs/SEMANTICS.md, \"Coordinates and insets\")."),
                ("contentSize", "CGSize", "The size of the content."),
                ("contentInsets", "EdgeInsets", "Safe-area padding plus content margins."),
                ("containerSize", "CGSize", "The size of the scroll view."),
            ]
            for (name, type, doc) in fields {
                t.property("var \(name): \(type) { get }", doc: doc, geometry.getter(name))
            }
            for name in ["visibleRect", "bounds"] {
                t.property("var \(name): CGRect { get }", doc: "The container at the offset, in content coordinates.") { value in
                    geometry.nativeComputed[name]?(value) ?? .none
                }
            }
        }
    }

    private static func phases(_ surface: inout SurfaceBuilder) {
        surface.type("ScrollTransitionPhase", .enum, conformsTo: ["Equatable"], doc: "Where an item is relative to the visible region.") { t in
            t.enumCase("identity", doc: "Fully visible.", .phase(0))
            t.enumCase("topLeading", doc: "Leaving or entering at the top (leading) edge.", .phase(-1))
            t.enumCase("bottomTrailing", doc: "Leaving or entering at the bottom (trailing) edge.", .phase(1))
            t.property("var isIdentity: Bool { get }", doc: "Whether the item is fully visible.") { value in
                guard case .phase(let v) = value else { throw RuntimeFailure("expected a ScrollTransitionPhase") }
                return .bool(v == 0)
            }
            t.property("var value: Double { get }", doc: "-1 … 0 … 1 as the item passes through the visible region.") { value in
                guard case .phase(let v) = value else { throw RuntimeFailure("expected a ScrollTransitionPhase") }
                return .double(v)
            }
        }
        let context = BuiltinTypes.scrollPhaseChangeContext
        surface.type("ScrollPhaseChangeContext", doc: "What onScrollPhaseChange's action is told besides the phases.") { t in
            t.property("var geometry: ScrollGeometry { get }", doc: "The scroll geometry at the change.", context.getter("geometry"))
            t.property("var velocity: CGVector? { get }", doc: "The scroll velocity at the change, in points per second (offset terms).",
                       context.getter("velocity"))
        }
        surface.type("ScrollPhase", .enum, conformsTo: ["Equatable"], doc: "What the scroll view is doing.") { t in
            t.cases(ScrollPhase.allCases.map(\.rawValue), doc: "A scroll phase.")
            t.property("var isScrolling: Bool { get }", doc: "Whether the content is moving or held.") { value in
                guard let name = ValueReaders.symbol(value), let phase = ScrollPhase(rawValue: name) else {
                    throw RuntimeFailure("expected a ScrollPhase")
                }
                return .bool(phase != .idle)
            }
        }
    }

    private static func behaviors(_ surface: inout SurfaceBuilder) {
        surface.type("ScrollTargetBehavior", .protocol, doc: "Decides where a scroll comes to rest (updateTarget).") { t in
            t.constant("static var paging: PagingScrollTargetBehavior { get }", role: .scroll,
                       doc: "Pages the size of the container; a flick turns at most one.", .host(BehaviorObject(PagingBehavior())))
            t.constant("static var viewAligned: ViewAlignedScrollTargetBehavior { get }", role: .scroll,
                       doc: "Rests aligned to an item of the scrollTargetLayout().",
                       .host(BehaviorObject(ViewAlignedBehavior(limitBehavior: .automatic))))
            t.staticFunction("static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> Self",
                             role: .scroll, doc: "View-aligned, with a limit on how many items a flick passes.") { a in
                guard let name = ValueReaders.symbol(a[0]), let limit = ViewAlignedBehavior.LimitBehavior(rawValue: name) else {
                    throw RuntimeFailure("expected a limit behavior such as .always, found \(Value.describe(a[0]))")
                }
                return .host(BehaviorObject(ViewAlignedBehavior(limitBehavior: limit)))
            }
        }
        surface.type("ViewAlignedScrollTargetBehavior.LimitBehavior", doc: "How many items one flick may pass.") { t in
            for limit in ViewAlignedBehavior.LimitBehavior.allCases {
                t.constant("static var \(limit.rawValue): ViewAlignedScrollTargetBehavior.LimitBehavior { get }",
                           doc: "The \(limit.rawValue) limit (docs/SEMANTICS.md, \"Built-in target behaviours\").", .symbol(limit.rawValue))
            }
        }
    }
}
