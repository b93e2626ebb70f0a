import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// A scroll view as the readers pass sees it at the end of a frame (a class: it is handed
/// around and kept as the last one walked).
final class ScrollViewNow {
    let key: ScrollViewKey
    let layout: ScrollViewLayout
    /// The container on the screen.
    let frame: Rect
    let contentOffset: Point
    /// The items it shows now, in layout order.
    let visible: [Int]
    /// Where an item is drawn, in content coordinates (a pinned item moves).
    let drawnOrigin: (Int) -> Point

    init(key: ScrollViewKey, layout: ScrollViewLayout, frame: Rect, contentOffset: Point, visible: [Int],
         drawnOrigin: @escaping (Int) -> Point) {
        self.key = key
        self.layout = layout
        self.frame = frame
        self.contentOffset = contentOffset
        self.visible = visible
        self.drawnOrigin = drawnOrigin
    }
}

/// What the readers pass reads of a scene.
protocol ReadersHost: AnyObject {
    var layout: SceneLayout { get }
    /// The scroll view with this key as it is now; nil when the scene does not simulate it.
    func scrollViewNow(_ key: ScrollViewKey) -> ScrollViewNow?
}

/// The readers pass: after a frame's layout, the scene's preferences are gathered from the
/// views that set them, in tree order, and every `onPreferenceChange` and
/// `onGeometryChange` whose value changed is called, in tree order, once all values are known
/// (so an action's state change is seen at the next layout, as in SwiftUI).
///
/// `GeometryReader`s outside scroll content were built while laid out, with the frames the
/// last pass found; when one read a frame that turned out different, `needsLayout` asks the
/// scene to lay out again. Inside scroll content, where frames follow the offset, a reader's
/// content is built again for each pass from where the reader is now. Only items the scroll
/// view shows (and those it showed at the last pass) are looked at, as a lazy stack builds
/// only those.
final class ReadersPass {
    /// The frames a reader outside scroll content had when it was laid out.
    private struct Used { let frames: ReaderFrames? }

    /// The value each observer saw last, by its place in the tree.
    private var observed: [String: Value] = [:]
    private var seen: Set<String> = []
    /// Where each reader outside scroll content was at the last pass, by its place in the tree.
    private var readerFrames: [String: ReaderFrames] = [:]
    private var usedAtLayout: [String: Used] = [:]
    /// Per scroll view (every one the scene simulates, nested ones included): item plans while
    /// the layout stands, containers as a tree, and the items with readers looked at in the last pass.
    var scrollContents: [ScrollViewKey: ScrollContentReaders] = [:]
    /// Counts the passes, so scroll views no pass walks any more are forgotten.
    var passNumber = 0
    /// How many scroll views the current pass walked.
    var walkedScrollViews = 0
    private var pending: [(hook: SceneHook, action: Callable, arguments: [Value])] = []
    /// Dialogs presented now (their binding is true), in the order they were presented.
    var presentedDialogs: [DialogHook] = []
    /// The scroll view whose content the walk evaluated last, for a modifier on it that reads it.
    var lastScrollView: ScrollViewNow?

    /// What the scene was when a pass last ran (see `SceneInstance.readersStamp`).
    struct Stamp: Equatable {
        var layout: Int
        /// The time, while frames move with an animation; nil at rest.
        var time: Double?
        var offsets: [Double]
    }
    var lastStamp: Stamp?
    /// Whether the last frame's passes were cut before the layout settled.
    var wasCut = false

    /// Set by `run`: a reader outside scroll content was laid out with a frame that was not where it is.
    private(set) var needsLayout = false
    /// The named coordinate spaces outside scroll content at the last pass, with their frames
    /// on the screen (a `visualEffect` on an item measures from them).
    private(set) var namedSpaces: [(name: String, frame: Rect)] = []
    /// The observers whose actions the last `run` called, in the order it called them.
    private(set) var ranActions: [SceneHook] = []
    /// Errors of readers' and observers' code in the last `run`; the pass goes on after each.
    private(set) var errors: [any Error] = []

    /// Forgets what depended on the layout (item plans), after a layout.
    func layoutChanged() {
        for contents in scrollContents.values { contents.layoutChanged() }
    }

    /// The frames a `GeometryReader` gets while laid out: where the last pass found it.
    func framesForLayout(_ key: String) -> ReaderFrames? { readerFrames[key] }

    /// The value of a preference an `overlayPreferenceValue` layer is built from while laid
    /// out: what the last pass found coming up from its view; nil before the first.
    func preferenceValueForLayout(_ key: String) -> Value? { observed[key] }

