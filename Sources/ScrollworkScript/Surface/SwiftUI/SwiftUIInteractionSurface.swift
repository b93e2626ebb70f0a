import ScrollworkCore
import ScrollworkScene

/// Taps, long presses, drags and bindings (docs/SEMANTICS.md, "Interaction").
enum SwiftUIInteractionSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.extend("View") { t in
            func action(_ value: inout Value, _ a: SurfaceArguments, _ make: (ActionToken) -> ViewModifier, _ closure: Value) throws {
                let token = try a.context.requiredRuntime().register(.closure(try ValueReaders.closure(closure, "action")))
                try ViewModifiers.append(make(token), to: &value, range: a.range, in: a.context)
            }
            t.transform("func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View", role: .interaction,
                        doc: "Runs action on a tap (`tap ID`, `tap at X Y`).") { value, a in
                let count = try ValueReaders.int(a[0], "count")
                try action(&value, a, { .onTapGesture(count: count, action: $0) }, a[1])
            }
            t.transform("func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (CGPoint) -> Void) -> some View",
                        role: .interaction, doc: "Runs action on a tap (`tap at X Y`), given where it landed in the view's own or the screen's coordinates.") { value, a in
                let count = try ValueReaders.int(a[0], "count"), runtime = try a.context.requiredRuntime()
                let token = runtime.register(.locatedTap(try ValueReaders.closure(a[2], "action"), space: try tapSpace(a[1], a)))
                try ViewModifiers.append(.onTapGesture(count: count, action: token), to: &value, range: a.range, in: a.context)
            }
            t.transform("func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil) -> some View",
                        role: .interaction, doc: "Runs action on a long press (`press ID`); onPressingChanged gets true, then false.") { value, a in
                let duration = try ValueReaders.double(a[0], "minimumDuration"), runtime = try a.context.requiredRuntime()
                let pressing = a[3].isNil ? nil : runtime.register(.closure(try ValueReaders.closure(a[3], "onPressingChanged")))
                try action(&value, a, { .onLongPressGesture(minimumDuration: duration, action: $0, onPressingChanged: pressing) }, a[2])
            }
            // iOS 13's form, deprecated but still written: `pressing` is `onPressingChanged`.
            t.transform("func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void) -> some View",
                        role: .interaction, doc: "Runs action on a long press (`press ID`); pressing gets true, then false.") { value, a in
                let duration = try ValueReaders.double(a[0], "minimumDuration"), runtime = try a.context.requiredRuntime()
                let pressing = a[2].isNil ? nil : runtime.register(.closure(try ValueReaders.closure(a[2], "pressing")))
                try action(&value, a, { .onLongPressGesture(minimumDuration: duration, action: $0, onPressingChanged: pressing) }, a[3])
            }
            let priorities: [(String, GesturePriority, String)] = [
                ("gesture", .normal, "Attaches a gesture value: DragGesture (`drag on ID DY`; in scroll content it takes drags from the scroll view), TapGesture (`tap ID`), LongPressGesture (`press ID`); nil attaches none."),
                ("simultaneousGesture", .simultaneous, "Attaches a gesture that runs beside the others: a DragGesture beside the scroll view's own drag, a TapGesture beside the tap of the view inside."),
                ("highPriorityGesture", .high, "Attaches a gesture that wins over those of the views inside it (a DragGesture, a TapGesture)."),
            ]
            for (name, priority, doc) in priorities {
                t.transform("func \(name)<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View", role: .interaction,
                            doc: doc) { value, a in
                    // `.none` and `.subviews` leave this gesture off, as in SwiftUI.
                    guard ["all", "gesture"].contains(ValueReaders.symbol(a[1]) ?? "all") else { return }
                    try GestureAttachment.attach(a[0], to: &value, priority: priority, range: a.range, in: a.context)
                }
                // iOS 18: a disabled gesture is left off, as `.none` leaves it.
                t.transform("func \(name)<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View", role: .interaction,
                            doc: doc + " isEnabled false attaches none.") { value, a in
                    guard try ValueReaders.bool(a[1], "isEnabled") else { return }
                    try GestureAttachment.attach(a[0], to: &value, priority: priority, range: a.range, in: a.context)
                }
            }
            t.transform("func allowsHitTesting(_ enabled: Bool) -> some View", role: .interaction,
                        doc: "false: touches pass through the view and everything in it (`tap at`, `drag … at`).") { value, a in
                try ViewModifiers.append(.allowsHitTesting(try ValueReaders.bool(a[0], "enabled")), to: &value, range: a.range, in: a.context)
            }
            t.transform("func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View", role: .interaction,
                        doc: "The whole frame takes touches, gaps between its views included (the shape is taken as its frame).") { value, a in
                try ViewModifiers.append(.contentShape, to: &value, range: a.range, in: a.context)
            }
            t.transform("func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View",
                        role: .interaction, doc: "For .interaction, as contentShape(_:); the other kinds (drag and context menu previews, hover, focus) are drawn only.") { value, a in
                guard try ValueReaders.int(a[0], "kind") & 1 != 0 else { return }
                try ViewModifiers.append(.contentShape, to: &value, range: a.range, in: a.context)
            }
        }
        surface.type("ContentShapeKinds", .optionSet, doc: "What a content shape is for.") { t in
            // .interaction is the one kind touches use; the others are drawn only.
            for (bit, name) in ["interaction", "dragPreview", "contextMenuPreview", "hoverEffect", "focusEffect", "accessibility"].enumerated() {
                t.constant("static let \(name): ContentShapeKinds", role: name == "interaction" ? .interaction : .visual,
                           doc: "The shape for \(name).", .int(1 << bit))
            }
        }
        surface.type("GestureMask", doc: "Which gestures a gesture modifier enables.") { t in
            for name in ["all", "gesture", "subviews", "none"] {
                t.constant("static let \(name): GestureMask", role: .interaction, doc: "The \(name) mask.", .symbol(name))
            }
        }
        gestures(&surface)
        // A view's `var field: FocusState<Field?>.Binding` (a parent's `$field`): a binding, as
        // a `@FocusState` is plain state here.
        surface.alias("FocusState.Binding", for: "Binding")
        surface.type("Binding", doc: "A reference to a value stored elsewhere (`$name`).") { t in
            t.initializer("init(get: @escaping () -> Value, set: @escaping (Value) -> Void)", role: .interaction,
                          doc: "A binding that reads and writes through closures.") { a in
                .host(StateBox(name: "binding", get: try ValueReaders.closure(a[0], "get"), set: try ValueReaders.closure(a[1], "set"),
                               owner: a.context?.runtime, context: a.context))
            }
            // Declared `{ get nonmutating set }` in SwiftUI: a `let` binding may be written through.
            t.property("var wrappedValue: Value { get set }", doc: "The value the binding reads and writes.",
                       get: { try box($0).value }, set: { r, new in try box(r).set(new) })
            // `Binding: Identifiable where Value: Identifiable`: a row's binding (`ForEach($items) { item in … }`) has its element's id.
            t.sceneProperty("var id: Value.ID { get }", role: .interaction, doc: "The bound value's id (a binding of an Identifiable value is Identifiable).") { r, context in
                let value = try box(r).value
                guard let id = ViewConversion.identity(of: value, in: context) else {
                    throw RuntimeFailure("value of type '\(value.typeName)' has no member 'id'")
                }
                return id
            }
            t.staticFunction("static func constant(_ value: Value) -> Binding<Value>", role: .interaction,
                             doc: "A binding to a value nothing else writes.") { a in
                .host(StateBox(name: "constant", value: a[0], owner: nil))
            }
            t.method("func animation(_ animation: Animation? = .default) -> Binding<Value>", role: .interaction,
                     doc: "The same value; a change made through it animates, as inside withAnimation.") { r, a in
                let box = try box(r)
                let curve = try SwiftUIAnimationSurface.curve(a[0]), runtime = a.context?.runtime
                let get = Callable(name: "get", arity: 0) { _, _ in box.value }
                let set = Callable(name: "set", arity: 1) { values, _ in
                    // The binding it wraps tells its owner, inside the animation.
                    if let runtime { runtime.animating(curve) { box.set(values[0]) } } else { box.set(values[0]) }
                    return .none
                }
                return .host(StateBox(name: box.name, get: get, set: set, owner: nil, context: a.context))
            }
        }
    }

    private static func box(_ value: Value) throws -> StateBox {
        guard case .host(let box as StateBox) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Binding", value)) }
        return box
    }

    private static func gestures(_ surface: inout SurfaceBuilder) {
        func gesture(_ value: Value) throws -> GestureValue {
            guard case .host(let gesture as GestureValue) = value else { throw RuntimeFailure("expected a gesture, not \(value.typeName)") }
            return gesture
        }
        surface.type("Gesture", .protocol, doc: "A gesture value: DragGesture, TapGesture, LongPressGesture or two of them combined.") { t in
            let combinations: [(String, GestureCombination, String)] = [
                ("sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other>", .sequence,
                 "The other gesture receives the touch only after this one succeeds; the value is .first(value) until then, .second(value, other's value?) after."),
                ("simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other>", .simultaneous,
                 "Both gestures receive the touch; the value's first and second are each one's value while it is under way, or nil."),
                ("exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other>", .exclusive,
                 "This gesture if it succeeds, else the other; the value is .first(value) or .second(other's value)."),
            ]
            for (signature, combination, doc) in combinations {
                t.method("func \(signature)", role: .interaction, doc: doc) { receiver, a in
                    .host(GestureValue(.combined(combination, first: try gesture(receiver), second: try gesture(a[0]))))
                }
            }
            t.method("func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self>", role: .interaction,
                     doc: "Runs action as the drag moves, or when a long press starts (with true).") { receiver, a in
                .host(try gesture(receiver).changed(try ValueReaders.closure(a[0], "action")))
            }
            t.method("func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self>", role: .interaction,
                     doc: "Runs action when the drag ends, the taps are done, or the press has lasted its minimum duration.") { receiver, a in
                .host(try gesture(receiver).ended(try ValueReaders.closure(a[0], "action")))
            }
            t.method("func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State>",
                     role: .interaction,
                     doc: "While the drag moves or the press is held, body sets the @GestureState; it goes back to its declared value when the gesture ends.") { receiver, a in
                guard case .host(let state as StateBox) = a[0] else {
                    throw RuntimeFailure("updating(_:body:) takes a @GestureState property's projection, such as $dragOffset")
                }
                return .host(try gesture(receiver).updating(state, try ValueReaders.closure(a[1], "body")))
            }
        }
        for combination in [GestureCombination.sequence, .simultaneous, .exclusive] {
            surface.type(combination.typeName, conformsTo: ["Gesture"], doc: "Two gestures combined (Gesture's \(combination.methodName)).") { t in
                t.initializer("init(_ first: First, _ second: Second)", role: .interaction, doc: "first.\(combination.methodName)(second).") { a in
                    .host(GestureValue(.combined(combination, first: try gesture(a[0]), second: try gesture(a[1]))))
                }
            }
        }
        surface.type("GestureStateGesture", conformsTo: ["Gesture"], doc: "A gesture that updates a @GestureState as it changes.")
        surface.type("_ChangedGesture", conformsTo: ["Gesture"], doc: "A gesture with an onChanged action.")
        surface.type("_EndedGesture", conformsTo: ["Gesture"], doc: "A gesture with an onEnded action.")
        surface.type("GestureState", doc: "@GestureState: state a gesture sets while it is under way and resets when it ends.")
        surface.type("DragGesture", conformsTo: ["Gesture"], doc: "A drag; its value has translation, location and velocity.") { t in
            t.initializer("init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local)", role: .interaction,
                          doc: "A drag that starts after this distance.") { a in
                .host(GestureValue(minimumDistance: try ValueReaders.double(a[0], "minimumDistance")))
            }
        }
        // A drag's value is a record of its own (`DragValueType`): declared here so that an app's
        // `extension DragGesture.Value { func percentage(in:) … }` extends it.
        surface.type("DragGesture.Value", conformsTo: ["Equatable"], doc: "Where a drag is: translation, location, start location, time, velocity and predicted end.")
        surface.type("TapGesture", conformsTo: ["Gesture"], doc: "A tap, or several (`tap ID`).") { t in
            t.initializer("init(count: Int = 1)", role: .interaction, doc: "A gesture that ends after this many taps.") { a in
                .host(GestureValue(.tap(count: try ValueReaders.int(a[0], "count"))))
            }
        }
        surface.type("SpatialTapGesture", conformsTo: ["Gesture"], doc: "A tap whose value holds where it landed (`tap at X Y`).") { t in
            t.initializer("init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local)", role: .interaction,
                          doc: "A gesture that ends after this many taps, its value located in the view's own or the screen's coordinates.") { a in
                .host(GestureValue(.spatialTap(count: try ValueReaders.int(a[0], "count"), inScreen: try tapSpace(a[1], a) == .global)))
            }
        }
        surface.type("SpatialTapGesture.Value", doc: "Where a spatial tap landed.") { t in
            t.property("var location: CGPoint { get }", role: .interaction, doc: "The tap's location, in the gesture's coordinate space.") {
                try ValueReaders.host($0, SpatialTapValue.self, "SpatialTapGesture.Value").location
            }
        }
        // iOS 17 renamed them MagnifyGesture and RotateGesture, whose values hold the scale and the angle.
        let twoFingers = " loads, but nothing here pinches or rotates with two fingers: its onChanged and onEnded never run"
        for (name, initializer, doc) in [
            ("MagnificationGesture", "init(minimumScaleDelta: CGFloat = 0.01)", "A pinch; its value is the scale (never recognised here)."),
            ("MagnifyGesture", "init(minimumScaleDelta: CGFloat = 0.01)", "A pinch; its value holds the magnification (never recognised here)."),
            ("RotationGesture", "init(minimumAngleDelta: Angle = .degrees(1))", "A two-finger rotation; its value is an Angle (never recognised here)."),
            ("RotateGesture", "init(minimumAngleDelta: Angle = .degrees(1))", "A two-finger rotation; its value holds the rotation (never recognised here)."),
        ] {
            surface.type(name, conformsTo: ["Gesture"], doc: doc) { t in
                t.initializer(initializer, role: .interaction, doc: "A gesture that changes after this much.", caveat: "'\(name)'" + twoFingers) { _ in
                    .host(GestureValue(.unrecognised(typeName: name)))
                }
            }
        }
        surface.type("LongPressGesture", conformsTo: ["Gesture"], doc: "A press held for a minimum duration (`press ID`).") { t in
            t.initializer("init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10)", role: .interaction,
                          doc: "A press that ends once held this long; onChanged gets true when it starts.") { a in
                .host(GestureValue(.longPress(minimumDuration: try ValueReaders.double(a[0], "minimumDuration"),
                                              maximumDistance: try ValueReaders.double(a[1], "maximumDistance"))))
            }
        }
    }

    /// Where a tap's location is given: the view's own space or the screen's; another (a named
    /// or scroll view's space) is not simulated, and the view's own is used, with a warning.
    private static func tapSpace(_ value: Value, _ a: SurfaceArguments) throws -> CoordinateSpaceValue.Kind {
        let space = try CoordinateSpaceValue.read(value)
        guard space != .global && space != .local else { return space }
        try a.context.requiredRuntime().lifecycle.warn(
            "a tap's location in a named or scroll view's coordinate space is not simulated: it is given in the view's own space", at: a.range)
        return .local
    }
}
