import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// The SwiftUI apps write most after layout (issue census): masks, accessibility, help,
/// keyboard shortcuts, list row decoration, text tweaks, bar titles. Each is drawn only (nothing
/// the model observes changes, so it is accepted with no warning) or, where it changes what a
/// user could see or do on iOS and is not simulated here, a located warning saying what is missing.
enum SwiftUIAppearanceSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.extend("View") { t in
            t.visual(drawnOnly, doc: "Drawn only; no effect on layout, scrolling or touches in scrollwork.")
            t.transform("func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View", role: .layout,
                        doc: "As ignoresSafeArea(.all, edges:): extends past the safe area on these edges.") { value, a in
                try ViewModifiers.append(.ignoresSafeArea(try ArgumentReader.edges(a[0]) ?? .all), to: &value, range: a.range, in: a.context)
            }
        }
        surface.extend("Image") { t in
            t.method("func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image", role: .visual,
                     doc: "Template or original colours (drawn only).") { receiver, _ in receiver }
            t.method("func interpolation(_ interpolation: Image.Interpolation) -> Image", role: .visual,
                     doc: "How the image is scaled (drawn only).") { receiver, _ in receiver }
            t.method("func antialiased(_ isAntialiased: Bool) -> Image", role: .visual, doc: "Drawn only.") { receiver, _ in receiver }
        }
        surface.extend("Shape") { t in
            t.visual(["func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape",
                      "func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some Shape",
                      "func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> some Shape",
                      "func inset(by amount: CGFloat) -> some Shape",
                      "func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> some Shape"],
                     doc: "Drawn only; the shape still takes the size it is offered.")
        }
        surface.type("Image.TemplateRenderingMode", .enum, doc: "How an image is coloured (drawn only).") { t in
            t.cases(["template", "original"], role: .visual, doc: "A rendering mode.")
        }
        surface.type("Image.Interpolation", .enum, doc: "How an image is scaled (drawn only).") { t in
            t.cases(["none", "low", "medium", "high"], role: .visual, doc: "An interpolation quality.")
        }
        surface.extend("Text") { t in
            for declaration in ["func baselineOffset(_ baselineOffset: CGFloat) -> Text", "func kerning(_ kerning: CGFloat) -> Text",
                                "func tracking(_ tracking: CGFloat) -> Text", "func underline(_ isActive: Bool = true, color: Color? = nil) -> Text",
                                "func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text",
                                "func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text",
                                "func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text",
                                "func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text", "func monospacedDigit() -> Text",
                                "func fontWidth(_ width: Font.Width?) -> Text"] {
                t.visual([declaration], doc: "Drawn only; text keeps its size (8 pt a character).")
            }
        }
        surface.type("Text.Case", .enum, doc: "Upper or lower case (drawn only: the characters keep their count).") { t in
            t.cases(["uppercase", "lowercase"], role: .visual, doc: "A text case.")
        }
        values(&surface)
    }

    /// The option sets and style values the modifiers above take.
    private static func values(_ surface: inout SurfaceBuilder) {
        surface.type("RedactionReasons", .optionSet, doc: "Why content is redacted (drawn only).") { t in
            // SwiftUI's raw values.
            for (name, bits) in [("placeholder", 1), ("privacy", 2), ("invalidated", 4)] {
                t.constant("static let \(name): RedactionReasons", role: .visual, doc: "The \(name) reason.", .int(bits))
            }
        }
        surface.type("AccessibilityChildBehavior", doc: "How an accessibility element treats its children (drawn only).") { t in
            for name in ["ignore", "combine", "contain"] {
                t.constant("static let \(name): AccessibilityChildBehavior", role: .visual, doc: "The \(name) behaviour.", .symbol(name))
            }
        }
        surface.type("AccessibilityHeadingLevel", .enum, doc: "A heading's level to VoiceOver (drawn only).") { t in
            t.cases(["unspecified", "h1", "h2", "h3", "h4", "h5", "h6"], role: .visual, doc: "A heading level.")
        }
        surface.type("AccessibilityTraits", conformsTo: ["OptionSet"], doc: "What an element is to VoiceOver (drawn only).") { t in
            for name in ["isButton", "isHeader", "isSelected", "isLink", "isSearchField", "isImage", "playsSound", "isKeyboardKey",
                         "isStaticText", "isSummaryElement", "updatesFrequently", "startsMediaSession", "allowsDirectInteraction",
                         "causesPageTurn", "isModal", "isToggle", "isTabBar"] {
                t.constant("static let \(name): AccessibilityTraits", role: .visual, doc: "The \(name) trait.", .symbol(name))
            }
        }
        surface.type("KeyEquivalent", conformsTo: ["ExpressibleByExtendedGraphemeClusterLiteral"], doc: "A key of a keyboard shortcut (drawn only: no keyboard here).") { t in
            t.initializer("init(_ character: Character)", role: .visual, doc: "The key that types this character.") { a in a[0] }
            for name in ["upArrow", "downArrow", "leftArrow", "rightArrow", "escape", "delete", "deleteForward", "home", "end",
                         "pageUp", "pageDown", "clear", "tab", "space", "return"] {
                t.constant("static let `\(name)`: KeyEquivalent", role: .visual, doc: "The \(name) key.", .symbol(name))
            }
        }
        surface.type("EventModifiers", conformsTo: ["OptionSet"], doc: "Modifier keys of a shortcut (drawn only).") { t in
            for name in ["capsLock", "shift", "control", "option", "command", "numericPad", "all"] {
                t.constant("static let \(name): EventModifiers", role: .visual, doc: "The \(name) modifier.", .symbol(name))
            }
        }
        surface.type("KeyboardShortcut", doc: "A key with modifiers (drawn only).") { t in
            t.initializer("init(_ key: KeyEquivalent, modifiers: EventModifiers = .command)", role: .visual, doc: "A shortcut.") { _ in .none }
            for name in ["defaultAction", "cancelAction"] {
                t.constant("static let \(name): KeyboardShortcut", role: .visual, doc: "The \(name) shortcut.", .symbol(name))
            }
        }
        surface.type("IndexViewStyle", .protocol, doc: "How a paged TabView's index dots are drawn (drawn only).")
        surface.type("PageIndexViewStyle", conformsTo: ["IndexViewStyle"], doc: "Page dots (drawn only).") { t in
            t.constant("static var page: PageIndexViewStyle { get }", role: .visual, doc: "Page dots.", .symbol("page"))
            t.staticFunction("static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle",
                             role: .visual, doc: "Page dots with a background.") { _ in .symbol("page") }
            t.initializer("init(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode = .automatic)", role: .visual,
                          doc: "Page dots (drawn only).") { _ in .symbol("page") }
        }
        surface.type("PageIndexViewStyle.BackgroundDisplayMode", doc: "When the dots get a background (drawn only).") { t in
            for name in ["automatic", "always", "interactive", "never"] {
                t.constant("static let \(name): PageIndexViewStyle.BackgroundDisplayMode", role: .visual, doc: "The \(name) mode.", .symbol(name))
            }
        }
        for (type, names) in [("TextSelectability", ["enabled", "disabled"]), ("SymbolVariants", ["none", "circle", "square", "rectangle", "fill", "slash"]),
                              ("HoverEffect", ["automatic", "highlight", "lift"])] {
            surface.type(type, doc: "Drawn only.") { t in
                for name in names { t.constant("static let `\(name)`: \(type)", role: .visual, doc: "The \(name) value.", .symbol(name)) }
            }
        }
        surface.extend("SymbolVariants") { t in
            // `.circle.fill`: a variant with another added, drawn only as the variants are.
            for name in ["circle", "square", "rectangle", "fill", "slash"] {
                t.property("var \(name): SymbolVariants { get }", role: .visual, doc: "The variant with \(name) added.") { variant in
                    .symbol((ValueReaders.symbol(variant) ?? "none") + "." + name)
                }
            }
        }
        surface.type("ListStyle", .protocol, doc: "How a List is drawn; its rows are laid out the same.")
        let listStyles = [("automatic", "DefaultListStyle"), ("plain", "PlainListStyle"), ("inset", "InsetListStyle"),
                          ("insetGrouped", "InsetGroupedListStyle"), ("grouped", "GroupedListStyle"), ("sidebar", "SidebarListStyle")]
        for (name, type) in listStyles {
            surface.type(type, conformsTo: ["ListStyle"], doc: "A list style.") { t in
                // A List here is laid out plain (rows fill the width); the inset styles are not.
                let inset = ["inset", "insetGrouped", "grouped", "sidebar"].contains(name)
                let plainLayout = "laid out as a plain list: rows fill the width, with no inset margins or rounded sections"
                t.constant("static var \(name): \(type) { get }", role: .visual, doc: "The \(name) list style.",
                           caveat: inset ? "'.\(name)' is \(plainLayout)" : nil, .symbol(name))
                t.initializer("init()", role: .visual, doc: "The \(name) list style.",
                              caveat: inset ? "'\(type)' is \(plainLayout)" : nil) { _ in .symbol(name) }
            }
        }
        // iOS declares two table styles; a Table is left out of the scene with its warning, so its
        // style changes nothing scrollwork lays out.
        surface.type("TableStyle", .protocol, doc: "How a Table is drawn (drawn only).")
        for (name, type) in [("automatic", "AutomaticTableStyle"), ("inset", "InsetTableStyle")] {
            surface.type(type, conformsTo: ["TableStyle"], doc: "A table style.") { t in
                t.constant("static var \(name): \(type) { get }", role: .visual, doc: "The \(name) table style.", .symbol(name))
            }
        }
        surface.extend("InsetTableStyle") { t in
            t.initializer("init()", role: .visual, doc: "The inset table style.") { _ in .symbol("inset") }
        }
        surface.type("DynamicViewContent", .protocol, conformsTo: ["View"], doc: "A ForEach's rows, which onDelete and onMove act on.")
        surface.type("VerticalEdge", .enum, doc: "The top or bottom edge (for safeAreaInset).") { t in
            t.cases(["top", "bottom"], role: .visual, doc: "An edge.")
            t.allCases(["top", "bottom"], doc: "Top, bottom.")
        }
        surface.type("HorizontalEdge", .enum, doc: "The leading or trailing edge (for safeAreaInset).") { t in
            t.cases(["leading", "trailing"], role: .visual, doc: "An edge.")
            t.allCases(["leading", "trailing"], doc: "Leading, trailing.")
        }
        surface.type("VerticalEdge.Set", conformsTo: ["OptionSet"], doc: "Top and/or bottom (drawn only here).") { t in
            for name in ["top", "bottom", "all"] {
                t.constant("static let \(name): VerticalEdge.Set", role: .visual, doc: "The \(name) edges.", .symbol(name))
            }
        }
    }

    static let drawnOnly = [
        // Masks and compositing: what is drawn, not where or what takes touches.
        "func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View",
        "func mask<Mask: View>(_ mask: Mask) -> some View",
        // No pointer, keyboard or VoiceOver in a scroll simulation.
        "func help(_ text: String) -> some View",
        "func help(_ text: Text) -> some View",
        "func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View",
        "func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View",
        "func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View",
        "func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View",
        "func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View",
        "func accessibilityValue(_ valueDescription: String) -> some View",
        "func accessibilityValue(_ valueDescription: Text) -> some View",
        "func accessibilityLabel(_ label: Text) -> some View",
        "func accessibilityHint(_ hint: Text) -> some View",
        "func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View",
        "func accessibilitySortPriority(_ sortPriority: Double) -> some View",
        "func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View",
        "func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View",
        // The iOS 13 forms apps still write, each the same as its `accessibilityX` form.
        "func accessibility(label: Text) -> some View",
        "func accessibility(value: Text) -> some View",
        "func accessibility(hint: Text) -> some View",
        "func accessibility(hidden: Bool) -> some View",
        "func accessibility(identifier: String) -> some View",
        "func accessibility(addTraits traits: AccessibilityTraits) -> some View",
        "func accessibility(removeTraits traits: AccessibilityTraits) -> some View",
        "func accessibility(sortPriority: Double) -> some View",
        "func accessibility(inputLabels: [Text]) -> some View",
        "func accessibility(activationPoint: CGPoint) -> some View",
        "func accessibility(activationPoint: UnitPoint) -> some View",
        // Xcode's canvas: the context a preview is shown in (a widget's family).
        "func previewContext<C: PreviewContext>(_ value: C) -> some View",
        "func redacted(reason: RedactionReasons) -> some View",
        "func unredacted() -> some View",
        "func privacySensitive(_ sensitive: Bool = true) -> some View",
        // Text: no font metrics (a line is 20 pt, a character 8 pt) and no wrapping to shrink.
        "func baselineOffset(_ baselineOffset: CGFloat) -> some View",
        "func textCase(_ textCase: Text.Case?) -> some View",
        "func allowsTightening(_ flag: Bool) -> some View",
        "func textSelection<S: TextSelectability>(_ selectability: S) -> some View",
        // Navigation bar and list row decoration that is drawn, not laid out in the content.
        "func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View",
        "func listRowBackground<V: View>(_ view: V?) -> some View",
        "func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View",
        "func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View",
        "func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View",
        "func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View",
        "func badgeProminence(_ prominence: BadgeProminence) -> some View",
        "func listStyle<S: ListStyle>(_ style: S) -> some View",
        "func tableStyle<S: TableStyle>(_ style: S) -> some View",
        "func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View",
        "func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View",
        "func symbolVariant(_ variant: SymbolVariants) -> some View",
        "func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View",
        "func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View",
        "func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View",
        "func focusEffectDisabled(_ disabled: Bool = true) -> some View",
        "func toolbarRole(_ role: ToolbarRole) -> some View",
        "func listItemTint(_ tint: Color?) -> some View",
        "func scrollIndicatorsFlash(onAppear: Bool) -> some View",
        "func scrollIndicatorsFlash(trigger value: some Equatable) -> some View",
        "func headerProminence(_ prominence: Prominence) -> some View",
        "func equatable() -> some View",
    ]
}
