import Foundation
import ScrollworkCore
import ScrollworkScene

/// The scene's scheduled work on the simulation clock: `DispatchQueue.main` blocks, timers and
/// suspended tasks, run after each frame when due (docs/SEMANTICS.md, "Determinism").
extension SceneInstance {
    /// Most pieces of work one frame runs: a timer firing every 0.1 ms is still bounded.
    static let workPerFrame = 10_000

    /// Runs the work due at the simulation's time, earliest first and in registration order at
    /// equal times, bringing the scene up to date after each piece so the next one sees its
    /// changes. Errors are reported as `.scriptError` events; the rest of the work still runs.
    func runDueWork() {
        let schedule = runtime.sceneServices.schedule
        var count = 0
        while count < Self.workPerFrame, let entry = schedule.takeDue(at: clock.time) {
            count += 1
            switch entry.work {
            case .block(let block, let onMainThread):
                let services = runtime.sceneServices
                services.isOnMainThread = onMainThread
                attempt(callback: "scheduled block", block) { try call(block, []) }
                services.isOnMainThread = true
            case .timer(let timer):
                guard timer.isValid else { continue }
                if timer.repeats {
                    attempt { try schedule.add(.timer(timer), at: entry.time + timer.interval, order: entry.order) }
                } else {
                    timer.invalidate()
                }
                attempt(callback: "timer", timer.block) { try call(timer.block, [.host(timer)]) }
            case .task(let task):
                task.resume()
                if let failure = task.unclaimedFailure { report(failure) }
            }
            attempt { try update() }
        }
        endFinishedRefreshes()
    }

    /// Runs an async action (a refresh) as a task of the scene: at once up to its first sleep.
    @discardableResult
    func runAsTask(_ action: Callable) throws -> TaskRunner {
        let task = TaskRunner(body: action, runtime: runtime)
        task.start()
        if let failure = task.unclaimedFailure { throw failure }
        try update()
        return task
    }

    /// A scroll view whose refresh task has ended (or failed) lets its content come back up,
    /// as `refreshable` ends the refresh control's refreshing when its action returns.
    func endFinishedRefreshes() {
        for scroll in scrollViews {
            guard let task = scroll.refreshTask, task.isFinished else { continue }
            scroll.refreshTask = nil
            scroll.simulation.endRefreshing()
        }
    }

    /// Whether `settle` should keep stepping: work is scheduled that will run out (not a
    /// repeating timer), or a layout change is still animating.
    var hasPendingWork: Bool {
        runtime.sceneServices.schedule.hasFiniteWork || isMotionInFlight
    }

    /// Whether a layout change (or a matched view's move) is still animating.
    var isMotionInFlight: Bool {
        scrollViews.contains { $0.layoutAnimation != nil || $0.nestedMotion != nil } || outsideMotion != nil
    }
}

extension SceneInstance {
    /// Starts the scene's random number generator again from `seed` (`set seed N`).
    public func reseed(_ seed: UInt64) {
        runtime.sceneServices.reseed(seed)
    }

    /// The haptic feedback the scene's code played, in order (`impact medium`, …).
    public var haptics: [String] { runtime.sceneServices.haptics }
}