    /// A reader being laid out read a frame on the screen: check it at the next pass.
    func noteRead(_ key: String) {
        usedAtLayout[key] = Used(frames: readerFrames[key])
    }

    /// Set when a reader was built before any pass placed it, until the next pass places it.
    private(set) var hasUnplacedReaders = false

    /// A reader was built before any pass placed it: the scene runs a pass before its actions.
    func noteBuiltUnplaced() { hasUnplacedReaders = true }

    /// Gathers the scene's preferences and geometry as they are now and calls the observers
    /// whose value changed.
    func run(_ host: ReadersHost, runtime: SceneRuntime) {
        needsLayout = false
        hasUnplacedReaders = false
        pending = []
        ranActions = []
        errors = []
        seen = []
        defer { usedAtLayout = [:] }
        guard let plan = host.layout.readerPlan else {
            observed = [:]
            return
        }
        var walk = Walk(host: host, runtime: runtime)
        namedSpaces = []
        lastScrollView = nil
        walkedScrollViews = 0
        passNumber += 1
        _ = evaluate(plan, &walk)
        // Scroll views gone from the scene (a row's carousel off screen) take what was kept for them.
        if scrollContents.count > walkedScrollViews {
            scrollContents = scrollContents.filter { $0.value.walkedInPass == passNumber }
        }
        for (hook, action, arguments) in pending {
            attemptCallback(hook.range, runtime.machine) {
                try call(action, arguments, runtime: runtime, at: hook.range)
                ranActions.append(hook)
            }
        }
        if !observed.keys.allSatisfy(seen.contains) { observed = observed.filter { seen.contains($0.key) } }
        // A dialog whose view is gone is gone with it.
        presentedDialogs.removeAll { !seen.contains($0.key) }
    }

    // MARK: Walking the plan

    /// Where the walk is: how plan frames become screen frames, and what is around.
    struct Walk {
        // Strong: a walk lives only while `run` does, and strong references are cheaper to copy.
        let host: ReadersHost
        let runtime: SceneRuntime
        /// Added to a plan frame to put it on the screen.
        var offset = Point.zero
        var scrollViews: [(frame: Rect, axis: Axis)] = []
        var spaces: [(name: String, frame: Rect)] = []
        var inScrollContent = false
        /// The item being walked and the scroll view it is in: scroll views inside it are known
        /// by their number in it (`ScrollViewKey.child`).
        var item: (scrollView: ScrollContentReaders, id: ItemID)?

        func global(_ rect: Rect) -> Rect { rect.offsetBy(dx: offset.x, dy: offset.y) }
        func frames(_ rect: Rect) -> ReaderFrames {
            ReaderFrames(global: global(rect), scrollViews: scrollViews, spaces: spaces)
        }
    }

    func evaluate(_ node: ReaderPlanNode, _ walk: inout Walk) -> Preferences {
        let saved = walk.spaces.count
        defer { if walk.spaces.count > saved { walk.spaces.removeLast(walk.spaces.count - saved) } }
        pushSpaces(node.steps, &walk)
        var preferences = Preferences()
        var steps = node.steps[...]
        if let reader = node.reader {
            let frames = walk.frames(node.frame)
            if walk.inScrollContent {
                // Where the reader is now: its content built again for it. A body evaluated
                // before the next pass (a state change) builds it at this frame too, not at
                // none, so what it reads (an `onChange(of: proxy.frame(in:))`) does not change.
                if let hook = reader.hook as? SceneHook { readerFrames[hook.key] = frames }
                steps = steps.dropFirst()
                attempt {
                    if let fold = (reader.hook as? GeometryReaderHook)?.fold {
                        let proxy = GeometryProxyValue(size: node.frame.size, safeAreaInsets: .zero, frames: frames)
                        let machine = walk.runtime.machine
                        return try preferences.merge(fold.form.preferences(proxy, of: fold.content, machine: machine, in: walk.runtime),
                                                     machine: machine)
                    }
                    let content = try reader.content(ReaderGeometry(size: node.frame.size, frames: frames))
                    if ReaderPlanNode.needsLayout(content) {
                        // Something inside reads its own frame: lay the content out to know it.
                        if let plan = try ReaderPlanNode.placed(content, in: node.frame) {
                            try preferences.merge(evaluate(plan, &walk), machine: walk.runtime.machine)
                        }
                    } else {
                        // Every view inside is at the reader's frame (the usual `Color.clear.preference(…)`).
                        try preferences.merge(evaluateInPlace(content, frame: node.frame, &walk), machine: walk.runtime.machine)
                    }
                }
            } else if let hook = reader.hook as? SceneHook {
                if let used = usedAtLayout[hook.key], used.frames != frames { needsLayout = true }
                readerFrames[hook.key] = frames
            }
        }
        apply(steps, to: &preferences, &walk)
        return preferences
    }

