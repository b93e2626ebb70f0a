import ScrollworkCore
import ScrollworkScene

/// How a `Picker` is laid out by the picker style in force (`pickerStyle` writes SwiftUI's
/// environment, as `buttonStyle` does, so a style given to a form reaches its pickers):
///
/// - `.segmented`: UISegmentedControl, 32 pt high (its intrinsic height since iOS 13) and
///   filling the width, one segment of equal width an option; the picker's title is not shown,
///   as on iOS. Each segment is a view whose id is its option's text (`tap "Dark"`); a tap
///   selects its option, writing the option's tag to the binding.
/// - `.wheel`: UIPickerView, 216 pt high (its default height) and filling the width, showing the
///   selected option's text at its centre; the title is not shown. Nothing spins it here.
/// - Any other style: a row of its title, then the selected option's text at the trailing edge,
///   as iOS lays a picker out in a `Form` (the style values that differ warn where they are named).
enum PickerViews {
    static let segmentedHeight = 32.0
    static let wheelHeight = 216.0

    static func picker(title: [ViewNode], options: [ViewNode], selection box: StateBox, runtime: SceneRuntime?) -> ViewNode {
        let selected = options.first { ControlViews.tag(of: $0) == ViewConversion.itemID(box.value) }
        let text = selected.flatMap(ControlViews.firstText) ?? ""
        switch runtime?.environment.value("pickerStyle", runtime: runtime) {
        case .symbol("segmented")?:
            guard let runtime else { break }
            return segmented(options: options, selection: box, runtime: runtime)
        case .symbol("wheel")?:
            return ViewNode.text(text)
                .modified(.flexibleFrame(FlexibleFrame(maxWidth: .infinity)))
                .modified(.frame(width: nil, height: wheelHeight, alignment: .center))
                .modified(.kindName("Picker"))
        default:
            break
        }
        return ControlViews.labeled(title, value: [.text(text)], kind: "Picker", in: runtime)
    }

    /// Whether a tag is of the selection's type: two cases of a framework's enum (`.forward`,
    /// `.reverse` of `SortOrder`), known only by their names, are taken to be.
    private static func isSameType(_ a: Value, _ b: Value) -> Bool {
        if case .symbol = a, case .symbol = b { return true }
        return a.typeName == b.typeName
    }

    private static func segmented(options: [ViewNode], selection box: StateBox, runtime: SceneRuntime) -> ViewNode {
        let segments = options.compactMap { option -> ViewNode? in
            guard let tag = ControlViews.tag(of: option) else { return nil }
            // The tag as the script wrote it (an enum case is kept by `tag`), else the id's value.
            let value = runtime.idValues[tag] ?? BuiltinTypes.value(tag)
            let select = runtime.register(.closure(Callable(name: "Picker", arity: 0) { _, _ in
                // A tag of another type than the selection's selects nothing, as in SwiftUI (a
                // `ForEach` row's implicit tag is its id, which a selection of the elements is not).
                if case .none = box.value { box.set(value) } else if isSameType(box.value, value) { box.set(value) }
                return .none
            }))
            let label = ControlViews.firstText(option) ?? Value.describe(value)
            return ViewNode(.shape(.rectangle))
                .modified(.frame(width: nil, height: segmentedHeight, alignment: .center))
                .modified(.onTapGesture(count: 1, action: select))
                .modified(.label(label))
                .modified(.id(.string(label)))
        }
        return ViewNode(.stack(StackNode(.horizontal, spacing: 0), children: segments)).modified(.kindName("Picker"))
    }
}
