import ScrollworkCore
import ScrollworkFrontEnd

/// `onAppear`, `onDisappear`, `task` and `onChange(of:)` of a scene's views: what each saw in the
/// evaluations before, by where it is written (the view's place in the tree and the
/// modifier's place in the source), and the actions now due.
///
/// SwiftUI runs these after the update that caused them, never inside the body: the
/// scene runs `due` once an evaluation (or a frame that built new rows) is over, and the
/// state those actions change is evaluated again, as SwiftUI does.
final class ViewLifecycle {
    enum Action {
        /// Call the closure with these arguments.
        case call(Callable, [Value])
        /// Run the closure as a `Task` (the `task` modifier).
        case task(Callable)
    }

    /// Actions met since the scene last ran them, in the order they were met.
    private(set) var due: [Action] = []

    /// Views seen outside `ForEach` rows in the evaluation before and in this one: a view
    /// appears when it is in this evaluation and was not in the one before.
    private var shownBefore: Set<String> = []
    private var shownNow: Set<String> = []
    /// `onDisappear` actions of the views outside `ForEach` rows, in tree order: of the views
    /// present when the scene last took its due actions, and of those met since this
    /// evaluation began (each the closure of the latest evaluation that built the view).
    private var leavingBefore: [(place: String, action: Action)] = []
    private var leavingNow: [(place: String, action: Action)] = []
    private var leavingNowIndex: [String: Int] = [:]
    /// Warnings for modifiers met where they are not simulated, each once.
    private(set) var warnings: [Diagnostic] = []
    private var warned: Set<SourceRange> = []
    /// `onChange(of:)` values of the evaluation before and of this one.
    private var valuesBefore: [String: Value] = [:]
    private var valuesNow: [String: Value] = [:]

    /// Set while a reader's content, built before the reader was placed, goes on after it read
    /// its frame: SwiftUI never builds it so. What an `onChange(of:)` sees then is kept only
    /// until the reader is built at its frame, which counts as the modifier's first evaluation.
    var readsUnplacedFrame = false
    private var unplacedValues: Set<String> = []

    /// A new evaluation of the whole body begins.
    func beginEvaluation() {
        shownBefore = shownNow
        shownNow = []
        leavingNow = []
        leavingNowIndex = [:]
        valuesBefore.merge(valuesNow) { _, now in now }
        valuesNow = [:]
    }

    /// The actions due: first the `onDisappear` of the views gone since the actions were last
    /// taken, then those met, each list in tree order.
    func takeDue() -> [Action] {
        let present = Set(leavingNowIndex.keys)
        let gone = leavingBefore.filter { !present.contains($0.place) }.map(\.action)
        leavingBefore = leavingNow
        defer { due = [] }
        return gone + due
    }

    func takeWarnings() -> [Diagnostic] {
        defer { warnings = [] }
        return warnings
    }

    /// `onAppear(perform:)` or `task(_:)` met at `place`. In a `ForEach` row it is left out
    /// with a warning.
    func appear(_ place: String, inRow: Bool, _ action: Action, name: String, range: SourceRange) {
        if inRow { return warnInRow(name, at: range) }
        if shownNow.insert(place).inserted, !shownBefore.contains(place) { due.append(action) }
    }

    /// `onDisappear(perform:)` met at `place`: its action runs once the view is gone after an
    /// update. In a `ForEach` row it is left out with a warning, as `onAppear` is.
    func disappear(_ place: String, inRow: Bool, _ action: Action, range: SourceRange) {
        if inRow { return warnInRow("onDisappear", at: range) }
        if let index = leavingNowIndex[place] {
            leavingNow[index].action = action
        } else {
            leavingNowIndex[place] = leavingNow.count
            leavingNow.append((place, action))
        }
    }

    /// A located warning about what the scene's code met, given once per place.
    func warn(_ message: String, at range: SourceRange) {
        guard warned.insert(range).inserted else { return }
        warnings.append(.warning(message, at: range))
    }

    /// scrollwork builds every row when it lays the list out, so "when the row comes on (or
    /// goes off) screen" is not known here.
    private func warnInRow(_ name: String, at range: SourceRange) {
        guard warned.insert(range).inserted else { return }
        warnings.append(.warning("'\(name)' in a ForEach row is not simulated (rows are built when the list is laid out, "
                                 + "not as they come on screen); it is left out", at: range))
    }

    /// `onChange(of: value, initial:)` met at `place`; `action` takes (old, new).
    func change(_ place: String, value: Value, initial: Bool, _ action: Callable) {
        let wasUnplaced = !unplacedValues.isEmpty && unplacedValues.contains(place)
        let old = wasUnplaced ? nil : valuesNow[place] ?? valuesBefore[place]
        valuesNow[place] = value
        if readsUnplacedFrame {
            unplacedValues.insert(place)
            return
        }
        if wasUnplaced { unplacedValues.remove(place) }
        if let old {
            if !Value.equal(old, value) { due.append(.call(action, [old, value])) }
        } else if initial {
            due.append(.call(action, [value, value]))
        }
    }
}
