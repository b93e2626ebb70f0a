import ScrollworkCore

/// Combine's publishers that end: `Just` (its value, then finished, as it is subscribed to),
/// `Result.Publisher`, `Publishers.Sequence`, `Fail` and `Empty`, `Future` (its closure runs once, when made; each subscriber hears the
/// promised result), `Deferred` (a publisher made per subscription), `Publishers.MergeMany`, and
/// `URLSession.dataTaskPublisher(for:)`, which fails as every request does here (offline), after
/// the code that subscribed, as URLSession delivers on its own queue.
enum CombineFinitePublishersSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("Just", conformsTo: ["Publisher"], doc: "One value, then finished.") { t in
            t.initializer("init(_ output: Output)", role: .interaction, doc: "A publisher of this one value.") { a in
                .host(EndingPublisher(typeName: "Just", values: [a[0]], ending: CombineCompletion.finished))
            }
            t.property("var output: Output { get }", doc: "The value it publishes.") { r in try EndingPublisher.read(r).values.first ?? .none }
        }
        surface.type("Result.Publisher", conformsTo: ["Publisher"], doc: "A result's value then finished, or its failure.") { t in
            t.initializer("init(_ output: Output)", role: .interaction,
                          doc: "A publisher of the value (of a Result, its success's value, or its failure).") { a in
                .host(EndingPublisher(typeName: "Result.Publisher", outcome: a[0]))
            }
        }
        surface.type("Publishers.Sequence", conformsTo: ["Publisher"], doc: "A sequence's elements, then finished.") { t in
            t.initializer("init(sequence: Elements)", role: .interaction, doc: "A publisher of the sequence's elements, in order.") { a in
                guard case .array(let elements) = a[0] else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Array", a[0])) }
                return .host(EndingPublisher(typeName: "Publishers.Sequence", values: elements, ending: CombineCompletion.finished))
            }
        }
        surface.type("Fail", conformsTo: ["Publisher"], doc: "No value; fails at once with its error.") { t in
            t.initializer("init(error: Failure)", role: .interaction, doc: "A publisher that fails with this error.") { a in
                .host(EndingPublisher(typeName: "Fail", values: [], ending: CombineCompletion.failure(a[0])))
            }
            t.initializer("init(outputType: Output.Type, failure: Failure)", role: .interaction, doc: "A publisher that fails with this error.") { a in
                .host(EndingPublisher(typeName: "Fail", values: [], ending: CombineCompletion.failure(a[1])))
            }
        }
        surface.type("Empty", conformsTo: ["Publisher"], doc: "No value; finishes at once, unless told not to.") { t in
            t.initializer("init(completeImmediately: Bool = true)", role: .interaction, doc: "A publisher of no value.") { a in
                let finishes = try ValueReaders.bool(a[0], "completeImmediately")
                return .host(EndingPublisher(typeName: "Empty", values: [], ending: finishes ? CombineCompletion.finished : nil))
            }
        }
        surface.type("Future", .class, conformsTo: ["Publisher"], doc: "A result promised once by a closure run when it is made.") { t in
            t.initializer("init(_ attemptToFulfill: @escaping (@escaping (Result<Output, Failure>) -> Void) -> Void)", role: .interaction,
                          doc: "Runs the closure now; the promise it calls gives every subscriber the result.") { a in
                let future = FuturePublisher()
                let promise = Callable(name: "promise", arity: 1) { values, context in
                    try future.fulfil(with: values[0], in: context)
                    return .none
                }
                _ = try ValueReaders.closure(a[0], "attemptToFulfill").call([.function(promise)], in: a.context)
                return .host(future)
            }
        }
        surface.type("Publishers.MergeMany", conformsTo: ["Publisher"], doc: "The values of several publishers, as each sends them.") { t in
            t.initializer("init(_ upstream: [Upstream])", role: .interaction,
                          doc: "Subscribes to each in turn; finishes when all have, fails with the first failure.") { a in
                guard case .array(let publishers) = a[0] else { throw RuntimeFailure(RuntimeMessages.typeMismatch("[Publisher]", a[0])) }
                return .host(MergedPublisher(typeName: "Publishers.MergeMany", upstreams: try publishers.map { try DrivenPublishers.of($0, subscriber: "MergeMany") }))
            }
        }
        surface.type("Deferred", conformsTo: ["Publisher"], doc: "A publisher made anew for each subscriber.") { t in
            t.initializer("init(createPublisher: @escaping () -> DeferredPublisher)", role: .interaction,
                          doc: "Calls the closure when a subscriber comes, and subscribes it to what the closure makes.") { a in
                .host(DeferredPublisherValue(make: try ValueReaders.closure(a[0], "createPublisher")))
            }
        }
        surface.extend("URLSession") { t in
            for (label, request) in [("url", "URL"), ("request", "URLRequest")] {
                t.method("func dataTaskPublisher(for \(label): \(request)) -> URLSession.DataTaskPublisher", role: .interaction,
                         doc: "A publisher that fails with URLError(.notConnectedToInternet), after the code that subscribed.",
                         caveat: FoundationURLSessionSurface.offline) { _, a in
                    let url = label == "url" ? a[0] : try URLRequestValue.read(a[0]).url
                    let error = FoundationURLSessionSurface.offlineFailure(url: url).error
                    return .host(EndingPublisher(typeName: "URLSession.DataTaskPublisher", values: [],
                                                 ending: CombineCompletion.failure(.host(error)), isLater: true))
                }
            }
        }
        surface.type("URLSession.DataTaskPublisher", conformsTo: ["Publisher"], doc: "A request's (data, response), or its error.")
        surface.type("TopLevelDecoder", .protocol, doc: "A decoder Combine's decode(type:decoder:) takes (JSONDecoder).")
        surface.type("Subscribers.Demand", doc: "How many values a subscriber asks for; every subscriber here asks for all.") { t in
            t.constant("static let unlimited: Subscribers.Demand", role: .visual, doc: "Every value.", .symbol("unlimited"))
        }
    }
}

