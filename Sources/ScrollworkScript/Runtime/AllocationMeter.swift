import Foundation

/// The memory budget of script values together: every collection or string operation that
/// makes elements or bytes (`a + a`, interpolation, `Array(repeating:count:)`, `append`,
/// `map` over a range, `joined`) charges what it makes to the budget of the call or frame
/// running it (`RunCounters.memoryBudget`). The per-value caps (`Limits`) stop one value
/// growing without end; this stops thousands of values that each stay under them (3,000
/// arrays of a million elements each were 8 GB).
///
/// Surface bodies run with no machine at hand, so the counters are found here: those of the
/// machine that last opened a scene's frame window or started a REPL expression or global on
/// this thread (per thread: parallel tests never meet). Setting them there, not on every call,
/// keeps a thread lookup off the calls made per item and frame. Code that runs where no machine
/// was made current (a task's own thread, a plug-in called outside any scene) is held only by
/// the per-value caps.
enum AllocationMeter {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Makes `counters` (a machine's `RunCounters.pointer`) the ones charged on this thread.
    static func use(_ counters: UnsafeMutablePointer<Int>) {
        if current != UnsafeMutableRawPointer(counters) { pthread_setspecific(key, counters) }
    }

    /// Stops charging `counters` (their machine is going away).
    static func forget(_ counters: UnsafeMutablePointer<Int>) {
        if current == UnsafeMutableRawPointer(counters) { pthread_setspecific(key, nil) }
    }

    private static var current: UnsafeMutableRawPointer? { pthread_getspecific(key) }

    /// Charges `units` elements or bytes; a failure once the budget is used up.
    static func charge(_ units: Int) throws {
        guard units > 0, let raw = current else { return }
        let counters = raw.assumingMemoryBound(to: Int.self)
        counters[RunCounters.memory] -= units
        guard counters[RunCounters.memory] < 0 else { return }
        counters[RunCounters.ranOut] = 1
        throw RuntimeFailure(RuntimeMessages.memoryBudgetExceeded(RunCounters.memoryBudget))
    }
}
