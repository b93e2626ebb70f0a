import ScrollworkCore

/// `Task { … }` and `Task.sleep`: a task's body runs at once, up to its first sleep, and goes
/// on when the scene's simulation clock reaches the sleep's end (see `TaskRunner`).
enum SwiftConcurrencySurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        func runner(_ value: Value) throws -> TaskRunner {
            guard case .host(let runner as TaskRunner) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Task", value)) }
            return runner
        }
        surface.type("Task", doc: "Asynchronous work; its sleeps wait for the scene's simulated time.") { t in
            t.initializer("init(priority: TaskPriority? = nil, operation: @escaping () async throws -> Success)", role: .interaction,
                          doc: "Starts the operation now; it runs until its first sleep.") { a in
                try start(a[1], in: a.context)
            }
            // Off the actor it was made on, on iOS; here every task runs on the scene's clock,
            // one at a time, so a detached task runs exactly as `Task { … }` does.
            t.staticFunction("static func detached(priority: TaskPriority? = nil, operation: @escaping () async throws -> Success) -> Task<Success, Failure>",
                             role: .interaction, doc: "Starts the operation now, as Task { … } does here.") { a in
                try start(a[1], in: a.context)
            }
            t.staticFunction("static func sleep(for duration: Duration) async throws", role: .interaction,
                             doc: "Suspends the task until the scene's clock has advanced by the duration.") { a in
                try sleep(try ValueReaders.double(a[0], "for"), in: a.context)
            }
            t.staticFunction("static func sleep(nanoseconds duration: UInt64) async throws", role: .interaction,
                             doc: "Suspends the task for this many nanoseconds of simulated time.") { a in
                try sleep(try ValueReaders.double(a[0], "nanoseconds") / 1e9, in: a.context)
            }
            // iOS 15's spelling, deprecated since: it does not throw, and a cancelled task's sleep ends early.
            t.staticFunction("static func sleep(_ duration: UInt64) async", role: .interaction,
                             doc: "Suspends the task for this many nanoseconds of simulated time; a cancellation ends it quietly.") { a in
                do {
                    return try sleep(try ValueReaders.double(a[0], "duration") / 1e9, in: a.context)
                } catch where TaskCancellation.isCancellation(error) {
                    return .none
                }
            }
            t.sceneStaticProperty("static var isCancelled: Bool { get }", role: .interaction,
                                  doc: "Whether the running task has been cancelled.") { .bool($0?.task?.isCancelled ?? false) }
            t.method("func cancel()", role: .interaction, doc: "Cancels the task: its sleep throws CancellationError.") { r, _ in
                try runner(r).cancel()
                return .none
            }
            t.property("var isCancelled: Bool { get }", doc: "Whether the task has been cancelled.") { .bool(try runner($0).isCancelled) }
            t.sceneProperty("var value: Success { get }", role: .interaction,
                            doc: "What the operation returned, once it has finished: an awaiting task waits for it.") { r, context in
                try runner(r).value(awaitedBy: context?.task, services: try context.requiredServices())
            }
        }
        surface.type("MainActor", doc: "The main actor: the scene's main thread, where views and their models run.") { t in
            // Swift declares `resultType: T.Type = T.self` once; the default names the function's
            // own parameter, which a call site cannot spell, so each form is declared on its own.
            for resultType in ["resultType: T.Type, ", ""] {
                t.staticFunction("static func run<T>(\(resultType)body: @MainActor () throws -> T) async rethrows -> T", role: .interaction,
                                 doc: "Runs body on the main thread now and returns what it returns.") { a in
                    try onMainThread(a) { try ValueReaders.closure(a[resultType.isEmpty ? 0 : 1], "body").call([], in: a.context) }
                }
            }
            // Swift checks the assumption where the code runs, and stops the app when it is wrong.
            t.staticFunction("static func assumeIsolated<T>(_ operation: @MainActor () throws -> T) rethrows -> T", role: .interaction,
                             doc: "Runs the operation now, on the main thread it must already be on.") { a in
                if let services = a.context?.services, !services.isOnMainThread {
                    throw RuntimeFailure("Fatal error: Incorrect actor executor assumption: not on the main actor's thread")
                }
                return try ValueReaders.closure(a[0], "operation").call([], in: a.context)
            }
        }
        surface.type("TaskPriority", doc: "A task's priority; every task of a scene runs on its clock alike.") { t in
            for name in ["high", "medium", "low", "userInitiated", "utility", "background"] {
                t.constant("static let \(name): TaskPriority", role: .visual, doc: "The \(name) priority (no effect on the simulation).", .symbol(name))
            }
        }
        surface.type("Duration", conformsTo: ["Comparable"], doc: "A span of time; seconds in scripts.") { t in
            // Swift declares each for a BinaryInteger and, but nanoseconds, for a Double.
            for (unit, perSecond) in [("seconds", 1.0), ("milliseconds", 1e3), ("microseconds", 1e6), ("nanoseconds", 1e9)] {
                let type = unit == "nanoseconds" ? "Int" : "Double"
                t.staticFunction("static func \(unit)(_ \(unit): \(type)) -> Duration", role: .interaction, doc: "A duration in \(unit).") { a in
                    .double(try ValueReaders.double(a[0], unit) / perSecond)
                }
            }
            t.constant("static var zero: Duration { get }", role: .interaction, doc: "No time.", .double(0))
        }
    }

    /// What `work` returns, run with `Thread.isMainThread` true (a block of another queue that
    /// hops to the main actor), as it was after.
    private static func onMainThread(_ a: SurfaceArguments, _ work: () throws -> Value) throws -> Value {
        guard let services = a.context?.services else { return try work() }
        let wasOnMainThread = services.isOnMainThread
        services.isOnMainThread = true
        defer { services.isOnMainThread = wasOnMainThread }
        return try work()
    }

    private static func start(_ operation: Value, in context: ScriptContext?) throws -> Value {
        guard let runtime = context?.runtime else { throw RuntimeFailure(RuntimeMessages.outsideScene) }
        let task = TaskRunner(body: try ValueReaders.closure(operation, "operation"), runtime: runtime)
        task.start()
        // As in Swift, making a task never throws: its error waits for a read of its result.
        if task.failure != nil { runtime.failedTasks.append(task) }
        return .host(task)
    }

    private static func sleep(_ seconds: Double, in context: ScriptContext?) throws -> Value {
        guard let task = context?.task else { throw RuntimeFailure(ServiceMessages.sleepOutsideTask) }
        guard seconds.isFinite else { throw RuntimeFailure("Task.sleep needs a finite duration") }
        try task.sleep(seconds: seconds, services: try context.requiredServices())
        return .none
    }
}
