import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// How `buttonStyle`, `controlSize` and `labelStyle` change the buttons and labels built where
/// they are in force (SwiftUI's environment, so a style given to a list reaches its rows).
///
/// - `.automatic`, `.plain`, `.borderless`: the label as it is (a button in a scroll view is
///   borderless on iOS).
/// - `.bordered`, `.borderedProminent`: the label padded by the control size's insets, the
///   content insets of UIKit's `UIButton.Configuration` at the matching size: 12 × 7 at
///   `.regular`, 20 × 14 at `.large` and `.extraLarge`, 10 × 4 at `.small`, 8 × 2 at `.mini`.
/// - A `ButtonStyle` of the script: its `makeBody(configuration:)` makes the label; a tap on the
///   button still runs the action. `configuration.isPressed` is false: the scene is built with
///   no finger down. A `PrimitiveButtonStyle`'s body is the button; `configuration.trigger()`
///   runs the action.
/// - A `ToggleStyle` of the script: its `makeBody(configuration:)` makes the whole toggle;
///   `configuration.isOn` reads and writes the toggle's binding.
/// - A `ProgressViewStyle` of the script: its `makeBody(configuration:)` makes the view from
///   `configuration.fractionCompleted` and `configuration.label`.
/// - A `GroupBoxStyle`, `ControlGroupStyle` or `FormStyle` of the script: its
///   `makeBody(configuration:)` makes the view from `configuration.label` and `.content`.
/// - A `MenuStyle` of the script: its `makeBody(configuration:)` makes the view; `Menu(configuration)`
///   in it is the menu as built, its items presented by a tap.
/// - A `TextFieldStyle` of the script: its `_body(configuration:)` makes the view of the field
///   it is given (`configuration.padding()…`).
/// - `labelStyle(.iconOnly)` / `.titleOnly`: the icon or the title alone; `.titleAndIcon` and
///   `.automatic`: both, 8 pt apart.
enum ControlStyles {
    /// A button marked styled, so a style further out does not style it again (the innermost wins).
    private static let styledMark = ViewModifier.kindName("Button")

