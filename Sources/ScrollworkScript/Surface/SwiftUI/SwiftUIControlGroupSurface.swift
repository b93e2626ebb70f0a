import ScrollworkCore
import ScrollworkScene

/// `ColorPicker` and `ControlGroup`, laid out by `ControlViews`:
///
/// - A colour picker is a row like a `Toggle`'s: its label, then the colour well. Nothing picks
///   a colour here (a tap on iOS presents the system picker, which changes nothing until a
///   colour is chosen), so the selection changes only by code or `set`. Every title form
///   (`LocalizedStringKey`, `StringProtocol`, `LocalizedStringResource`) is a string here, and the
///   `Binding<CGColor>` overloads are these same entries: a binding's value type does not choose
///   an overload here, and both are laid out alike.
/// - A control group shows its controls side by side, each an equal share of the width, as
///   iOS's compact horizontal group does; its label names it in menus and toolbars' overflow,
///   so it is not shown. A tap on one of its buttons runs the button's action. A
///   `ControlGroupStyle` of the app's makes the view from `configuration.label` and `.content`.
enum SwiftUIControlGroupSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        func content(_ value: Value, _ a: SurfaceArguments) throws -> [ViewNode] {
            try ViewConstructors.content(value, range: a.range, in: a.context)
        }
        func titled(_ a: SurfaceArguments) -> [ViewNode] { [.text(ArgumentReader.string(a[0]))] }
        surface.type("ColorPicker", conformsTo: ["View"], doc: "A row: its label, then a 28 × 28 well of the selected colour.") { t in
            let doc = "A colour picker; nothing picks a colour here, so the selection changes only by code."
            t.initializer("init(_ titleKey: String, selection: Binding<Color>, supportsOpacity: Bool = true)", role: .view, doc: doc) { a in
                try picker(titled(a), a[1], a)
            }
            t.initializer("init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label)",
                          role: .view, doc: doc) { a in
                try picker(try content(a[2], a), a[0], a)
            }
        }
        surface.type("ControlGroup", conformsTo: ["View"], doc: "Its controls side by side, each an equal share of the width.") { t in
            let doc = "A group of controls side by side; the label is shown only in menus, not here."
            t.initializer("init(@ViewBuilder content: () -> Content)", role: .view, doc: doc) { a in
                try group(content(a[0], a), label: [], a)
            }
            t.initializer("init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)", role: .view, doc: doc) { a in
                try group(content(a[0], a), label: content(a[1], a), a)
            }
            t.initializer("init<C: View>(_ titleKey: String, @ViewBuilder content: () -> C)", role: .view, doc: doc) { a in
                try group(content(a[1], a), label: titled(a), a)
            }
            t.initializer("init<C: View>(_ titleKey: String, systemImage: String, @ViewBuilder content: () -> C)", role: .view, doc: doc) { a in
                try group(content(a[2], a), label: [try SwiftUIControlsSurface.styledLabel(title: titled(a), icon: [.image(systemName: ArgumentReader.string(a[1]))], a)], a)
            }
            t.initializer("init<C: View>(_ titleKey: String, image: ImageResource, @ViewBuilder content: () -> C)", role: .view, doc: doc) { a in
                try group(content(a[2], a), label: titled(a), a)
            }
            t.initializer("init(_ configuration: ControlGroupStyleConfiguration)", role: .view,
                          doc: "iOS's group of a style's configuration: its controls side by side.") { a in
                ViewConstructors.view(try ControlViews.controlGroup(try LabeledStyleConfigurationValue.of(a[0], "ControlGroupStyleConfiguration").contentViews))
            }
        }
        SwiftUIStylesSurface.labeledConfiguration(&surface, "ControlGroupStyleConfiguration", parts: ["label", "content"], of: "control group")
        let menu = "laid out as its controls side by side; iOS shows one button presenting them as a menu"
        SwiftUIControlDecorationSurface.styleFamily(&surface, "ControlGroupStyle", [
            ("automatic", "AutomaticControlGroupStyle", nil),
            ("navigation", "NavigationControlGroupStyle", "laid out as controls sharing the width; iOS shows borderless buttons at their own widths"),
            ("menu", "MenuControlGroupStyle", menu), ("compactMenu", "CompactMenuControlGroupStyle", menu),
            ("palette", "PaletteControlGroupStyle", nil)])
    }

    private static func picker(_ label: [ViewNode], _ selection: Value, _ a: SurfaceArguments) throws -> Value {
        guard case .host(let box as StateBox) = selection else { throw RuntimeFailure("ColorPicker needs a binding such as $color") }
        return ViewConstructors.view(ControlViews.colorPicker(label: label, selection: box.value, in: a.context?.runtime))
    }

    /// The group the environment's control group style makes: an app's style's body of its
    /// label and controls, else iOS's group.
    private static func group(_ controls: [ViewNode], label: [ViewNode], _ a: SurfaceArguments) throws -> Value {
        guard let styled = try ControlStyles.labeledStyleBody("controlGroupStyle", "ControlGroupStyleConfiguration", label: label, content: controls,
                                                              styleNoun: "control group style", runtime: a.context?.runtime, range: a.range) else {
            return ViewConstructors.view(try ControlViews.controlGroup(controls))
        }
        return ViewConstructors.view(styled.modified(.kindName("ControlGroup")))
    }
}
