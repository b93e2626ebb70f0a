import Foundation
import ScrollworkCore
import ScrollworkScene

/// Anchors and the layers made from preferences: `anchorPreference` reports a view's geometry
/// up the tree, `overlayPreferenceValue`/`backgroundPreferenceValue` build a layer from the
/// value coming up, and `proxy[anchor]` gives the geometry in that layer's reader (the usual
/// highlight drawn at a selected view's frame). The readers pass gathers the values after a
/// layout; a layer is built from the last value found, and built again when it changes.
enum SwiftUIAnchorPreferenceSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("Anchor", conformsTo: ["Equatable", "Hashable"],
                     doc: "A view's rect or point, reported by anchorPreference; a GeometryProxy gives it in its own coordinates.")
        surface.type("Anchor.Source", doc: "Which geometry of the view an anchor stands for.") { t in
            t.constant("static var bounds: Anchor<CGRect>.Source { get }", doc: "The view's whole frame.",
                       .host(AnchorSourceValue(.bounds)))
            t.staticFunction("static func rect(_ r: CGRect) -> Anchor<CGRect>.Source", doc: "A rect in the view's own coordinates.") { a in
                .host(AnchorSourceValue(.rect(try ValueReaders.rect(a[0], "r"))))
            }
            t.staticFunction("static func point(_ p: CGPoint) -> Anchor<Value>.Source", doc: "A point in the view's own coordinates.") { a in
                .host(AnchorSourceValue(.point(try ValueReaders.point(a[0], "p"))))
            }
            t.staticFunction("static func unitPoint(_ p: UnitPoint) -> Anchor<Value>.Source",
                             doc: "A point at a fraction of the view's size from its top-leading corner.") { a in
                guard let unit = ArgumentReader.unitPoint(a[0]) else { throw RuntimeFailure("expected a UnitPoint, found \(a[0].typeName)") }
                return .host(AnchorSourceValue(.unitPoint(unit)))
            }
            let points: [(String, UnitPoint)] = [
                ("topLeading", UnitPoint(x: 0, y: 0)), ("top", .top),
                ("topTrailing", UnitPoint(x: 1, y: 0)), ("leading", .leading), ("center", .center), ("trailing", .trailing),
                ("bottomLeading", UnitPoint(x: 0, y: 1)), ("bottom", .bottom), ("bottomTrailing", UnitPoint(x: 1, y: 1)),
            ]
            for (name, unit) in points {
                t.constant("static var \(name): Anchor<CGPoint>.Source { get }", doc: "The view's \(name) point.",
                           .host(AnchorSourceValue(.unitPoint(unit))))
            }
        }
        surface.extend("View") { t in
            t.transform("func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value) -> some View",
                        role: .interaction, doc: "Sets the key's value, made from the view's anchor; what its children set is hidden.") { value, a in
                let hook = AnchorPreferenceHook(try PreferenceKeyType(a[0], range: a.range), source: try AnchorSourceValue.read(a[1]),
                                                transform: try ValueReaders.closure(a[2], "transform"), range: a.range)
                try ViewModifiers.append(.reader(hook), to: &value, range: a.range, in: a.context)
            }
            for (name, isOverlay) in [("overlayPreferenceValue", true), ("backgroundPreferenceValue", false)] {
                let doc = "A view made from the key's value coming up from this one, drawn \(isOverlay ? "over" : "behind") it in its frame."
                // The form without an alignment first: a call that gives none is that one, as in Swift.
                t.transform("func \(name)<Key: PreferenceKey, T: View>(_ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T) -> some View",
                            role: .layout, doc: doc) { value, a in
                    try layer(&value, a, key: a[0], alignment: .center, transform: a[1], isOverlay: isOverlay)
                }
                t.transform("func \(name)<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View",
                            role: .layout, doc: doc) { value, a in
                    try layer(&value, a, key: a[0], alignment: try ArgumentReader.alignment(a[1]) ?? .center, transform: a[2], isOverlay: isOverlay)
                }
            }
        }
    }

    /// The layer: the view's preference value is read after each layout (a hook after its
    /// content), and the layer is built from it when laid out, filling the view's frame.
    private static func layer(_ value: inout Value, _ a: SurfaceArguments, key: Value, alignment: Alignment, transform: Value,
                              isOverlay: Bool) throws {
        let preference = try PreferenceKeyType(key, range: a.range)
        let closure = try ValueReaders.closure(transform, "transform")
        let runtime = try a.context.requiredRuntime()
        let level = runtime.childLevel(isOverlay ? "@overlayPreferenceValue" : "@backgroundPreferenceValue")
        let hook = PreferenceValueHook(preference, range: a.range, level: level)
        let layer = SwiftUIReadersSurface.builtAtLayout(hook: hook, level: level, range: a.range, runtime: runtime,
                                                        alignment: alignment) { runtime, _ in
            let found = try runtime.readers.preferenceValueForLayout(hook.key) ?? preference.defaultValue(runtime.machine)
            return try closure.call([found], in: runtime)
        }
        try ViewModifiers.change(&value, range: a.range, in: a.context) { node in
            node.modifiers.append(.reader(hook))
            let view = ViewNode(.geometryReader(layer))
            node = isOverlay ? node.overlay(view) : node.background(view)
        }
    }
}
