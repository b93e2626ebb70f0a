import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// `confirmationDialog(_:isPresented:…)`, `alert(_:isPresented:…)` and a `Menu`'s items:
/// scrollwork draws no dialog, but presenting one when its binding turns true is a trace line
/// naming it and its actions, and `tap LABEL` on an action runs it and dismisses the dialog, as
/// a tap would on a device. The readers pass looks at the binding after every frame. A menu's
/// binding is its own, set when its label is tapped.
final class DialogHook: SceneHook {
    enum Kind: String { case confirmationDialog, alert, menu }
    struct Action {
        let label: String
        /// The button's action; nil for a view that is not a button (it only dismisses).
        let action: ActionToken?
    }

    let kind: Kind
    let title: String
    let binding: StateBox
    let actions: [Action]
    /// A menu's submenus: followed with it, as they are not in the scene's tree.
    let submenus: [DialogHook]

    /// Presented while the binding holds an item (`alert(item:content:)`), not while it is true;
    /// dismissing sets it to nil.
    let presentsItem: Bool

    init(kind: Kind, title: String, binding: StateBox, presentsItem: Bool = false, actions: [Action], submenus: [DialogHook] = [],
         range: SourceRange, level: SceneRuntime.PathLevel?) {
        self.kind = kind
        self.presentsItem = presentsItem
        self.submenus = submenus
        self.title = title
        self.binding = binding
        // On an iPhone a confirmation dialog always has Cancel; an alert without actions has OK.
        switch kind {
        case .confirmationDialog where !actions.contains { $0.label == "Cancel" }:
            self.actions = actions + [Action(label: "Cancel", action: nil)]
        case .alert where actions.isEmpty:
            self.actions = [Action(label: "OK", action: nil)]
        default:
            self.actions = actions
        }
        super.init(range: range, level: level)
    }

    /// The menu and its submenus, at every depth.
    var menuTree: [DialogHook] { [self] + submenus.flatMap(\.menuTree) }

    var isPresented: Bool {
        if presentsItem { return !binding.value.isNil }
        if case .bool(true) = binding.value { return true }
        return false
    }

    /// Sets the binding as SwiftUI does when the dialog goes away: false, or nil for an item.
    func dismiss() {
        binding.set(presentsItem ? .none : .bool(false))
    }

    var description: String { "\(kind.rawValue) \"\(title)\"" }

    /// The views an actions builder made, as the dialog's buttons: a `ForEach`'s rows and a
    /// `Section`'s views each an action of their own, as on iOS.
    static func actions(_ nodes: [ViewNode]) throws -> [Action] {
        var result: [Action] = []
        for node in try ControlViews.expanded(nodes) {
            switch node.content {
            case .button(let label, let token):
                result.append(Action(label: firstText(label) ?? "", action: token))
            case .text(let text):
                result.append(Action(label: text, action: nil))
            case .stack(_, let children):
                result += try actions(children)
            case .section(let section):
                result += try actions(section.content)
            default:
                // A divider, an image: drawn in the dialog, with nothing to tap.
                break
            }
        }
        return result
    }

    /// The menus among a menu's items (submenus), each presented when its item is tapped.
    static func submenus(_ nodes: [ViewNode]) throws -> [DialogHook] {
        try ControlViews.expanded(nodes).flatMap { node -> [DialogHook] in
            let own = node.modifiers.compactMap { modifier -> DialogHook? in
                if case .reader(let hook as DialogHook) = modifier, hook.kind == .menu { return hook }
                return nil
            }
            switch node.content {
            case .stack(_, let children): return try own + submenus(children)
            case .section(let section): return try own + submenus(section.content)
            default: return own
            }
        }
    }

    private static func firstText(_ nodes: [ViewNode]) -> String? {
        for node in nodes {
            switch node.content {
            case .text(let text): return text
            case .stack(_, let children), .group(let children): if let found = firstText(children) { return found }
            default: continue
            }
        }
        return nil
    }
}

extension ReadersPass {
    /// A dialog whose binding turned true is presented (a trace line); one that turned false is dismissed.
    func follow(_ dialog: DialogHook, runtime: SceneRuntime) {
        let key = dialog.key
        let wasPresented = presentedDialogs.contains { $0.key == key }
        presentedDialogs.removeAll { $0.key == key }
        if dialog.isPresented {
            presentedDialogs.append(dialog)
            if !wasPresented {
                runtime.note("present \(dialog.description): " + dialog.actions.map(\.label).joined(separator: ", "))
            }
        } else if wasPresented {
            runtime.note("dismiss \(dialog.description)")
        }
    }
}

extension SceneInstance {
    /// A tap while a menu is presented dismisses it, as a tap outside a menu does on iOS; the
    /// tap goes no further. False when no menu is presented.
    public func dismissPresentedMenu() throws -> Bool {
        guard let menu = runtime.readers.presentedDialogs.last(where: { $0.kind == .menu }) else { return false }
        runtime.note("tap outside \(menu.description)")
        menu.dismiss()
        try update()
        return true
    }

    /// `tap LABEL` on an action of a presented dialog: runs it and dismisses the dialog. False
    /// when no presented dialog has an action with that label.
    public func tapDialogAction(_ label: String) throws -> Bool {
        guard let dialog = runtime.readers.presentedDialogs.last(where: { $0.actions.contains { $0.label == label } }),
              let action = dialog.actions.first(where: { $0.label == label }) else { return false }
        runtime.note("tap \"\(label)\" in \(dialog.description)")
        dialog.dismiss()
        if let token = action.action, case .closure(let closure)? = runtime.action(token) {
            runtime.machine.begin()
            _ = try runtime.within { try located(dialog.range) { try closure.call([], in: runtime) } }
        }
        try update()
        return true
    }
}
