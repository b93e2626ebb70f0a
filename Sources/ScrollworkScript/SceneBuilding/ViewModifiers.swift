import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// How the modifiers the surface declares (Surface/SwiftUI) change a view value.
enum ViewModifiers {
    /// Changes the view in `value`. When nothing else holds it (a view just built, as in
    /// `HStack { … }.padding().frame(height: 60)`), the node is changed in place, sparing a new
    /// view value and a copy of the modifier list per modifier.
    static func change(_ value: inout Value, range: SourceRange, in context: ScriptContext?,
                       _ body: (inout ViewNode) throws -> Void) throws {
        guard var view = takeView(&value) else {
            var node = try ViewConversion.node(value, range: range, in: context)
            try body(&node)
            value = .host(ViewValue(node))
            return
        }
        if isKnownUniquelyReferenced(&view) {
            // Room for a few, so a chain such as `.padding(…).frame(…)` allocates the list once.
            if view.node.modifiers.isEmpty { view.node.modifiers.reserveCapacity(4) }
            try body(&view.node)
            value = .host(view)
        } else {
            var node = view.node
            try body(&node)
            value = .host(ViewValue(node))
        }
    }

    /// Appends one modifier to the view in `value`.
    static func append(_ modifier: ViewModifier, to value: inout Value, range: SourceRange, in context: ScriptContext?) throws {
        try change(&value, range: range, in: context) { $0.modifiers.append(modifier) }
    }

    /// Folds an effect into the view's body effects (shown per item like a transition's).
    static func effect(_ value: inout Value, range: SourceRange, in context: ScriptContext?,
                       _ apply: (inout ItemEffects) -> Void) throws {
        try change(&value, range: range, in: context) { BodyEffects.apply(apply, to: &$0, runtime: context?.runtime) }
    }

    /// The view value in `value`, leaving `.none` there, so the caller's reference is the only one.
    private static func takeView(_ value: inout Value) -> ViewValue? {
        guard case .host(let object) = value, let view = object as? ViewValue else { return nil }
        value = .none
        return view
    }

    static func transitionConfiguration(_ value: Value?) -> TransitionConfiguration? {
        switch value {
        case .symbol("interactive")?: return .interactive
        case .symbol("animated")?: return .animated
        case .symbol("identity")?: return .identity
        case .host(let argument as SceneArgument)?:
            if case .transition(let configuration) = argument.kind { return configuration }
            return nil
        default: return nil
        }
    }
}
