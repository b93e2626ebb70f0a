import Foundation
import ScrollworkCore
import ScrollworkScene

/// `confirmationDialog` and `alert`: presented as trace lines, answered with `tap LABEL`
/// (see `DialogHook`).
enum SwiftUIPresentationSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("Visibility", .enum, conformsTo: ["Hashable"], doc: "Whether something shows: automatic, visible or hidden.") { t in
            t.cases(["automatic", "visible", "hidden"], doc: "A visibility.")
        }
        surface.extend("View") { t in
            for (kind, visibility) in [(DialogHook.Kind.confirmationDialog, "titleVisibility: Visibility = .automatic, "), (.alert, "")] {
                let head = "func \(kind.rawValue)<S: StringProtocol, A: View"
                let doc = "Presented when the binding turns true (a trace line naming it and its actions); `tap LABEL` runs an action and dismisses it."
                t.transform("\(head)>(_ title: S, isPresented: Binding<Bool>, \(visibility)@ViewBuilder actions: () -> A) -> some View",
                            role: .interaction, doc: doc) { value, a in
                    try attach(kind, &value, a, actions: a[kind == .alert ? 2 : 3])
                }
                t.transform("\(head), M: View>(_ title: S, isPresented: Binding<Bool>, \(visibility)@ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View",
                            role: .interaction, doc: doc) { value, a in
                    try attach(kind, &value, a, actions: a[kind == .alert ? 2 : 3])
                }
            }
        }
    }

    private static func attach(_ kind: DialogHook.Kind, _ value: inout Value, _ a: SurfaceArguments, actions: Value) throws {
        guard case .host(let binding as StateBox) = a[1] else {
            throw RuntimeFailure("\(kind.rawValue) needs a binding such as $isPresented")
        }
        let runtime = try a.context.requiredRuntime()
        let views = try ViewConstructors.content(actions, range: a.range, in: a.context)
        let hook = DialogHook(kind: kind, title: ArgumentReader.string(a[0]), binding: binding, actions: DialogHook.actions(views),
                              range: a.range, level: runtime.childLevel("@\(kind.rawValue)"))
        try ViewModifiers.append(.reader(hook), to: &value, range: a.range, in: a.context)
    }
}
