import ScrollworkCore
import ScrollworkScene

/// Button and label styles, control sizes and border shapes. `buttonStyle`, `labelStyle`,
/// `controlSize` and `labelsHidden` write SwiftUI's environment: the compiler evaluates the view they modify inside
/// the override (`BodyChecker.styleChain`), and a `Button` or `Label` built there is styled as it is
/// made (`ControlStyles`), so a style given to a list reaches the buttons of its rows.
enum SwiftUIStylesSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        buttonStyles(&surface)
        labelStyles(&surface)
        toggleConfiguration(&surface)
        surface.type("ControlSize", .enum, doc: "How large controls are; a bordered button's padding follows it.") { t in
            t.cases(["mini", "small", "regular", "large", "extraLarge"], role: .layout, doc: "A control size.")
        }
        surface.type("ButtonBorderShape", conformsTo: ["Shape"], doc: "The shape a bordered button is drawn in, a shape since iOS 17 (drawn only).") { t in
            for name in ["automatic", "capsule", "roundedRectangle", "circle"] {
                t.constant("static let \(name): ButtonBorderShape", role: .visual, doc: "The \(name) border shape.", .symbol(name))
            }
            t.staticFunction("static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape", role: .visual,
                             doc: "A rounded rectangle of this corner radius.") { _ in .symbol("roundedRectangle") }
        }
        surface.extend("View") { t in
            for (name, declarations) in Self.styleModifiers {
                for declaration in declarations {
                    // Reached only through `BodyChecker.styleChain`, which evaluates the view inside
                    // the style; a view built already (a value passed in) is styled here.
                    t.transform(declaration, role: .layout, doc: "Styles the \(name) views inside this one.") { value, a in
                        let environment = SceneEnvironment().overriding(name, with: a.values.first ?? .bool(true))
                        if case .host(let tabs as TabViewValue) = value {
                            tabs.style = TabViewValue.style(in: environment, runtime: a.context?.runtime)
                            return
                        }
                        try ViewModifiers.change(&value, range: a.range, in: a.context) {
                            try ControlStyles.restyle(&$0, in: environment, range: a.range, runtime: a.context?.runtime)
                        }
                    }
                }
            }
            t.visual(["func buttonBorderShape(_ shape: ButtonBorderShape) -> some View"],
                     doc: "The shape bordered buttons are drawn in (drawn only).")
        }
    }

    /// The modifiers that write a style into the environment, by the environment name they write.
    static let styleModifiers: [(String, [String])] = [
        ("buttonStyle", ["func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View",
                         "func buttonStyle<S: ButtonStyle>(_ style: S) -> some View"]),
        ("labelStyle", ["func labelStyle<S: LabelStyle>(_ style: S) -> some View"]),
        ("controlSize", ["func controlSize(_ controlSize: ControlSize) -> some View"]),
        ("gaugeStyle", ["func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View"]),
        ("pickerStyle", ["func pickerStyle<S: PickerStyle>(_ style: S) -> some View"]),
        ("toggleStyle", ["func toggleStyle<S: ToggleStyle>(_ style: S) -> some View"]),
        ("progressViewStyle", ["func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View"]),
        ("groupBoxStyle", ["func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View"]),
        ("textFieldStyle", ["func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View"]),
        ("menuStyle", ["func menuStyle<S: MenuStyle>(_ style: S) -> some View"]),
        ("formStyle", ["func formStyle<S: FormStyle>(_ style: S) -> some View"]),
        ("controlGroupStyle", ["func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View"]),
        (TabViewValue.styleKey, ["func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View"]),
        (ControlViews.labelsHiddenKey, ["func labelsHidden() -> some View"]),
    ]

    private static func buttonStyles(_ surface: inout SurfaceBuilder) {
        surface.type("ButtonStyle", .protocol, doc: "A style whose makeBody(configuration:) draws a button's label; a tap still runs the action.")
        surface.type("PrimitiveButtonStyle", .protocol,
                     doc: "A style whose makeBody(configuration:) makes the whole button; configuration.trigger() runs the action.")
        let builtins = [("automatic", "DefaultButtonStyle", "As a button in a scroll view: its label, no padding."),
                        ("plain", "PlainButtonStyle", "The label as it is, no padding."),
                        ("borderless", "BorderlessButtonStyle", "The label as it is, no padding."),
                        ("bordered", "BorderedButtonStyle", "The label padded by the control size's insets (12 × 7 at .regular)."),
                        ("borderedProminent", "BorderedProminentButtonStyle", "As .bordered, filled with the tint.")]
        surface.builtinStyles(builtins, conformingTo: "PrimitiveButtonStyle")
        surface.type("ButtonStyleConfiguration", doc: "What a ButtonStyle's makeBody(configuration:) is given.") { t in
            t.property("var label: ButtonStyleConfiguration.Label { get }", role: .view, doc: "The button's label.") { value in
                ViewConstructors.view(try ButtonConfigurationValue.of(value).label)
            }
            t.property("var isPressed: Bool { get }", role: .interaction,
                       doc: "Whether a finger is down on the button; false while the scene is built.") { value in
                .bool(try ButtonConfigurationValue.of(value).isPressed)
            }
            t.property("var role: ButtonRole? { get }", role: .visual, doc: "The button's role; nil.") { _ in .none }
        }
        surface.type("ButtonStyleConfiguration.Label", conformsTo: ["View"], doc: "A button's label, as a view.")
        surface.type("PrimitiveButtonStyleConfiguration", doc: "What a PrimitiveButtonStyle's makeBody(configuration:) is given.") { t in
            t.property("var label: PrimitiveButtonStyleConfiguration.Label { get }", role: .view, doc: "The button's label.") { value in
                ViewConstructors.view(try ButtonConfigurationValue.of(value).label)
            }
            t.property("var role: ButtonRole? { get }", role: .visual, doc: "The button's role; nil.") { _ in .none }
            t.method("func trigger()", role: .interaction, doc: "Runs the button's action.") { value, _ in
                try ButtonConfigurationValue.of(value).trigger?()
                return .none
            }
        }
        surface.type("PrimitiveButtonStyleConfiguration.Label", conformsTo: ["View"], doc: "A button's label, as a view.")
        surface.type("ButtonRole", doc: "What a button does (drawn only).") { t in
            // `close` and `confirm` are iOS 26's.
            for name in ["cancel", "destructive", "close", "confirm"] {
                t.constant("static let \(name): ButtonRole", role: .visual, doc: "The \(name) role.", .symbol(name))
            }
        }
    }

    /// What an app's `ToggleStyle` and `ProgressViewStyle` are given (the protocols and iOS's
    /// styles are `SwiftUIControlDecorationSurface`'s).
    private static func toggleConfiguration(_ surface: inout SurfaceBuilder) {
        surface.type("ToggleStyleConfiguration", .class, doc: "What a ToggleStyle's makeBody(configuration:) is given.") { t in
            t.property("var label: ToggleStyleConfiguration.Label { get }", role: .view, doc: "The toggle's label.") { value in
                ViewConstructors.view(try ToggleConfigurationValue.of(value).label)
            }
            t.property("var isOn: Bool { get set }", doc: "The toggle's binding: reading it reads the state, setting it sets it.",
                       get: { value in
                           if case .bool(let isOn) = try ToggleConfigurationValue.of(value).isOn.value { return .bool(isOn) }
                           return .bool(false)
                       },
                       set: { value, new in try ToggleConfigurationValue.of(value).isOn.set(.bool(try ValueReaders.bool(new, "isOn"))) })
            t.property("var isMixed: Bool { get }", role: .visual, doc: "Whether the toggle stands for several values at once; false.") { _ in .bool(false) }
        }
        surface.type("ToggleStyleConfiguration.Label", conformsTo: ["View"], doc: "A toggle's label, as a view.")
        surface.type("ProgressViewStyleConfiguration", doc: "What a ProgressViewStyle's makeBody(configuration:) is given.") { t in
            t.property("var fractionCompleted: Double? { get }", role: .layout, doc: "The fraction done, 0...1; nil for an indeterminate view.") { value in
                try ProgressConfigurationValue.of(value).fractionCompleted.map(Value.double) ?? .none
            }
            t.property("var label: ProgressViewStyleConfiguration.Label? { get }", role: .view, doc: "The view's label, if it has one.") { value in
                try ProgressConfigurationValue.of(value).label.map(ViewConstructors.view) ?? .none
            }
            t.property("var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel? { get }", role: .view,
                       doc: "The label of the current value, if the view has one.") { value in
                try ProgressConfigurationValue.of(value).currentValueLabel.map(ViewConstructors.view) ?? .none
            }
        }
        for part in ["Label", "CurrentValueLabel"] {
            surface.type("ProgressViewStyleConfiguration.\(part)", conformsTo: ["View"], doc: "A progress view's \(part == "Label" ? "label" : "current value's label"), as a view.")
        }
    }

    private static func labelStyles(_ surface: inout SurfaceBuilder) {
        surface.type("LabelStyle", .protocol, doc: "Which of a Label's title and icon it shows; an app's makeBody(configuration:) lays them out.")
        surface.type("LabelStyleConfiguration", doc: "What a LabelStyle's makeBody(configuration:) is given.") { t in
            t.property("var title: LabelStyleConfiguration.Title { get }", role: .view, doc: "The label's title, as a view.") { value in
                ViewConstructors.view(try LabelConfigurationValue.of(value).title)
            }
            t.property("var icon: LabelStyleConfiguration.Icon { get }", role: .view, doc: "The label's icon, as a view.") { value in
                ViewConstructors.view(try LabelConfigurationValue.of(value).icon)
            }
        }
        for part in ["Title", "Icon"] {
            surface.type("LabelStyleConfiguration.\(part)", conformsTo: ["View"], doc: "A label's \(part.lowercased()), as a view.")
        }
        let builtins = [("automatic", "DefaultLabelStyle", "The icon and the title, 8 pt apart."),
                        ("titleAndIcon", "TitleAndIconLabelStyle", "The icon and the title, 8 pt apart."),
                        ("iconOnly", "IconOnlyLabelStyle", "The icon alone."),
                        ("titleOnly", "TitleOnlyLabelStyle", "The title alone.")]
        surface.builtinStyles(builtins, conformingTo: "LabelStyle")
    }

    /// A style configuration made of views (`GroupBoxStyleConfiguration`'s `label` and
    /// `content`), each part a property and a nested view type (`GroupBoxStyleConfiguration.Label`).
    static func labeledConfiguration(_ surface: inout SurfaceBuilder, _ typeName: String, parts: [String], of control: String) {
        surface.type(typeName, doc: "What a style's makeBody(configuration:) is given for a \(control).") { t in
            for part in parts {
                let type = "\(typeName).\(part.prefix(1).uppercased() + part.dropFirst())"
                t.property("var \(part): \(type) { get }", role: .view, doc: "The \(control)'s \(part), as a view.") { value in
                    let configuration = try LabeledStyleConfigurationValue.of(value, typeName)
                    return ViewConstructors.view(part == "label" ? configuration.label : configuration.content)
                }
            }
        }
        for part in parts {
            let type = part.prefix(1).uppercased() + part.dropFirst()
            surface.type("\(typeName).\(type)", conformsTo: ["View"], doc: "A \(control)'s \(part), as a view.")
        }
    }
}
