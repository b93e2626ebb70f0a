import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

extension ScriptProgram {
    /// Names `scene NAME` accepts: `#Preview` titles, then `View` types whose body has a
    /// `ScrollView` (directly or through another such view), sorted.
    public var sceneNames: [String] {
        var scenes = Set<String>()
        var changed = true
        while changed {
            changed = false
            for name in viewNames where !scenes.contains(name) {
                guard let constructed = program.types[name]?.constructedTypes,
                      constructed.contains("ScrollView") || !constructed.isDisjoint(with: scenes) else { continue }
                scenes.insert(name)
                changed = true
            }
        }
        return previewTitles + scenes.sorted()
    }

    /// Instantiates a scene: a `#Preview` title or a `View` type, with `arguments` for its
    /// memberwise initialiser (`scene Row(index: 3)` passes "index: 3").
    public func makeScene(_ name: String, arguments: String? = nil,
                          screen: Size = SceneLayout.defaultScreen, safeArea: EdgeInsets = .zero) throws -> SceneInstance {
        let runtime = SceneRuntime(plugins: plugins)
        runtime.sceneServices.reseed(sceneSeed)
        runtime.screen = screen
        runtime.safeArea = safeArea
        // The root view is made inside the scene: its `@State` initial values may draw on the
        // scene's generator, UUIDs, clock and screen.
        let root = try runtime.within { try sceneRoot(name, arguments: arguments, in: runtime) }
        let scene = try SceneInstance(name: name, root: root, runtime: runtime, screen: screen, safeArea: safeArea)
        // The first update is over: what appeared runs now, as SwiftUI runs it before the
        // first frame is shown.
        scene.attempt { try scene.runLifecycleActions() }
        return scene
    }

    func sceneRoot(_ name: String, arguments: String?, in runtime: SceneRuntime) throws -> SceneInstance.Root {
        let trimmed = (arguments ?? "").trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty, let preview = program.previews.first(where: { $0.title == name }) {
            return .preview(preview)
        }
        guard viewNames.contains(name) else {
            let input = inputFile(name)
            throw Diagnostic.error("no scene named '\(name)'", at: input.fullRange,
                                   hint: NameSuggestions.hint(for: name, in: sceneNames))
        }
        let source = "\(name)(\(trimmed))"
        return .view(try evaluateSceneExpression(source, in: runtime), source: source)
    }

    /// Evaluates REPL input that builds a value (a view, a state value) with the program's names.
    func evaluateSceneExpression(_ source: String, expected: StaticType = .unknown,
                                 bindings: (any SessionBindings)? = nil, in context: ScriptContext? = nil) throws -> Value {
        try evaluate(inputFile(source), expected: expected, bindings: bindings, in: context).value
    }

    /// The scenes declared in the file loaded as `path`, for opening one by itself: its
    /// `#Preview` names in file order, and its `View` types that are scenes, sorted.
    public func scenes(declaredIn path: String) -> (previews: [String], views: [String]) {
        scenes(declaredIn: [path])[0]
    }

    /// `scenes(declaredIn:)` of each path, in one pass over the program: a folder of 10,000
    /// files asked file by file went through (and sorted) all of them 10,000 times.
    public func scenes(declaredIn paths: [String]) -> [(previews: [String], views: [String])] {
        var ids: [String: [Int]] = [:]
        for file in files { ids[file.path, default: []].append(file.id) }
        var previews: [Int: [(start: Int, title: String)]] = [:]
        for preview in program.previews { previews[preview.range.file, default: []].append((preview.range.start, preview.title)) }
        let scenes = Set(sceneNames)
        var views: [Int: [String]] = [:]
        for name in viewNames where scenes.contains(name) {
            if let file = program.types[name]?.range?.file { views[file, default: []].append(name) }
        }
        return paths.map { path in
            let files = ids[path] ?? []
            let found = files.flatMap { previews[$0] ?? [] }.sorted { $0.start < $1.start }
            return (found.map(\.title), files.flatMap { views[$0] ?? [] }.sorted())
        }
    }
}

