import Foundation
import ScrollworkCore
import ScrollworkScene

/// The SwiftUI views scrollwork builds from simpler ones (docs/SEMANTICS.md,
/// "Views built from simpler ones"): lists and forms as scroll views of rows, labels, dividers and
/// sized controls. Each keeps its SwiftUI name for listings (`kindName`). The sizes are choices,
/// listed in the README:
///
/// - `List` and `Form`: a vertical scroll view of rows in a lazy stack with no spacing; a row is
///   at least 44 pt high (UIKit's minimum row height), fills the width with 20 pt leading and
///   trailing padding, and is leading-aligned; section headers and footers are rows at least
///   28 pt high. No inset-grouped margins, rounded sections, separators or pinned headers.
///   `listRowInsets(_:)` on a row (or on the `ForEach`, `Group` or `Section` around it) puts
///   its content at those insets instead of the 20 pt margins; the row is still at least as
///   high as the minimum, its content centred in what the insets leave.
/// - `Toggle`: its label, then a 51 × 31 switch at the trailing edge (UISwitch's size); a tap
///   on the switch flips the binding.
/// - `Stepper`: its label, then a 94 × 32 control at the trailing edge (UIStepper's size), its
///   left half − and its right half +.
/// - `ColorPicker`: its label, then a 28 × 28 circular colour well at the trailing edge (our
///   choice: Apple documents no size for the well).
/// - `ControlGroup`: its controls side by side with no spacing, each offered an equal share of
///   the width (iOS's compact horizontal group).
/// - `TextField`: one line (20 pt) filling the width, showing its text or its prompt; a
///   `SecureField` the same, with a dot for each character. `TextEditor`: its text wrapped, in
///   all the space offered.
/// - `Slider`: 30 pt high, filling the width, its bounds' labels (if any) beside it.
///   `ProgressView()`: a 20 × 20 spinner (UIKit's medium activity indicator); with a value, a
///   4 pt bar filling the width.
/// - `Picker`: as `PickerViews` lays it out by its style.
/// - `LabeledContent`: a row filling the width, its label then its value at the trailing edge, as
///   in a `Form` (the value's secondary colour is drawn only).
enum ControlViews {
    static let rowMinHeight = 44.0
    static let sectionRowMinHeight = 28.0
    static let rowPadding = 20.0
    static let switchSize = Size(width: 51, height: 31)
    static let stepperSize = Size(width: 94, height: 32)
    static let colorWellSide = 28.0
    static let sliderHeight = 30.0
    static let spinnerSide = 20.0
    static let progressBarHeight = 4.0

    /// `List { … }`, `Form { … }`: a scroll view of rows.
    static func list(_ content: [ViewNode], kind: String, in context: ScriptContext?) -> ViewNode {
        let stack = ViewNode(.stack(StackNode(.vertical, alignment: .leading, spacing: 0, isLazy: true), children: rows(content)))
        var node = ViewNode.scrollView(.vertical, [stack]).modified(.kindName(kind))
        if let declaring = context?.runtime?.currentViewType { node = node.modified(.declaredIn(declaring)) }
        return node
    }

    /// `listRowSpacing(_:)`: the lists in `node` (it, or those its stacks and groups hold) with
    /// `spacing` between their rows.
    static func spacingRows(_ node: ViewNode, _ spacing: Double) -> ViewNode {
        var changed = node
        switch node.content {
        case .scrollView(let axes, let children) where children.count == 1 && node.modifiers.contains(where: isList):
            guard case .stack(var stack, let rows) = children[0].content, stack.isLazy else { return node }
            stack.spacing = spacing
            changed.content = .scrollView(axes: axes, children: [ViewNode(.stack(stack, children: rows), modifiers: children[0].modifiers)])
        case .scrollView(let axes, let children):
            changed.content = .scrollView(axes: axes, children: children.map { spacingRows($0, spacing) })
        case .stack(let stack, let children):
            changed.content = .stack(stack, children: children.map { spacingRows($0, spacing) })
        case .group(let children):
            changed.content = .group(children.map { spacingRows($0, spacing) })
        default:
            break
        }
        return changed
    }

    private static func isList(_ modifier: ViewModifier) -> Bool {
        if case .kindName("List") = modifier { return true }
        return false
    }

