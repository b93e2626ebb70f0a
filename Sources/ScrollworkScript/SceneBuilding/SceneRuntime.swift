import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// What a scene's action tokens stand for.
enum SceneAction {
    /// A closure run as is (tap, long press, button, refresh, phase change, drag callbacks).
    case closure(Callable)
    /// `onScrollGeometryChange(for:of:action:)`: the transform and the action.
    case geometryChange(of: Callable, action: Callable)
    /// A combined gesture, given the touch a command makes from the command's arguments (a
    /// drag's value, a press's later move): recognised as a whole (GestureRecognition).
    case touch(GestureValue, makeTouch: ([Value]) -> Touch)
    /// `onTapGesture(coordinateSpace:perform:)`: the closure is given where the tap landed, in
    /// the view's own space or the screen's.
    case locatedTap(Callable, space: CoordinateSpaceValue.Kind)
}

/// The live side of one scene while its body is evaluated and after: `@State` storage
/// by position in the view tree, and the closures behind the layout's action tokens.
///
/// It is the context its scene's code runs with (`ScriptContext`): body code, actions and
/// scheduled work reach it through their frame's context, so two scenes run side by side.
final class SceneRuntime: ScriptContext, ObjectObserver, StateObserver {
    /// Makes the scene's plug-ins (behaviours, sticky rules, transitions) for its program.
    let plugins: any ScenePlugins
    private(set) var actions: [SceneAction] = []
    /// `@State` storage by the path of its view and the property name.
    private(set) var storage: [String: StateBox] = [:]
    /// `@AppStorage` properties' storage, by key (`defaultsBox`).
    private var defaultsBoxes: [String: [(box: StateBox, initial: Value)]] = [:]
    /// Set when a state value changed since the body was last evaluated.
    private(set) var isDirty = false
    /// The storage of the scene's own view, in declaration order, for `state.NAME`.
    private(set) var rootState: [StateBox] = []
    /// Pushed and popped around each body (`within`), never while accessed: exempt from
    /// run-time exclusivity checks, paid twice a row.
    @exclusivity(unchecked) private var path: [PathLevel] = []
    private let root = PathLevel(parent: nil, .root)
    var effectKeys: [ItemEffects: Int] = [:]
    /// The objects `.environmentObject(_:)` gives the views being built, by class name
    /// (a subclass is found by its superclasses' names too).
    var environmentObjects: [String: ObjectInstance] = [:]
    /// The containers `.modelContainer(for:)` made, by where they are in the scene, and those a
    /// `#Preview`'s own body made, by where it made them.
    var modelContainers: [String: ModelContainerObject] = [:]
    /// Set while a `#Preview`'s own body runs (not the bodies of the views it makes).
    var isRunningPreviewBody = false
    /// What the calls of the preview's own body gave at the first evaluation.
    let previewReplay = PreviewReplay()

    /// Runs `body` with an object in the environment (`.environmentObject(model)`).
    func withEnvironmentObject<T>(_ object: ObjectInstance, _ body: () throws -> T) rethrows -> T {
        let saved = environmentObjects
        var type: StructType? = object.type
        while let current = type {
            environmentObjects[current.name] = object
            type = current.superclass
        }
        defer { environmentObjects = saved }
        return try body()
    }

    /// Runs `body` with the environment objects a view was written in (a `ForEach` row built later).
    func withEnvironmentObjects<T>(_ objects: [String: ObjectInstance], _ body: () throws -> T) rethrows -> T {
        let saved = environmentObjects
        environmentObjects = objects
        defer { environmentObjects = saved }
        return try body()
    }

    /// Item ids made from values other than Ints and Strings (enum cases, structs), by the
    /// key the layout uses, so a `scrollPosition` binding is given back the value itself.
    var idValues: [ItemID: Value] = [:]