    /// The preferences of views built outside any layout, every one of them taken at `frame`:
    /// the order of `ReaderPlanBuilder`, without building a plan (this runs per reader and frame).
    private func evaluateInPlace(_ node: ViewNode, frame: Rect, _ walk: inout Walk, depth: Int = 0) throws -> Preferences {
        var preferences = Preferences()
        guard depth < 64 else { return preferences }
        let machine = walk.runtime.machine
        for child in try node.laidOutChildren() {
            try preferences.merge(evaluateInPlace(child, frame: frame, &walk, depth: depth + 1), machine: machine)
        }
        for modifier in node.modifiers {
            switch modifier {
            case .reader(let hook):
                try apply(hook, frame: frame, to: &preferences, walk)
            case .background, .overlay, .safeAreaInset:
                guard let view = modifier.decorationView else { break }
                try preferences.merge(evaluateInPlace(view, frame: frame, &walk, depth: depth + 1), machine: machine)
            default:
                break
            }
        }
        return preferences
    }

    /// A view's coordinate spaces apply to everything inside it.
    func pushSpaces<S: Sequence>(_ steps: S, _ walk: inout Walk) where S.Element == ReaderPlanNode.Step {
        for step in steps {
            guard case .hook(let hook as CoordinateSpaceHook, let frame) = step else { continue }
            walk.spaces.append((hook.name, walk.global(frame)))
            if !walk.inScrollContent { namedSpaces.append((hook.name, walk.global(frame))) }
        }
    }

    /// The view's content and modifiers in order, over the preferences coming up so far.
    func apply<S: Sequence>(_ steps: S, to preferences: inout Preferences, _ walk: inout Walk)
    where S.Element == ReaderPlanNode.Step {
        let machine = walk.runtime.machine
        for step in steps {
            switch step {
            case .views(let nodes):
                for node in nodes {
                    let inner = evaluate(node, &walk)
                    attempt { try preferences.merge(inner, machine: machine) }
                }
            case .scrollContent(let index):
                guard walk.host.layout.scrollViews.indices.contains(index) else { continue }
                let inner = evaluateScrollContent(walk.host.layout.scrollViews[index].key, &walk)
                attempt { try preferences.merge(inner, machine: machine) }
            case .itemScrollContent(let ordinal):
                guard let item = walk.item else { continue }
                let inner = evaluateScrollContent(item.scrollView.key.child(item: item.id, ordinal: ordinal), &walk)
                attempt { try preferences.merge(inner, machine: machine) }
            case .hook(let hook, let frame):
                attemptCallback((hook as? SceneHook)?.range, machine) { try apply(hook, frame: frame, to: &preferences, walk) }
            }
        }
    }