    /// Every view of a list's content as a row; sections' headers and footers as section rows.
    /// Modifiers on a `ForEach` or `Group` apply to each of its views, so a `ForEach` of a
    /// million rows gets its row style once; `inherited` is the `listRowInsets` of the
    /// `ForEach`, `Group` or `Section` around the views, which a row's own replaces.
    private static func rows(_ nodes: [ViewNode], inherited: EdgeInsets? = nil) -> [ViewNode] {
        nodes.map { node in
            let insets = rowInsets(of: node) ?? inherited
            switch node.content {
            case .group(let children):
                return ViewNode(.group(rows(children, inherited: insets)), modifiers: node.modifiers)
            case .section(var section):
                section.header = section.header.map { row(inset($0, inherited: nil), minHeight: sectionRowMinHeight) }
                section.footer = section.footer.map { row(inset($0, inherited: nil), minHeight: sectionRowMinHeight) }
                section.content = rows(section.content, inherited: insets)
                return ViewNode(.section(section), modifiers: node.modifiers)
            case .empty:
                return node
            case .forEach(var forEach):
                // A row's own insets are known only once the row is made.
                let made = forEach.row
                forEach.row = { inset(try made($0), inherited: insets) }
                return row(ViewNode(.forEach(forEach), modifiers: node.modifiers), minHeight: rowMinHeight)
            default:
                return row(inset(node, inherited: inherited), minHeight: rowMinHeight)
            }
        }
    }

    /// The margins of a row's content in its cell when no `listRowInsets` says otherwise.
    static let rowMargins = EdgeInsets(top: 0, leading: rowPadding, bottom: 0, trailing: rowPadding)

    /// The insets the view's innermost `listRowInsets` gives (`rowMargins` for nil), or nil where it has none.
    private static func rowInsets(of node: ViewNode) -> EdgeInsets? {
        for modifier in node.modifiers {
            if case .listRowInsets(let insets) = modifier { return insets ?? rowMargins }
        }
        return nil
    }

    /// A row's content at its insets: inside the row style's margins (`row`, on a `ForEach` once
    /// for all its rows), a padding of the insets less the margins, negative where they are
    /// smaller, as SwiftUI pads by negative lengths. The row is then the content plus the insets,
    /// at least the minimum height, as iOS sizes a cell. A group's views are rows each.
    private static func inset(_ node: ViewNode, inherited: EdgeInsets?) -> ViewNode {
        let insets = rowInsets(of: node) ?? inherited
        if case .group(let children) = node.content {
            return ViewNode(.group(children.map { inset($0, inherited: insets) }), modifiers: node.modifiers)
        }
        guard let insets, insets != rowMargins else { return node }
        return node.modified(.padding(EdgeInsets(top: insets.top - rowMargins.top, leading: insets.leading - rowMargins.leading,
                                                 bottom: insets.bottom - rowMargins.bottom,
                                                 trailing: insets.trailing - rowMargins.trailing)))
    }

