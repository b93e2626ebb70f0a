import ScrollworkCore

/// Combine's operators on the publishers a scene drives (a `@Published` property's `$name`, a
/// timer's, the notification center's), as view models chain them before `sink` or `assign`:
/// `map`, `compactMap`, `filter`, `removeDuplicates`, `dropFirst`, `receive(on:)`,
/// `subscribe(on:)`, `debounce(for:scheduler:)` and `eraseToAnyPublisher()`. Each makes a
/// `PublisherPipeline` that delivers its upstream's values changed as Combine documents; the
/// schedulers are the scene's clock (`receive(on:)` delivers as `DispatchQueue.main.async`
/// runs work, after the current command's own; `debounce` once the values have paused for its
/// interval).
enum CombineOperatorsSurface: SurfaceProvider {
    /// The types the operators give, each a publisher with the operators and `sink` in turn.
    static let results = ["Publishers.Map", "Publishers.CompactMap", "Publishers.Filter", "Publishers.RemoveDuplicates",
                          "Publishers.Drop", "Publishers.ReceiveOn", "Publishers.SubscribeOn", "Publishers.Debounce", "AnyPublisher"]

    static func register(in surface: inout SurfaceBuilder) {
        for name in results {
            surface.type(name, conformsTo: ["Publisher"], doc: "The values of a Combine operator's upstream, changed by it.")
        }
        // A number literal is that many seconds (`debounce(for: 0.5, …)`), as Combine's
        // `init(floatLiteral:)` and `init(integerLiteral:)` make it.
        surface.type("DispatchQueue.SchedulerTimeType.Stride", conformsTo: ["ExpressibleByIntegerLiteral", "ExpressibleByFloatLiteral"],
                     doc: "A span of a scheduler's time: seconds on the scene's clock.") { t in
            t.staticFunction("static func milliseconds(_ ms: Int) -> DispatchQueue.SchedulerTimeType.Stride", role: .interaction,
                             doc: "Milliseconds as a span of time.") { a in
                .double(Double(try ValueReaders.int(a[0], "milliseconds")) / 1000)
            }
            // Combine's `seconds(_: Int)` too: an integer literal converts to a Double here.
            t.staticFunction("static func seconds(_ s: Double) -> DispatchQueue.SchedulerTimeType.Stride", role: .interaction,
                             doc: "Seconds as a span of time.") { a in
                .double(try ValueReaders.double(a[0], "seconds"))
            }
        }
        surface.extend("Publisher") { t in
            operators(&t)
            t.method("func eraseToAnyPublisher() -> AnyPublisher<Output, Failure>", role: .interaction,
                     doc: "The same values, behind a type that hides the operators.") { r, _ in
                _ = try DrivenPublishers.of(r, subscriber: "eraseToAnyPublisher")
                return r
            }
        }
    }

    private static func operators(_ t: inout SurfaceTypeBuilder) {
        func stage(_ r: Value, _ stage: PublisherPipeline.Stage) throws -> Value {
            .host(PublisherPipeline(upstream: try DrivenPublishers.of(r, subscriber: stage.name), stage: stage))
        }
        let closure = ValueReaders.closure
        t.method("func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T>", role: .interaction,
                 doc: "Each value transformed.") { r, a in try stage(r, .map(try closure(a[0], "map"))) }
        t.method("func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T>", role: .interaction,
                 doc: "Each value transformed; nil results are not sent.") { r, a in try stage(r, .compactMap(try closure(a[0], "compactMap"))) }
        t.method("func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self>", role: .interaction,
                 doc: "The values that pass the test.") { r, a in try stage(r, .filter(try closure(a[0], "filter"))) }
        t.method("func removeDuplicates() -> Publishers.RemoveDuplicates<Self>", role: .interaction,
                 doc: "Each value unless it equals the one sent before it.") { r, _ in try stage(r, .removeDuplicates(nil)) }
        t.method("func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self>",
                 role: .interaction, doc: "Each value unless the predicate calls it a duplicate of the one sent before it.") { r, a in
            try stage(r, .removeDuplicates(try closure(a[0], "removeDuplicates")))
        }
        t.method("func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self>", role: .interaction,
                 doc: "The values after the first count.") { r, a in try stage(r, .dropFirst(try ValueReaders.int(a[0], "dropFirst"))) }
        t.method("func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S>",
                 role: .interaction, doc: "Each value delivered on the scheduler: after the current command's own work, at the same simulated time.") { r, _ in
            try stage(r, .receiveOn)
        }
        t.method("func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S>",
                 role: .interaction, doc: "Subscribes upstream on the scheduler: after the current command's own work, at the same simulated time.") { r, _ in
            try stage(r, .subscribeOn)
        }
        t.method("func debounce<S: Scheduler>(for dueTime: DispatchQueue.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Debounce<Self, S>",
                 role: .interaction, doc: "A value once no other has come for dueTime seconds of the scene's clock.") { r, a in
            try stage(r, .debounce(seconds: Swift.max(try ValueReaders.double(a[0], "for"), 0)))
        }
    }
}

