import Foundation
import ScrollworkFrontEnd

extension BodyChecker {
    /// The receiver of `.modifier(_:)` or of the app's own `extension View` method, compiled to
    /// be built where the modifier's body uses it (`ModifierContent`), so the environment that
    /// body gives reaches the views inside. A view of the app's own is not built until it is
    /// used anyway, and keeps its value; so does anything that is not a view.
    func modifierContent(_ receiver: Typed) -> Typed {
        guard case .named(let name) = receiver.type, surface.lineage(of: name).contains("View") else { return receiver }
        let build = receiver.eval
        return Typed({ f in .host(ModifierContent { try build(f) }) }, receiver.type)
    }

    /// Whether a method the app declares is one of its `extension View`'s: its receiver is
    /// a modifier's content.
    func isViewExtensionMethod(_ function: ScriptFunction) -> Bool {
        surfaceExtensions["View"]?.methods[function.name]?.contains { $0 === function } == true
    }
}
