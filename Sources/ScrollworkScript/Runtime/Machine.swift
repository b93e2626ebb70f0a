import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// The state of running scripts: budgets, call depth, globals and `print` output.
///
/// One call from the host into a script (an `updateTarget`, a transition closure, a REPL
/// expression) starts with `begin()`, which gives that call its steps. A program with no
/// scene gives each call the whole step budget and memory budget. A scene opens a frame
/// window (`beginFrame()`) at each frame and again after it: the calls in one window (sticky
/// rules, transition closures, geometry and phase actions, timers, the body, and between
/// frames a gesture's or a tap's) share one budget of steps and one of memory, so a callback
/// that runs for every item and frame cannot multiply the per-call budget.
final class Machine {
    /// Steps left and call depth: touched on every loop turn and call.
    let counters: RunCounters
    var stepBudget: Int { counters.stepBudget }
    var recursionLimit: Int { counters.recursionLimit }
    var stepsLeft: Int {
        get { counters.stepsLeft }
        set { counters.setSteps(newValue) }
    }
    var depth: Int {
        get { counters.pointer[RunCounters.depth] }
        set { counters.pointer[RunCounters.depth] = newValue }
    }
    var globals: Frame
    /// Global initial values not run yet, or that failed, by slot (`Machine+Globals`).
    var pendingGlobals: [Int: GlobalInitializer] = [:]
    /// The slots whose initial values are running, to report one that uses itself.
    var initializingGlobals: Set<Int> = []
    /// Lines printed by scripts since the host last took them.
    var output: [String] = []
    /// What `print(_:terminator:)` wrote after the last line break, waiting for the rest of
    /// its line (`print(1, terminator: " "); print(2)` is one line, `1 2`).
    private var unfinishedLine = ""
    /// Callbacks turned off for the rest of the session because they used up a budget, by
    /// where they are declared (see `SceneInstance.attempt(_:at:_:)`, `ScriptStickyRule`).
    var disabledCallbacks: Set<SourceRange> = []
    /// The device beyond its screen: asset catalogs, scale, idiom, iOS version (the program's).
    var platform = SimulatedPlatform()
    /// The Swift module the program is, as the runtime names its types in messages
    /// (`App.LoadError.missing`): a file's name without `.swift`, as swiftc names a one-file
    /// module, or an app folder's name.
    var moduleName = "main"
    /// The program's own types by (dotted) name, for what reads them at run time (`Codable`).
    var declaredTypes: [String: StructType] = [:]

    init(stepBudget: Int, recursionLimit: Int) {
        let pointer = UnsafeMutablePointer<Int>.allocate(capacity: RunCounters.slotCount)
        pointer.initialize(repeating: 0, count: RunCounters.slotCount)
        pointer[RunCounters.granted] = stepBudget
        pointer[RunCounters.frameSteps] = Int.max
        pointer[RunCounters.memory] = RunCounters.memoryBudget
        counters = RunCounters(pointer: pointer, stepBudget: stepBudget, recursionLimit: recursionLimit)
        counters.setSteps(stepBudget)
        self.globals = Frame(size: 0, parent: nil, context: nil)
    }

    deinit {
        counters.pointer.deallocate()
    }

    /// The context of code run with no scene and no load around it (a behaviour or a REPL
    /// expression outside a scene): the machine's budgets, no services.
    private(set) lazy var context = ScriptContext(machine: self)

    /// Starts one call from the host; nested host calls (a closure run by `map`) keep the budget.
    @inline(__always)
    func begin() { counters.begin() }

    /// Starts a call from the host that is not made per item and frame (a REPL expression, a
    /// global's initial value): outside a frame window it gets the whole memory budget, which
    /// calls per item and frame share with their window (`beginFrame`).
    func beginHostCall() {
        counters.begin()
        if depth == 0, counters.pointer[RunCounters.frameSteps] == Int.max {
            counters.pointer[RunCounters.memory] = counters.memoryBudget
        }
    }

    @inline(__always)
    func step(_ range: SourceRange) throws { try counters.step(range) }

    @inline(__always)
    func enter(_ range: SourceRange) throws { try counters.enter(range) }

    @inline(__always)
    func leave() { counters.leave() }

    /// Starts a frame window: the calls until the next one share its budgets.
    func beginFrame() { counters.beginFrame() }

    /// Starts building one `ForEach` row. A list's rows are all built in the frame window in
    /// which it opens (or its layout changes), so each row adds its own allowance to the
    /// window's budgets (`RunCounters.grantRow`): a million-row list opens, and the rows of
    /// one window together stay bounded through the row limit.
    func beginRow() {
        counters.grantRow()
        counters.begin()
    }

    /// The steps a task resumed now runs with: a call's, or what the frame has left if less.
    func stepsForTask() -> Int {
        let frame = counters.pointer[RunCounters.frameSteps]
        return frame == Int.max ? stepBudget : min(stepBudget, max(0, frame))
    }

