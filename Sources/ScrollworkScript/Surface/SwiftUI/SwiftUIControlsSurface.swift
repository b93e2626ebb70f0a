import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// Labels, dividers, remote images and controls (docs/SEMANTICS.md,
/// "Views built from simpler ones"): sized as `ControlViews` lists; a tap on a `Toggle`'s switch
/// flips its binding.
enum SwiftUIControlsSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        let view = ViewConstructors.view
        func content(_ value: Value, _ a: SurfaceArguments) throws -> [ViewNode] {
            try ViewConstructors.content(value, range: a.range, in: a.context)
        }
        surface.type("Label", conformsTo: ["View"], doc: "An icon and a title side by side, 8 pt apart.") { t in
            t.initializer("init(_ title: String, systemImage name: String)", role: .view, doc: "A title with an SF Symbol.") { a in
                view(try styledLabel(title: [.text(ArgumentReader.string(a[0]))], icon: [.image(systemName: ArgumentReader.string(a[1]))], a))
            }
            t.initializer("init(_ title: String, image name: String)", role: .view, doc: "A title with an image.") { a in
                view(try styledLabel(title: [.text(ArgumentReader.string(a[0]))], icon: [.image(systemName: ArgumentReader.string(a[1]))], a))
            }
            t.initializer("init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon)", role: .view,
                          doc: "A title view with an icon view.") { a in
                view(try styledLabel(title: try content(a[0], a), icon: try content(a[1], a), a))
            }
            // Inside a style's makeBody: the label the style is given, as the style outside it
            // shows it; only one label style is kept, so that is the automatic one.
            t.initializer("init(_ configuration: LabelStyleConfiguration)", role: .view,
                          doc: "The styled label's title and icon, as the automatic style shows them (icon, then title, 8 pt apart).") { a in
                let configuration = try LabelConfigurationValue.of(a[0])
                return view(ControlViews.label(title: [configuration.title], icon: [configuration.icon]))
            }
        }
        navigationLinks(&surface)
        surface.type("Divider", conformsTo: ["View"], doc: "A 1 pt line across the stack it is in.") { t in
            t.initializer("init()", role: .view, doc: "A divider.") { _ in view(ViewNode(.divider)) }
        }
        surface.type("AsyncImage", conformsTo: ["View"], doc: "A remote image, shown as its placeholder (nothing is fetched).") { t in
            t.initializer("init(url: URL?, scale: CGFloat = 1)", role: .view,
                          doc: "A grey placeholder taking the size it is offered.") { _ in view(ControlViews.imagePlaceholder()) }
            t.initializer("init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P)",
                          role: .view, doc: "The placeholder view, sized as it sizes itself.") { a in
                let placeholder = try content(a[3], a)
                let node = ViewNode.one(of: placeholder)
                return view(node.modified(.kindName("AsyncImage")))
            }
            t.initializer("init<Content: View>(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content)",
                          role: .view, doc: "The content for the .empty phase: nothing is fetched.") { a in
                let made = try content(.function(Callable(name: "AsyncImage", arity: 0) { _, context in
                    try ValueReaders.closure(a[3], "content").call([.symbol("empty")], in: context)
                }), a)
                return view(ViewNode.one(of: made).modified(.kindName("AsyncImage")))
            }
        }
        controls(&surface)
        progress(&surface)
    }

    /// A label as the `labelStyle` in force shows it.
    static func styledLabel(title: [ViewNode], icon: [ViewNode], _ a: SurfaceArguments) throws -> ViewNode {
        let runtime = a.context?.runtime
        return try ControlStyles.label(title: title, icon: icon, in: runtime?.environment ?? SceneEnvironment(), runtime: runtime, range: a.range)
    }

    /// iOS 16's toggles of a collection (`Toggle("All", sources: $lists, isOn: \.isSubscribed)`):
    /// on when every element's flag is, and a tap sets them all to the other state, as SwiftUI
    /// does (a mixed collection, drawn with a dash on iOS, is off here and a tap turns it all on).
    private static func collectionToggles(_ t: inout SurfaceTypeBuilder) {
        func toggle(_ a: SurfaceArguments, label: [ViewNode], sources: Int) throws -> Value {
            ViewConstructors.view(try ControlStyles.toggle(label: label, isOn: try allOf(a[sources], a[sources + 1], a),
                                                           runtime: try a.context.requiredRuntime(), range: a.range))
        }
        let doc = "A switch on when every element's flag is; a tap sets them all."
        t.initializer("init<C>(_ titleKey: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) where C : RandomAccessCollection",
                      role: .interaction, doc: doc) { a in try toggle(a, label: [.text(ArgumentReader.string(a[0]))], sources: 1) }
        t.initializer("init<C>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label) where C : RandomAccessCollection",
                      role: .interaction, doc: doc) { a in
            try toggle(a, label: try ViewConstructors.content(a[2], range: a.range, in: a.context), sources: 0)
        }
        t.initializer("init<C>(_ titleKey: String, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) where C : RandomAccessCollection",
                      role: .interaction, doc: doc) { a in
            try toggle(a, label: [try styledLabel(title: [.text(ArgumentReader.string(a[0]))], icon: [.image(systemName: ArgumentReader.string(a[1]))], a)],
                       sources: 2)
        }
    }

    /// A binding to whether every element of the bound collection has its flag on; setting it sets every flag.
    private static func allOf(_ sources: Value, _ flag: Value, _ a: SurfaceArguments) throws -> StateBox {
        let collection = try binding(sources, "Toggle(sources:isOn:)")
        guard case .keyPath(let path) = flag else { throw RuntimeFailure(RuntimeMessages.typeMismatch("KeyPath", flag)) }
        let get = Callable(name: "get", arity: 0) { _, context in
            guard case .array(let items) = collection.value, !items.isEmpty else { return .bool(false) }
            return .bool(try items.allSatisfy { Value.equal(StateBox.unwrap(try path.apply(to: $0, in: context)), .bool(true)) })
        }
        let set = Callable(name: "set", arity: 1) { values, context in
            guard case .array(var items) = collection.value else { return .none }
            for index in items.indices { try path.write(values[0], into: &items[index], in: context) }
            collection.set(.array(items))
            return .none
        }
        return StateBox(name: collection.name, get: get, set: set, owner: collection.owner, context: a.context)
    }

    private static func binding(_ value: Value, _ what: String) throws -> StateBox {
        guard case .host(let box as StateBox) = value else { throw RuntimeFailure("\(what) needs a binding such as $value") }
        return box
    }

    /// The ways apps make a text field: a title, a prompt, the callbacks of before iOS 15, a
    /// field that grows along an axis, a label view. Nothing types into a field here, so the
    /// callbacks never run (a caveat says so) and a vertical field shows its text wrapped, as it grows.
    private static func textFields(_ t: inout SurfaceTypeBuilder) {
        let typing = "typing into a field is not simulated: onEditingChanged and onCommit never run"
        /// The field of `a[1]`'s text, showing the prompt's text or else the title `a[0]` when empty.
        func field(_ a: SurfaceArguments, prompt: Value? = nil) throws -> Value {
            try SwiftUITextEntrySurface.field(a, kind: "TextField", text: a[1], prompt: prompt, title: ArgumentReader.string(a[0]))
        }
        SwiftUITextEntrySurface.fieldInitializers(&t, kind: "TextField", noun: "A text field")
        t.initializer("init(_ title: String, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void = {})",
                      role: .view, doc: "A text field with editing callbacks (deprecated since iOS 15).", caveat: typing) { try field($0) }
        t.initializer("init(_ title: String, text: Binding<String>, onCommit: @escaping () -> Void)",
                      role: .view, doc: "A text field with a commit callback (deprecated since iOS 15).", caveat: typing) { try field($0) }
        t.initializer("init(_ titleKey: String, text: Binding<String>, axis: Axis)", role: .view,
                      doc: "A text field that grows along the axis (a vertical one wraps its text).") { try field($0) }
        t.initializer("init(_ titleKey: String, text: Binding<String>, prompt: Text?, axis: Axis)", role: .view,
                      doc: "A text field with a prompt, growing along the axis.") { a in try field(a, prompt: a[2]) }
        t.initializer("init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label)", role: .view,
                      doc: "A text field with a label view, growing along the axis (iOS shows the prompt, or the label's text when there is none).") { a in
            let label = try ArgumentReader.view(a[3], range: a.range, in: a.context).flatMap(ControlViews.firstText) ?? ""
            return try SwiftUITextEntrySurface.field(a, kind: "TextField", text: a[0], prompt: a[1], title: label)
        }
    }

    private static func controls(_ surface: inout SurfaceBuilder) {
        let view = ViewConstructors.view
        func content(_ value: Value, _ a: SurfaceArguments) throws -> [ViewNode] {
            try ViewConstructors.content(value, range: a.range, in: a.context)
        }
        surface.type("Toggle", conformsTo: ["View"], doc: "A label and a 51 × 31 switch; a tap on the switch flips the binding.") { t in
            t.initializer("init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label)", role: .interaction, doc: "A switch with a label view.") { a in
                view(try ControlStyles.toggle(label: try content(a[1], a), isOn: try binding(a[0], "Toggle"),
                                              runtime: try a.context.requiredRuntime(), range: a.range))
            }
            t.initializer("init(_ titleKey: String, isOn: Binding<Bool>)", role: .interaction, doc: "A switch titled by text.") { a in
                view(try ControlStyles.toggle(label: [.text(ArgumentReader.string(a[0]))], isOn: try binding(a[1], "Toggle"),
                                              runtime: try a.context.requiredRuntime(), range: a.range))
            }
            // Inside a toggle style's makeBody: iOS's own toggle of that configuration, not the style again.
            t.initializer("init(_ configuration: ToggleStyleConfiguration)", role: .interaction,
                          doc: "iOS's toggle of a style's configuration: its label and its binding.") { a in
                let configuration = try ToggleConfigurationValue.of(a[0])
                return view(ControlViews.toggle(label: [configuration.label], isOn: configuration.isOn, runtime: try a.context.requiredRuntime()))
            }
            collectionToggles(&t)
            t.initializer("init(_ titleKey: String, systemImage: String, isOn: Binding<Bool>)", role: .interaction,
                          doc: "A switch labelled with a title and an SF Symbol, as Label draws them.") { a in
                let label = try styledLabel(title: [.text(ArgumentReader.string(a[0]))], icon: [.image(systemName: ArgumentReader.string(a[1]))], a)
                return view(try ControlStyles.toggle(label: [label], isOn: try binding(a[2], "Toggle"),
                                                     runtime: try a.context.requiredRuntime(), range: a.range))
            }
        }
        surface.type("TextField", conformsTo: ["View"], doc: "One line filling the width, showing its text or its prompt.") { t in
            textFields(&t)
        }
        surface.type("Picker", conformsTo: ["View"], doc: "A row of its title and selection, or as its style lays it out (PickerViews).") { t in
            t.initializer("init(_ titleKey: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)",
                          role: .view, doc: "A picker titled by text; options are told apart by their tags.") { a in
                let options = try ControlViews.expanded(try content(a[2], a))
                return view(PickerViews.picker(title: [.text(ArgumentReader.string(a[0]))], options: options,
                                                selection: try binding(a[1], "Picker"), runtime: a.context?.runtime))
            }
            t.initializer("init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)",
                          role: .view, doc: "A picker with a label view.") { a in
                let options = try ControlViews.expanded(try content(a[1], a))
                return view(PickerViews.picker(title: try content(a[2], a), options: options,
                                                selection: try binding(a[0], "Picker"), runtime: a.context?.runtime))
            }
            t.initializer("init<L: View>(selection: Binding<SelectionValue>, label: L, @ViewBuilder content: () -> Content)",
                          role: .view, doc: "A picker with a label view, as apps wrote it before iOS 16.") { a in
                let options = try ControlViews.expanded(try content(a[2], a))
                return view(PickerViews.picker(title: try content(a[1], a), options: options,
                                                selection: try binding(a[0], "Picker"), runtime: a.context?.runtime))
            }
        }
    }

    private static func progress(_ surface: inout SurfaceBuilder) {
        let view = ViewConstructors.view
        func fraction(_ value: Value, _ total: Value) throws -> Double? {
            guard let done = try ValueReaders.optionalDouble(value, "value") else { return nil }
            let whole = try ValueReaders.double(total, "total")
            return whole > 0 ? done / whole : 0
        }
        /// The view an app's `ProgressViewStyle` in force makes, else iOS's spinner or bar.
        func styled(_ a: SurfaceArguments, fraction: Double?, label: [ViewNode]?, current: [ViewNode]? = nil) throws -> Value {
            try view(ControlStyles.progress(fraction: fraction, label: label, currentValueLabel: current, runtime: a.context?.runtime,
                                            range: a.range))
        }
        func label(_ value: Value, _ a: SurfaceArguments) throws -> [ViewNode] {
            try ViewConstructors.content(value, range: a.range, in: a.context)
        }
        surface.type("ProgressView", conformsTo: ["View"], doc: "A 20 × 20 spinner, or a 4 pt bar filling the width for a value.") { t in
            t.initializer("init()", role: .view, doc: "A spinner.") { a in try styled(a, fraction: nil, label: nil) }
            // Inside a progress view style's makeBody: iOS's own view of that configuration, not the style again.
            t.initializer("init(_ configuration: ProgressViewStyleConfiguration)", role: .view,
                          doc: "iOS's progress view of a style's configuration: its fraction and its label.") { a in
                let configuration = try ProgressConfigurationValue.of(a[0])
                return view(ControlViews.progress(fraction: configuration.fractionCompleted, label: configuration.label.map { [$0] }))
            }
            t.initializer("init(_ titleKey: String)", role: .view, doc: "A spinner with a title below.") { a in
                try styled(a, fraction: nil, label: [.text(ArgumentReader.string(a[0]))])
            }
            t.initializer("init(@ViewBuilder label: () -> Label)", role: .view, doc: "A spinner with a label below.") { a in
                try styled(a, fraction: nil, label: try label(a[0], a))
            }
            t.initializer("init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0)", role: .view, doc: "A bar showing value of total.") { a in
                try styled(a, fraction: try fraction(a[0], a[1]) ?? 0, label: nil)
            }
            t.initializer("init<V: BinaryFloatingPoint>(_ titleKey: String, value: V?, total: V = 1.0)", role: .view,
                          doc: "A bar with a title above.") { a in
                try styled(a, fraction: try fraction(a[1], a[2]) ?? 0, label: [.text(ArgumentReader.string(a[0]))])
            }
            t.initializer("init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label)", role: .view,
                          doc: "A bar with a label above.") { a in
                try styled(a, fraction: try fraction(a[0], a[1]) ?? 0, label: try label(a[2], a))
            }
            t.initializer("init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel)",
                          role: .view, doc: "A bar with a label above; the current value's label is drawn beside it (drawn only), and given to a style of the app's.") { a in
                try styled(a, fraction: try fraction(a[0], a[1]) ?? 0, label: try label(a[2], a), current: try label(a[3], a))
            }
            t.initializer("init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label = { EmptyView() }, @ViewBuilder currentValueLabel: () -> CurrentValueLabel = { EmptyView() })",
                          role: .view, doc: "A bar for the part of the interval left (counting down) or gone, at the scene's clock when the view is built; its label above.",
                          caveat: "a timer interval's progress view shows the time when its view was last built; it does not move by itself here") { a in
                guard let (lower, upper, _) = DateRangeTypes.bounds(a[0]), let start = FoundationTypes.seconds(ofDate: lower),
                      let end = FoundationTypes.seconds(ofDate: upper),
                      let now = FoundationTypes.seconds(ofDate: try FoundationTypes.now(in: a.context)) else {
                    throw RuntimeFailure(RuntimeMessages.typeMismatch("ClosedRange<Date>", a[0]))
                }
                let gone = end > start ? min(max((now - start) / (end - start), 0), 1) : 1
                let fraction = try ValueReaders.bool(a[1], "countsDown") ? 1 - gone : gone
                let title = try label(a[2], a)
                return try styled(a, fraction: fraction, label: title.isEmpty ? nil : title)
            }
        }
    }

    /// A navigation link is laid out and drawn as its label; following it is not simulated,
    /// which each use says.
    private static func navigationLinks(_ surface: inout SurfaceBuilder) {
        let caveat = "NavigationLink is shown as its label; navigating to its destination is not simulated (a tap does nothing)"
        func label(_ views: [ViewNode]) -> Value { ViewConstructors.view(ViewNode(.group(views))) }
        func content(_ value: Value, _ a: SurfaceArguments) throws -> [ViewNode] {
            try ViewConstructors.content(value, range: a.range, in: a.context)
        }
        surface.type("NavigationLink", conformsTo: ["View"], doc: "A row that navigates; shown as its label.") { t in
            t.initializer("init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label)", role: .view, doc: "A link to a value.",
                          caveat: caveat) { a in label(try content(a[1], a)) }
            t.initializer("init<P: Hashable>(_ titleKey: String, value: P?)", role: .view, doc: "A text link to a value.",
                          caveat: caveat) { a in label([.text(ArgumentReader.string(a[0]))]) }
            t.initializer("init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label)", role: .view,
                          doc: "A link to a destination view.", caveat: caveat) { a in label(try content(a[1], a)) }
            t.initializer("init(destination: Destination, @ViewBuilder label: () -> Label)", role: .view,
                          doc: "A link to a destination view.", caveat: caveat) { a in label(try content(a[1], a)) }
            t.initializer("init(_ titleKey: String, @ViewBuilder destination: () -> Destination)", role: .view,
                          doc: "A text link to a destination view.", caveat: caveat) { a in label([.text(ArgumentReader.string(a[0]))]) }
            t.initializer("init(_ titleKey: String, destination: Destination)", role: .view,
                          doc: "A text link to a destination view.", caveat: caveat) { a in label([.text(ArgumentReader.string(a[0]))]) }
            t.initializer("init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label)", role: .view,
                          doc: "A link a binding activates, as apps wrote it before iOS 16.", caveat: caveat) { a in label(try content(a[2], a)) }
            t.initializer("init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label)",
                          role: .view, doc: "A link a binding activates, destination first, as apps wrote it before iOS 16.",
                          caveat: caveat) { a in label(try content(a[2], a)) }
            t.initializer("init(_ titleKey: String, destination: Destination, isActive: Binding<Bool>)", role: .view,
                          doc: "A text link a binding activates, as apps wrote it before iOS 16.", caveat: caveat) { a in
                label([.text(ArgumentReader.string(a[0]))])
            }
            t.initializer("init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label)",
                          role: .view, doc: "A link active while the selection is its tag, as apps wrote it before iOS 16.",
                          caveat: caveat) { a in label(try content(a[3], a)) }
            t.initializer("init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label)",
                          role: .view, doc: "A link active while the selection is its tag, destination first, as apps wrote it before iOS 16.",
                          caveat: caveat) { a in label(try content(a[3], a)) }
            t.initializer("init<V: Hashable>(_ titleKey: String, destination: Destination, tag: V, selection: Binding<V?>)", role: .view,
                          doc: "A text link active while the selection is its tag, as apps wrote it before iOS 16.", caveat: caveat) { a in
                label([.text(ArgumentReader.string(a[0]))])
            }
            t.initializer("init<V: Hashable>(_ titleKey: String, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination)",
                          role: .view, doc: "A text link active while the selection is its tag, destination last, as apps wrote it before iOS 16.",
                          caveat: caveat) { a in label([.text(ArgumentReader.string(a[0]))]) }
        }
    }
}
