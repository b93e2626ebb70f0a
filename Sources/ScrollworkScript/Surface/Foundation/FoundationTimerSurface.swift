import ScrollworkCore

/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)`: a block the scene runs on the
/// simulation clock, once or every interval, until `invalidate()`. A timer made with
/// `Timer(timeInterval:repeats:block:)` runs once `RunLoop.main.add(_:forMode:)` takes it.
enum FoundationTimerSurface: SurfaceProvider {
    static func timer(_ value: Value) throws -> TimerObject {
        guard case .host(let timer as TimerObject) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Timer", value)) }
        return timer
    }

    /// Schedules a timer a run loop takes, at its fire time or, if that has passed, now.
    static func add(_ timer: TimerObject, _ a: SurfaceArguments) throws {
        let services = try a.context.requiredServices()
        guard timer.isValid, timer.schedule == nil else { return }
        timer.schedule = services.schedule
        try services.schedule.add(.timer(timer), at: Swift.max(timer.fireTime, services.now))
    }

    /// A timer scheduled now, first firing one interval from now.
    private static func schedule(interval: Double, repeats: Bool, block: Callable, _ a: SurfaceArguments) throws -> Value {
        // Foundation's own floor: a non-positive interval is 0.1 ms.
        let interval = Swift.max(interval, 0.0001)
        let services = try a.context.requiredServices()
        let made = TimerObject(interval: interval, repeats: repeats, block: block)
        made.schedule = services.schedule
        try services.schedule.add(.timer(made), at: services.now + interval)
        return .host(made)
    }

    static func register(in surface: inout SurfaceBuilder) {
        surface.type("Timer", .class, doc: "A block run on the scene's clock after an interval, once or repeatedly.") { t in
            t.initializer("init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void)",
                          role: .interaction, doc: "A timer that runs block every interval (or once) after a run loop takes it.") { a in
                let made = TimerObject(interval: Swift.max(try ValueReaders.double(a[0], "timeInterval"), 0.0001),
                                       repeats: try ValueReaders.bool(a[1], "repeats"), block: try ValueReaders.closure(a[2], "block"))
                made.fireTime = try a.context.requiredServices().now + made.interval
                return .host(made)
            }
            t.initializer("init()", role: .visual, doc: "A placeholder timer: it never fires, and is not valid.") { _ in
                .host(TimerObject.placeholder())
            }
            t.staticFunction("static func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) -> Timer",
                             role: .interaction, doc: "Runs block every interval (or once) from now on the scene's clock.") { a in
                try schedule(interval: try ValueReaders.double(a[0], "withTimeInterval"), repeats: try ValueReaders.bool(a[1], "repeats"),
                             block: try ValueReaders.closure(a[2], "block"), a)
            }
            // The Objective-C form: the timer holds its target, and calls the selector's method (with the timer, if it takes one).
            t.staticFunction("static func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool) -> Timer",
                             role: .interaction, doc: "Calls the target's method every interval (or once) from now on the scene's clock.") { a in
                guard case .string(let selector) = a[2] else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Selector", a[2])) }
                let method = try SelectorTarget.callable(selector, on: a[1], arguments: 1, retaining: true)
                return try schedule(interval: try ValueReaders.double(a[0], "timeInterval"), repeats: try ValueReaders.bool(a[4], "repeats"),
                                    block: method, a)
            }
            t.method("func invalidate()", role: .interaction, doc: "Stops the timer; its block does not run again.") { r, _ in
                try timer(r).invalidate()
                return .none
            }
            t.method("func fire()", role: .interaction,
                     doc: "Runs the block now, its schedule unchanged; a timer that does not repeat is then invalidated; an invalid one does nothing.") { r, a in
                let fired = try timer(r)
                guard fired.isValid else { return .none }
                _ = try fired.block.call([r], in: a.context)
                if !fired.repeats { fired.invalidate() }
                return .none
            }
            t.property("var isValid: Bool { get }", doc: "Whether the timer will still fire.") { .bool(try timer($0).isValid) }
            t.property("var timeInterval: TimeInterval { get }", doc: "The interval between firings.") { .double(try timer($0).interval) }
            t.property("var tolerance: TimeInterval { get set }",
                       doc: "How late the system may fire it to save power; the scene's clock fires every timer on time, which any tolerance allows.",
                       get: { .double(try timer($0).tolerance) },
                       set: { r, new in try timer(r).tolerance = Swift.max(try ValueReaders.double(new, "tolerance"), 0) })
        }
    }
}