    static func row(_ node: ViewNode, minHeight: Double) -> ViewNode {
        node.modified(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, minHeight: minHeight, alignment: .leading)))
            .modified(.padding(rowMargins))
            .modified(.listCell)
    }

    /// `Label(title, systemImage:)`: the icon, then the title, 8 pt apart.
    static func label(title: [ViewNode], icon: [ViewNode]) -> ViewNode {
        ViewNode(.stack(StackNode(.horizontal), children: icon + title)).modified(.kindName("Label"))
    }

    /// `Toggle`: the label, a spacer, and the switch that flips the binding when tapped.
    static func toggle(label: [ViewNode], isOn box: StateBox, runtime: SceneRuntime) -> ViewNode {
        // Held strongly: a binding to an object's property (`$item.done` of `@Bindable`) is made for
        // this view alone, and the action is dropped at the next evaluation (a box's owner is weak).
        let flip = Callable(name: "Toggle", arity: 0) { _, _ in
            if case .bool(let isOn) = box.value { box.set(.bool(!isOn)) } else { box.set(.bool(true)) }
            return .none
        }
        let token = runtime.register(.closure(flip))
        let isOn: Bool
        if case .bool(let value) = box.value { isOn = value } else { isOn = false }
        let knob = ViewNode(.shape(.capsule))
            .modified(.frame(width: switchSize.width, height: switchSize.height, alignment: .center))
            .modified(.onTapGesture(count: 1, action: token))
            .modified(.label(isOn ? "on" : "off"))
            .modified(.kindName("Toggle"))
        return labeled(label, value: [knob], kind: "Toggle", in: runtime)
    }

    /// `TextField`: one line filling the width, showing the text or, when empty, the prompt; a
    /// `SecureField` shows a dot for each character instead.
    static func textField(text: String, prompt: String, kind: String = "TextField") -> ViewNode {
        let shown = kind == "SecureField" ? String(repeating: "•", count: text.count) : text
        return ViewNode.text(shown.isEmpty ? prompt : shown)
            .modified(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading)))
            .modified(.kindName(kind))
    }

    /// `TextEditor`: its text, wrapped, in all the space offered (its text's height where the
    /// height is not bounded, as in a scroll view).
    static func textEditor(text: String) -> ViewNode {
        ViewNode.text(text)
            .modified(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)))
            .modified(.kindName("TextEditor"))
    }

    /// `Slider`: a track filling the width, 30 pt high; with value labels, the minimum's
    /// before it and the maximum's after it, at a stack's default spacing (our choice: Apple
    /// documents no spacing for them).
    static func slider(label: String, valueLabels: (minimum: ViewNode, maximum: ViewNode)? = nil) -> ViewNode {
        let track = ViewNode(.shape(.capsule))
            .modified(.frame(width: nil, height: sliderHeight, alignment: .center))
        guard let valueLabels else { return track.modified(.label(label)).modified(.kindName("Slider")) }
        return ViewNode(.stack(StackNode(.horizontal), children: [valueLabels.minimum, track, valueLabels.maximum]))
            .modified(.label(label))
            .modified(.kindName("Slider"))
    }

    /// `ProgressView`: a spinner with its label below, or a bar filling the width for a value
    /// with its label above, as iOS's circular and linear styles draw them.
    static func progress(fraction: Double?, label: [ViewNode]?) -> ViewNode {
        let indicator: ViewNode
        if let fraction {
            indicator = ViewNode(.shape(.capsule))
                .modified(.frame(width: nil, height: progressBarHeight, alignment: .center))
                .modified(.label(String(format: "%.0f%%", min(max(fraction, 0), 1) * 100)))
        } else {
            indicator = ViewNode(.shape(.circle)).modified(.frame(width: spinnerSide, height: spinnerSide, alignment: .center))
        }
        guard let label else { return indicator.modified(.kindName("ProgressView")) }
        let title = ViewNode(.group(label))
        return ViewNode.vStack(fraction == nil ? [indicator, title] : [title, indicator]).modified(.kindName("ProgressView"))
    }

    /// The row iOS makes of a label and a value (a `Picker`, a `DatePicker`, a `LabeledContent`):
    /// the label at the leading edge, the value at the trailing edge, filling the width. Under
    /// `labelsHidden()` the value alone, at its own size (Apple's example centres a hidden-label
    /// toggle's switch in a `VStack`). The label is kept as one group, so a row built before the
    /// modifier was known (a `ViewModifier`'s `content`) can drop it (`hidingLabel`).
    static func labeled(_ label: [ViewNode], value: [ViewNode], kind: String, in runtime: SceneRuntime?) -> ViewNode {
        let row = ViewNode(.stack(StackNode(.horizontal), children: [ViewNode(.group(label)), .spacer()] + value)).modified(.kindName(kind))
        guard let runtime, labelsHidden(in: runtime.environment, runtime: runtime) else { return row }
        return hidingLabel(row)
    }

    /// The environment value `labelsHidden()` writes (through `BodyChecker.styleChain`).
    static let labelsHiddenKey = "labelsHidden"

    static func labelsHidden(in environment: SceneEnvironment, runtime: SceneRuntime?) -> Bool {
        if case .bool(true) = environment.value(labelsHiddenKey, runtime: runtime) { return true }
        return false
    }

    /// A row `labeled` made, without its label and the spacer after it; any other view as it is.
    static func hidingLabel(_ node: ViewNode) -> ViewNode {
        guard case .stack(let stack, let children) = node.content, children.count >= 2,
              case .group = children[0].content, case .spacer = children[1].content,
              node.modifiers.contains(where: { if case .kindName(let kind) = $0 { return labeledKinds.contains(kind) } else { return false } })
        else { return node }
        return ViewNode(.stack(stack, children: Array(children.dropFirst(2))), modifiers: node.modifiers)
    }

    /// The views `labeled` lays out.
    private static let labeledKinds: Set<String> = ["Toggle", "Stepper", "Picker", "DatePicker", "ColorPicker", "LabeledContent"]

    /// `Stepper`: the label, a spacer, and the − and + halves of the control (UIStepper's
    /// 94 × 32), each running its action when tapped.
    static func stepper(label: [ViewNode], decrement: ActionToken, increment: ActionToken, runtime: SceneRuntime) -> ViewNode {
        func half(_ sign: String, _ action: ActionToken) -> ViewNode {
            ViewNode(.shape(.rectangle))
                .modified(.frame(width: stepperSize.width / 2, height: stepperSize.height, alignment: .center))
                .modified(.onTapGesture(count: 1, action: action))
                .modified(.label(sign))
        }
        let control = ViewNode(.stack(StackNode(.horizontal, spacing: 0), children: [half("−", decrement), half("+", increment)]))
        return labeled(label, value: [control], kind: "Stepper", in: runtime)
    }

    /// `ColorPicker`: the label, a spacer, and the well showing the selected colour. A tap on
    /// the well would present the system picker, which changes nothing until a colour is
    /// picked; nothing picks one here, so the well has no action.
    static func colorPicker(label: [ViewNode], selection: Value, in runtime: SceneRuntime?) -> ViewNode {
        let well = ViewNode(.shape(.circle))
            .modified(.frame(width: colorWellSide, height: colorWellSide, alignment: .center))
            .modified(.label(Value.describe(selection)))
        return labeled(label, value: [well], kind: "ColorPicker", in: runtime)
    }

    /// `ControlGroup`: its controls (a `ForEach`'s rows each one) in a row with no spacing,
    /// each as wide as it may be, so a stack gives each an equal share of the width. A button's
    /// label is what widens, so the whole share is the button and takes its taps, as a
    /// segment of iOS's group does.
    static func controlGroup(_ content: [ViewNode]) throws -> ViewNode {
        let fill = ViewModifier.flexibleFrame(FlexibleFrame(maxWidth: .infinity))
        let controls = try expanded(content).map { control in
            guard case .button(let label, let action) = control.content else { return control.modified(fill) }
            let widened = (label.count == 1 ? label[0] : ViewNode.vStack(label)).modified(fill)
            return ViewNode(.button(label: [widened], action: action), modifiers: control.modifiers)
        }
        return ViewNode(.stack(StackNode(.horizontal, spacing: 0), children: controls)).modified(.kindName("ControlGroup"))
    }

    /// The most views `expanded` makes: pages and options are evaluated up front.
    static let expansionLimit = 1_000

    /// The views of a builder's content with `Group`s and `ForEach`es opened (rows evaluated);
    /// a `ForEach` row without a `tag` is tagged with its id, as SwiftUI's selection reads it.
    static func expanded(_ nodes: [ViewNode]) throws -> [ViewNode] {
        var result = [ViewNode]()
        var pending = nodes.reversed().map { ($0, [ViewModifier]()) }
        while let (node, inherited) = pending.popLast() {
            switch node.content {
            case .group(let children):
                pending.append(contentsOf: children.reversed().map { ($0, node.modifiers + inherited) })
            case .forEach(let forEach):
                guard forEach.count <= expansionLimit else {
                    throw RuntimeFailure("a TabView, Picker, Menu or dialog holds at most \(expansionLimit) views in scrollwork, not \(forEach.count)")
                }
                for index in (0..<forEach.count).reversed() {
                    var row = try forEach.row(index)
                    if tag(of: row) == nil { row = row.modified(.tag(forEach.id(at: index))) }
                    pending.append((row, node.modifiers + inherited))
                }
            case .empty:
                continue
            default:
                var view = node
                view.modifiers += inherited
                result.append(view)
            }
            guard result.count <= expansionLimit else {
                throw RuntimeFailure("a TabView, Picker, Menu or dialog holds at most \(expansionLimit) views in scrollwork")
            }
        }
        return result
    }

    /// The `tag` written on a view, if any.
    static func tag(of node: ViewNode) -> ItemID? {
        for modifier in node.modifiers.reversed() {
            if case .tag(let tag) = modifier { return tag }
        }
        return nil
    }

    /// The first text in a view, looking through stacks and groups.
    static func firstText(_ node: ViewNode) -> String? {
        var pending = [node]
        while !pending.isEmpty {
            let current = pending.removeFirst()
            switch current.content {
            case .text(let string): return string
            case .stack(_, let children), .group(let children), .button(let children, _): pending.append(contentsOf: children)
            default: break
            }
        }
        return nil
    }

    /// `AsyncImage`'s placeholder when none is given: a grey box taking the size it is offered.
    static func imagePlaceholder() -> ViewNode {
        ViewNode(.color("secondary")).modified(.kindName("AsyncImage"))
    }
}
