import Foundation
import ScrollworkCore
import ScrollworkScene
import ScrollworkScript

/// The names `print`, `expect` and `set` see (docs/SEMANTICS.md, "Names in expressions"), read from
/// the current scene.
final class SessionNames: SessionBindings {
    private unowned let session: Session

    init(session: Session) { self.session = session }

    /// The names every session has, declared as Swift (docs/SEMANTICS.md, "Names in expressions").
    static let declared: [SessionName] = [
        SessionName("var offset: CGFloat { get }", doc: "The content offset on the scroll axis (-inset at the top)."),
        SessionName("var velocity: CGFloat { get }", doc: "The scroll velocity in points per second, in offset terms."),
        SessionName("var phase: ScrollPhase { get }", doc: "What the scroll view is doing: .idle, .tracking, …"),
        SessionName("var time: Double { get }", doc: "Simulated seconds since the scene opened."),
        SessionName("var geometry: ScrollGeometry { get }", doc: "The scroll view's ScrollGeometry."),
        SessionName("var naturalTarget: CGFloat? { get }", doc: "The natural target's rect minY at the last release, or nil."),
        SessionName("var finalTarget: CGFloat? { get }", doc: "The final target's rect minY at the last release, or nil."),
        SessionName("var scrollPositionID: AnyHashable? { get }", doc: "The id of the first target-layout item shown."),
        SessionName("var refreshCount: Int { get }", doc: "How many times refreshable has fired."),
        SessionName("var state: SceneState { get }", doc: "The scene's @State values: state.NAME."),
        SessionName("var fps: Double { get }", doc: "Frames per simulated second."),
        SessionName("var safeArea: EdgeInsets { get }",
                    doc: "The screen's safe area: the device's bars, a navigation bar and a tab bar (as safeAreaInsets)."),
        SessionName("var haptics: [String] { get }", doc: "The haptic feedback the scene played, in order: \"impact medium\", …"),
        SessionName("func item(_ id: AnyHashable) -> ScrollItem", doc: "An item by id: frame, label, visibleFraction, phase, effects, isPinned."),
        SessionName("func scroll(_ selector: AnyHashable) -> ScrollViewState",
                    doc: "A scroll view by number or .id: offset, velocity, phase, state, frame, axis, scrollPositionID."),
    ]

    /// The session's names and the current behaviour's parameters.
    var names: [SessionName] {
        var names = Self.declared
        if let behavior = session.scene?.simulation.behavior {
            for parameter in session.program.parameters(of: behavior) {
                names.append(SessionName("var \(parameter.name): \(parameter.value.swiftTypeName) { get }",
                                         doc: "A parameter of the current behaviour."))
            }
        }
        return names
    }

    func value(of name: String) -> ScriptValue? {
        if name == "fps" { return .double(session.framesPerSecond) }
        guard let scene = session.scene else { return nil }
        let current = scene.reading.current
        switch name {
        case "offset": return .double(current.offset)
        case "velocity": return .double(current.velocity)
        case "phase": return .enumCase(type: "ScrollPhase", name: current.phase.rawValue)
        case "time": return .double(current.time)
        case "geometry": return ScriptValue(current.geometry)
        case "naturalTarget": return current.lastRelease.map { .double($0.naturalTarget) } ?? ScriptValue.none
        case "finalTarget": return current.lastRelease.map { .double($0.finalTarget) } ?? ScriptValue.none
        case "scrollPositionID": return current.scrollPositionID.map(scene.idValue) ?? ScriptValue.none
        case "refreshCount": return .int(current.refreshCount)
        case "safeArea": return ScriptValue(scene.reading.safeAreaWithBars)
        case "haptics": return .array(scene.haptics.map { .string($0) })
        case "state":
            return .record(type: "State", fields: scene.stateNames.map { ($0, scene.stateValue($0) ?? ScriptValue.none) })
        default:
            guard let behavior = scene.simulation.behavior else { return nil }
            return session.program.parameters(of: behavior).first { $0.name == name }?.value
        }
    }

    func liveValue(of name: String) -> LiveValue? {
        name == "state" ? session.scene?.liveState : nil
    }

    func call(_ name: String, arguments: [ScriptValue]) throws -> ScriptValue? {
        if name == "scroll" { return try scrollView(arguments) }
        guard name == "item" else { return nil }
        guard let scene = session.scene else { throw SessionFailure.noScene }
        guard arguments.count == 1, let id = Self.itemID(arguments[0]) else {
            throw SceneError.invalidValue("item(…)", reason: "item takes one id: an Int, a String, a colour or an enum case")
        }
        let reading = scene.reading, simulation = scene.simulation
        if let index = simulation.layout.index(of: id) {
            // An item off screen: where it is and its phase, from the layout. The frame drew
            // nothing of it: no label, and only effects that are plain values (a read runs no closure).
            return Self.value(of: reading.current.item(at: index) ?? ItemReading(simulation, index: index, label: nil), in: scene)
        }
        // A view inside an item on screen (current scroll view first), then an item or such a
        // view of another scroll view, then a view outside the scroll content.
        if let view = reading.current.nestedView(id) { return Self.value(of: view, in: scene) }
        for scroll in reading.scrollViews where !scroll.isCurrent {
            if let found = scroll.item(id) ?? scroll.nestedView(id) { return Self.value(of: found, in: scene) }
        }
        guard let view = reading.outsideView(id.description) else { throw SceneError.unknownItem(id) }
        var found = view
        found.id = id
        return Self.value(of: found, in: scene)
    }

