/// The one task parked until what it awaits is ready (an async stream's next element, a task
/// group's next child), with the services of its scene: it parks the task, and wakes it at
/// the clock's time then, after the code that made the thing ready.
final class ParkedWaiter {
    private weak var task: TaskRunner?
    private weak var services: SceneServices?

    /// Parks `task` until `wake()`; a cancellation of the task is thrown as `TaskCancellation`.
    func park(_ task: TaskRunner, on services: SceneServices) throws {
        (self.task, self.services) = (task, services)
        defer { (self.task, self.services) = (nil, nil) }
        try task.park(services: services)
    }

    func wake() {
        guard let task, let services else { return }
        services.schedule.wakeParked(task, at: services.now)
    }
}
