import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// `GeometryReader` and its proxy, coordinate spaces, preferences and geometry observers
/// (docs/SEMANTICS.md, "Geometry and scroll readers"); the scene's readers pass runs them after
/// each frame's layout (SceneBuilding/Readers).
enum SwiftUIReadersSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        geometryReader(&surface)
        coordinateSpaces(&surface)
        surface.type("PreferenceKey", .protocol, doc: "A value views pass up the tree: defaultValue and reduce(value:nextValue:).")
        surface.extend("View") { t in
            preferences(&t)
            observers(&t)
        }
    }

    private static func geometryReader(_ surface: inout SurfaceBuilder) {
        surface.type("GeometryReader", conformsTo: ["View"],
                     doc: "Takes the size it is offered; its content, at the top-leading corner, reads the reader's geometry.") { t in
            t.initializer("init(@ViewBuilder content: @escaping (GeometryProxy) -> Content)", role: .view,
                          doc: "A reader whose content is built from its GeometryProxy.") { a in
                ViewConstructors.view(ViewNode(.geometryReader(try reader(a[0], range: a.range, in: a.context))))
            }
        }
        surface.type("GeometryProxy", doc: "A GeometryReader's size, safe-area insets and frame in any coordinate space.") { t in
            t.property("var size: CGSize { get }", doc: "The reader's size.") { .size(try proxy($0).size) }
            t.property("var safeAreaInsets: EdgeInsets { get }", doc: "The safe-area insets reaching the reader.") { value in
                let insets = try proxy(value).safeAreaInsets
                return BuiltinTypes.edgeInsets.make([insets.top, insets.leading, insets.bottom, insets.trailing].map { .double($0) })
            }
            t.method("func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect",
                     doc: "The reader's frame in .local, .global, .named(…) or .scrollView coordinates.") { r, a in
                .rect(try proxy(r).frame(in: try CoordinateSpaceValue.read(a[0])))
            }
            t.method("func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect?",
                     doc: "A named space's rect in the reader's own coordinates; nil when no such space is around.") { r, a in
                (try proxy(r).bounds(of: try CoordinateSpaceValue.read(a[0]))).map { Value.rect($0) } ?? .none
            }
        }
    }

    /// The reader node: its content closure runs when the layout places the reader, given a
    /// proxy answering from the frames the readers pass found.
    private static func reader(_ content: Value, range: SourceRange, in context: ScriptContext?) throws -> GeometryReaderNode {
        let closure = try ValueReaders.closure(content, "content")
        let runtime = try context.requiredRuntime()
        let level = runtime.childLevel("GeometryReader")
        let form = runtime.plugins.foldsReaderContent ? closure.function?.readerPreferenceFold : nil
        let hook = GeometryReaderHook(range: range, level: level, fold: form.map { ($0, closure) })
        return builtAtLayout(hook: hook, level: level, range: range, runtime: runtime) { runtime, geometry in
            if let given = geometry.frames as? ReaderFrames {
                let proxy = GeometryProxyValue(size: geometry.size, safeAreaInsets: geometry.safeAreaInsets, frames: given)
                return try closure.call([.host(proxy)], in: runtime)
            }
            let key = hook.key, readers = runtime.readers, lifecycle = runtime.lifecycle
            guard let placed = readers.framesForLayout(key) else {
                // Built before the readers pass placed it: what reads its frame now reads a
                // stand-in, and is read again once it is placed (see `ViewLifecycle.readsUnplacedFrame`).
                readers.noteBuiltUnplaced()
                let proxy = GeometryProxyValue(size: geometry.size, safeAreaInsets: geometry.safeAreaInsets, frames: nil,
                                               placedFrames: { readers.framesForLayout(key) },
                                               onRead: { readers.noteRead(key); lifecycle.readsUnplacedFrame = true })
                defer { lifecycle.readsUnplacedFrame = false }
                return try closure.call([.host(proxy)], in: runtime)
            }
            let proxy = GeometryProxyValue(size: geometry.size, safeAreaInsets: geometry.safeAreaInsets,
                                           frames: placed, onRead: { readers.noteRead(key) })
            return try closure.call([.host(proxy)], in: runtime)
        }
    }

    /// A view built when the layout places it (a reader's content, a preference value's layer),
    /// from the views `build` makes, in the environment around it now: one over the other in
    /// a stack with `alignment`, which fills the space offered.
    static func builtAtLayout(hook: SceneHook, level: SceneRuntime.PathLevel, range: SourceRange, runtime: SceneRuntime,
                              alignment: Alignment = .topLeading,
                              _ build: @escaping (SceneRuntime, ReaderGeometry) throws -> Value) -> GeometryReaderNode {
        let environment = runtime.environment, environmentObjects = runtime.environmentObjects
        // The content's place: the reader's, numbered again at each build.
        let contentLevel = level.fresh()
        return GeometryReaderNode(hook: hook) { [weak runtime] geometry in
            guard let runtime else { return .empty }
            contentLevel.restart()
            return try runtime.withEnvironment(environment) { try runtime.withEnvironmentObjects(environmentObjects) {
                try runtime.within(contentLevel) {
                    runtime.machine.begin()
                    // Built during layout: as the scene's own code.
                    let value = try located(range) { try build(runtime, geometry) }
                    let views = ArgumentReader.children(try ViewConversion.node(value, range: range, in: runtime))
                    let stack = ViewNode(.stack(StackNode(.z, alignment: alignment), children: views))
                    // A reader's views start at its top-leading corner; other layers are aligned in it.
                    return alignment == .topLeading ? stack
                        : stack.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
                }
            } }
        }
    }

    private static func proxy(_ value: Value) throws -> GeometryProxyValue {
        guard case .host(let proxy as GeometryProxyValue) = value else { throw RuntimeFailure("expected a GeometryProxy") }
        return proxy
    }

    private static func coordinateSpaces(_ surface: inout SurfaceBuilder) {
        let named: (SurfaceArguments) throws -> Value = { a in .host(CoordinateSpaceValue(.named(CoordinateSpaceValue.name(a[0])))) }
        let scrollViewAxis: (SurfaceArguments) throws -> Value = { a in
            guard let name = ValueReaders.symbol(a[0]), let axis = Axis(rawValue: name) else {
                throw RuntimeFailure("expected an axis, .horizontal or .vertical")
            }
            return .host(CoordinateSpaceValue(.scrollView(axis)))
        }
        let scrollView = Value.host(CoordinateSpaceValue(.scrollView(nil)))
        surface.type("CoordinateSpaceProtocol", .protocol, doc: "A coordinate space a frame is measured in.") { t in
            t.constant("static var global: GlobalCoordinateSpace { get }", doc: "The screen.", .host(CoordinateSpaceValue.global))
            t.constant("static var local: LocalCoordinateSpace { get }", doc: "The view's own space.", .host(CoordinateSpaceValue.local))
            t.staticFunction("static func named(_ name: some Hashable) -> NamedCoordinateSpace",
                             doc: "The nearest view around with coordinateSpace(.named(name)).", named)
            t.constant("static var scrollView: NamedCoordinateSpace { get }",
                       doc: "The visible region of the nearest scroll view around.", scrollView)
            t.staticFunction("static func scrollView(axis: Axis) -> NamedCoordinateSpace",
                             doc: "The visible region of the nearest scroll view around on that axis.", scrollViewAxis)
        }
        surface.type("CoordinateSpace", .enum, conformsTo: ["CoordinateSpaceProtocol", "Hashable"],
                     doc: "Where frames and gesture locations are measured.") { t in
            t.enumCase("global", doc: "The screen.", .host(CoordinateSpaceValue.global))
            t.enumCase("local", doc: "The view's own space.", .host(CoordinateSpaceValue.local))
            t.staticFunction("static func named(_ name: AnyHashable) -> CoordinateSpace",
                             doc: "The nearest view around with that coordinate space name.", named)
        }
        surface.type("NamedCoordinateSpace", conformsTo: ["CoordinateSpaceProtocol", "Hashable"],
                     doc: "A named coordinate space, or the nearest scroll view's.") { t in
            t.staticFunction("static func named(_ name: some Hashable) -> NamedCoordinateSpace",
                             doc: "The nearest view around with coordinateSpace(.named(name)).", named)
            t.constant("static var scrollView: NamedCoordinateSpace { get }",
                       doc: "The visible region of the nearest scroll view around.", scrollView)
            t.staticFunction("static func scrollView(axis: Axis) -> NamedCoordinateSpace",
                             doc: "The visible region of the nearest scroll view around on that axis.", scrollViewAxis)
        }
        surface.type("GlobalCoordinateSpace", conformsTo: ["CoordinateSpaceProtocol"], doc: "The screen's coordinate space.")
        surface.type("LocalCoordinateSpace", conformsTo: ["CoordinateSpaceProtocol"], doc: "A view's own coordinate space.")
    }

    private static func hookModifier(_ value: inout Value, _ a: SurfaceArguments, _ hook: SceneHook) throws {
        try ViewModifiers.append(.reader(hook), to: &value, range: a.range, in: a.context)
    }

    private static func preferences(_ t: inout SurfaceTypeBuilder) {
        t.transform("func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View", role: .interaction,
                    doc: "Sets the key's value for the view; what its children set is hidden.") { value, a in
            try hookModifier(&value, a, PreferenceHook(try PreferenceKeyType(a[0], range: a.range), value: a[1], range: a.range))
        }
        t.transform("func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View",
                    role: .interaction, doc: "Changes the key's value coming up from the view's children.") { value, a in
            let hook = TransformPreferenceHook(try PreferenceKeyType(a[0], range: a.range),
                                               callback: try ValueReaders.closure(a[1], "callback"), range: a.range)
            try hookModifier(&value, a, hook)
        }
        t.transform("func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View",
                    role: .interaction, doc: "Runs action after a layout when the key's value from the view changed.") { value, a in
            let runtime = try a.context.requiredRuntime()
            let hook = PreferenceObserverHook(try PreferenceKeyType(a[0], range: a.range),
                                              action: try ValueReaders.closure(a[1], "action"), range: a.range,
                                              level: runtime.childLevel("@onPreferenceChange"))
            try hookModifier(&value, a, hook)
        }
    }

    private static func observers(_ t: inout SurfaceTypeBuilder) {
        t.transform("func coordinateSpace(name: some Hashable) -> some View", role: .interaction,
                    doc: "Names the view's frame: frame(in: .named(name)) measures from it.") { value, a in
            try hookModifier(&value, a, CoordinateSpaceHook(name: CoordinateSpaceValue.name(a[0]), range: a.range))
        }
        t.transform("func coordinateSpace(_ name: NamedCoordinateSpace) -> some View", role: .interaction,
                    doc: "Names the view's frame: frame(in: .named(name)) measures from it.") { value, a in
            guard case .named(let name) = try CoordinateSpaceValue.read(a[0]) else {
                throw RuntimeFailure("coordinateSpace(_:) needs a name such as .named(\"list\")")
            }
            try hookModifier(&value, a, CoordinateSpaceHook(name: name, range: a.range))
        }
        t.transform("func visualEffect(_ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View",
                    role: .effect, doc: "Effects from the view's geometry, worked out again every frame (shown by items like a transition's).") { value, a in
            let closure = try ValueReaders.closure(a[0], "effect"), runtime = try a.context.requiredRuntime()
            try ViewModifiers.change(&value, range: a.range, in: a.context) { node in
                node = VisualEffectHook.attach(closure, to: node, runtime: runtime, range: a.range)
            }
        }
        t.transform("func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View",
                    role: .interaction, doc: "Runs action with true when threshold of the view shows in its scroll view, false when less does.") { value, a in
            let runtime = try a.context.requiredRuntime()
            let hook = VisibilityObserverHook(threshold: try ValueReaders.double(a[0], "threshold"),
                                              action: try ValueReaders.closure(a[1], "action"), range: a.range,
                                              level: runtime.childLevel("@onScrollVisibilityChange"))
            try hookModifier(&value, a, hook)
        }
        t.transform("func onScrollTargetVisibilityChange<ID: Hashable>(idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void) -> some View",
                    role: .interaction, doc: "Runs action with the ids of the scroll target views showing by threshold, when they change.") { value, a in
            let runtime = try a.context.requiredRuntime()
            let hook = TargetVisibilityObserverHook(threshold: try ValueReaders.double(a[1], "threshold"),
                                                    action: try ValueReaders.closure(a[2], "action"), range: a.range,
                                                    level: runtime.childLevel("@onScrollTargetVisibilityChange"))
            try hookModifier(&value, a, hook)
        }
        for (action, passesOld) in [("@escaping (T) -> Void", false), ("@escaping (_ oldValue: T, _ newValue: T) -> Void", true)] {
            t.transform("func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: \(action)) -> some View",
                        role: .interaction,
                        doc: passesOld ? "Runs action with the old and new value when transform's result changes."
                            : "Runs action with transform's first result, then whenever it changes.") { value, a in
                let runtime = try a.context.requiredRuntime()
                let hook = GeometryObserverHook(transform: try ValueReaders.closure(a[1], "of"),
                                                action: try ValueReaders.closure(a[2], "action"), passesOldValue: passesOld,
                                                range: a.range, level: runtime.childLevel("@onGeometryChange"))
                try hookModifier(&value, a, hook)
            }
        }
    }
}