    /// The item id of `value` (a `ForEach` row's id, a view's tag), remembering an enum case
    /// (the app's, or a framework's such as `SortOrder.reverse`), a struct, an object or a host
    /// value (a UUID), whose ids are their descriptions, so it is given back as itself. Ints and
    /// Strings round-trip through the layout's keys; a whole Double or a Bool is not remembered,
    /// its key being an Int's or a String's.
    func itemID(remembering value: Value) -> ItemID {
        let unwrapped = StateBox.unwrap(value)
        let id = ViewConversion.itemID(unwrapped)
        switch unwrapped {
        case .enumCase, .symbol, .record, .object, .host: idValues[id] = unwrapped
        default: break
        }
        return id
    }
    /// `scrollPosition(id:)` bindings by token.
    private(set) var bindings: [StateBox] = []
    /// Preferences, geometry observers and `GeometryReader`s: what they last saw.
    let readers = ReadersPass()
    /// The environment the view being built sees (`@Environment`).
    var environment = SceneEnvironment()
    /// The running task of each `task(id:)` by where it is written: a change of the id cancels it.
    var tasksByPlace: [String: TaskRunner] = [:]
    /// Tasks the script made (`Task { … }`) whose operation threw before its first suspension:
    /// the next update reports the failure unless the code that made the task awaited its
    /// `value` or `result` meanwhile.
    var failedTasks: [TaskRunner] = []
    /// `@Namespace` identifiers by view path and property.
    var namespaces: [String: NamespaceID] = [:]
    /// The configuration of each `@FetchRequest` by view path and property (`fetchConfiguration`).
    private var fetchConfigurations: [String: FetchConfigurationBox] = [:]
    /// The row ids each `ForEach` had when last built, by its place (`RowState`).
    var forEachRows: [String: RowState.Rows] = [:]
    /// `UIApplication.shared.delegate`: the app's delegate, made the first time it is read.
    var applicationDelegate: Value?
    /// Hears what the scene's code did that the trace should show (a dialog, `dismiss()`).
    var noteSink: ((String) -> Void)?

    /// Puts a line in the trace for something the scene's code did.
    func note(_ text: String) { noteSink?(text) }
    /// The seeded generator, UUID counter, clock and scheduled work of the scene; a reload
    /// hands them on to the scene's next runtime. (The context's `services`, never nil here.)
    var sceneServices: SceneServices {
        didSet { services = sceneServices }
    }
    /// The screen the scene is laid out on and its safe area (the device's bars), for what the
    /// scene's code reads of the device (`UIScreen.main.bounds`, a geometry proxy's safe area).
    var screen = SceneLayout.defaultScreen
    var safeArea = EdgeInsets.zero
    /// `ScrollViewReader` scrolls asked for by the code running now, for the scene to make.
    var scrollRequests: [ScrollRequest] = []
    /// `onAppear`, `task` and `onChange(of:)`: what they saw and what is due.
    let lifecycle = ViewLifecycle()

    init(plugins: any ScenePlugins) {
        self.plugins = plugins
        let services = SceneServices()
        sceneServices = services
        super.init(machine: plugins.machine, services: services)
        becomeScene(self)
    }

    /// One view in the tree being evaluated: its place under its parent (a child view's type
    /// and number, or a ForEach row's id), with the path string made only when state needs it,
    /// so a million stateless rows build no strings.
    final class PathLevel {
        let parent: PathLevel?
        let component: Component
        // Counted once per child view, each access complete before the next: exempt from
        // run-time exclusivity checks.
        @exclusivity(unchecked) private var firstChild: (name: String, count: Int)?
        @exclusivity(unchecked) private var otherChildren: [String: Int] = [:]

        enum Component {
            case root
            case view(String, Int)
            case row(PathLevel, ItemID)
        }

        init(parent: PathLevel?, _ component: Component) {
            self.parent = parent
            self.component = component
        }

        private(set) lazy var path: String = {
            switch component {
            case .root: return ""
            case .view(let name, let number): return (parent?.path ?? "") + "/" + name + "#" + String(number)
            case .row(let base, let id): return base.path + "[" + id.description + "]"
            }
        }()

        /// The same place with its child numbering started again, for content built more than
        /// once at one place (a `GeometryReader`'s, at each layout).
        func fresh() -> PathLevel { PathLevel(parent: parent, component) }

        /// Starts the child numbering again, for content built again at the same place.
        func restart() {
            firstChild = nil
            otherChildren.removeAll()
        }

        /// The next child view of type `name` here.
        func child(_ name: String) -> PathLevel {
            let number: Int
            if let first = firstChild, first.name == name {
                number = first.count
                firstChild = (name, first.count + 1)
            } else if firstChild == nil {
                number = 0
                firstChild = (name, 1)
            } else {
                number = otherChildren[name, default: 0]
                otherChildren[name] = number + 1
            }
            return PathLevel(parent: self, .view(name, number))
        }
    }