    private func apply(_ hook: any ReaderHook, frame: Rect, to preferences: inout Preferences, _ walk: Walk) throws {
        let machine = walk.runtime.machine
        switch hook {
        case let hook as PreferenceHook:
            preferences.set(hook.preference, hook.value)
        case let hook as TransformPreferenceHook:
            let value = try preferences.value(for: hook.preference) ?? hook.preference.defaultValue(machine)
            machine.begin()
            let changed = try walk.runtime.within {
                try located(hook.range) { try hook.callback.call([value], readingBack: 0, in: walk.runtime) }
            }
            preferences.set(hook.preference, changed)
        case let hook as AnchorPreferenceHook:
            let anchor = hook.source.anchor(in: walk.global(frame))
            machine.begin()
            let value = try walk.runtime.within {
                try located(hook.range) { try hook.transform.call([.host(anchor)], in: walk.runtime) }
            }
            preferences.set(hook.preference, value)
        case let hook as PreferenceValueHook:
            // The layer was built from the value the last pass found: when it changed, it is built again.
            let value = try preferences.value(for: hook.preference) ?? hook.preference.defaultValue(machine)
            let built = try observed[hook.key] ?? hook.preference.defaultValue(machine)
            record(hook, value)
            if !Value.equal(built, value) { needsLayout = true }
        case let hook as PreferenceObserverHook:
            let value = try preferences.value(for: hook.preference) ?? hook.preference.defaultValue(machine)
            let previous = try observed[hook.key] ?? hook.preference.defaultValue(machine)
            record(hook, value)
            if !Value.equal(previous, value) { pending.append((hook, hook.action, [value])) }
        case let hook as DialogHook:
            // A submenu is not in the tree: it is followed with its menu.
            for dialog in hook.menuTree {
                seen.insert(dialog.key)
                follow(dialog, runtime: walk.runtime)
            }
        case let hook as VisualEffectHook:
            // On an item, the simulation asks for its effects with its geometry instead.
            guard !walk.inScrollContent else { return }
            try hook.update(GeometryProxyValue(size: frame.size, safeAreaInsets: .zero, frames: walk.frames(frame)), machine: machine)
        case let hook as VisibilityObserverHook:
            // Visible: enough of the view inside the nearest scroll view's container.
            guard let container = walk.scrollViews.last?.frame else { return }
            let global = walk.global(frame)
            let visible = Self.areaFraction(global, inside: container) >= hook.threshold && Self.areaFraction(global, inside: container) > 0
            let previous = observed[hook.key]
            record(hook, .bool(visible))
            if !Value.equal(previous ?? .bool(false), .bool(visible)) { pending.append((hook, hook.action, [.bool(visible)])) }
        case let hook as TargetVisibilityObserverHook:
            guard let now = lastScrollView else { return }
            let ids = Self.visibleTargets(now, threshold: hook.threshold)
            let previous = observed[hook.key] ?? .array([])
            record(hook, ids)
            if !Value.equal(previous, ids) { pending.append((hook, hook.action, [ids])) }
        case let hook as GeometryObserverHook:
            let proxy = GeometryProxyValue(size: frame.size, safeAreaInsets: .zero, frames: walk.frames(frame))
            machine.begin()
            let value = try walk.runtime.within { try located(hook.range) { try hook.transform.call([.host(proxy)], in: walk.runtime) } }
            let previous = observed[hook.key]
            record(hook, value)
            if let previous {
                if !Value.equal(previous, value) {
                    pending.append((hook, hook.action, hook.passesOldValue ? [previous, value] : [value]))
                }
            } else if !hook.passesOldValue {
                pending.append((hook, hook.action, [value]))
            }
        default:
            break
        }
    }

    /// How much of `rect`'s area lies inside `container` (a rect with no area: 1 inside, 0 outside).
    static func areaFraction(_ rect: Rect, inside container: Rect) -> Double {
        let width = max(0, min(rect.maxX, container.maxX) - max(rect.minX, container.minX))
        let height = max(0, min(rect.maxY, container.maxY) - max(rect.minY, container.minY))
        let area = rect.width * rect.height
        guard area > 0 else { return container.contains(Point(x: rect.minX, y: rect.minY)) ? 1 : 0 }
        return width * height / area
    }

    /// The ids of a scroll view's target views showing by at least `threshold` of their length.
    static func visibleTargets(_ now: ScrollViewNow, threshold: Double) -> Value {
        let axis = now.layout.axis, items = now.layout.content.items
        let low = axis == .vertical ? now.contentOffset.y : now.contentOffset.x
        let high = low + (axis == .vertical ? now.frame.height : now.frame.width)
        var ids: [Value] = []
        for index in now.visible where items[index].flags.contains(.scrollTarget) {
            let origin = now.drawnOrigin(index), frame = items[index].frame
            let start = axis == .vertical ? origin.y : origin.x
            let length = axis == .vertical ? frame.height : frame.width
            let fraction = TransitionConfiguration.visibleFraction(start, start + length, low, high)
            if fraction >= threshold && fraction > 0 { ids.append(BuiltinTypes.value(items[index].id)) }
        }
        return .array(ids)
    }

    private func record(_ hook: SceneHook, _ value: Value) {
        seen.insert(hook.key)
        observed[hook.key] = value
    }

    func attempt(_ body: () throws -> Void) {
        do { try body() } catch { errors.append(error) }
    }

    /// Runs a reader's code (a transform, an action) unless it was turned off: one that uses
    /// up its budget is turned off for the rest of the session, as the scene's own callbacks
    /// are (`SceneInstance.attempt(callback:_:_:)`).
    private func attemptCallback(_ range: SourceRange?, _ machine: Machine, _ body: () throws -> Void) {
        if let range, machine.disabledCallbacks.contains(range) { return }
        do {
            try body()
        } catch {
            guard let range, machine.budgetRanOut else { return errors.append(error) }
            guard machine.turnOff(range) else { return }
            errors.append(Diagnostic(failure: error, at: range).adding(.note(CallbackMessages.turnedOff("reader callback"), at: range)))
        }
    }

    private func call(_ action: Callable, _ arguments: [Value], runtime: SceneRuntime, at range: SourceRange) throws {
        runtime.machine.begin()
        let count = action.arity ?? arguments.count
        var values = Array(arguments.prefix(count))
        while values.count < count { values.append(.none) }
        _ = try runtime.within { try located(range) { try action.call(values, in: runtime) } }
    }
}
