import Foundation
import ScrollworkCore

/// Work waiting for the simulation clock: `DispatchQueue.main.async`/`asyncAfter` blocks,
/// timers and suspended tasks. The scene runs what is due after every frame, earliest first
/// and, at the same time, in the order it was registered, so the same commands always run
/// the same work in the same order.
final class WorkSchedule {
    /// What runs when an entry is due.
    enum Work {
        /// A block run once (`DispatchQueue.main.async`, `asyncAfter`), on the main thread or, for
        /// a queue of the app's, a URLSession's callback and the like, on another one.
        case block(Callable, onMainThread: Bool = true)
        /// A timer's block; repeating timers are scheduled again one interval after the time they were due.
        case timer(TimerObject)
        /// A task suspended in `Task.sleep`, resumed where it waits.
        case task(TaskRunner)
    }

    struct Entry {
        let time: Double
        /// Registration order, the tie-break at equal times.
        let order: Int
        let work: Work
    }

    private(set) var entries: [Entry] = []
    private var registered = 0
    /// Most entries one scene may have waiting: a runaway loop scheduling work is an error, not a hang.
    static let limit = 10_000

    /// Adds work due at `time` (simulation seconds); `order` keeps a re-armed timer's place.
    @discardableResult
    func add(_ work: Work, at time: Double, order: Int? = nil) throws -> Int {
        guard entries.count < Self.limit else { throw RuntimeFailure(ServiceMessages.tooMuchWork(Self.limit)) }
        let position: Int
        if let order { position = order } else { registered += 1; position = registered }
        let entry = Entry(time: time, order: position, work: work)
        // Kept sorted by (time, order): the place is found by halving, not by a scan.
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if (entries[middle].time, entries[middle].order) > (entry.time, entry.order) { high = middle } else { low = middle + 1 }
        }
        entries.insert(entry, at: low)
        return position
    }

    /// The next entry due at `now` (within a nanosecond, so `0.2` s after `0.1` s is due at `0.3`), removed.
    func takeDue(at now: Double) -> Entry? {
        guard let first = entries.first, first.time <= now + 1e-9 else { return nil }
        return entries.removeFirst()
    }

    /// Tasks waiting in `for await` for an element nothing has sent yet: not due at any time,
    /// woken by what sends one (`wakeParked`), cancelled with the scene.
    private var parked: [TaskRunner] = []

    /// Whether work is waiting that a `settle` should wait for: one-shot blocks, tasks and
    /// timers that do not repeat (a repeating timer never runs out, nor does a task waiting
    /// for a timer publisher's next value; a parked task waits for no time at all).
    var hasFiniteWork: Bool {
        entries.contains { entry in
            switch entry.work {
            case .timer(let timer): return !timer.repeats
            case .task(let task): return !task.waitsOnRepeatingSource
            case .block: return true
            }
        }
    }

    /// Keeps a task that waits for an async sequence's next element until `wakeParked`.
    func park(_ task: TaskRunner) {
        if !parked.contains(where: { $0 === task }) { parked.append(task) }
    }

    /// Schedules a parked task to go on at `time` (an element is ready, or it was cancelled);
    /// nothing when it is not parked here.
    func wakeParked(_ task: TaskRunner, at time: Double) {
        guard let index = parked.firstIndex(where: { $0 === task }) else { return }
        parked.remove(at: index)
        _ = try? add(.task(task), at: time)
    }

    /// Moves a sleeping task's wake-up to `time` (it was cancelled); a parked task is woken.
    func wake(_ task: TaskRunner, at time: Double) {
        wakeParked(task, at: time)
        guard let index = entries.firstIndex(where: { if case .task(let other) = $0.work { return other === task }; return false }) else {
            return
        }
        let entry = entries.remove(at: index)
        _ = try? add(entry.work, at: min(time, entry.time), order: entry.order)
    }

    /// Drops the entries of one timer (`invalidate()`).
    func remove(_ timer: TimerObject) {
        entries.removeAll { if case .timer(let other) = $0.work { return other === timer }; return false }
    }

    /// Forgets every entry and ends every suspended task (the scene is going away or reloading).
    func cancelAll() {
        let waiting = entries, waitingForElements = parked
        entries = []
        parked = []
        for entry in waiting {
            if case .task(let runner) = entry.work { runner.cancelAndFinish() }
        }
        for runner in waitingForElements { runner.cancelAndFinish() }
    }
}

/// A `Timer` made with `Timer.scheduledTimer(withTimeInterval:repeats:block:)`.
final class TimerObject: HostObject {
    let interval: Double
    let repeats: Bool
    let block: Callable
    private(set) var isValid = true
    weak var schedule: WorkSchedule?
    /// When a timer made with `Timer(timeInterval:repeats:block:)` first fires once a run loop
    /// takes it: one interval after it was made.
    var fireTime: Double = 0
    /// How late the system may run it (`tolerance`): this clock runs every timer on time.
    var tolerance: Double = 0

    init(interval: Double, repeats: Bool, block: Callable) {
        self.interval = interval
        self.repeats = repeats
        self.block = block
    }

    /// `Timer()`: a timer with no block and no time, which never fires.
    static func placeholder() -> TimerObject {
        let timer = TimerObject(interval: 0, repeats: false, block: Callable(name: "Timer()", arity: 1) { _, _ in .none })
        timer.isValid = false
        return timer
    }

    var typeName: String { "Timer" }

    func invalidate() {
        isValid = false
        schedule?.remove(self)
    }
}