    /// The animation of the state changes made since the last evaluation, when they were made
    /// inside `withAnimation` (the last one's, if several were).
    private(set) var changeAnimation: AnimationCurve?
    /// The `withAnimation` calls running now, innermost last; nil for `withAnimation(nil)`.
    private var animationStack: [AnimationCurve?] = []

    /// An observed object the scene's views read changed: as a `@State` change does.
    func objectDidChange() { stateDidChange() }

    func stateDidChange() {
        isDirty = true
        if let current = animationStack.last { changeAnimation = current }
    }
    func markClean() { isDirty = false; changeAnimation = nil }

    /// Whether a `withAnimation` body with an animation is running (a `proxy.scrollTo` in it animates).
    var isAnimating: Bool {
        if case .some(.some) = animationStack.last { return true }
        return false
    }

    /// Called as an animated `withAnimation` body starts while no state change is pending: the
    /// scene notes what its change will start from (rows are evaluated with the state of the
    /// moment, so this cannot wait for the change to be laid out).
    var willAnimateChange: (() -> Void)?

    /// Runs a `withAnimation` body: the state changes it makes animate the layout with `animation`.
    func animating<T>(_ animation: AnimationCurve?, _ body: () throws -> T) rethrows -> T {
        if animation != nil, !isDirty { willAnimateChange?() }
        animationStack.append(animation)
        defer { animationStack.removeLast() }
        return try body()
    }

    /// `.animation(_:value:)` of the evaluation before, by where it is in the view tree, and this one's.
    private var watchedValues: [String: Value] = [:]
    private var watchedNow: [String: Value] = [:]
    private var watchedCounts: [String: Int] = [:]
    /// The animation of the first `.animation(_:value:)` whose value changed in this evaluation.
    private(set) var valueAnimation: AnimationCurve?

    /// Notes an `.animation(animation, value: value)` met while evaluating the body: when its
    /// value differs from the one at the same place in the evaluation before, this evaluation's
    /// layout change animates with it.
    func watch(_ value: Value, animation: AnimationCurve?) {
        let place = currentLevel.path
        let number = watchedCounts[place, default: 0]
        watchedCounts[place] = number + 1
        let key = place + "#animation" + String(number)
        watchedNow[key] = value
        if let old = watchedValues[key], !Value.equal(old, value), valueAnimation == nil, let animation {
            valueAnimation = animation
        }
    }

    /// `.animation(animation)` with no value (deprecated since iOS 15): as a watched value
    /// that differs in every evaluation, so each re-evaluation after the view's first animates.
    func animateEveryChange(with animation: AnimationCurve?) {
        watch(.int(evaluationNumber), animation: animation)
    }

    /// Counts the evaluations of the whole body, for `animateEveryChange(with:)`.
    private var evaluationNumber = 0

