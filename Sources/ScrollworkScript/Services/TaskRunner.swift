import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// A `Task { … }` of a scene: its body runs at once, up to its first `Task.sleep`, and goes on
/// from there when the simulation clock reaches the end of the sleep, inside whatever the code
/// around the sleep is (a loop, an `if`, a function it called).
///
/// The body runs on a thread of its own that hands control back and forth with the scene:
/// exactly one of them runs at any moment and each waits for the other at fixed points, so
/// the result is as deterministic as ordinary sequential code. The script machine's step
/// budget and call depth are swapped at each hand-over, so the two never count each other's calls.
final class TaskRunner: HostObject {
    private let body: Callable
    private let machine: Machine
    private let toTask = DispatchSemaphore(value: 0)
    private let toScene = DispatchSemaphore(value: 0)
    private var started = false
    private(set) var isFinished = false
    private(set) var isCancelled = false
    /// The error that ended the body (not a cancellation), which `value` rethrows.
    private(set) var failure: Error?
    /// Whether a task has awaited this one's `value` or `result`, which takes its failure.
    private var failureClaimed = false
    /// The failure no task took, for the scene to report: Swift keeps it in the task unseen,
    /// which would hide a script's mistake.
    var unclaimedFailure: Error? { failureClaimed ? nil : failure }
    /// What the body returned, once it has finished (`value`).
    private var result = Value.none
    /// Tasks waiting in `await task.value` for this one to finish, with the services they wait on.
    private var awaiting: [(task: TaskRunner, services: SceneServices)] = []
    /// Called on the task's side as the body ends: a task group hears its child finish, and
    /// takes its failure (the group delivers it).
    var onFinish: ((TaskRunner) -> Void)?
    /// Whether the body ended by a cancellation it did not catch (its `result` is then empty).
    private(set) var endedByCancellation = false
    /// The task side's step budget and call depth while the scene runs.
    private var taskCounters = (steps: 0, depth: 0)
    /// What the body runs with: its scene's services, the scene, and this task (`Task.sleep`).
    private var context: ScriptContext?

    var typeName: String { "Task<(), Never>" }
    var surfaceType: String { "Task" }

    /// A task of `scene`, whose context (which keeps the scene) the body runs with.
    init(body: Callable, machine: Machine, services: SceneServices, scene: any ContextScene) {
        self.body = body
        self.machine = machine
        context = ScriptContext(machine: machine, services: services, runtime: scene, task: self)
    }

    /// Runs the body up to its first suspension (or its end); called by the scene's code.
    /// Past `SceneServices.runningTaskLimit` tasks running at once in the scene (code that starts
    /// one each time the scene is laid out, each starting the next), the task ends at once with
    /// that error instead of taking one more of the machine's threads.
    func start() {
        guard !started else { return }
        started = true
        if let services = context?.services {
            guard services.runningTasks < SceneServices.runningTaskLimit else {
                failure = RuntimeFailure(SceneServices.tooManyRunningTasks)
                end()
                return
            }
            services.runningTasks += 1
        }
        let thread = Thread { [self] in
            toTask.wait()
            do {
                result = try body.call([], in: context)
            } catch where TaskCancellation.isCancellation(error) {
                endedByCancellation = true
            } catch {
                failure = error
            }
            context?.services?.runningTasks -= 1
            end()
            toScene.signal()
        }
        thread.stackSize = 16 << 20
        thread.start()
        handOver()
    }

    /// The body has ended (or never started): a task parked in `value`, or the task's group,
    /// hears it and takes the failure.
    private func end() {
        isFinished = true
        if !awaiting.isEmpty || onFinish != nil { failureClaimed = true }
        onFinish?(self)
        onFinish = nil
        for waiter in awaiting { waiter.services.schedule.wakeParked(waiter.task, at: waiter.services.now) }
        awaiting = []
    }

    /// Goes on from the sleep the body is waiting in; returns when it waits again or ends.
    func resume() {
        guard started, !isFinished else { return }
        handOver()
    }

    /// The services of the scene whose clock the task sleeps on, while it sleeps.
    private weak var sleepingOn: SceneServices?