    /// Takes the steps a resumed task used off the frame's.
    func taskUsed(_ steps: Int) {
        if counters.pointer[RunCounters.frameSteps] != Int.max { counters.pointer[RunCounters.frameSteps] -= steps }
    }

    /// Turns off the callback declared at `key`, which used up its budget, and gives the rest
    /// of the frame a fresh budget: the callbacks after it are not blamed for its steps.
    /// False when the call had no steps to begin with (the frame was spent before it): it is
    /// not to blame, and neither turned off nor reported.
    func turnOff(_ key: SourceRange) -> Bool {
        guard counters.pointer[RunCounters.granted] > 0 else { return false }
        disabledCallbacks.insert(key)
        if counters.pointer[RunCounters.frameSteps] != Int.max { beginFrame() }
        return true
    }

    /// Whether the last call from the host stopped because it used up the steps or the memory
    /// it had (rather than on an error of its own).
    var budgetRanOut: Bool { counters.pointer[RunCounters.ranOut] != 0 }

    /// What `print` writes: `text`, then `terminator`.
    func print(_ text: String, terminator: String) {
        if terminator == "\n" && unfinishedLine.isEmpty { return output.append(text) }
        var lines = (unfinishedLine + text + terminator).split(separator: "\n", omittingEmptySubsequences: false)
        unfinishedLine = String(lines.removeLast())
        output.append(contentsOf: lines.map(String.init))
    }

    /// The lines printed since the last call; a line still unfinished ends with the host's
    /// command, as a terminal shows it.
    func takeOutput() -> [String] {
        if !unfinishedLine.isEmpty {
            output.append(unfinishedLine)
            unfinishedLine = ""
        }
        defer { output = [] }
        return output
    }
}

/// A machine's budgets and call depth, in unmanaged memory, as a value: code run per item
/// and frame (a behaviour's `updateTarget`) keeps a copy and counts with no reference to
/// count on the machine. The machine owns the memory; a copy lives no longer than the
/// program that keeps the machine.
struct RunCounters {
    /// Steps of one call from the host, and of all the calls of one frame together.
    static let stepBudget = 1_000_000
    static let frameStepBudget = 1_000_000
    /// Elements and string bytes that collection and string operations may make, in one call
    /// from the host or in one frame, over all values together.
    static let memoryBudget = 10_000_000
    /// Steps and memory units each `ForEach` row built in a frame window adds to the window's
    /// budgets: ample for a row's view, and with `ForEachNode.rowLimit` rows still a bound.
    static let rowStepAllowance = 200, rowMemoryAllowance = 1_000

    /// The slots: steps left in this call's current chunk, call depth, steps left in this frame
    /// (`Int.max` outside a frame), the steps this call was given, memory left, whether a budget
    /// ran out, and the call's steps behind the current chunk.
    static let steps = 0, depth = 1, frameSteps = 2, granted = 3, memory = 4, ranOut = 5, reserve = 6, slotCount = 7
    /// A call's steps are counted down a chunk at a time: between two chunks (microseconds
    /// apart) the counter looks at `Interruption`, so Ctrl-C stops a script within a chunk
    /// while a step still costs one decrement and one test.
    static let chunk = 4_096

    let pointer: UnsafeMutablePointer<Int>
    let stepBudget: Int
    let recursionLimit: Int
    /// Kept as constants rather than fields, so a copy of the counters (held per transition
    /// and behaviour) stays three words.
    var frameBudget: Int { Self.frameStepBudget }
    var memoryBudget: Int { Self.memoryBudget }

    /// A call from the host. Outside a frame window (a program with no scene, the benchmark's
    /// plug-in calls) it has the per-call budgets, a few stores; in one, see `startCallInFrame`.
    @inline(__always)
    func begin() {
        guard pointer[1] == 0 else { return }
        if pointer[Self.frameSteps] == Int.max {
            // The memory budget is given back by `beginHostCall`, the only way allocations are
            // charged to a machine outside a frame window.
            setSteps(stepBudget)
            pointer[Self.ranOut] = 0
        } else {
            startCallInFrame()
        }
    }

    /// A call in a frame window: the steps the call before it used come off the frame's, and
    /// it is given the per-call budget or what the frame has left, whichever is less.
    @inline(never)
    func startCallInFrame() {
        pointer[Self.frameSteps] -= pointer[Self.granted] - stepsLeft
        setSteps(min(stepBudget, max(0, pointer[Self.frameSteps])))
        pointer[Self.granted] = stepsLeft
        pointer[Self.ranOut] = 0
    }

    func beginFrame() {
        pointer[Self.frameSteps] = frameBudget
        pointer[Self.granted] = stepsLeft
        pointer[Self.memory] = memoryBudget
    }

    /// One row's allowance (`rowStepAllowance`, `rowMemoryAllowance`); steps only in a frame
    /// window, as outside one every call has the per-call budget.
    func grantRow() {
        if pointer[Self.frameSteps] != Int.max { pointer[Self.frameSteps] += Self.rowStepAllowance }
        pointer[Self.memory] += Self.rowMemoryAllowance
    }

