/// `sleep(2)`, `usleep(500_000)`, `Thread.sleep(forTimeInterval: 0.5)`: waits that block the
/// thread they run on. Apps write them in an `async` function run by a task, to stand for slow
/// work. A scene here has one thread, whose clock only the session moves, so such a wait is
/// kept only where it can be: a task's body waits for the scene's clock as at `Task.sleep`,
/// and the frames and touches in between go on (on iOS, a sleep on the main actor freezes the
/// screen for its length, which each use is warned of). Elsewhere it is an error when it runs.
enum FoundationThreadSleepSurface: SurfaceProvider {
    static func caveat(_ name: String) -> String {
        "\(name) blocks its thread on iOS (on the main actor the screen freezes meanwhile); here a task waits for "
            + "the scene's clock as at Task.sleep, and frames and touches go on"
    }

    static func register(in surface: inout SurfaceBuilder) {
        for (declaration, name, label, perSecond) in [("func sleep(_ seconds: UInt32) -> UInt32", "sleep(_:)", "seconds", 1.0),
                                                      ("func usleep(_ useconds: UInt32) -> Int32", "usleep(_:)", "useconds", 1e6)] {
            surface.function(declaration, role: .interaction,
                             doc: "Waits this long on the scene's clock, in a task; 0 (none of it left unslept, or success).") { a in
                try wait(try ValueReaders.double(a[0], label) / perSecond, name, in: a.context)
                return .int(0)
            }
            surface.setCaveat(caveat(name), ofLast: declaration)
        }
        surface.extend("Thread") { t in
            t.staticFunction("class func sleep(forTimeInterval ti: TimeInterval)", role: .interaction,
                             doc: "Waits this many seconds of the scene's clock, in a task.",
                             caveat: caveat("Thread.sleep(forTimeInterval:)")) { a in
                try wait(try ValueReaders.double(a[0], "forTimeInterval"), "Thread.sleep(forTimeInterval:)", in: a.context)
                return .none
            }
            t.staticFunction("class func sleep(until date: Date)", role: .interaction,
                             doc: "Waits until the date on the scene's clock, in a task.", caveat: caveat("Thread.sleep(until:)")) { a in
                let now = FoundationTypes.seconds(ofDate: try FoundationTypes.now(in: a.context)) ?? 0
                try wait((FoundationTypes.seconds(ofDate: a[0]) ?? now) - now, "Thread.sleep(until:)", in: a.context)
                return .none
            }
        }
    }

    /// Suspends the running task for `seconds` of the scene's clock. A blocking sleep throws
    /// nothing, so a cancelled task's ends early and quietly.
    private static func wait(_ seconds: Double, _ name: String, in context: ScriptContext?) throws {
        guard let task = context?.task else { throw RuntimeFailure(ServiceMessages.blockingSleepOutsideTask(name)) }
        guard seconds.isFinite else { throw RuntimeFailure("\(name) needs a finite duration") }
        do {
            try task.sleep(seconds: seconds, services: try context.requiredServices())
        } catch where TaskCancellation.isCancellation(error) {
            return
        }
    }
}