    /// Marks the task cancelled (`task.cancel()`): a sleep it is in ends at once, at the
    /// current time, and throws `CancellationError`, as Swift's does; so does a wait for an
    /// async sequence's next element.
    func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        if let services = sleepingOn { services.schedule.wake(self, at: services.now) }
    }

    /// Whether the task sleeps until a repeating source's next element (a timer publisher's
    /// `values`): like a repeating timer, such a wait never runs out, so it does not hold `settle`.
    private(set) var waitsOnRepeatingSource = false

    /// Cancels and lets the body run to its end now: its sleeps throw at once.
    func cancelAndFinish() {
        isCancelled = true
        while started, !isFinished { handOver() }
    }

    /// The scene's side of a hand-over: the task runs with a fresh budget, at the call depth it
    /// was suspended at, until it waits or ends.
    private func handOver() {
        let scene = (steps: machine.stepsLeft, depth: machine.depth)
        machine.depth = taskCounters.depth
        let given = machine.stepsForTask()
        machine.stepsLeft = given
        toTask.signal()
        toScene.wait()
        machine.taskUsed(given - machine.stepsLeft)
        taskCounters = (machine.stepsLeft, machine.depth)
        machine.stepsLeft = scene.steps
        machine.depth = scene.depth
    }

    /// The task's side of `Task.sleep`: schedules the wake-up, gives control back, and waits.
    /// `repeating` marks the sleep before a repeating source's next element.
    func sleep(seconds: Double, services: SceneServices, repeating: Bool = false) throws {
        if isCancelled { throw TaskCancellation() }
        try services.schedule.add(.task(self), at: services.now + max(0, seconds))
        waitsOnRepeatingSource = repeating
        defer { waitsOnRepeatingSource = false }
        try suspend(on: services)
    }

    /// The task's side of waiting for an async sequence's next element (`for await`): gives
    /// control back with no wake-up scheduled; what makes the element ready (a continuation's
    /// `yield` or `finish`) wakes it with `WorkSchedule.wakeParked`. A wait nothing ends lasts
    /// until the task is cancelled or its scene goes away.
    func park(services: SceneServices) throws {
        if isCancelled { throw TaskCancellation() }
        services.schedule.park(self)
        try suspend(on: services)
    }

    /// `await task.value` (or `result`) in the task `waiter`: what the body returned (or threw), once it has
    /// finished. Until then the waiter is parked, and this task wakes it as it ends, at the
    /// clock's time then, as Swift resumes an awaiting task once the awaited one completes.
    func value(awaitedBy waiter: TaskRunner?, services: SceneServices) throws -> Value {
        while !isFinished {
            guard let waiter else { throw RuntimeFailure(ServiceMessages.valueOutsideTask) }
            // Swift's task would wait for itself for ever.
            guard waiter !== self else { throw RuntimeFailure(ServiceMessages.taskAwaitsItself) }
            if !awaiting.contains(where: { $0.task === waiter }) { awaiting.append((waiter, services)) }
            try waiter.park(services: services)
        }
        return try outcome()
    }

    /// What the finished body returned, or its error rethrown (which is then claimed).
    func outcome() throws -> Value {
        failureClaimed = true
        if let failure { throw failure }
        return result
    }

    private func suspend(on services: SceneServices) throws {
        sleepingOn = services
        toScene.signal()
        toTask.wait()
        sleepingOn = nil
        if isCancelled { throw TaskCancellation() }
    }
}

/// `CancellationError`: thrown by `Task.sleep` in a cancelled task. A script's `catch` or `try?`
/// catches it, as Swift's does (`located` makes it a thrown error at the call); one nothing
/// catches ends the task quietly.
struct TaskCancellation: ThrowableFailure, CustomStringConvertible {
    var description: String { "CancellationError()" }
    var thrownValue: Value { .host(CancellationErrorValue()) }
    var thrownDescription: String { description }

    /// Whether `error` is a cancellation: as thrown, or as it leaves script code uncaught.
    static func isCancellation(_ error: Error) -> Bool {
        if error is TaskCancellation { return true }
        guard let diagnostic = error as? Diagnostic, case .host(is CancellationErrorValue)? = diagnostic.thrown?.value as? Value else {
            return false
        }
        return true
    }
}

/// The value of a `CancellationError` a script catches.
final class CancellationErrorValue: HostObject {
    var typeName: String { "CancellationError" }
}
