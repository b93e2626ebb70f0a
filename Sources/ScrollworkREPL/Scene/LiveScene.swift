import Foundation
import ScrollworkCore
import ScrollworkScene
import ScrollworkScript

/// A scene the session drives: a scroll simulation plus what the scene layer knows about its
/// items and state. Scenes built from script views and the native scenes of the tests are peers
/// behind this protocol.
public protocol LiveScene: AnyObject {
    /// The name the scene was made from, as the status line shows it.
    var name: String { get }
    var simulation: ScrollSimulation { get }
    /// What the viewport writes in an item's box (its `Text`, or its id).
    func label(ofItemAt index: Int) -> String
    /// Gestures sent to an item; they may change `@State` and so the layout.
    func tap(_ id: ItemID) throws
    func press(_ id: ItemID) throws
    func drag(on id: ItemID, by translation: Vector) throws
    /// The scene's `@State` names, sorted, and their current values.
    var stateNames: [String] { get }
    func stateValue(_ name: String) -> ScriptValue?
    /// Evaluates `source` and stores it in the `@State` called `name`.
    func setState(_ name: String, to source: String) throws
    /// The scene's subscriber. The scene owns its simulation's `eventHandler` (it follows the
    /// events itself, for `onScrollPhaseChange`, `refreshable` and the like) and passes every
    /// event on here, in order, with the errors of its own code as `.scriptError` events.
    var onEvent: ((ScrollEvent) -> Void)? { get set }
    /// Replaces the scene's target behaviour (`behavior …`, `set B.param = …`) so that it
    /// stays in force when state changes re-evaluate the scene; nil is no behaviour.
    func overrideBehavior(_ behavior: (any TargetBehavior)?)
    /// Ends an override: the scene's own target behaviour applies again.
    func removeBehaviorOverride()
    /// Runs the scene's scroll callbacks for what happened since the last frame; the session
    /// calls it after each command so a command's effects are all visible when it returns.
    func runPendingCallbacks()
    /// A view outside the scroll content by its `.id`: its frame on the screen and its effects.
    func outsideView(_ id: String) -> (frame: Rect, effects: ItemEffects)?
    /// `tap LABEL` on an action of a presented dialog (`confirmationDialog`, `alert`): runs it
    /// and dismisses the dialog; false when no presented dialog has that action.
    func tapDialogAction(_ label: String) throws -> Bool
    /// Rebuilds the scene from the program's new declarations, keeping the offset and the
    /// `@State` that still fits; false when the scene cannot, so the session rebuilds it.
    func reload(program: ScriptProgram) throws -> Bool
    /// Lays the scene out on another screen, keeping its scroll state and `@State`; false
    /// when the scene cannot, so the session rebuilds it.
    func setScreen(_ size: Size) throws -> Bool
}

extension LiveScene {
    public func runPendingCallbacks() {}
    public func outsideView(_ id: String) -> (frame: Rect, effects: ItemEffects)? { nil }
    public func tapDialogAction(_ label: String) throws -> Bool { false }
    public func reload(program: ScriptProgram) throws -> Bool { false }
    public func setScreen(_ size: Size) throws -> Bool { false }
}

/// Builds scenes by name; the registry asks each factory in turn.
public protocol SceneFactory: AnyObject {
    /// The scene names this factory can build with the program as it is now (the registry sorts them).
    func sceneNames(in program: ScriptProgram) -> [String]
    /// The scene called `name` (a `#Preview` title or a View type) with the argument list
    /// `arguments` (the text inside the parentheses, if any) laid out in `screen`,
    /// or nil when this factory knows no scene by that name.
    func makeScene(named name: String, arguments: String?, program: ScriptProgram, screen: Size) throws -> (any LiveScene)?
}

/// Errors the session raises about scenes and their items, in the user's terms.
public enum SceneError: Error, Equatable, CustomStringConvertible {
    case unknownScene(String, suggestion: String?)
    case unknownItem(ItemID)
    case unknownState(String, suggestion: String?)
    case invalidValue(String, reason: String)
    /// No factory is registered: this build cannot make scenes from views yet.
    case noSceneLayer(String)

    public var description: String {
        switch self {
        case .unknownScene(let name, let suggestion):
            return "unknown scene '\(name)'" + Suggestion.phrase(suggestion)
        case .unknownItem(let id):
            return "no item with id '\(id)' in the scene"
        case .unknownState(let name, let suggestion):
            return "the scene has no @State '\(name)'" + Suggestion.phrase(suggestion)
        case .noSceneLayer(let name):
            return "cannot make scene '\(name)': this build has no scene layer yet (views are not laid out)"
        case .invalidValue(let source, let reason):
            return "cannot use '\(source)': \(reason)"
        }
    }
}
