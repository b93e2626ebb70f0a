import ScrollworkCore

/// The group `withTaskGroup` and `withThrowingTaskGroup` hand their body: each `addTask` starts
/// a child `TaskRunner` at once (it runs up to its first sleep before `addTask` returns, as
/// `Task { … }` does), so children start in the order added and then run beside the parent on
/// the scene's clock.
///
/// Results are delivered in the order the children finished: a child that ends earlier in
/// simulated time first, children ending at the same time in the order added (the order the
/// scene runs work due at one time). Swift leaves that order to the scheduler; this is one of
/// the orders it allows, the same on every run.
final class TaskGroupValue: HostObject, AsyncElementSource, AsyncElementIterator {
    let isThrowing: Bool
    /// Whether the children return nothing (`of: Void.self`): `next()` then gives `()` for each,
    /// which `while let _ = await group.next()` counts, where a script's nil would end the loop.
    let childrenReturnVoid: Bool
    /// Children whose result the group has not delivered, in the order added.
    private var pending: [TaskRunner] = []
    /// Finished children not delivered yet, in the order they finished.
    private var finished: [TaskRunner] = []
    /// The task waiting in `next()` for a child to finish.
    private let waiter = ParkedWaiter()
    /// `cancelAll()`, or the body threw: children added from now on start cancelled.
    private(set) var isCancelled = false

    init(isThrowing: Bool, childrenReturnVoid: Bool) {
        self.isThrowing = isThrowing
        self.childrenReturnVoid = childrenReturnVoid
    }

    var typeName: String { isThrowing ? "ThrowingTaskGroup" : "TaskGroup" }
    var isEmpty: Bool { pending.isEmpty }

    func makeIterator() -> AsyncElementIterator { self }

    /// `addTask`: the child starts now (cancelled already in a cancelled group, as Swift's does).
    func add(_ child: TaskRunner) {
        pending.append(child)
        child.onFinish = { [weak self] child in self?.childFinished(child) }
        if isCancelled { child.cancel() }
        child.start()
    }

    /// `next()`: the result of the child that finished first among those not delivered yet
    /// (its error rethrown); nil once every child has been delivered.
    func next(in context: ScriptContext?) throws -> Value? {
        guard let child = try nextFinished(in: context) else { return nil }
        let result = try outcome(of: child)
        return childrenReturnVoid ? .tuple(TupleValue([])) : result
    }

    /// `waitForAll()`: waits until every child has finished; a throwing group then rethrows the
    /// first error a child threw, as Swift's does (it goes on waiting for the others first).
    func waitForAll(in context: ScriptContext?) throws {
        var firstError: Error?
        while let child = try nextFinished(in: context) {
            do {
                _ = try outcome(of: child)
            } catch {
                if firstError == nil { firstError = error }
            }
        }
        if let firstError { throw firstError }
    }

    /// `cancelAll()`: every child still running is cancelled (its sleep throws at once).
    func cancelAll() {
        isCancelled = true
        for child in pending where !child.isFinished { child.cancel() }
    }

    /// The end of the `with…TaskGroup` call. A body that returned has its remaining children
    /// awaited, their results dropped; one that threw has them cancelled and run to their end
    /// first, as Swift does before the error leaves the group.
    func close(bodyThrew: Bool, in context: ScriptContext?) throws {
        if bodyThrew {
            cancelAll()
            for child in pending where !child.isFinished { child.cancelAndFinish() }
            pending = []
            finished = []
            return
        }
        while let child = try nextFinished(in: context) { _ = try? child.outcome() }
    }

    /// The first finished child not delivered yet, taken from the group; while none has
    /// finished the context's task waits (outside a task that is an error). Nil when none is left.
    private func nextFinished(in context: ScriptContext?) throws -> TaskRunner? {
        while finished.isEmpty {
            if pending.isEmpty { return nil }
            guard let task = context?.task, let services = context?.services else {
                throw RuntimeFailure(ServiceMessages.groupOutsideTask)
            }
            do {
                try waiter.park(task, on: services)
            } catch is TaskCancellation {
                // The parent's cancellation reaches its children, as in Swift: they end now,
                // and the group delivers what they return.
                cancelAll()
                for child in pending where !child.isFinished { child.cancelAndFinish() }
            }
        }
        let child = finished.removeFirst()
        pending.removeAll { $0 === child }
        return child
    }

    /// What a delivered child returned; in a throwing group, a child its cancellation ended
    /// throws `CancellationError`, as Swift's `Task.sleep` would have thrown out of it.
    private func outcome(of child: TaskRunner) throws -> Value {
        if child.endedByCancellation, isThrowing { throw TaskCancellation() }
        return try child.outcome()
    }

    private func childFinished(_ child: TaskRunner) {
        finished.append(child)
        waiter.wake()
    }
}
