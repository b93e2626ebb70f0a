import ScrollworkCore
import ScrollworkScene

/// How controls, keyboards, forms and presentations are dressed: styles that draw a control
/// differently at the same size, keyboard settings (no keyboard here), sheet settings (sheets
/// are not presented), preview settings. Drawn only, except the style values whose layout on
/// iOS differs from how scrollwork lays the control out, which warn; and `disabled`, simulated.
enum SwiftUIControlDecorationSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.extend("View") { t in
            t.transform("func disabled(_ disabled: Bool) -> some View", role: .interaction,
                        doc: "true: the controls and gestures in the view take no touches (they pass through).") { value, a in
                guard try ValueReaders.bool(a[0], "disabled") else { return }
                try ViewModifiers.append(.allowsHitTesting(false), to: &value, range: a.range, in: a.context)
            }
            t.visual(drawnOnly, doc: "Drawn only; no effect on layout, scrolling or touches in scrollwork.")
        }
        styleFamily(&surface, "FormStyle", [("automatic", "AutomaticFormStyle", nil), ("grouped", "GroupedFormStyle", nil),
                                            ("columns", "ColumnsFormStyle", nil)])
        SwiftUIStylesSurface.labeledConfiguration(&surface, "FormStyleConfiguration", parts: ["content"], of: "form")
        styleFamily(&surface, "ProgressViewStyle", [("automatic", "DefaultProgressViewStyle", nil),
                                                    ("circular", "CircularProgressViewStyle", nil),
                                                    ("linear", "LinearProgressViewStyle", nil)])
        styleFamily(&surface, "TextFieldStyle", [("automatic", "DefaultTextFieldStyle", nil), ("plain", "PlainTextFieldStyle", nil),
                                                 ("roundedBorder", "RoundedBorderTextFieldStyle",
                                                  "laid out as a plain text field, with no border padding")])
        styleFamily(&surface, "NavigationViewStyle", [("automatic", "DefaultNavigationViewStyle", nil),
                                                      ("stack", "StackNavigationViewStyle", nil),
                                                      ("columns", "ColumnNavigationViewStyle", nil)])
        styleFamily(&surface, "ToggleStyle", [("automatic", "DefaultToggleStyle", nil), ("switch", "SwitchToggleStyle", nil),
                                              ("button", "ButtonToggleStyle", "laid out as a label and a switch, not as a button")])
        // iOS 14's tinted forms, deprecated for `tint(_:)`: the colour is drawn only.
        for (name, type) in [("circular", "CircularProgressViewStyle"), ("linear", "LinearProgressViewStyle"), ("switch", "SwitchToggleStyle")] {
            surface.extend(type) { t in
                t.initializer("init(tint: Color)", role: .visual, doc: "The \(name) style in the tint colour.") { _ in .symbol(name) }
            }
        }
        styleFamily(&surface, "MenuStyle", [("automatic", "DefaultMenuStyle", nil), ("button", "ButtonMenuStyle", nil),
                                            ("borderlessButton", "BorderlessButtonMenuStyle", nil)])
        // `pickerStyle` lays out `.segmented` and `.wheel` (`PickerViews`); the styles whose
        // iOS layout differs from the row of a title and a selection say how where they are named.
        let row = "laid out as a row of the Picker's title and selection"
        styleFamily(&surface, "PickerStyle", [
            ("automatic", "DefaultPickerStyle", nil), ("segmented", "SegmentedPickerStyle", nil),
            ("wheel", "WheelPickerStyle", "laid out as iOS's 216 pt wheel showing the selection, but nothing spins it: the selection changes only by code"),
            ("inline", "InlinePickerStyle", "\(row); iOS shows each option as a row (a wheel outside a Form or List), a tap selecting it"),
            ("menu", "MenuPickerStyle", "\(row), as in a Form; outside one iOS shows only the selection, and a tap does not open the options here"),
            ("navigationLink", "NavigationLinkPickerStyle", "\(row), as iOS does; a tap does not push the list of options here"),
            ("palette", "PalettePickerStyle", "\(row); iOS shows the options side by side, a tap selecting one")])
        styleFamily(&surface, "DatePickerStyle", [("automatic", "DefaultDatePickerStyle", nil), ("compact", "CompactDatePickerStyle", nil),
                                                  ("graphical", "GraphicalDatePickerStyle", nil), ("wheel", "WheelDatePickerStyle", nil)])
        keyboard(&surface)
        presentation(&surface)
    }

    /// A style protocol and its built-in styles, each reached as `.name` or `Type()`.
    static func styleFamily(_ surface: inout SurfaceBuilder, _ proto: String, _ members: [(String, String, String?)]) {
        surface.type(proto, .protocol, doc: "How a control is drawn.")
        for (name, type, caveat) in members {
            surface.type(type, conformsTo: [proto], doc: "The \(name) style.") { t in
                t.constant("static var `\(name)`: \(type) { get }", role: .visual, doc: "The \(name) style.",
                           caveat: caveat.map { "'.\(name)' is \($0)" }, .symbol(name))
                t.initializer("init()", role: .visual, doc: "The \(name) style.", caveat: caveat.map { "'\(type)' is \($0)" }) { _ in .symbol(name) }
            }
        }
    }

    private static func keyboard(_ surface: inout SurfaceBuilder) {
        let sets = [("UIKeyboardType", ["default", "asciiCapable", "numbersAndPunctuation", "URL", "numberPad", "phonePad",
                                        "namePhonePad", "emailAddress", "decimalPad", "twitter", "webSearch", "asciiCapableNumberPad"]),
                    ("UITextContentType", ["name", "namePrefix", "givenName", "middleName", "familyName", "nameSuffix", "nickname",
                                           "jobTitle", "organizationName", "location", "fullStreetAddress", "streetAddressLine1", "streetAddressLine2", "addressCity",
                                           "addressState", "addressCityAndState", "sublocality", "countryName", "postalCode", "telephoneNumber", "emailAddress",
                                           "URL", "creditCardNumber", "username", "password", "newPassword", "oneTimeCode", "shipmentTrackingNumber",
                                           "flightNumber", "dateTime", "birthdate", "birthdateDay", "birthdateMonth", "birthdateYear", "creditCardSecurityCode",
                                           "creditCardName", "creditCardGivenName", "creditCardMiddleName", "creditCardFamilyName", "creditCardExpiration", "creditCardExpirationMonth", "creditCardExpirationYear",
                                           "creditCardType", "cellularEID"]),
                    ("TextInputAutocapitalization", ["never", "words", "sentences", "characters"]),
                    ("UITextAutocapitalizationType", ["none", "words", "sentences", "allCharacters"]),
                    ("ScrollDismissesKeyboardMode", ["automatic", "immediately", "interactively", "never"]),
                    ("SubmitLabel", ["done", "go", "send", "join", "route", "search", "return", "next", "continue"]),
                    ("SubmitTriggers", ["text", "search"]),
                    ("SearchFieldPlacement", ["automatic", "toolbar", "sidebar", "navigationBarDrawer"]),
                    ("ContentTransition", ["identity", "opacity", "interpolate"]),
                    ("Text.Scale", ["default", "secondary"]),
                    ("ToolbarPlacement", ["automatic", "navigationBar", "tabBar", "bottomBar"]),
                    ("ContainerBackgroundPlacement", ["navigation", "navigationSplitView", "widget"]),
                    ("InterfaceOrientation", ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]),
                    ("AccessibilityActionKind", ["default", "escape", "magicTap"]),
                    ("ToolbarRole", ["automatic", "navigationStack", "browser", "editor"]),
                    ("Prominence", ["standard", "increased"])]
        for (type, names) in sets {
            surface.type(type, doc: "Drawn only here (no keyboard, no text input).") { t in
                for name in names { t.constant("static let `\(name)`: \(type)", role: .visual, doc: "The \(name) value.", .symbol(name)) }
            }
        }
        surface.extend("InterfaceOrientation") { t in
            t.allCases(["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"], doc: "Every orientation, portrait first.")
        }
        surface.extend("ContentTransition") { t in
            t.staticFunction("static func numericText(countsDown: Bool = false) -> ContentTransition", role: .visual,
                             doc: "Digits that roll to their new value (drawn only: the text changes at once).") { _ in .symbol("numericText") }
            t.staticFunction("static func numericText(value: Double) -> ContentTransition", role: .visual,
                             doc: "Digits that roll toward a value (drawn only: the text changes at once).") { _ in .symbol("numericText") }
            t.constant("static var symbolEffect: ContentTransition { get }", role: .visual,
                       doc: "Symbols that animate into their replacement (drawn only: the symbol changes at once).", .symbol("symbolEffect"))
            t.staticFunction("static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition",
                             role: .visual, doc: "Symbols that animate into their replacement with this effect (drawn only: the symbol changes at once).") { _ in
                .symbol("symbolEffect")
            }
        }
        symbolEffects(&surface)
    }

    /// The effects a symbol is replaced with (`.replace.downUp`), drawn only: scrollwork draws
    /// no symbol's layers, so a symbol changes at once.
    private static func symbolEffects(_ surface: inout SurfaceBuilder) {
        surface.type("SymbolEffect", .protocol, doc: "An animation of a symbol image's layers (drawn only).")
        surface.type("ContentTransitionSymbolEffect", .protocol, doc: "A symbol effect that replaces one symbol with another (drawn only).") { t in
            t.constant("static var automatic: AutomaticSymbolEffect { get }", role: .visual, doc: "The system's choice of effect.", .symbol("automatic"))
        }
        surface.type("AutomaticSymbolEffect", conformsTo: ["SymbolEffect", "ContentTransitionSymbolEffect"],
                     doc: "The system's choice of symbol effect (drawn only).")
        surface.type("ReplaceSymbolEffect", conformsTo: ["SymbolEffect", "ContentTransitionSymbolEffect"],
                     doc: "Replaces one symbol with another, scaling them (drawn only).") { t in
            t.constant("static var replace: ReplaceSymbolEffect { get }", role: .visual, doc: "The replace effect.", .symbol("replace"))
            for (name, doc) in [("downUp", "The old symbol scales down, the new one up."), ("upUp", "Both symbols scale up."),
                                ("offUp", "The old symbol goes at once, the new one scales up."),
                                ("byLayer", "Layer by layer."), ("wholeSymbol", "The whole symbol at once.")] {
                t.property("var \(name): ReplaceSymbolEffect { get }", role: .visual, doc: doc) { value in value }
            }
        }
        surface.type("SymbolEffectOptions", doc: "How a symbol effect runs (drawn only).") { t in
            t.constant("static var `default`: SymbolEffectOptions { get }", role: .visual, doc: "The default options.", .symbol("default"))
        }
    }

    private static func presentation(_ surface: inout SurfaceBuilder) {
        surface.type("PresentationSizing", .protocol, doc: "How a sheet is sized (drawn only: sheets are not presented).") { t in
            for name in ["automatic", "form", "page", "fitted"] {
                t.constant("static var \(name): some PresentationSizing { get }", role: .visual, doc: "The \(name) sizing.", .symbol(name))
            }
        }
        // Hashable, as SwiftUI's: two fractions or heights are equal when their numbers are.
        surface.type("PresentationDetent", conformsTo: ["Hashable"], doc: "A height a sheet rests at (drawn only: sheets are not presented).") { t in
            for name in ["medium", "large"] {
                t.constant("static let \(name): PresentationDetent", role: .visual, doc: "The \(name) detent.", .symbol(name))
            }
            t.staticFunction("static func fraction(_ fraction: CGFloat) -> PresentationDetent", role: .visual,
                             doc: "A fraction of the screen's height.") { a in .symbol("fraction(\(try ValueReaders.double(a[0], "fraction")))") }
            t.staticFunction("static func height(_ height: CGFloat) -> PresentationDetent", role: .visual,
                             doc: "A fixed height.") { a in .symbol("height(\(try ValueReaders.double(a[0], "height")))") }
        }
        surface.type("PreviewDevice", doc: "A device Xcode previews on (drawn only).") { t in
            t.initializer("init(rawValue: String)", role: .visual, doc: "The device of this name.") { a in a[0] }
            t.initializer("init(stringLiteral: String)", role: .visual, doc: "The device of this name, as a string literal makes it.") { a in a[0] }
        }
        surface.type("PreviewLayout", doc: "How a preview is sized in Xcode's canvas (drawn only).") { t in
            for name in ["device", "sizeThatFits"] {
                t.constant("static let \(name): PreviewLayout", role: .visual, doc: "The \(name) layout.", .symbol(name))
            }
            t.staticFunction("static func fixed(width: CGFloat, height: CGFloat) -> PreviewLayout", role: .visual,
                             doc: "A fixed size.") { _ in .symbol("fixed") }
        }
    }

    static let drawnOnly = [
        "func scrollContentBackground(_ visibility: Visibility) -> some View",
        "func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View",
        "func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View",
        // No pointer on an iPhone: hover never happens there either.
        "func onHover(perform action: @escaping (Bool) -> Void) -> some View",
        // Keyboard settings: no keyboard in a scroll simulation.
        "func keyboardType(_ type: UIKeyboardType) -> some View",
        "func textContentType(_ textContentType: UITextContentType?) -> some View",
        "func autocorrectionDisabled(_ disable: Bool = true) -> some View",
        "func disableAutocorrection(_ disable: Bool?) -> some View",
        "func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View",
        "func autocapitalization(_ style: UITextAutocapitalizationType) -> some View",
        "func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View",
        "func submitLabel(_ submitLabel: SubmitLabel) -> some View",
        // The find bar of a text editor is summoned from a hardware keyboard or the edit menu, neither of which is here.
        "func findDisabled(_ isDisabled: Bool = true) -> some View",
        // Sheets are not presented, so how they would look changes nothing.
        "func presentationDetents(_ detents: Set<PresentationDetent>) -> some View",
        "func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View",
        "func presentationDragIndicator(_ visibility: Visibility) -> some View",
        "func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View",
        "func presentationSizing(_ sizing: some PresentationSizing) -> some View",
        "func presentationBackground<S: ShapeStyle>(_ style: S) -> some View",
        "func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View",
        // Xcode's canvas, not the app.
        "func previewLayout(_ value: PreviewLayout) -> some View",
        "func previewDisplayName(_ value: String?) -> some View",
        "func previewDevice(_ value: PreviewDevice?) -> some View",
        // `PreviewDevice` is a string literal in Swift: `.previewDevice("iPhone 15")`.
        "func previewDevice(_ value: String) -> some View",
        "func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View",
        // Bars and decoration drawn outside the content's layout.
        "func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View",
        "func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View",
        "func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View",
        "func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View",
        "func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View",
        "func listRowHoverEffectDisabled(_ disabled: Bool = true) -> some View",
        "func contentTransition(_ transition: ContentTransition) -> some View",
        "func containerShape<T: InsettableShape>(_ shape: T) -> some View",
        "func colorScheme(_ colorScheme: ColorScheme) -> some View",
        "func dynamicTypeSize(_ size: DynamicTypeSize) -> some View",
        "func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize",
        "func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View",
        "func badge(_ count: Int) -> some View",
        "func badge(_ label: Text?) -> some View",
        "func badge<S: StringProtocol>(_ label: S?) -> some View",
        "func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View",
        "func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View",
        "func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View",
        "func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View",
        "func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View",
        "func accessibilityInputLabels(_ inputLabels: [Text]) -> some View",
        "func focusable(_ isFocusable: Bool = true) -> some View",
        "func statusBar(hidden: Bool) -> some View",
        "func menuIndicator(_ visibility: Visibility) -> some View",
    ]
}
