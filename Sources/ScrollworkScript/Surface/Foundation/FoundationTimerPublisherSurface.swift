import ScrollworkCore

/// Combine's timer publisher as view files use it: `Timer.publish(every:on:in:)
/// .autoconnect()` kept in a property and received with `onReceive`. The view starts
/// receiving when it appears; each interval on the scene's clock its action gets the date.
enum FoundationTimerPublisherSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("RunLoop", .class, doc: "Where a timer publisher runs; every one runs on the scene's clock.") { t in
            t.staticProperty("static var main: RunLoop { get }", role: .visual, doc: "The main run loop.") { .symbol("main") }
            // Another queue's thread has a run loop of its own that nothing runs, so a timer
            // scheduled there would never fire: `current` there is an error, not a silent timer.
            t.sceneStaticProperty("static var current: RunLoop { get }", role: .interaction,
                                  doc: "The current thread's run loop: the main one, where views and their actions run.") { context in
                guard context?.services?.isOnMainThread ?? true else {
                    throw RuntimeFailure("RunLoop.current off the main thread is a run loop nothing runs here; use RunLoop.main")
                }
                return .symbol("main")
            }
            t.method("func add(_ timer: Timer, forMode mode: RunLoop.Mode)", role: .interaction,
                     doc: "Schedules a timer made with Timer(timeInterval:repeats:block:) on the scene's clock.") { _, a in
                try FoundationTimerSurface.add(try FoundationTimerSurface.timer(a[0]), a)
                return .none
            }
        }
        surface.type("RunLoop.Mode", doc: "A run loop mode (no effect on the simulation).") { t in
            t.constant("static let common: RunLoop.Mode", role: .visual, doc: "The common modes.", .symbol("common"))
            t.constant("static let `default`: RunLoop.Mode", role: .visual, doc: "The default mode.", .symbol("default"))
            t.constant("static let tracking: RunLoop.Mode", role: .visual, doc: "The mode while a control tracks a touch.", .symbol("tracking"))
        }
        surface.extend("Timer") { t in
            t.staticFunction("static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode) -> Timer.TimerPublisher",
                             role: .interaction, doc: "A publisher of the date every interval, once connected.") { a in
                .host(TimerPublisher(interval: Swift.max(try ValueReaders.double(a[0], "every"), 0.0001)))
            }
        }
        surface.type("Timer.TimerPublisher", conformsTo: ["Publisher"], doc: "Publishes the date every interval.") { t in
            t.method("func autoconnect() -> Publishers.Autoconnect<Timer.TimerPublisher>", role: .interaction,
                     doc: "Connects when the first subscriber (an onReceive) comes.") { r, _ in r }
            t.property("var values: AsyncPublisher<Timer.TimerPublisher> { get }", role: .interaction,
                       doc: "The dates as an async sequence: for await gets one every interval from when the loop starts.") { r in
                guard case .host(let publisher as TimerPublisher) = r else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Timer.TimerPublisher", r)) }
                return .host(TimerValuesSequence(interval: publisher.interval))
            }
        }
        surface.type("Publisher", .protocol, doc: "A source of values over time (Combine).")
        // The one publisher autoconnected here is the timer's, so what `autoconnect()` gives has its members.
        surface.alias("Publishers.Autoconnect", for: "Timer.TimerPublisher")
        surface.extend("View") { t in
            t.transform("func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View",
                        role: .interaction, doc: "From when the view appears, runs action with each value the publisher sends.") { _, a in
                let action = try ValueReaders.closure(a[1], "perform")
                let publisher = try DrivenPublishers.of(a[0], subscriber: "onReceive")
                let runtime = try a.context.requiredRuntime()
                let (place, inRow) = runtime.lifecyclePlace(a.range)
                let start = Callable(name: "onReceive", arity: 0) { _, context in
                    // Never cancelled: the view keeps receiving (README "Time").
                    _ = try publisher.subscribe(CombineSubscriber(action), in: context)
                    return .none
                }
                runtime.lifecycle.appear(place, inRow: inRow, .call(start, []), name: "onReceive", range: a.range)
            }
        }
    }
}

/// `Timer.publish(every:…)`: a repeating timer on the scene's clock once something receives it.
final class TimerPublisher: HostObject {
    let interval: Double

    init(interval: Double) { self.interval = interval }

    var typeName: String { "Timer.TimerPublisher" }

    /// Starts sending: every interval from now, `action` gets the date on the scene's clock,
    /// until the timer returned is invalidated.
    func connect(_ action: Callable, in context: ScriptContext?) throws -> TimerObject {
        let services = try context.requiredServices()
        let send = Callable(name: action.name, arity: 1) { _, context in
            try action.call([try FoundationTypes.now(in: context)], in: context)
        }
        let timer = TimerObject(interval: interval, repeats: true, block: send)
        timer.schedule = services.schedule
        try services.schedule.add(.timer(timer), at: services.now + interval)
        return timer
    }
}
