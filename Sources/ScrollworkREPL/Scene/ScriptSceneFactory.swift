import Foundation
import ScrollworkCore
import ScrollworkScene
import ScrollworkScript

/// Scenes from the loaded Swift source: `#Preview` titles and `View` types whose body has a `ScrollView`.
public final class ScriptSceneFactory: SceneFactory {
    public init() {}

    public func sceneNames(in program: ScriptProgram) -> [String] { program.sceneNames }

    public func makeScene(named name: String, arguments: String?, program: ScriptProgram, screen: Size,
                          safeArea: EdgeInsets) throws -> (any LiveScene)? {
        // Any View opens, one with no ScrollView too (it cannot scroll); `scenes` lists those that scroll.
        guard program.sceneNames.contains(name) || program.viewNames.contains(name) else { return nil }
        return ScriptScene(try program.makeScene(name, arguments: arguments, screen: screen, safeArea: safeArea), program: program)
    }
}

/// A `SceneInstance` as the session sees it; the scene follows the simulation frame by frame
/// itself (it owns the simulation's event handler), publishes its reading at the end of each
/// frame, and the session runs its callbacks once more after each command.
final class ScriptScene: LiveScene {
    let instance: SceneInstance
    /// The program the scene was made from and is reloaded with, whose names `set` evaluates with.
    private var program: ScriptProgram

    init(_ instance: SceneInstance, program: ScriptProgram) {
        self.instance = instance
        self.program = program
        instance.isRead = true
    }

    var name: String { instance.name }
    var hasNothingToScroll: Bool { !instance.hasOwnScrollView }
    var reading: SceneReading { instance.reading }
    var stateNames: [String] { instance.stateNames }
    func stateValue(_ name: String) -> ScriptValue? { instance.stateValue(name) }
    var liveState: LiveValue? { instance.liveState }
    func idValue(_ id: ItemID) -> ScriptValue { instance.idValue(id) }
    var haptics: [String] { instance.haptics }

    var simulation: ScrollSimulation { instance.simulation }
    var contentLayouts: [ContentLayout] {
        [instance.simulation.layout] + instance.scrollViews.filter { $0 !== instance.current }.map(\.simulation.layout)
    }

    func itemIndex(labelled label: String) -> Int? { instance.itemIndex(labelled: label) }
    func itemLabels(first count: Int) -> [String] {
        (0..<min(count, simulation.layout.items.count)).map { instance.label(ofItemAt: $0) ?? simulation.layout.items[$0].id.description }
    }
    func tap(_ id: ItemID) throws { try instance.tap(id) }
    func tapDialogAction(_ label: String) throws -> Bool { try instance.tapDialogAction(label) }
    func press(_ id: ItemID) throws { try instance.press(id) }
    func press(_ id: ItemID, thenDrag translation: Vector) throws { try instance.press(id, thenDrag: translation) }
    func drag(on id: ItemID, by translation: Vector) throws { try instance.drag(on: id, translation: translation) }
    func setState(_ name: String, to source: String) throws { try instance.setState(name, toSource: source, in: program) }
    func overrideBehavior(_ behavior: (any TargetBehavior)?) { instance.overrideBehavior(behavior) }
    func removeBehaviorOverride() { instance.removeBehaviorOverride() }
    func runPendingCallbacks() { instance.afterFrame() }
    func reseed(_ seed: UInt64) { instance.reseed(seed) }

    var onEvent: ((ScrollEvent) -> Void)? {
        get { instance.onEvent }
        set { instance.onEvent = newValue }
    }

    var onFrame: (() -> Void)? {
        get { instance.onPublish }
        set { instance.onPublish = newValue }
    }

    func setScreen(_ size: Size, safeArea: EdgeInsets) throws -> Bool {
        try instance.setScreen(size, safeArea: safeArea)
        return true
    }

    func use(_ selector: String) throws -> ScrollViewReading {
        _ = try instance.use(selector)
        return instance.reading.current
    }

    func reload(program: ScriptProgram) throws -> Bool {
        try instance.reload(program: program)
        self.program = program
        return true
    }
}
