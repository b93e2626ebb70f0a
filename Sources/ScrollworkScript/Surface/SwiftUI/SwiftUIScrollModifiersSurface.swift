import ScrollworkCore
import ScrollworkScene

/// Scroll configuration and scroll content modifiers (docs/SEMANTICS.md, "Scroll modifiers"); the
/// configuration ones reach the scroll views inside the view they modify.
enum SwiftUIScrollModifiersSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.extend("View") { t in
            content(&t)
            configuration(&t)
            insets(&t)
            callbacks(&t)
        }
        enums(&surface)
    }

    private static func modifier(_ value: inout Value, _ a: SurfaceArguments, _ modifier: ViewModifier) throws {
        try ViewModifiers.append(modifier, to: &value, range: a.range, in: a.context)
    }

    private static func symbol<T: RawRepresentable>(_ value: Value, as: T.Type) throws -> T where T.RawValue == String {
        guard let name = ValueReaders.symbol(value), let result = T(rawValue: name) else {
            throw RuntimeFailure("expected a \(T.self) value, found \(Value.describe(value))")
        }
        return result
    }

    private static func content(_ t: inout SurfaceTypeBuilder) {
        t.transform("func scrollTargetLayout(isEnabled: Bool = true) -> some View", role: .scroll,
                    doc: "Marks the layout whose children .viewAligned snaps to.") { value, a in
            if try ValueReaders.bool(a[0], "isEnabled") { try modifier(&value, a, .scrollTargetLayout) }
        }
        t.transform("func scrollTarget(isEnabled: Bool = true) -> some View", role: .scroll,
                    doc: "Marks this view as a place .viewAligned snaps to.") { value, a in
            if try ValueReaders.bool(a[0], "isEnabled") { try modifier(&value, a, .scrollTarget) }
        }
        t.transform("func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil, transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View",
                    role: .effect, doc: "Effects from where the item is relative to the visible region (docs/SEMANTICS.md, \"Scroll transitions\").") { value, a in
            let plugins = try a.context.requiredRuntime().plugins, closure = try ValueReaders.closure(a[2], "transition")
            try ViewModifiers.change(&value, range: a.range, in: a.context) { node in
                node = try plugins.scrollTransition(on: node, configuration: a[0], axis: a[1], closure: closure, at: a.range)
            }
        }
        t.transform("func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil, transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View",
                    role: .effect, doc: "A transition configured separately for items before and after the visible centre.") { value, a in
            guard let leading = ViewModifiers.transitionConfiguration(a[0]), let trailing = ViewModifiers.transitionConfiguration(a[1]) else {
                throw RuntimeFailure("expected scroll transition configurations such as .interactive")
            }
            let combined = Value.host(SceneArgument(.transition(TransitionConfiguration(leading: leading, trailing: trailing))))
            let plugins = try a.context.requiredRuntime().plugins, closure = try ValueReaders.closure(a[3], "transition")
            try ViewModifiers.change(&value, range: a.range, in: a.context) { node in
                node = try plugins.scrollTransition(on: node, configuration: combined, axis: a[2], closure: closure, at: a.range)
            }
        }
        t.transform("func sticky(_ edges: Edge.Set = .top, isActive: Bool = true) -> some View", role: .scroll,
                    doc: "scrollwork: pins the item to these edges while it would scroll past them.") { value, a in
            let edges = try ArgumentReader.edges(a[0]) ?? .top
            try ViewModifiers.change(&value, range: a.range, in: a.context) { $0 = $0.sticky(edges, isActive: try ValueReaders.bool(a[1], "isActive")) }
        }
        t.transform("func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View", role: .scroll,
                    doc: "Binds the id of the first target-layout item shown; writing it scrolls there.") { value, a in
            guard case .host(let box as StateBox) = a[0] else { throw RuntimeFailure("scrollPosition(id:) needs a binding such as $position") }
            try modifier(&value, a, .scrollPosition(binding: try a.context.requiredRuntime().registerBinding(box)))
        }
    }

    private static func configuration(_ t: inout SurfaceTypeBuilder) {
        t.transform("func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View", role: .scroll,
                    doc: "Where a scroll comes to rest: .paging, .viewAligned or your own updateTarget.") { value, a in
            try modifier(&value, a, .scrollTargetBehavior(try a.context.requiredRuntime().plugins.targetBehavior(a[0], at: a.range)))
        }
        t.transform("func stickyBehavior(_ behavior: some StickyBehavior) -> some View", role: .scroll,
                    doc: "scrollwork: a rule that decides which items pin.") { value, a in
            try modifier(&value, a, .stickyBehavior(try a.context.requiredRuntime().plugins.stickyRule(a[0], at: a.range)))
        }
        t.transform("func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View",
                    role: .scroll, doc: "Whether the scroll indicator is drawn.") { value, a in
            try modifier(&value, a, .scrollIndicators(try symbol(a[0], as: ScrollIndicatorVisibility.self)))
        }
        t.transform("func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View",
                    role: .scroll, doc: ".basedOnSize: short content neither scrolls nor rubber-bands.") { value, a in
            try modifier(&value, a, .scrollBounceBehavior(try symbol(a[0], as: BounceBehavior.self)))
        }
        t.transform("func scrollDisabled(_ disabled: Bool) -> some View", role: .scroll, doc: "Turns scrolling off.") { value, a in
            try modifier(&value, a, .scrollDisabled(try ValueReaders.bool(a[0], "disabled")))
        }
        t.transform("func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View", role: .scroll,
                    doc: "The anchor for every role: .bottom opens at the end, keeps the end in view as it grows and sits short content at the bottom.") { value, a in
            try modifier(&value, a, .defaultScrollAnchor(ArgumentReader.unitPoint(a[0])))
        }
        t.transform("func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View", role: .scroll,
                    doc: "The anchor for one role: .initialOffset, .sizeChanges or .alignment.") { value, a in
            guard let name = ValueReaders.symbol(a[1]), let role = ScrollAnchorRole(rawValue: name) else {
                throw RuntimeFailure("expected a ScrollAnchorRole such as .initialOffset")
            }
            try modifier(&value, a, .defaultScrollAnchorRole(ArgumentReader.unitPoint(a[0]), role))
        }
        t.transform("func scrollDecelerationRate(_ rate: ScrollDecelerationRate) -> some View", role: .scroll,
                    doc: "scrollwork: UIScrollView's deceleration rate, .normal (0.998/ms) or .fast (0.99/ms).") { value, a in
            try modifier(&value, a, .scrollDecelerationRate(try symbol(a[0], as: DecelerationRate.self)))
        }
    }

    private static func insets(_ t: inout SurfaceTypeBuilder) {
        func margins(_ value: inout Value, _ a: SurfaceArguments, _ edges: EdgeSet, _ length: Double, placement: Value) throws {
            let place = try symbol(placement, as: ContentMarginPlacement.self)
            try ViewModifiers.change(&value, range: a.range, in: a.context) { $0 = $0.contentMargins(edges, length, for: place) }
        }
        t.transform("func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View",
                    role: .scroll, doc: "Insets the scroll content on every edge.") { value, a in
            try margins(&value, a, .all, try ValueReaders.double(a[0], "length"), placement: a[1])
        }
        t.transform("func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View",
                    role: .scroll, doc: "Insets the scroll content on these edges.") { value, a in
            try margins(&value, a, try ArgumentReader.edges(a[0]) ?? .all, try ValueReaders.optionalDouble(a[1], "length") ?? 0, placement: a[2])
        }
        t.transform("func safeAreaPadding(_ length: CGFloat) -> some View", role: .scroll,
                    doc: "Adds to the safe area on every edge; scroll views inset their content by it.") { value, a in
            try modifier(&value, a, .safeAreaPadding(EdgeSet.all.insets(try ValueReaders.double(a[0], "length"))))
        }
        t.transform("func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View", role: .scroll,
                    doc: "Adds to the safe area on these edges (16 pt by default).") { value, a in
            let edges = try ArgumentReader.edges(a[0]) ?? .all
            try modifier(&value, a, .safeAreaPadding(edges.insets(try ValueReaders.optionalDouble(a[1], "length") ?? 16)))
        }
        t.transform("func safeAreaPadding(_ insets: EdgeInsets) -> some View", role: .scroll, doc: "Adds these insets to the safe area.") { value, a in
            try modifier(&value, a, .safeAreaPadding(try SwiftUILayoutModifiersSurface.insets(a[0])))
        }
        for (edges, across) in [("VerticalEdge", "HorizontalAlignment"), ("HorizontalEdge", "VerticalAlignment")] {
            t.transform("func safeAreaInset<V: View>(edge: \(edges), alignment: \(across) = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View",
                        role: .layout, doc: "Shows content at the edge and adds its length (and the spacing) to the safe area there.") { value, a in
                guard let name = ArgumentReader.symbol(a[0]), let edge = Edge(rawValue: name) else {
                    throw RuntimeFailure("expected an edge such as .top, found \(Value.describe(a[0]))")
                }
                guard let view = try ArgumentReader.view(a[3], range: a.range, in: a.context) else { return }
                let inset = SafeAreaInset(view: view, edge: edge, alignment: try ArgumentReader.alignment(a[1]) ?? .center,
                                          spacing: try ValueReaders.optionalDouble(a[2], "spacing"))
                try modifier(&value, a, .safeAreaInset(inset))
            }
        }
    }

    private static func callbacks(_ t: inout SurfaceTypeBuilder) {
        t.transform("func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void) -> some View",
                    role: .interaction, doc: "Calls action with the old and new value when transform's result changes.") { value, a in
            let transform = try ValueReaders.closure(a[1], "of"), action = try ValueReaders.closure(a[2], "action")
            let token = try a.context.requiredRuntime().register(.geometryChange(of: transform, action: action))
            try modifier(&value, a, .onScrollGeometryChange(action: token))
        }
        for (parameters, doc) in [("_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase", "Calls action with the old and new phase at each change."),
                                  ("_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext",
                                   "Calls action with the old and new phase, and the geometry and velocity, at each change.")] {
            t.transform("func onScrollPhaseChange(_ action: @escaping (\(parameters)) -> Void) -> some View",
                        role: .interaction, doc: doc) { value, a in
                let token = try a.context.requiredRuntime().register(.closure(try ValueReaders.closure(a[0], "action")))
                try modifier(&value, a, .onScrollPhaseChange(action: token))
            }
        }
        t.transform("func refreshable(action: @escaping () async -> Void) -> some View", role: .interaction,
                    doc: "Runs action when a pull past 60 pt at the top is released.") { value, a in
            let token = try a.context.requiredRuntime().register(.closure(try ValueReaders.closure(a[0], "action")))
            try modifier(&value, a, .refreshable(action: token))
        }
    }

    private static func enums(_ surface: inout SurfaceBuilder) {
        let lists: [(String, [String], String)] = [
            ("ScrollIndicatorVisibility", ["automatic", "visible", "hidden", "never"], "Whether scroll indicators show."),
            ("ScrollBounceBehavior", ["automatic", "always", "basedOnSize"], "When a scroll view rubber-bands."),
            ("ContentMarginPlacement", ["automatic", "scrollContent", "scrollIndicators"], "What content margins inset."),
            ("ScrollDecelerationRate", ["normal", "fast"], "scrollwork: how quickly a fling slows."),
            ("ScrollAnchorRole", ScrollAnchorRole.allCases.map(\.rawValue), "What a default scroll anchor is for."),
        ]
        for (name, cases, doc) in lists {
            surface.type(name, doc: doc) { t in
                for value in cases { t.constant("static var \(value): \(name) { get }", role: .scroll, doc: "The \(value) value.", .symbol(value)) }
            }
        }
    }
}
