import ScrollworkCore
import ScrollworkScene

/// Taps, long presses, drags, bindings and `withAnimation` (SPEC §6 "Interaction").
enum SwiftUIInteractionSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.extend("View") { t in
            func action(_ value: inout Value, _ a: SurfaceArguments, _ make: (ActionToken) -> ViewModifier, _ closure: Value) throws {
                let token = try ViewModifiers.runtime().register(.closure(try ValueReaders.closure(closure, "action")))
                try ViewModifiers.append(make(token), to: &value, range: a.range)
            }
            t.transform("func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View", role: .interaction,
                        doc: "Runs action on a tap (`tap ID`, `tap at X Y`).") { value, a in
                let count = try ValueReaders.int(a[0], "count")
                try action(&value, a, { .onTapGesture(count: count, action: $0) }, a[1])
            }
            t.transform("func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil) -> some View",
                        role: .interaction, doc: "Runs action on a long press (`press ID`); onPressingChanged gets true, then false.") { value, a in
                let duration = try ValueReaders.double(a[0], "minimumDuration"), runtime = try ViewModifiers.runtime()
                let pressing = a[3].isNil ? nil : runtime.register(.closure(try ValueReaders.closure(a[3], "onPressingChanged")))
                try action(&value, a, { .onLongPressGesture(minimumDuration: duration, action: $0, onPressingChanged: pressing) }, a[2])
            }
            for name in ["gesture", "simultaneousGesture", "highPriorityGesture"] {
                t.transform("func \(name)<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View", role: .interaction,
                            doc: "Attaches a DragGesture (`drag on ID DY`).") { value, a in
                    guard case .host(let gesture as GestureValue) = a[0] else {
                        throw RuntimeFailure("only DragGesture is supported in scrollwork scenes")
                    }
                    let runtime = try ViewModifiers.runtime()
                    let spec = DragGestureSpec(minimumDistance: gesture.minimumDistance,
                                               onChanged: gesture.onChanged.map { runtime.register(.closure($0)) },
                                               onEnded: gesture.onEnded.map { runtime.register(.closure($0)) })
                    try ViewModifiers.append(.dragGesture(spec), to: &value, range: a.range)
                }
            }
        }
        surface.type("GestureMask", doc: "Which gestures a gesture modifier enables.") { t in
            for name in ["all", "gesture", "subviews", "none"] {
                t.constant("static let \(name): GestureMask", role: .interaction, doc: "The \(name) mask.", .symbol(name))
            }
        }
        gestures(&surface)
        surface.type("Binding", doc: "A reference to a value stored elsewhere (`$name`).") { t in
            t.initializer("init(get: @escaping () -> Value, set: @escaping (Value) -> Void)", role: .interaction,
                          doc: "A binding that reads and writes through closures.") { a in
                .host(StateBox(name: "binding", get: try ValueReaders.closure(a[0], "get"), set: try ValueReaders.closure(a[1], "set"),
                               owner: SceneRuntime.current))
            }
            t.staticFunction("static func constant(_ value: Value) -> Binding<Value>", role: .interaction,
                             doc: "A binding to a value nothing else writes.") { a in
                .host(StateBox(name: "constant", value: a[0], owner: nil))
            }
        }
        surface.function("func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result",
                         role: .interaction, doc: "Runs body; the layout change its state changes cause animates over 0.3 s.") { a in
            let body = try ValueReaders.closure(a[1], "body")
            guard let runtime = SceneRuntime.current else { return try body.call([]) }
            return try runtime.animating { try body.call([]) }
        }
        animations(&surface)
    }

    private static func gestures(_ surface: inout SurfaceBuilder) {
        surface.type("Gesture", .protocol, doc: "A gesture; only DragGesture is simulated.") { t in
            t.method("func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self>", role: .interaction,
                     doc: "Runs action as the drag moves.") { receiver, a in
                guard case .host(let gesture as GestureValue) = receiver else { throw RuntimeFailure("expected a DragGesture") }
                return .host(GestureValue(minimumDistance: gesture.minimumDistance, onChanged: try ValueReaders.closure(a[0], "action"),
                                          onEnded: gesture.onEnded))
            }
            t.method("func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self>", role: .interaction,
                     doc: "Runs action when the drag ends.") { receiver, a in
                guard case .host(let gesture as GestureValue) = receiver else { throw RuntimeFailure("expected a DragGesture") }
                return .host(GestureValue(minimumDistance: gesture.minimumDistance, onChanged: gesture.onChanged,
                                          onEnded: try ValueReaders.closure(a[0], "action")))
            }
        }
        surface.type("DragGesture", conformsTo: ["Gesture"], doc: "A drag; its value has translation, location and velocity.") { t in
            t.initializer("init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local)", role: .interaction,
                          doc: "A drag that starts after this distance.") { a in
                .host(GestureValue(minimumDistance: try ValueReaders.double(a[0], "minimumDistance")))
            }
        }
    }

    /// Animations are accepted where SwiftUI takes them; scrollwork animates every
    /// `withAnimation` layout change over 0.3 s ease in-out (see README).
    private static func animations(_ surface: inout SurfaceBuilder) {
        surface.type("Animation", doc: "How a change animates; scrollwork animates layout changes over 0.3 s ease in-out.") { t in
            for name in ["default", "spring", "bouncy", "snappy", "smooth", "easeInOut", "easeIn", "easeOut", "linear"] {
                t.constant("static var `\(name)`: Animation { get }", role: .interaction, doc: "The \(name) animation.", .symbol(name))
            }
            t.staticFunction("static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation",
                             role: .interaction, doc: "A spring animation.") { _ in .symbol("spring") }
            for name in ["easeInOut", "easeIn", "easeOut", "linear"] {
                t.staticFunction("static func \(name)(duration: Double) -> Animation", role: .interaction,
                                 doc: "A timing-curve animation of this duration.") { _ in .symbol(name) }
            }
        }
    }
}
