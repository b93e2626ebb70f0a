import Foundation
import ScrollworkFrontEnd
import ScrollworkCore
import ScrollworkScene
import ScrollworkScript

/// The bridge between the REPL and a scene: the commands the REPL sends it, what it reads from
/// it (the reading the scene publishes once per frame, which runs no script code) and the
/// events it hears. Scenes built from script views and the native scenes of the tests are
/// peers behind this protocol.
public protocol LiveScene: AnyObject {
    // MARK: Reading

    /// The name the scene was made from, as the status line shows it.
    var name: String { get }
    /// Whether the scene's view has no ScrollView at all (it opens, but gestures have nothing to scroll).
    var hasNothingToScroll: Bool { get }
    /// What a reader may see, as the last frame (or command) left the scene: `show`, `items`,
    /// `state`, `print`/`expect` and `export html` read only this and the state below.
    var reading: SceneReading { get }
    /// The scene's `@State` names, in declaration order (as `state` lists them), and their current values.
    var stateNames: [String] { get }
    func stateValue(_ name: String) -> ScriptValue?
    /// The same values as the scene holds them, for expressions (`state.model.total`); nil for
    /// a scene whose state is no script's.
    var liveState: LiveValue? { get }
    /// The value an item id was made from (`Color.green` for a row of a `ForEach` of colours),
    /// as `scrollPositionID` and `item(…).id` read it.
    func idValue(_ id: ItemID) -> ScriptValue
    /// The haptic feedback the scene's code played, in order (`impact medium`, …).
    var haptics: [String] { get }

    // MARK: Commands

    /// The current scroll view's simulation: gestures, programmatic scrolls and frames go to it
    /// (with a clock, a frame moves every scroll view of the scene).
    var simulation: ScrollSimulation { get }
    /// The content of every scroll view, the current one first: where `tap ID` looks for an id.
    var contentLayouts: [ContentLayout] { get }
    /// The first item of the current scroll view whose label is `label`, among the first
    /// `ItemLabelIndex.searchLimit` (reading labels may evaluate rows: a command, not a read).
    func itemIndex(labelled label: String) -> Int?
    /// What the first `count` items of the current scroll view show, for Tab (evaluating rows
    /// again where needed: a command's work, not a read).
    func itemLabels(first count: Int) -> [String]
    /// Gestures sent to an item; they may change `@State` and so the layout.
    func tap(_ id: ItemID) throws
    func press(_ id: ItemID) throws
    func press(_ id: ItemID, thenDrag translation: Vector) throws
    func drag(on id: ItemID, by translation: Vector) throws
    /// `tap at X Y`: what the touch reached and what it did, in one line.
    func tap(at point: Point) throws -> String
    /// `drag … at X Y`: the finger goes down at the point and moves so an offset would move by
    /// `delta` (offset terms); routed by hit testing. The finger stays down on the scroll view
    /// that took it, which becomes current.
    func drag(at point: Point, by delta: Vector, over duration: Double) throws -> String
    /// `fling … at X Y`: a fling with `velocity` (offset terms) routed like a drag there.
    func fling(at point: Point, velocity: Vector) throws -> String
    /// `tap LABEL` on an action of a presented dialog (`confirmationDialog`, `alert`): runs it
    /// and dismisses the dialog; false when no presented dialog has that action.
    func tapDialogAction(_ label: String) throws -> Bool
    /// Evaluates `source` and stores it in the `@State` called `name`.
    func setState(_ name: String, to source: String) throws
    /// Replaces the scene's target behaviour (`behavior …`, `set B.param = …`) so that it
    /// stays in force when state changes re-evaluate the scene; nil is no behaviour.
    func overrideBehavior(_ behavior: (any TargetBehavior)?)
    /// Ends an override: the scene's own target behaviour applies again.
    func removeBehaviorOverride()
    /// Makes the scroll view with this number or `.id` current; its reading.
    func use(_ selector: String) throws -> ScrollViewReading
    /// Rebuilds the scene from the program's new declarations, keeping the offset and the
    /// `@State` that still fits; false when the scene cannot, so the session rebuilds it.
    func reload(program: ScriptProgram) throws -> Bool
    /// Lays the scene out on another screen with the device's safe area (its bars), keeping its
    /// scroll state and `@State`; false when the scene cannot, so the session rebuilds it.
    func setScreen(_ size: Size, safeArea: EdgeInsets) throws -> Bool
    /// Starts the scene's random number generator again from `seed` (`set seed N`).
    func reseed(_ seed: UInt64)
    /// Ends the command: the scene's scroll callbacks for what happened since the last frame,
    /// then its reading is published again, so a command's effects are all visible when it returns.
    func runPendingCallbacks()

    // MARK: Events

    /// The scene's subscriber. The scene owns its simulation's `eventHandler` (it follows the
    /// events itself, for `onScrollPhaseChange`, `refreshable` and the like) and passes every
    /// event on here, in order, with the errors of its own code as `.scriptError` events.
    var onEvent: ((ScrollEvent) -> Void)? { get set }
    /// Called each time the scene publishes its reading: after every frame, and at the end of
    /// `runPendingCallbacks()`.
    var onFrame: (() -> Void)? { get set }
}

/// Builds scenes by name; the registry asks each factory in turn.
public protocol SceneFactory: AnyObject {
    /// The scene names this factory can build with the program as it is now (the registry sorts them).
    func sceneNames(in program: ScriptProgram) -> [String]
    /// The scene called `name` (a `#Preview` title or a View type) with the argument list
    /// `arguments` (the text inside the parentheses, if any) laid out in `screen` with the
    /// device's bars taking `safeArea`, or nil when this factory knows no scene by that name.
    func makeScene(named name: String, arguments: String?, program: ScriptProgram, screen: Size,
                   safeArea: EdgeInsets) throws -> (any LiveScene)?
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
            return "unknown scene '\(Format.clipped(name))'" + Suggestions.phrase(suggestion)
        case .unknownItem(let id):
            return "no item with id '\(Format.clipped(id.description))' in the scene"
        case .unknownState(let name, let suggestion):
            return "the scene has no @State '\(Format.clipped(name))'" + Suggestions.phrase(suggestion)
        case .noSceneLayer(let name):
            return "cannot make scene '\(Format.clipped(name))': this build has no scene layer yet (views are not laid out)"
        case .invalidValue(let source, let reason):
            return "cannot use '\(Format.clipped(source))': \(reason)"
        }
    }
}