    /// Steps left in this call: the chunk being counted down and the reserve behind it.
    var stepsLeft: Int { pointer[Self.steps] + pointer[Self.reserve] }

    /// Gives the call `count` steps, the first chunk of them to count down.
    func setSteps(_ count: Int) {
        pointer[Self.steps] = min(count, Self.chunk)
        pointer[Self.reserve] = max(0, count - Self.chunk)
    }

    @inline(__always)
    func step(_ range: SourceRange) throws {
        pointer[0] &-= 1
        if pointer[0] < 0 { try nextChunk(range) }
    }

    @inline(__always)
    func enter(_ range: SourceRange) throws {
        pointer[0] &-= 1
        if pointer[0] < 0 { try nextChunk(range) }
        pointer[1] += 1
        if pointer[1] > recursionLimit {
            pointer[1] -= 1
            throw Diagnostic.error(RuntimeMessages.recursionLimit(recursionLimit), at: range)
        }
    }

    @inline(__always)
    func leave() { pointer[1] -= 1 }

    /// A chunk is used up: Ctrl-C stops the script here (no budget ran out, so the callback
    /// it stopped is not turned off); else the next chunk is counted, or the budget has run out.
    @inline(never)
    func nextChunk(_ range: SourceRange) throws {
        if Interruption.isRequested {
            pointer[0] &+= 1
            throw Diagnostic.error(RuntimeMessages.interrupted, at: range)
        }
        guard pointer[Self.reserve] > 0 else { throw exhausted(range) }
        let more = min(Self.chunk, pointer[Self.reserve])
        pointer[Self.reserve] -= more
        pointer[0] += more
    }

    /// The error of a call that used up its steps: the frame's budget when the frame had
    /// less left than a call's.
    @inline(never)
    func exhausted(_ range: SourceRange) -> Diagnostic {
        pointer[Self.ranOut] = 1
        if pointer[Self.frameSteps] != Int.max, pointer[Self.granted] < stepBudget {
            return Diagnostic.error(RuntimeMessages.frameBudgetExceeded(frameBudget), at: range)
        }
        return Diagnostic.error(RuntimeMessages.budgetExceeded(stepBudget), at: range)
    }
}

/// Messages of errors raised while a script runs.
enum RuntimeMessages {
    static let outsideScene = "random numbers, UUID(), Date() and scheduled work belong to a scene; "
        + "this code runs outside one (a behaviour or the REPL)"
    static let outsideSceneBuilding = "views can only be built as part of a scene"
    /// Whether a failure says only that the code needs a scene, which a read inside one has.
    static func needsScene(_ message: String) -> Bool { message == outsideScene || message == outsideSceneBuilding }
    /// What is reported of an error a script threw and nothing caught.
    static func uncaught(_ error: String) -> String {
        "error raised and not caught: \(error)"
    }

    static func budgetExceeded(_ budget: Int) -> String {
        "script exceeded its step budget of \(budget) steps (an endless loop?)"
    }
    static func frameBudgetExceeded(_ budget: Int) -> String {
        "the scripts of one frame exceeded their step budget of \(budget) steps together (a callback that runs every frame doing too much?)"
    }
    static func memoryBudgetExceeded(_ budget: Int) -> String {
        "script values would exceed the memory budget of \(budget) elements and string bytes made in one call or frame"
    }
    static func recursionLimit(_ limit: Int) -> String { "recursion deeper than \(limit) calls" }
    /// A script stopped by Ctrl-C; the tool says where the command stopped instead of showing it.
    static let interrupted = "interrupted"

    static func nilReceiver(_ member: String) -> String {
        "value is nil; use '?.' or unwrap it before reading '\(member)'"
    }
    static func forceUnwrapNil(_ what: String) -> String { "unexpectedly found nil while unwrapping '\(what)'" }
    static func indexOutOfRange(_ index: Int, _ count: Int) -> String { "index \(index) out of range 0..<\(count)" }
    /// A value of another type reached code compiled for `expected` (scripts are not fully type-checked);
    /// an environment object no ancestor gave, reached through a write or a projection, says so, and
    /// so does a property a left-out initialiser did not set, and a placeholder where it came from.
    static func typeMismatch(_ expected: String, _ value: Value) -> String {
        if case .host(let missing as MissingEnvironmentObject) = value { return missing.message }
        if case .host(let unset as UnsetProperty) = value { return unset.message }
        if case .host(let unbound as UnboundGenericParameter) = value { return unbound.message }
        if let placeholder = PlaceholderValue.of(value) {
            return "expected a value of type '\(expected)', found '\(placeholder.name)', a placeholder for a value of a type no loaded file "
                + "declares or of a module which scrollwork does not simulate"
        }
        return "expected a value of type '\(expected)', found '\(value.typeName)'"
    }
}

extension Diagnostic {
    /// Whether this is a script stopped by Ctrl-C (`Interruption`) rather than an error of its own.
    public var isInterruption: Bool { message == RuntimeMessages.interrupted && severity == .error }
}
