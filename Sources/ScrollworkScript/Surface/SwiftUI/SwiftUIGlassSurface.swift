import ScrollworkScene

/// iOS 26's Liquid Glass. The glass is drawn behind a view, in its own bounds, so it changes no
/// layout (drawn only); a `GlassEffectContainer` merges the glass of the views inside it, which
/// are laid out as if written in place; the glass button styles, which Apple calls similar to
/// `.bordered` and `.borderedProminent`, are laid out as those are (ControlStyles).
enum SwiftUIGlassSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("Glass", conformsTo: ["Equatable"], doc: "A Liquid Glass material (drawn only).") { t in
            for name in ["regular", "clear", "identity"] {
                t.constant("static var \(name): Glass { get }", role: .visual, doc: "The \(name) glass.", .symbol(name))
            }
            t.method("func tint(_ color: Color?) -> Glass", role: .visual, doc: "The glass tinted (drawn only).") { glass, _ in glass }
            t.method("func interactive(_ isEnabled: Bool = true) -> Glass", role: .visual,
                     doc: "The glass reacting to touches (drawn only).") { glass, _ in glass }
        }
        surface.type("DefaultGlassEffectShape", conformsTo: ["Shape"], doc: "The capsule glass is drawn in by default.") { t in
            t.initializer("init()", role: .view, doc: "A capsule filling its frame.") { _ in ViewConstructors.view(ViewNode(.shape(.capsule))) }
        }
        surface.type("GlassEffectTransition", doc: "How glass appears and goes (drawn only).") { t in
            for name in ["identity", "matchedGeometry", "materialize"] {
                t.constant("static var \(name): GlassEffectTransition { get }", role: .visual, doc: "The \(name) transition.", .symbol(name))
            }
        }
        surface.type("GlassEffectContainer", conformsTo: ["View"], doc: "Views whose glass merges, laid out as if written in place.") { t in
            t.initializer("init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)", role: .view,
                          doc: "The views, as if written in place; their glass merges within the spacing (drawn only).") { a in
                ViewConstructors.view(.group(try ViewConstructors.content(a[1], range: a.range, in: a.context)))
            }
        }
        surface.extend("View") { t in
            t.visual(["func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S = DefaultGlassEffectShape()) -> some View",
                      "func glassEffectID<ID: Hashable>(_ id: ID?, in namespace: Namespace.ID) -> some View",
                      "func glassEffectUnion<ID: Hashable>(id: ID?, namespace: Namespace.ID) -> some View",
                      "func glassEffectTransition(_ transition: GlassEffectTransition) -> some View"],
                     doc: "Liquid Glass behind the view, in its own bounds (drawn only).")
        }
        let styles = [("glass", "GlassButtonStyle", "Laid out as .bordered, which Apple calls it similar to; the glass is drawn only."),
                      ("glassProminent", "GlassProminentButtonStyle", "Laid out as .borderedProminent; the glass is drawn only.")]
        surface.builtinStyles(styles, conformingTo: "PrimitiveButtonStyle")
        surface.extend("GlassButtonStyle") { t in
            t.staticFunction("static func glass(_ glass: Glass) -> GlassButtonStyle", role: .layout,
                             doc: "The glass style of this glass (its tint drawn only).") { _ in .symbol("glass") }
        }
    }
}