    /// `scroll(2)`, `scroll("gallery")`: any scroll view of the scene, current or not.
    private func scrollView(_ arguments: [ScriptValue]) throws -> ScriptValue {
        guard let scene = session.scene else { throw SessionFailure.noScene }
        guard arguments.count == 1, let selector = Self.itemID(arguments[0])?.description else {
            throw SceneError.invalidValue("scroll(…)", reason: "scroll takes a scroll view's number or its .id")
        }
        let summaries = scene.reading.scrollViews
        guard let summary = scene.reading.scrollView(selector) else {
            throw SceneError.invalidValue("scroll(\(selector))", reason: "the scene has \(summaries.count) scroll view"
                + (summaries.count == 1 ? "" : "s") + " (`scrolls` lists them)")
        }
        return Self.report(summary, in: scene)
    }

    /// What `scroll(N)` reads: the scroll view's place and its scroll state (`.state` is the
    /// same as the `state` command's numbers).
    static func report(_ summary: ScrollViewReading, in scene: any LiveScene) -> ScriptValue {
        let position = summary.scrollPositionID.map(scene.idValue) ?? ScriptValue.none
        let state = ScriptValue.record(type: "ScrollState", fields: [
            ("phase", .enumCase(type: "ScrollPhase", name: summary.phase.rawValue)),
            ("offset", .double(summary.offset)),
            ("velocity", .double(summary.velocity)),
            ("naturalTarget", summary.lastRelease.map { .double($0.naturalTarget) } ?? ScriptValue.none),
            ("finalTarget", summary.lastRelease.map { .double($0.finalTarget) } ?? ScriptValue.none),
            ("scrollPositionID", position),
            ("isFingerDown", .bool(summary.isFingerDown)),
        ])
        return .record(type: "ScrollViewState", fields: [
            ("number", .int(summary.number)),
            ("id", summary.id.map { .string($0) } ?? ScriptValue.none),
            ("axis", .enumCase(type: "Axis", name: summary.axis.rawValue)),
            ("frame", ScriptValue(summary.frame)),
            ("offset", .double(summary.offset)),
            ("velocity", .double(summary.velocity)),
            ("phase", .enumCase(type: "ScrollPhase", name: summary.phase.rawValue)),
            ("geometry", ScriptValue(summary.geometry)),
            ("scrollPositionID", position),
            ("isCurrent", .bool(summary.isCurrent)),
            ("state", state),
        ])
    }

    /// The id a value names, as a scene's `.id` and `ForEach` make it: Ints and Strings as they
    /// are, a colour or an enum case by its name (`Color.blue`, `.blue` and `"blue"` alike).
    static func itemID(_ value: ScriptValue) -> ItemID? {
        switch value {
        case .int(let number): return .int(number)
        case .string(let text): return .string(text)
        case .double(let number) where number == number.rounded() && abs(number) < 1e15: return .int(Int(number))
        case .enumCase(_, let name): return .string(name)
        case .bool(let flag): return .string(String(flag))
        default: return nil
        }
    }

    /// One of an item's `rotation3DEffect`s.
    static func value(of turn: Rotation3D) -> ScriptValue {
        .record(type: "Rotation3D", fields: [
            ("angle", .double(turn.angle)),
            ("axis", .record(type: "Axis", fields: [("x", .double(turn.axisX)), ("y", .double(turn.axisY)), ("z", .double(turn.axisZ))])),
            ("anchor", .record(type: "UnitPoint", fields: [("x", .double(turn.anchor.x)), ("y", .double(turn.anchor.y))])),
            ("anchorZ", .double(turn.anchorZ)),
            ("perspective", .double(turn.perspective)),
        ])
    }

    /// What `item(ID)` reads of an item; its id is the value the scene made it from.
    static func value(of item: ItemReading, in scene: any LiveScene) -> ScriptValue {
        let effects = item.effects, phase = item.phase
        return .record(type: "ScrollItem", fields: [
            ("id", scene.idValue(item.id)),
            ("frame", ScriptValue(item.frame)),
            ("label", item.label.map { .string($0) } ?? ScriptValue.none),
            ("visibleFraction", .double(item.visibleFraction)),
            ("phase", .enumCase(type: "ScrollTransitionPhase", name: phase.name)),
            ("value", .double(phase.value)),
            ("scale", .double(effects.scaleX == effects.scaleY ? effects.scaleX : (effects.scaleX + effects.scaleY) / 2)),
            ("scaleX", .double(effects.scaleX)),
            ("scaleY", .double(effects.scaleY)),
            ("opacity", .double(effects.opacity)),
            ("offset", ScriptValue(Size(width: effects.offsetX, height: effects.offsetY))),
            ("rotation", .double(effects.rotation)),
            ("blur", .double(effects.blur)),
            ("brightness", .double(effects.brightness)),
            ("contrast", .double(effects.contrast)),
            ("saturation", .double(effects.saturation)),
            ("grayscale", .double(effects.grayscale)),
            ("hueRotation", .double(effects.hueRotation)),
            ("rotations3D", .array(effects.rotations3D.map(value(of:)))),
            ("isPinned", .bool(item.pin != nil)),
            ("isVisible", .bool(item.visibleFraction > 0)),
        ])
    }
}