/// A publisher of a fixed list of values and ending (`Just`, `Fail`, `Empty`, a request's),
/// delivered to each subscriber as it subscribes, or, when `isLater` (a request's), once the
/// current command's own work is done, on URLSession's queue rather than the main one.
final class EndingPublisher: DrivenPublisher {
    let typeName: String
    let values: [Value]
    /// nil for a publisher that never ends (`Empty(completeImmediately: false)`).
    let ending: Value?
    let isLater: Bool

    init(typeName: String, values: [Value], ending: Value?, isLater: Bool = false) {
        (self.typeName, self.values, self.ending, self.isLater) = (typeName, values, ending, isLater)
    }

    func subscribe(_ subscriber: CombineSubscriber, in context: ScriptContext?) throws -> () -> Void {
        var isCancelled = false
        let deliver = Callable(name: typeName, arity: 0) { [values, ending] _, context in
            for value in values where !isCancelled { _ = try subscriber.receive.call([value], in: context) }
            if let ending, !isCancelled { try subscriber.complete(ending, in: context) }
            return .none
        }
        if isLater {
            let services = try context.requiredServices()
            try services.schedule.add(.block(deliver, onMainThread: false), at: services.now)
        } else {
            _ = try deliver.call([], in: context)
        }
        return { isCancelled = true }
    }

    /// `Result.Publisher(x)`: a `Result`'s success value then finished, or its failure; any
    /// other value then finished.
    convenience init(typeName: String, outcome: Value) {
        let (values, ending) = CombineCompletion.outcome(ofResult: outcome) ?? ([outcome], CombineCompletion.finished)
        self.init(typeName: typeName, values: values, ending: ending)
    }

    static func read(_ value: Value) throws -> EndingPublisher {
        guard case .host(let publisher as EndingPublisher) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Just", value)) }
        return publisher
    }
}

/// `Future`: the result its promise was given (`Result.success(value)` or `.failure(error)`),
/// which each subscriber hears when it comes, or as soon as the promise is kept.
final class FuturePublisher: DrivenPublisher {
    /// What every subscriber hears once the promise is kept: the result, as a publisher that ends.
    private var kept: EndingPublisher?
    /// Subscribers before the promise is kept; cancelling one takes it out.
    private final class Waiting {
        let subscriber: CombineSubscriber
        init(_ subscriber: CombineSubscriber) { self.subscriber = subscriber }
    }
    private var waiting: [Waiting] = []

    var typeName: String { "Future" }

    func fulfil(with result: Value, in context: ScriptContext?) throws {
        guard kept == nil else { return }
        guard let (values, ending) = CombineCompletion.outcome(ofResult: result) else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("Result", result))
        }
        let kept = EndingPublisher(typeName: typeName, values: values, ending: ending)
        self.kept = kept
        let subscribers = waiting
        waiting = []
        for entry in subscribers { _ = try kept.subscribe(entry.subscriber, in: context) }
    }

    func subscribe(_ subscriber: CombineSubscriber, in context: ScriptContext?) throws -> () -> Void {
        if let kept { return try kept.subscribe(subscriber, in: context) }
        guard waiting.count < Limits.subscribers else { throw RuntimeFailure("more than \(Limits.subscribers) subscriptions to one future") }
        let entry = Waiting(subscriber)
        waiting.append(entry)
        return { [weak self] in self?.waiting.removeAll { $0 === entry } }
    }
}

/// `Publishers.MergeMany`, `merge(with:)` and `Publishers.Merge…`: every upstream's values as
/// they come; it finishes once all have, and fails with the first failure, cancelling the rest,
/// as Combine's do.
final class MergedPublisher: DrivenPublisher {
    let typeName: String
    let upstreams: [any DrivenPublisher]
    init(typeName: String, upstreams: [any DrivenPublisher]) { (self.typeName, self.upstreams) = (typeName, upstreams) }

    func subscribe(_ subscriber: CombineSubscriber, in context: ScriptContext?) throws -> () -> Void {
        var left = upstreams.count
        let link = SubscriptionLink()
        let ended = Callable(name: typeName, arity: 1) { values, context in
            guard !link.isDone else { return .none }
            left -= 1
            if CombineCompletion.error(of: values[0]) != nil || left == 0 {
                link.end()
                try subscriber.complete(values[0], in: context)
            }
            return .none
        }
        let receive = Callable(name: typeName, arity: 1) { values, context in
            link.isDone ? .none : try subscriber.receive.call(values, in: context)
        }
        if upstreams.isEmpty { try subscriber.complete(CombineCompletion.finished, in: context) }
        for upstream in upstreams where !link.isDone {
            link.add(try upstream.subscribe(CombineSubscriber(receive, completion: ended), in: context))
        }
        return { link.end() }
    }
}

/// `Deferred { … }`: a publisher the closure makes for each subscriber.
final class DeferredPublisherValue: DrivenPublisher {
    let make: Callable
    init(make: Callable) { self.make = make }
    var typeName: String { "Deferred" }

    func subscribe(_ subscriber: CombineSubscriber, in context: ScriptContext?) throws -> () -> Void {
        try DrivenPublishers.of(try make.call([], in: context), subscriber: "Deferred").subscribe(subscriber, in: context)
    }
}
