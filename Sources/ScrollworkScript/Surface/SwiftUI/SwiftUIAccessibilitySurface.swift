import ScrollworkScene

/// Accessibility that VoiceOver and Voice Control read: nothing a touch, the layout or the
/// scroll position depends on, so drawn only, as the other accessibility modifiers are.
enum SwiftUIAccessibilitySurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("AccessibilityAdjustmentDirection", .enum, doc: "Which way VoiceOver's swipe adjusts a value.") { t in
            t.cases(["increment", "decrement"], role: .visual, doc: "A VoiceOver adjustment (a swipe up or down).")
        }
        surface.extend("Image") { t in
            t.initializer("init(decorative name: String, bundle: Bundle? = nil)", role: .view,
                          doc: "An image from the asset catalogue that VoiceOver skips; laid out as Image(_:).") { a in
                ViewConstructors.view(AssetLookup.imageNode(ArgumentReader.string(a[0]), context: a.context))
            }
        }
        surface.extend("View") { t in
            t.visual([
                // Voice Control's names for the view: string literals are `LocalizedStringKey`s here.
                "func accessibilityInputLabels(_ inputLabels: [LocalizedStringKey]) -> some View",
                "func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View",
                // Run by VoiceOver's swipes up and down, which no gesture of the simulation makes.
                "func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View",
            ], doc: "Drawn only: read by VoiceOver and Voice Control, which the simulation does not run.")
        }
    }
}
