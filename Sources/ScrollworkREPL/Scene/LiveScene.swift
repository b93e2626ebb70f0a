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
    /// Whether the scene's view has no ScrollView at all (it opens, but gestures have nothing to scroll).
    var hasNothingToScroll: Bool { get }
    var simulation: ScrollSimulation { get }
    /// What the viewport writes in an item's box (its `Text`, or its id).
    func label(ofItemAt index: Int) -> String
    /// The first item whose label is `label`, among the first `ItemLabelIndex.searchLimit`.
    func itemIndex(labelled label: String) -> Int?
    /// Gestures sent to an item; they may change `@State` and so the layout.
    func tap(_ id: ItemID) throws
    func press(_ id: ItemID) throws
    func drag(on id: ItemID, by translation: Vector) throws
    /// The scene's `@State` names, in declaration order (as `state` lists them), and their current values.
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
    /// Starts the scene's random number generator again from `seed` (`set seed N`).
    func reseed(_ seed: UInt64)
    /// The haptic feedback the scene's code played, in order (`impact medium`, …).
    var haptics: [String] { get }
    /// What a view outside the scroll content shows (its text), by its `.id`.
    func outsideLabel(_ id: String) -> String?
    /// Lays the scene out on another screen with the device's safe area (its bars), keeping its
    /// scroll state and `@State`; false when the scene cannot, so the session rebuilds it.
    func setScreen(_ size: Size, safeArea: EdgeInsets) throws -> Bool
    /// Every scroll view the scene simulates, in number order (docs/SEMANTICS.md,
    /// "Several scroll views"); `simulation` is the current one's.
    var scrollViewSummaries: [ScrollViewSummary] { get }
    /// Makes the scroll view with this number or `.id` current.
    func use(_ selector: String) throws -> ScrollViewSummary
    /// The screen the scene is laid out on, and the device's bars on it (zero with no device).
    var screenSize: Size { get }
    var safeAreaInsets: EdgeInsets { get }
    /// `tap at X Y`: what the touch reached and what it did, in one line.
    func tap(at point: Point) throws -> String
    /// `drag … at X Y`: the finger goes down at the point and moves so an offset would move by
    /// `delta` (offset terms); routed by hit testing. The finger stays down on the scroll view
    /// that took it, which becomes current.
    func drag(at point: Point, by delta: Vector, over duration: Double) throws -> String
    /// `fling … at X Y`: a fling with `velocity` (offset terms) routed like a drag there.
    func fling(at point: Point, velocity: Vector) throws -> String
}

/// One scroll view of a scene, as `scrolls` lists it and `scroll(N)` reads it.
public struct ScrollViewSummary {
    public var number: Int
    /// The `.id` written on the scroll view.
    public var id: String?
    public var axis: Axis
    /// What declares it: `ScrollView in GalleryHeroContent`, `List`, …
    public var declaration: String
    /// Its rect on the screen now.
    public var frame: Rect
    public var simulation: ScrollSimulation
    public var isCurrent: Bool
    /// The part of the screen it shows: its frame cut by the scroll views around it.
    public var visibleFrame: Rect
    /// The number of the scroll view whose content holds it.
    public var parent: Int?
    /// What the viewport writes in the box of its item at an index.
    public var label: (Int) -> String

    public init(number: Int, id: String?, axis: Axis, declaration: String, frame: Rect, simulation: ScrollSimulation,
                isCurrent: Bool, visibleFrame: Rect? = nil, parent: Int? = nil, label: @escaping (Int) -> String) {
        self.number = number
        self.id = id
        self.axis = axis
        self.declaration = declaration
        self.frame = frame
        self.simulation = simulation
        self.isCurrent = isCurrent
        self.visibleFrame = visibleFrame ?? frame
        self.parent = parent
        self.label = label
    }
}

extension LiveScene {
    public func runPendingCallbacks() {}
    public func outsideView(_ id: String) -> (frame: Rect, effects: ItemEffects)? { nil }
    public func tapDialogAction(_ label: String) throws -> Bool { false }
    public func reload(program: ScriptProgram) throws -> Bool { false }
    public func reseed(_ seed: UInt64) {}
    public var haptics: [String] { [] }
    public func outsideLabel(_ id: String) -> String? { nil }
    public func setScreen(_ size: Size, safeArea: EdgeInsets) throws -> Bool { false }

