import Foundation
import ScrollworkCore

extension ScriptProgram {
    /// Names `scene NAME` accepts: `#Preview` titles, then `View` types whose body has a
    /// `ScrollView` (directly or through another such view), sorted.
    public var sceneNames: [String] {
        let views = viewNames
        var scenes = Set<String>()
        var changed = true
        while changed {
            changed = false
            for name in views where !scenes.contains(name) {
                guard let source = source(ofType: name) else { continue }
                if source.contains("ScrollView") || scenes.contains(where: { source.contains($0 + "(") }) {
                    scenes.insert(name)
                    changed = true
                }
            }
        }
        return previewTitles + scenes.sorted()
    }

    /// Instantiates a scene: a `#Preview` title or a `View` type, with `arguments` for its
    /// memberwise initialiser (`scene Row(index: 3)` passes "index: 3").
    public func makeScene(_ name: String, arguments: String? = nil,
                          screen: Size = SceneLayout.defaultScreen) throws -> SceneInstance {
        let root = try sceneRoot(name, arguments: arguments)
        let scene = try SceneInstance(name: name, root: root, runtime: SceneRuntime(machine: program.machine), screen: screen)
        scene.program = self
        return scene
    }

    func sceneRoot(_ name: String, arguments: String?) throws -> SceneInstance.Root {
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
        return .view(try evaluateSceneExpression(source), source: source)
    }

    /// Evaluates REPL input that builds a value (a view, a state value) with the program's names.
    func evaluateSceneExpression(_ source: String, expected: StaticType = .unknown,
                                 bindings: (any SessionBindings)? = nil) throws -> Value {
        let input = inputFile(source)
        let expression = try parseExpression(input)
        var link: SessionLink?
        if let bindings {
            link = SessionLink()
            link?.bindings = bindings
        }
        let compiler = program.expressionCompiler(session: link, sourceText: sourceText)
        let compiled = compiler.expression(expression, expected: expected)
        if let first = compiler.diagnostics.first(where: \.isError) { throw first }
        return try program.run(compiled.eval, frameSize: compiler.scope.slotCount)
    }
}

extension SceneInstance {
    /// `set NAME = EXPR` for a scene `@State`: evaluates the Swift expression with the names
    /// of the program the scene was built from (or last reloaded with) and applies it.
    public func setState(_ name: String, toSource source: String) throws {
        guard let program else { throw Diagnostic.error("the scene's program is gone", at: SourceRange(file: 0, at: 0)) }
        try setState(name, toSource: source, in: program)
    }

    /// `setState(_:toSource:)` with an explicit program.
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

    /// Whether an old state value still fits a property: same type name, and for structs the
    /// same stored properties (a struct whose fields changed starts again from its default).
    static func canKeep(_ old: Value, replacing new: Value) -> Bool {
        if old.isNil || new.isNil { return true }
        guard old.typeName == new.typeName else { return false }
        if case .record(let oldType, _) = old, case .record(let newType, _) = new {
            return oldType.fieldNames == newType.fieldNames
        }
        if case .array(let oldItems) = old, case .array(let newItems) = new, let a = oldItems.first, let b = newItems.first {
            return canKeep(a, replacing: b)
        }
        return true
    }

    /// Rebuilds the scene from the program's current declarations, keeping the offset and the
    /// `@State` values whose names and kinds still match.
    public func reload(program: ScriptProgram) throws {
        let kept = runtime.rootState.map { ($0.name, $0.value) }
        let newRoot: Root
        switch root {
        case .preview:
            newRoot = try program.sceneRoot(name, arguments: nil)
        case .view(_, let source):
            newRoot = .view(try program.evaluateSceneExpression(source), source: source)
        }
        let newRuntime = SceneRuntime(machine: program.program.machine)
        // A first evaluation creates the new state storage; matching values then replace the defaults.
        _ = try SceneInstance.evaluate(newRoot, runtime: newRuntime)
        for (name, value) in kept {
            guard let box = newRuntime.rootState.first(where: { $0.name == name }),
                  SceneInstance.canKeep(value, replacing: box.value) else { continue }
            box.value = value
        }
        let oldRoot = root, oldRuntime = runtime
        root = newRoot
        runtime = newRuntime
        do {
            try rebuild()
        } catch {
            root = oldRoot
            runtime = oldRuntime
            throw error
        }
        self.program = program
        primeGeometryValues()
    }
}

/// The scene's `@State` values by name, for `set count = count + 1`.
private final class StateBindings: SessionBindings {
    let scene: SceneInstance
    init(scene: SceneInstance) { self.scene = scene }
    func value(of name: String) -> ScriptValue? { scene.stateValue(name) }
    func call(_ name: String, arguments: [ScriptValue]) throws -> ScriptValue? { nil }
}
