import Foundation
import ScrollworkCore
import ScrollworkScene
import ScrollworkScript

/// Scenes from the loaded Swift source: `#Preview` titles and `View` types whose body has a `ScrollView`.
public final class ScriptSceneFactory: SceneFactory {
    public init() {}

    public func sceneNames(in program: ScriptProgram) -> [String] { program.sceneNames }

    public func makeScene(named name: String, arguments: String?, program: ScriptProgram, screen: Size) throws -> (any LiveScene)? {
        try makeScene(named: name, arguments: arguments, program: program, screen: screen, safeArea: .zero)
    }

    public func makeScene(named name: String, arguments: String?, program: ScriptProgram, screen: Size,
                          safeArea: EdgeInsets) throws -> (any LiveScene)? {
        // Any View opens, one with no ScrollView too (it cannot scroll); `scenes` lists those that scroll.
        guard program.sceneNames.contains(name) || program.viewNames.contains(name) else { return nil }
        return ScriptScene(try program.makeScene(name, arguments: arguments, screen: screen, safeArea: safeArea))
    }
}

/// A `SceneInstance` as the session sees it; the scene follows the simulation frame by frame
/// itself (it owns the simulation's event handler), and the session runs its callbacks once
/// more after each command.
final class ScriptScene: LiveScene {
    let instance: SceneInstance

    init(_ instance: SceneInstance) { self.instance = instance }

    var name: String { instance.name }
    var hasNothingToScroll: Bool { !instance.hasOwnScrollView }
    var simulation: ScrollSimulation { instance.simulation }

    func itemIndex(labelled label: String) -> Int? { instance.itemIndex(labelled: label) }

    func label(ofItemAt index: Int) -> String {
        instance.label(ofItemAt: index) ?? simulation.layout.items[index].id.description
    }

    func tap(_ id: ItemID) throws { try instance.tap(id) }
    func tapDialogAction(_ label: String) throws -> Bool { try instance.tapDialogAction(label) }
    func press(_ id: ItemID) throws { try instance.press(id) }
    func drag(on id: ItemID, by translation: Vector) throws { try instance.drag(on: id, translation: translation) }

    var stateNames: [String] { instance.stateNames }
    func stateValue(_ name: String) -> ScriptValue? { instance.stateValue(name) }
    func setState(_ name: String, to source: String) throws { try instance.setState(name, toSource: source) }

    var onEvent: ((ScrollEvent) -> Void)? {
        get { instance.onEvent }
        set { instance.onEvent = newValue }
    }

    func overrideBehavior(_ behavior: (any TargetBehavior)?) { instance.overrideBehavior(behavior) }
    func removeBehaviorOverride() { instance.removeBehaviorOverride() }
    func runPendingCallbacks() { instance.afterFrame() }

    func outsideView(_ id: String) -> (frame: Rect, effects: ItemEffects)? {
        guard let frame = instance.outsideFrame(id) else { return nil }
        return (frame, instance.outsideEffects(id) ?? .identity)
    }

    func setScreen(_ size: Size, safeArea: EdgeInsets) throws -> Bool {
        try instance.setScreen(size, safeArea: safeArea)
        return true
    }

    func reseed(_ seed: UInt64) { instance.reseed(seed) }
    var haptics: [String] { instance.haptics }
    func outsideLabel(_ id: String) -> String? { instance.outsideLabel(id) }

    var scrollViewSummaries: [ScrollViewSummary] {
        instance.scrollViews.map { scroll in
            ScrollViewSummary(number: scroll.number, id: scroll.id?.description, axis: scroll.axis, declaration: scroll.declaration,
                              frame: scroll.screenFrame, simulation: scroll.simulation, isCurrent: scroll === instance.current,
                              visibleFrame: scroll.visibleScreenRect, parent: scroll.parent?.number,
                              label: { [weak scroll] index in
                                  guard let scroll else { return "" }
                                  if let info = try? scroll.layout.item(at: index) { return info.label }
                                  let items = scroll.simulation.layout.items
                                  return items.indices.contains(index) ? items[index].id.description : ""
                              })
        }
    }

    var screenSize: Size { instance.screen }
    var safeAreaInsets: EdgeInsets { instance.safeArea }

    func use(_ selector: String) throws -> ScrollViewSummary {
        let chosen = try instance.use(selector)
        guard let summary = scrollViewSummaries.first(where: { $0.number == chosen.number }) else {
            throw SceneError.invalidValue(selector, reason: "the scroll view went away")
        }
        return summary
    }

    func reload(program: ScriptProgram) throws -> Bool {
        try instance.reload(program: program)
        return true
    }
}