    static func borderedInsets(_ size: String) -> EdgeInsets {
        let (horizontal, vertical): (Double, Double)
        switch size {
        case "mini": (horizontal, vertical) = (8, 2)
        case "small": (horizontal, vertical) = (10, 4)
        case "large", "extraLarge": (horizontal, vertical) = (20, 14)
        default: (horizontal, vertical) = (12, 7)
        }
        return EdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    /// A button as the environment styles it.
    static func button(label: [ViewNode], action token: ActionToken, in environment: SceneEnvironment,
                       runtime: SceneRuntime, range: SourceRange) throws -> ViewNode {
        let style = environment.value("buttonStyle", runtime: runtime)
        if case .none = style { return .button(action: token, label: label) }
        let size = environment.value("controlSize", runtime: runtime)
        let labelNode = ViewNode.one(of: label)
        let styled: ViewNode
        switch style {
        case .symbol("bordered"), .symbol("borderedProminent"), .symbol("glass"), .symbol("glassProminent"):
            let sizeName: String
            if case .symbol(let name) = size { sizeName = name } else { sizeName = "regular" }
            styled = labelNode.modified(.padding(borderedInsets(sizeName)))
        case .symbol:
            styled = labelNode
        case _ where PlaceholderValue.of(style) != nil:
            // A style of a file not loaded (`.roundedAndShadow`, warned where it is named): the label as it is.
            styled = labelNode
        default:
            styled = try makeBody(style, label: labelNode, token: token, runtime: runtime, range: range)
        }
        return ViewNode.button(action: token, label: [styled]).modified(styledMark)
    }

    /// Runs a script style's `makeBody(configuration:)` on a button's label.
    private static func makeBody(_ style: Value, label: ViewNode, token: ActionToken, runtime: SceneRuntime,
                                 range: SourceRange) throws -> ViewNode {
        var isPrimitive = false
        if case .record(let type, _) = style { isPrimitive = type.type.conforms(to: "PrimitiveButtonStyle") }
        let trigger: (() throws -> Void)? = isPrimitive ? { [weak runtime] in
            if let runtime, case .closure(let action)? = runtime.action(token) { _ = try action.call([], in: runtime) }
        } : nil
        let configuration = ButtonConfigurationValue(
            label: label, isPressed: false, trigger: trigger,
            typeName: isPrimitive ? "PrimitiveButtonStyleConfiguration" : "ButtonStyleConfiguration")
        return try styleBody(style, key: "buttonStyle", configuration: configuration, styleNoun: "button style", runtime: runtime, range: range)
    }

    /// The view a script style in force under the environment's `key` makes of a control's
    /// configuration with its `makeBody(configuration:)` (a `ButtonStyle`'s, a `GaugeStyle`'s).
    static func styleBody(_ style: Value, key: String, configuration: HostObject, styleNoun: String, runtime: SceneRuntime,
                          range: SourceRange) throws -> ViewNode {
        try styleBody(style, key: key, method: "makeBody", configuration: .host(configuration), styleNoun: styleNoun,
                      runtime: runtime, range: range)
    }

    /// The view an app's own style in force under the environment's `key` makes of
    /// `configuration` with its `method(configuration:)`; nil under a built-in style or none,
    /// where the control keeps iOS's look.
    static func appStyleBody(_ key: String, method: String = "makeBody", configuration: () -> Value, styleNoun: String,
                             runtime: SceneRuntime?, range: SourceRange) throws -> ViewNode? {
        guard let runtime else { return nil }
        let style = runtime.environment.value(key, runtime: runtime)
        guard case .record = style else { return nil }
        return try styleBody(style, key: key, method: method, configuration: configuration(), styleNoun: styleNoun, runtime: runtime,
                             range: range)
    }

    /// The view an app's style in force under `key` makes of a label and a content (a group
    /// box's, a control group's, a form's, with no label); nil under iOS's style.
    static func labeledStyleBody(_ key: String, _ typeName: String, label: [ViewNode], content: [ViewNode], styleNoun: String,
                                 runtime: SceneRuntime?, range: SourceRange) throws -> ViewNode? {
        try appStyleBody(key, configuration: { .host(LabeledStyleConfigurationValue(typeName, label: label, content: content)) },
                         styleNoun: styleNoun, runtime: runtime, range: range)
    }

    /// A text field as the environment's text field style makes it: what an app's style's
    /// `_body(configuration:)` makes of the field (the configuration is the field itself).
    static func textField(_ field: ViewNode, runtime: SceneRuntime?, range: SourceRange) throws -> ViewNode {
        try appStyleBody("textFieldStyle", method: "_body", configuration: { ViewConstructors.view(field) }, styleNoun: "text field style",
                         runtime: runtime, range: range) ?? field
    }

    /// The view a style's `method(configuration:)` makes of `configuration`, built where the
    /// style under `key` is no longer in force: a toggle inside a toggle style's body is styled
    /// by the next style out (iOS's, with none), not by the same style again.
    private static func styleBody(_ style: Value, key: String, method: String, configuration: Value, styleNoun: String,
                                  runtime: SceneRuntime, range: SourceRange) throws -> ViewNode {
        guard case .record(let type, let values) = style,
              let body = type.type.methods(named: method)?.first(where: { $0.labels == ["configuration"] }) else {
            throw RuntimeFailure("'\(style.typeName)' is not a \(styleNoun): it has no '\(method)(configuration:)'")
        }
        // The style is a place in the tree under the view building the control, as a modifier
        // is: its `@State` is kept across evaluations, and so is that of the views it builds.
        let level = runtime.childLevel(type.name)
        let fields = try ViewConversion.ownedFields(type.type, values, runtime: runtime, level: level)
        let frame = Frame(size: body.frameSize, parent: nil, context: runtime)
        frame.slots[0] = .record(type, fields)
        frame.slots[body.parameterSlots[0]] = configuration
        return try runtime.withEnvironment(runtime.environment.droppingInnermost(key)) {
            try runtime.within(level) {
                try ViewConversion.node(try body.run(frame, machine: runtime.machine, at: range), range: range, in: runtime)
            }
        }
    }

    /// A toggle as the environment's toggle style makes it: what an app's style's
    /// `makeBody(configuration:)` makes of its label and binding, else iOS's switch row.
    static func toggle(label: [ViewNode], isOn box: StateBox, runtime: SceneRuntime, range: SourceRange) throws -> ViewNode {
        try appStyleBody("toggleStyle", configuration: { .host(ToggleConfigurationValue(label: label, isOn: box)) }, styleNoun: "toggle style",
                         runtime: runtime, range: range)?.modified(.kindName("Toggle"))
            ?? ControlViews.toggle(label: label, isOn: box, runtime: runtime)
    }

    /// A progress view as the environment's progress view style makes it: what an app's
    /// style's `makeBody(configuration:)` makes of its fraction and labels, else iOS's (which
    /// draws the current value's label only).
    static func progress(fraction: Double?, label: [ViewNode]?, currentValueLabel: [ViewNode]? = nil, runtime: SceneRuntime?,
                         range: SourceRange) throws -> ViewNode {
        try appStyleBody("progressViewStyle", configuration: {
            .host(ProgressConfigurationValue(fractionCompleted: fraction, label: label, currentValueLabel: currentValueLabel))
        }, styleNoun: "progress view style", runtime: runtime, range: range)?.modified(.kindName("ProgressView"))
            ?? ControlViews.progress(fraction: fraction, label: label)
    }

    /// A label as the environment's label style shows it: a built-in style's parts, or what an
    /// app's style's `makeBody(configuration:)` makes of them.
    static func label(title: [ViewNode], icon: [ViewNode], in environment: SceneEnvironment, runtime: SceneRuntime?,
                      range: SourceRange) throws -> ViewNode {
        let style = environment.value("labelStyle", runtime: runtime)
        if case .record = style, let runtime {
            return try styleBody(style, key: "labelStyle", configuration: LabelConfigurationValue(title: title, icon: icon), styleNoun: "label style",
                                 runtime: runtime, range: range)
        }
        switch style {
        case .symbol("iconOnly"): return ControlViews.label(title: [], icon: icon)
        case .symbol("titleOnly"): return ControlViews.label(title: title, icon: [])
        default: return ControlViews.label(title: title, icon: icon)
        }
    }

    /// Styles the buttons of a view built before its style was known (a `ViewModifier`'s
    /// `content`): those not styled yet, down the tree, and the rows of its `ForEach`s as they are
    /// made; under `labelsHidden()`, drops the labels of its controls' rows.
    static func restyle(_ node: inout ViewNode, in environment: SceneEnvironment, range: SourceRange, runtime: SceneRuntime?,
                        depth: Int = 0) throws {
        guard depth < 200, let runtime else { return }
        switch node.content {
        case .button(let label, let token):
            guard !node.modifiers.contains(where: { if case .kindName("Button") = $0 { return true } else { return false } }) else { return }
            let styled = try button(label: label, action: token, in: environment, runtime: runtime, range: range)
            node = ViewNode(styled.content, modifiers: styled.modifiers + node.modifiers)
        case .scrollView(let axes, var children):
            try restyle(&children, environment, range, runtime, depth)
            node.content = .scrollView(axes: axes, children: children)
        case .stack:
            if ControlViews.labelsHidden(in: environment, runtime: runtime) { node = ControlViews.hidingLabel(node) }
            guard case .stack(let stack, var children) = node.content else { return }
            try restyle(&children, environment, range, runtime, depth)
            node.content = .stack(stack, children: children)
        case .grid(let grid, var children):
            try restyle(&children, environment, range, runtime, depth)
            node.content = .grid(grid, children: children)
        case .group(var children):
            try restyle(&children, environment, range, runtime, depth)
            node.content = .group(children)
        case .section(var section):
            try restyle(&section.header, environment, range, runtime, depth)
            try restyle(&section.content, environment, range, runtime, depth)
            try restyle(&section.footer, environment, range, runtime, depth)
            node.content = .section(section)
        case .forEach(var forEach):
            let row = forEach.row
            forEach.row = { index in
                var made = try row(index)
                try restyle(&made, in: environment, range: range, runtime: runtime, depth: depth + 1)
                return made
            }
            node.content = .forEach(forEach)
        default:
            return
        }
    }

    private static func restyle(_ nodes: inout [ViewNode], _ environment: SceneEnvironment, _ range: SourceRange,
                                _ runtime: SceneRuntime, _ depth: Int) throws {
        for index in nodes.indices { try restyle(&nodes[index], in: environment, range: range, runtime: runtime, depth: depth + 1) }
    }
}