extension SceneInstance {
    /// `set NAME = EXPR` for a scene `@State`: evaluates the Swift expression with the names
    /// of the program the scene was built from (or last reloaded with) and applies it.
    public func setState(_ name: String, toSource source: String, in program: ScriptProgram) throws {
        guard let box = runtime.rootState.first(where: { $0.name == name }) else {
            let input = program.inputFile(name)
            throw Diagnostic.error("'\(self.name)' has no @State named '\(name)'", at: input.fullRange,
                                   hint: NameSuggestions.hint(for: name, in: stateNames))
        }
        var value = try program.evaluateSceneExpression(source, bindings: StateBindings(scene: self))
        if case .double = box.value, case .int(let number) = value { value = .double(Double(number)) }
        box.set(value)
        try update()
    }

    /// An old state value carried into a reloaded property, or nil when it no longer fits:
    /// same type name, and for structs the same stored properties, re-typed with the new
    /// declaration (old struct types go away with the old program).
    static func carried(_ old: Value, into new: Value) -> Value? {
        if old.isNil || new.isNil { return containsRecords(old) ? nil : old }
        guard old.typeName == new.typeName else { return nil }
        switch (old, new) {
        case (.record(let oldType, let fields), .record(let newType, _)):
            guard oldType.fieldNames == newType.fieldNames, !fields.contains(where: containsRecords) else { return nil }
            return .record(newType, fields)
        case (.object(let oldObject), .object(let newObject)):
            // A `@StateObject` keeps its properties' values in an instance of the reloaded class.
            guard oldObject.type.fieldNames == newObject.type.fieldNames, !oldObject.fields.contains(where: containsRecords) else {
                return nil
            }
            return .object(ObjectInstance(type: newObject.type, fields: oldObject.fields))
        case (.enumCase(let oldType, let index, let payload), .enumCase(let newType, _, _)):
            // The same case by name in the reloaded enum.
            guard payload.isEmpty, index < oldType.type.cases.count,
                  let newIndex = newType.type.caseIndex[oldType.type.cases[index].name] else { return nil }
            return .enumCase(newType, newIndex, [])
        default:
            return containsRecords(old) ? nil : old
        }
    }

    private static func containsRecords(_ value: Value) -> Bool {
        switch value {
        case .record, .object, .enumCase, .tuple, .dictionary, .set: return true
        case .array(let items): return items.contains(where: containsRecords)
        default: return false
        }
    }

    /// Rebuilds the scene from the program's current declarations, keeping the offset and the
    /// `@State` values whose names and kinds still match.
    public func reload(program: ScriptProgram) throws {
        let kept = runtime.rootState.map { ($0.name, $0.value) }
        let newRuntime = SceneRuntime(plugins: program.plugins)
        newRuntime.screen = screen
        newRuntime.safeArea = safeArea
        // The clock, generator and UUID count go on; work scheduled by the old code is dropped.
        newRuntime.sceneServices = runtime.sceneServices
        runtime.sceneServices.schedule.cancelAll()
        let newRoot: Root = try newRuntime.within {
            switch root {
            case .preview:
                return try program.sceneRoot(name, arguments: nil, in: newRuntime)
            case .view(_, let source):
                return .view(try program.evaluateSceneExpression(source, in: newRuntime), source: source)
            }
        }
        // A first evaluation creates the new state storage; matching values then replace the defaults.
        _ = try SceneInstance.evaluate(newRoot, runtime: newRuntime)
        for (name, value) in kept {
            guard let box = newRuntime.rootState.first(where: { $0.name == name }),
                  let carried = SceneInstance.carried(value, into: box.value) else { continue }
            box.value = carried
        }
        let oldRoot = root, oldRuntime = runtime
        root = newRoot
        runtime = newRuntime
        newRuntime.machine.beginFrame()
        do {
            try rebuild()
        } catch {
            root = oldRoot
            runtime = oldRuntime
            throw error
        }
        for scroll in scrollViews { primeGeometryValues(scroll) }
    }
}

/// The scene's `@State` values by name, for `set count = count + 1`.
private final class StateBindings: SessionBindings {
    let scene: SceneInstance
    init(scene: SceneInstance) { self.scene = scene }
    var names: [SessionName] {
        scene.stateNames.map { name in
            SessionName("var \(name): \(scene.stateValue(name)?.swiftTypeName ?? "Any") { get }", doc: "A @State of the scene.")
        }
    }
    func value(of name: String) -> ScriptValue? { scene.stateValue(name) }
    func call(_ name: String, arguments: [ScriptValue]) throws -> ScriptValue? { nil }
}
