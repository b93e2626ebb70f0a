import Foundation
import ScrollworkCore
import ScrollworkScene

/// `confirmationDialog` and `alert`: presented as trace lines, answered with `tap LABEL`
/// (see `DialogHook`).
enum SwiftUIPresentationSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("BadgeProminence", doc: "How strongly a badge stands out (drawn only).") { t in
            for name in ["standard", "increased", "decreased"] {
                t.constant("static let \(name): BadgeProminence", role: .visual, doc: "The \(name) prominence.", .symbol(name))
            }
        }
        surface.type("Visibility", .enum, conformsTo: ["Hashable"], doc: "Whether something shows: automatic, visible or hidden.") { t in
            t.cases(["automatic", "visible", "hidden"], doc: "A visibility.")
        }
        surface.extend("View") { t in
            // Each with a string title, or a `Text` one (the form that styles it).
            let kinds = [(DialogHook.Kind.confirmationDialog, "titleVisibility: Visibility = .automatic, "), (.alert, "")]
            let titles = [("S", "S: StringProtocol, "), ("Text", "")]
            for (kind, visibility) in kinds {
                for (titleType, generic) in titles {
                    let head = "func \(kind.rawValue)<\(generic)A: View"
                    let doc = "Presented when the binding turns true (a trace line naming it and its actions); `tap LABEL` runs an action and dismisses it."
                    t.transform("\(head)>(_ title: \(titleType), isPresented: Binding<Bool>, \(visibility)@ViewBuilder actions: () -> A) -> some View",
                                role: .interaction, doc: doc) { value, a in
                        try attach(kind, &value, a, actions: a[kind == .alert ? 2 : 3])
                    }
                    t.transform("\(head), M: View>(_ title: \(titleType), isPresented: Binding<Bool>, \(visibility)@ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View",
                                role: .interaction, doc: doc) { value, a in
                        try attach(kind, &value, a, actions: a[kind == .alert ? 2 : 3])
                    }
                    // `presenting:` forms: presented only while the data is not nil, as on iOS; the
                    // actions (and message) are made from the unwrapped data.
                    let presentingDoc = "Presented when the binding turns true and data is not nil; the actions are made from the data; `tap LABEL` runs one."
                    let data = kind == .alert ? 2 : 3
                    t.transform("\(head), T>(_ title: \(titleType), isPresented: Binding<Bool>, \(visibility)presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View",
                                role: .interaction, doc: presentingDoc) { value, a in
                        try attach(kind, &value, a, presenting: a[data], actions: a[data + 1])
                    }
                    t.transform("\(head), M: View, T>(_ title: \(titleType), isPresented: Binding<Bool>, \(visibility)presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View",
                                role: .interaction, doc: presentingDoc) { value, a in
                        try attach(kind, &value, a, presenting: a[data], actions: a[data + 1])
                    }
                }
            }
            // An error's alert: presented while the binding is true and there is an error, titled
            // by its `errorDescription`, as iOS titles it.
            let errorDoc = "Presented when the binding turns true and error is not nil, titled by its errorDescription; `tap LABEL` runs an action."
            t.transform("func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View",
                        role: .interaction, doc: errorDoc) { value, a in
                try attachError(&value, a, actions: try ValueReaders.closure(a[2], "actions"), passingError: false)
            }
            t.transform("func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M) -> some View",
                        role: .interaction, doc: errorDoc) { value, a in
                try attachError(&value, a, actions: try ValueReaders.closure(a[2], "actions"), passingError: true)
            }
        }
    }

    private static func attachError(_ value: inout Value, _ a: SurfaceArguments, actions: Callable, passingError: Bool) throws {
        let error = a[1]
        if case .none = error { return }
        var title = ""
        if case .user(let type) = TypeName.dynamicType(of: error),
           case .string(let description) = try type.read("errorDescription", of: error, in: a.context) {
            title = description
        }
        let made = Callable(name: "alert", arity: 0) { _, context in try actions.call(passingError ? [error] : [], in: context) }
        try attach(.alert, &value, a, title: title, binding: a[0], actions: .function(made))
    }

    private static func attach(_ kind: DialogHook.Kind, _ value: inout Value, _ a: SurfaceArguments, presenting data: Value,
                               actions: Value) throws {
        if case .none = data { return }
        let made = Callable(name: kind.rawValue, arity: 0) { _, context in
            try ValueReaders.closure(actions, "actions").call([data], in: context)
        }
        try attach(kind, &value, a, actions: .function(made))
    }

    private static func attach(_ kind: DialogHook.Kind, _ value: inout Value, _ a: SurfaceArguments, actions: Value) throws {
        try attach(kind, &value, a, title: try ArgumentReader.title(a[0], range: a.range, in: a.context), binding: a[1], actions: actions)
    }

    private static func attach(_ kind: DialogHook.Kind, _ value: inout Value, _ a: SurfaceArguments, title: String, binding: Value,
                               actions: Value) throws {
        guard case .host(let binding as StateBox) = binding else {
            throw RuntimeFailure("\(kind.rawValue) needs a binding such as $isPresented")
        }
        let runtime = try a.context.requiredRuntime()
        let views = try ViewConstructors.content(actions, range: a.range, in: a.context)
        let hook = DialogHook(kind: kind, title: title, binding: binding, actions: try DialogHook.actions(views),
                              range: a.range, level: runtime.childLevel("@\(kind.rawValue)"))
        try ViewModifiers.append(.reader(hook), to: &value, range: a.range, in: a.context)
    }
}