    /// A scene with one scroll view: the simulation, filling the screen it was made for.
    public var scrollViewSummaries: [ScrollViewSummary] {
        [ScrollViewSummary(number: 1, id: nil, axis: simulation.metrics.axis, declaration: "ScrollView",
                           frame: Rect(origin: .zero, size: simulation.metrics.containerSize), simulation: simulation, isCurrent: true,
                           label: { [weak self] in self?.label(ofItemAt: $0) ?? "" })]
    }

    public var screenSize: Size { simulation.metrics.containerSize }
    public var safeAreaInsets: EdgeInsets { .zero }

    public func tap(at point: Point) throws -> String { throw SceneError.noHitTesting(name) }
    public func drag(at point: Point, by delta: Vector, over duration: Double) throws -> String { throw SceneError.noHitTesting(name) }
    public func fling(at point: Point, velocity: Vector) throws -> String { throw SceneError.noHitTesting(name) }

    public func use(_ selector: String) throws -> ScrollViewSummary {
        guard let found = scrollViewSummaries.first(where: { "\($0.number)" == selector || $0.id == selector }) else {
            throw SceneError.invalidValue(selector, reason: "the scene has no scroll view '\(selector)'")
        }
        return found
    }
}

/// Builds scenes by name; the registry asks each factory in turn.
public protocol SceneFactory: AnyObject {
    /// The scene names this factory can build with the program as it is now (the registry sorts them).
    func sceneNames(in program: ScriptProgram) -> [String]
    /// The scene called `name` (a `#Preview` title or a View type) with the argument list
    /// `arguments` (the text inside the parentheses, if any) laid out in `screen`,
    /// or nil when this factory knows no scene by that name.
    func makeScene(named name: String, arguments: String?, program: ScriptProgram, screen: Size) throws -> (any LiveScene)?
    /// The same on a device whose bars take `safeArea` (`device NAME`).
    func makeScene(named name: String, arguments: String?, program: ScriptProgram, screen: Size,
                   safeArea: EdgeInsets) throws -> (any LiveScene)?
}

extension SceneFactory {
    /// Factories of scenes that have no safe area of their own (the tests' native scenes) lay
    /// them out on the whole screen.
    public func makeScene(named name: String, arguments: String?, program: ScriptProgram, screen: Size,
                          safeArea: EdgeInsets) throws -> (any LiveScene)? {
        try makeScene(named: name, arguments: arguments, program: program, screen: screen)
    }
}

/// Errors the session raises about scenes and their items, in the user's terms.
public enum SceneError: Error, Equatable, CustomStringConvertible {
    case unknownScene(String, suggestion: String?)
    case unknownItem(ItemID)
    case unknownState(String, suggestion: String?)
    case invalidValue(String, reason: String)
    /// No factory is registered: this build cannot make scenes from views yet.
    case noSceneLayer(String)
    /// The scene has no views to hit test (a scene built without a view tree).
    case noHitTesting(String)

    public var description: String {
        switch self {
        case .unknownScene(let name, let suggestion):
            return "unknown scene '\(Format.clipped(name))'" + Suggestion.phrase(suggestion)
        case .unknownItem(let id):
            return "no item with id '\(Format.clipped(id.description))' in the scene"
        case .unknownState(let name, let suggestion):
            return "the scene has no @State '\(Format.clipped(name))'" + Suggestion.phrase(suggestion)
        case .noSceneLayer(let name):
            return "cannot make scene '\(Format.clipped(name))': this build has no scene layer yet (views are not laid out)"
        case .noHitTesting(let name):
            return "scene '\(Format.clipped(name))' has no views to find at a point; use tap ID, drag D or fling V"
        case .invalidValue(let source, let reason):
            return "cannot use '\(Format.clipped(source))': \(reason)"
        }
    }
}

extension LiveScene {
    public var hasNothingToScroll: Bool { false }
}