    /// Starts a new evaluation of the whole body: action tokens start again.
    func beginEvaluation() {
        lifecycle.beginEvaluation()
        previewReplay.beginEvaluation()
        actions.removeAll(keepingCapacity: true)
        bindings.removeAll()
        path = [PathLevel(parent: nil, .root)]
        watchedValues = watchedNow
        watchedNow = [:]
        watchedCounts = [:]
        valueAnimation = nil
        evaluationNumber += 1
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

    /// The level the next child view of `typeName` gets at the current level.
    func childLevel(_ typeName: String) -> PathLevel {
        (path.last ?? root).child(typeName)
    }

    /// The current level, for `ForEach` rows evaluated later.
    var currentLevel: PathLevel { path.last ?? root }

    /// The level a `ForEach` makes for its rows, a place of its own in the view that writes it.
    static let forEachLevelName = "@ForEach"

    /// The `View` type whose body is being evaluated (nil in a `#Preview`'s own body); a
    /// control's own place (`@ForEach`, `@disclosure`) is in that view's body.
    var currentViewType: String? {
        var level: PathLevel? = currentLevel
        while let current = level {
            switch current.component {
            case .view(let name, _) where name.hasPrefix("@"): level = current.parent
            case .view(let name, _): return name
            case .row(let base, _): level = base
            case .root: return nil
            }
        }
        return nil
    }

    /// The level of a ForEach row.
    func rowLevel(_ base: PathLevel, _ id: ItemID) -> PathLevel { PathLevel(parent: base, .row(base, id)) }

    /// Where a lifecycle modifier written at `range` is: the view being built and where the
    /// modifier's call ends in the source (a chain's modifiers all start where the chain
    /// does), and whether that view is inside a `ForEach` row.
    func lifecyclePlace(_ range: SourceRange) -> (place: String, inRow: Bool) {
        var level: PathLevel? = currentLevel, inRow = false
        while let current = level, !inRow {
            if case .row = current.component { inRow = true }
            level = current.parent
        }
        return (currentLevel.path + "@" + String(range.file) + ":" + String(range.end), inRow)
    }

    /// Runs `body` with `level` as the current one (a child view's body, a ForEach row, an action).
    func within<T>(_ level: PathLevel? = nil, _ body: () throws -> T) rethrows -> T {
        // Without a level, a fresh root: child numbering starts again on every evaluation.
        path.append(level ?? PathLevel(parent: nil, .root))
        defer { path.removeLast() }
        return try body()
    }

    /// The storage of `name` in the view at `viewPath`, made with `initial` the first time.
    func box(_ viewPath: String, _ name: String, initial: Value) -> StateBox {
        let key = viewPath + "." + name
        if let found = storage[key] { return found }
        let box = StateBox(name: name, value: initial, owner: self)
        storage[key] = box
        // The scene's own views sit at the top level ("/TodayCards#0"); `state.NAME` reads them.
        if Self.isSceneRoot(viewPath) { rootState.append(box) }
        return box
    }

    /// The storage of an `@AppStorage(key)` property, shared by the views whose property of the
    /// key has the same default, as the key of `UserDefaults.standard` it stands for is. It reads
    /// what the store holds for the key (or registers for it), else that default; what is written
    /// to it is written to the store, and the key's other properties follow.
    func defaultsBox(_ key: String, _ name: String, initial: Value, viewPath: String?) -> StateBox {
        if let found = defaultsBoxes[key]?.first(where: { Value.equal($0.initial, initial) }) { return found.box }
        let box = StateBox(name: name, value: defaultsValue(key, initial), owner: self)
        box.onWrite = { [weak self, weak box] value in
            guard let self else { return }
            sceneServices.defaults["", default: [:]][key] = AppStorageValues.stored(value)
            defaultsChanged(key, except: box)
        }
        defaultsBoxes[key, default: []].append((box, initial))
        if let viewPath, Self.isSceneRoot(viewPath) { rootState.append(box) }
        return box
    }

    /// The store of `UserDefaults.standard` changed at `key` (`set(_:forKey:)`,
    /// `removeObject(forKey:)`, or another `@AppStorage` property): the key's properties read it
    /// again (removed, what is registered for the key, else their default), and their views are
    /// built again.
    func defaultsChanged(_ key: String, except writer: StateBox? = nil) {
        for (box, initial) in defaultsBoxes[key] ?? [] where box !== writer {
            // The store already holds what the box takes: the box is not written back to it.
            let onWrite = box.onWrite
            box.onWrite = nil
            defer { box.onWrite = onWrite }
            box.set(defaultsValue(key, initial))
        }
    }

    /// What an `@AppStorage(key)` property with this default reads now.
    private func defaultsValue(_ key: String, _ initial: Value) -> Value {
        let stored = sceneServices.defaults[""]?[key] ?? sceneServices.registeredDefaults[key]
        return stored.map { AppStorageValues.read($0, as: initial) } ?? initial
    }

    /// Whether state at this view path is the scene's own view's, which `state.NAME` reads (a
    /// control's own state, a `Menu`'s "/@menu#0", is not).
    private static func isSceneRoot(_ viewPath: String) -> Bool {
        !viewPath.dropFirst().contains("/") && !viewPath.hasPrefix("/@")
    }

    /// The configuration the `@FetchRequest` property `name` of the view at `viewPath` keeps,
    /// made from `given` the first time.
    func fetchConfiguration(_ viewPath: String, _ name: String, given: FetchConfiguration) -> FetchConfigurationBox {
        let key = viewPath + "." + name
        if let found = fetchConfigurations[key] { return found }
        let box = FetchConfigurationBox(given, owner: self)
        fetchConfigurations[key] = box
        return box
    }

    /// Forgets the state kept in the views under these paths (rows that left the tree).
    func discardState(under paths: Set<String>) {
        storage = storage.filter { key, _ in !RowState.isUnder(key, paths) }
        namespaces = namespaces.filter { key, _ in !RowState.isUnder(key, paths) }
        fetchConfigurations = fetchConfigurations.filter { key, _ in !RowState.isUnder(key, paths) }
    }

    func resetStorage() {
        storage = [:]
        rootState = []
        fetchConfigurations = [:]
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
