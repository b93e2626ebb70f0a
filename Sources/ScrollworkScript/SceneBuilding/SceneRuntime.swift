import Foundation
import ScrollworkCore

/// What a scene's action tokens stand for.
enum SceneAction {
    /// A closure run as is (tap, long press, button, refresh, phase change, drag callbacks).
    case closure(Callable)
    /// `onScrollGeometryChange(for:of:action:)`: the transform and the action.
    case geometryChange(of: Callable, action: Callable)
}

/// The live side of one scene while its body is evaluated and after: `@State` storage
/// by position in the view tree, and the closures behind the layout's action tokens.
///
/// Body code runs inside compiled closures that cannot take extra parameters, so the
/// runtime being evaluated is found through `SceneRuntime.current` (scripts run on one
/// thread, one body evaluation at a time).
final class SceneRuntime {
    /// Per thread, so scenes built on different threads (parallel tests) never meet.
    static var current: SceneRuntime? {
        get {
            guard let pointer = pthread_getspecific(currentKey) else { return nil }
            return Unmanaged<SceneRuntime>.fromOpaque(pointer).takeUnretainedValue()
        }
        set {
            // `within` keeps the runtime alive while it is current, so the pointer is not retained.
            pthread_setspecific(currentKey, newValue.map { Unmanaged.passUnretained($0).toOpaque() })
        }
    }

    private static let currentKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    let machine: Machine
    private(set) var actions: [SceneAction] = []
    /// `@State` storage by the path of its view and the property name.
    private(set) var storage: [String: StateBox] = [:]
    /// Set when a state value changed since the body was last evaluated.
    private(set) var isDirty = false
    /// The storage of the scene's own view, in declaration order, for `state.NAME`.
    private(set) var rootState: [StateBox] = []
    private var path: [PathLevel] = []
    var effectKeys: [ItemEffects: Int] = [:]
    /// `scrollPosition(id:)` bindings by token.
    private(set) var bindings: [StateBox] = []

    init(machine: Machine) {
        self.machine = machine
    }

    /// One view in the tree being evaluated: where it is, and how many children of each type it has so far.
    final class PathLevel {
        let path: String
        var counters: [String: Int] = [:]
        init(_ path: String) { self.path = path }

        func child(_ name: String) -> String {
            let number = counters[name, default: 0]
            counters[name] = number + 1
            return path + "/" + name + "#" + String(number)
        }
    }

    func stateDidChange() { isDirty = true }
    func markClean() { isDirty = false }

    /// Starts a new evaluation of the whole body: action tokens start again.
    func beginEvaluation() {
        actions.removeAll(keepingCapacity: true)
        bindings.removeAll()
        path = [PathLevel("")]
    }

    func register(_ action: SceneAction) -> ActionToken {
        actions.append(action)
        return actions.count - 1
    }

    func registerBinding(_ box: StateBox) -> Int {
        bindings.append(box)
        return bindings.count - 1
    }

    func binding(_ token: Int) -> StateBox? {
        bindings.indices.contains(token) ? bindings[token] : nil
    }

    func action(_ token: ActionToken) -> SceneAction? {
        actions.indices.contains(token) ? actions[token] : nil
    }

    /// The path the next child view of `typeName` gets at the current level.
    func childPath(_ typeName: String) -> String {
        if path.isEmpty { path = [PathLevel("")] }
        return path[path.count - 1].child(typeName)
    }

    /// The current level's path, for `ForEach` rows evaluated later.
    var currentPath: String { path.last?.path ?? "" }

    /// Runs `body` with `levelPath` as the current level (a child view's body, a ForEach row).
    func within<T>(_ levelPath: String, _ body: () throws -> T) rethrows -> T {
        let saved = SceneRuntime.current
        SceneRuntime.current = self
        path.append(PathLevel(levelPath))
        defer {
            path.removeLast()
            SceneRuntime.current = saved
        }
        return try body()
    }

    /// The storage of `name` in the view at `viewPath`, made with `initial` the first time.
    func box(_ viewPath: String, _ name: String, initial: Value) -> StateBox {
        let key = viewPath + "." + name
        if let found = storage[key] { return found }
        let box = StateBox(name: name, value: initial, owner: self)
        storage[key] = box
        // The scene's own views sit at the top level ("/TodayCards#0"); `state.NAME` reads them.
        if !viewPath.dropFirst().contains("/") { rootState.append(box) }
        return box
    }

    func resetStorage() {
        storage = [:]
        rootState = []
    }
}

extension SceneRuntime {
    /// The same key for equal body effects, so a million rows with `.opacity(0.5)` share one
    /// transition entry; negative so it never meets keys made from source offsets.
    func sharingKey(for effects: ItemEffects) -> Int {
        if let key = effectKeys[effects] { return key }
        let key = -(effectKeys.count + 1)
        effectKeys[effects] = key
        return key
    }
}