/// `alert(isPresented:content:)` with an `Alert`, the form written before iOS 15: presented
/// like `alert(_:isPresented:actions:)` (a trace line; `tap LABEL` runs a button's action and
/// dismisses it). An alert with no button has OK, as on iOS.
enum SwiftUILegacyAlertSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("Alert", doc: "An alert's title, message and buttons.") { t in
            t.initializer("init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil)", role: .interaction,
                          doc: "An alert with one button (OK when nil).") { a in
                .host(AlertValue(title: try text(a[0], a), buttons: [a[2]]))
            }
            t.initializer("init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button)",
                          role: .interaction, doc: "An alert with two buttons.") { a in
                .host(AlertValue(title: try text(a[0], a), buttons: [a[2], a[3]]))
            }
        }
        surface.type("Alert.Button", doc: "A button of an alert.") { t in
            for style in ["default", "cancel", "destructive"] {
                t.staticFunction("static func `\(style)`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button", role: .interaction,
                                 doc: "A \(style) button; tapping it runs the action and dismisses the alert.") { a in
                    .host(AlertButtonValue(label: try text(a[0], a), action: a[1]))
                }
            }
            t.staticFunction("static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button", role: .interaction,
                             doc: "A Cancel button.") { a in .host(AlertButtonValue(label: "Cancel", action: a[0])) }
        }
        // `ActionSheet`, the confirmation dialog written before iOS 15: its buttons are an alert's.
        surface.type("ActionSheet", doc: "An action sheet's title, message and buttons.") { t in
            t.initializer("init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()])", role: .interaction,
                          doc: "An action sheet with its buttons.") { a in
                guard case .array(let buttons) = a[2] else { throw RuntimeFailure(RuntimeMessages.typeMismatch("[ActionSheet.Button]", a[2])) }
                return .host(AlertValue(title: try text(a[0], a), buttons: buttons, typeName: "ActionSheet"))
            }
        }
        surface.alias("ActionSheet.Button", for: "Alert.Button")
        surface.extend("View") { t in
            t.transform("func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View", role: .interaction,
                        doc: "Made and presented when the binding turns true (a trace line naming it and its buttons); `tap LABEL` runs a button and dismisses it.") { value, a in
                guard case .host(let binding as StateBox) = a[0] else { throw RuntimeFailure("actionSheet needs a binding such as $isPresented") }
                // SwiftUI makes the sheet only when it presents it (its content may unwrap what only then exists).
                guard case .bool(true) = binding.value else { return }
                try attach(try ValueReaders.closure(a[1], "content").call([], in: a.context), kind: .confirmationDialog, binding: binding,
                           presentsItem: false, to: &value, a)
            }
            t.transform("func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View", role: .interaction,
                        doc: "Presented while the binding holds an item, the sheet made from it; `tap LABEL` runs a button and sets the item to nil.") { value, a in
                guard case .host(let binding as StateBox) = a[0] else { throw RuntimeFailure("actionSheet(item:) needs a binding such as $selection") }
                let item = binding.value
                if item.isNil { return }
                try attach(try ValueReaders.closure(a[1], "content").call([item], in: a.context), kind: .confirmationDialog, binding: binding,
                           presentsItem: true, to: &value, a)
            }
            t.transform("func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View", role: .interaction,
                        doc: "Made and presented when the binding turns true (a trace line naming it and its buttons); `tap LABEL` runs a button and dismisses it.") { value, a in
                guard case .host(let binding as StateBox) = a[0] else { throw RuntimeFailure("alert needs a binding such as $isPresented") }
                // SwiftUI makes the alert only when it presents it: `Text(model.error!.title)` is not read before.
                guard case .bool(true) = binding.value else { return }
                try attach(try ValueReaders.closure(a[1], "content").call([], in: a.context), kind: .alert, binding: binding, presentsItem: false, to: &value, a)
            }
            t.transform("func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View", role: .interaction,
                        doc: "Presented while the binding holds an item, the alert made from it; `tap LABEL` runs a button and sets the item to nil.") { value, a in
                guard case .host(let binding as StateBox) = a[0] else { throw RuntimeFailure("alert(item:) needs a binding such as $selection") }
                let item = binding.value
                if item.isNil { return }
                try attach(try ValueReaders.closure(a[1], "content").call([item], in: a.context), kind: .alert, binding: binding, presentsItem: true, to: &value, a)
            }
        }
    }

    /// The alert or action sheet `made` presented by the binding: a trace line with its buttons,
    /// each of which runs its action (if any) and dismisses it.
    private static func attach(_ made: Value, kind: DialogHook.Kind, binding: StateBox, presentsItem: Bool, to value: inout Value,
                               _ a: SurfaceArguments) throws {
        guard case .host(let alert as AlertValue) = made else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch(kind == .alert ? "Alert" : "ActionSheet", made))
        }
        let runtime = try a.context.requiredRuntime()
        var buttons: [ViewNode] = []
        for case .host(let button as AlertButtonValue) in alert.buttons {
            if case .function = button.action {
                buttons.append(try ViewConstructors.button(action: button.action, label: [.text(button.label)], range: a.range, in: a.context))
            } else {
                buttons.append(.text(button.label))
            }
        }
        let hook = DialogHook(kind: kind, title: alert.title, binding: binding, presentsItem: presentsItem,
                              actions: try DialogHook.actions(buttons), range: a.range, level: runtime.childLevel("@\(kind.rawValue)"))
        try ViewModifiers.append(.reader(hook), to: &value, range: a.range, in: a.context)
    }

    /// The string a `Text` shows.
    private static func text(_ value: Value, _ a: SurfaceArguments) throws -> String {
        let node = try ViewConversion.node(value, range: a.range, in: a.context)
        if case .text(let string) = node.content { return string }
        return ArgumentReader.string(value)
    }
}

/// An `Alert` or an `ActionSheet`: its title and its buttons (`AlertButtonValue`s; nil for none).
final class AlertValue: HostObject {
    let title: String
    let buttons: [Value]
    let typeName: String
    init(title: String, buttons: [Value], typeName: String = "Alert") {
        self.title = title
        self.buttons = buttons
        self.typeName = typeName
    }
}

/// An `Alert.Button`: its label and its action (nil for none).
final class AlertButtonValue: HostObject {
    let label: String
    let action: Value
    init(label: String, action: Value) {
        self.label = label
        self.action = action
    }
    var typeName: String { "Alert.Button" }
}