/// What a Combine operator makes: its upstream's values, changed by one stage, delivered to
/// whoever subscribes (`sink`, `assign`, `onReceive`, another operator).
final class PublisherPipeline: DrivenPublisher {
    enum Stage {
        case map(Callable)
        case compactMap(Callable)
        case filter(Callable)
        /// Equal values by `==`, or by the predicate given.
        case removeDuplicates(Callable?)
        case dropFirst(Int)
        case receiveOn
        case subscribeOn
        case debounce(seconds: Double)

        var name: String {
            switch self {
            case .map: "map"
            case .compactMap: "compactMap"
            case .filter: "filter"
            case .removeDuplicates: "removeDuplicates"
            case .dropFirst: "dropFirst"
            case .receiveOn: "receive(on:)"
            case .subscribeOn: "subscribe(on:)"
            case .debounce: "debounce"
            }
        }
    }

    let upstream: any DrivenPublisher
    let stage: Stage

    init(upstream: any DrivenPublisher, stage: Stage) { (self.upstream, self.stage) = (upstream, stage) }

    var typeName: String { "Publishers.\(stage.name)" }

    /// Subscribes `action` through this stage to the upstream; what it returns ends the subscription.
    func subscribe(_ action: Callable, in context: ScriptContext?) throws -> () -> Void {
        if case .subscribeOn = stage { return try subscribeLater(action, in: context) }
        let receive = try receiver(delivering: action, in: context)
        return try upstream.subscribe(receive, in: context)
    }

    /// The closure the upstream calls with each of its values.
    private func receiver(delivering action: Callable, in context: ScriptContext?) throws -> Callable {
        let name = stage.name
        switch stage {
        case .map(let transform):
            return Callable(name: name, arity: 1) { values, context in
                try action.call([try transform.call(values, in: context)], in: context)
            }
        case .compactMap(let transform):
            return Callable(name: name, arity: 1) { values, context in
                let result = try transform.call(values, in: context)
                if case .none = result { return .none }
                return try action.call([result], in: context)
            }
        case .filter(let isIncluded):
            return Callable(name: name, arity: 1) { values, context in
                guard try Operators.truth(isIncluded.call(values, in: context)) else { return .none }
                return try action.call(values, in: context)
            }
        case .removeDuplicates(let predicate):
            var previous: Value?
            return Callable(name: name, arity: 1) { values, context in
                if let previous {
                    let duplicate = try predicate.map { try Operators.truth($0.call([previous, values[0]], in: context)) }
                        ?? Value.equal(previous, values[0])
                    if duplicate { return .none }
                }
                previous = values[0]
                return try action.call(values, in: context)
            }
        case .dropFirst(let count):
            var dropped = 0
            return Callable(name: name, arity: 1) { values, context in
                guard dropped >= count else { dropped += 1; return .none }
                return try action.call(values, in: context)
            }
        case .receiveOn:
            let services = try context.requiredServices()
            return Callable(name: name, arity: 1) { values, _ in
                try services.schedule.add(.block(Callable(name: name, arity: 0) { _, context in
                    try action.call(values, in: context)
                }), at: services.now)
                return .none
            }
        case .debounce(let seconds):
            let services = try context.requiredServices()
            var latest = 0
            return Callable(name: name, arity: 1) { values, _ in
                latest += 1
                let sent = latest
                try services.schedule.add(.block(Callable(name: name, arity: 0) { _, context in
                    guard sent == latest else { return .none }
                    return try action.call(values, in: context)
                }), at: services.now + seconds)
                return .none
            }
        case .subscribeOn:
            // `subscribe(_:in:)` defers the subscription itself instead; the values pass as they come.
            return action
        }
    }

    /// `subscribe(on:)`: the upstream is subscribed to once the scheduler runs, unless the
    /// subscription was ended before.
    private func subscribeLater(_ action: Callable, in context: ScriptContext?) throws -> () -> Void {
        let services = try context.requiredServices()
        var end: (() -> Void)?
        var isCancelled = false
        let upstream = self.upstream
        try services.schedule.add(.block(Callable(name: stage.name, arity: 0) { _, context in
            if !isCancelled { end = try upstream.subscribe(action, in: context) }
            return .none
        }), at: services.now)
        return {
            isCancelled = true
            end?()
        }
    }
}
