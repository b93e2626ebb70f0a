import ScrollworkCore

/// Combine's operators on the publishers a scene drives (a `@Published` property's `$name`, a
/// timer's, the notification center's), as view models chain them before `sink` or `assign`:
/// `map`, `compactMap`, `filter`, `removeDuplicates`, `dropFirst`, `drop(while:)`, `receive(on:)`,
/// `subscribe(on:)`, `debounce(for:scheduler:)`, `eraseToAnyPublisher()`, and those of a pipeline
/// that may fail: `tryMap`, `decode(type:decoder:)`, `mapError`, `setFailureType(to:)`,
/// `replaceError(with:)`, `catch`, `flatMap`, `retry`, `collect()` and `share()`. Each makes a
/// `PublisherPipeline` that delivers its upstream's values changed as Combine documents; the
/// schedulers are the scene's clock (`receive(on:)` delivers as `DispatchQueue.main.async`
/// runs work, after the current command's own; `debounce` once the values have paused for its
/// interval).
enum CombineOperatorsSurface: SurfaceProvider {
    /// The types the operators give, each a publisher with the operators and `sink` in turn.
    static let results = ["Publishers.Map", "Publishers.CompactMap", "Publishers.Filter", "Publishers.RemoveDuplicates",
                          "Publishers.Drop", "Publishers.DropWhile", "Publishers.ReceiveOn", "Publishers.SubscribeOn", "Publishers.Debounce", "AnyPublisher",
                          "Publishers.TryMap", "Publishers.Decode", "Publishers.MapError", "Publishers.ReplaceError", "Publishers.Catch",
                          "Publishers.FlatMap", "Publishers.Retry", "Publishers.SetFailureType", "Publishers.Collect",
                          "Publishers.HandleEvents", "Publishers.Share"]

    static func register(in surface: inout SurfaceBuilder) {
        // Combine's namespaces, for `Publishers.MergeMany(…)` and `Subscribers.Assign(…)`; the
        // types they have that scrollwork lacks are placeholders, with a warning.
        surface.type("Publishers", .enum, doc: "Combine's namespace of publisher types.")
        surface.type("Subscribers", .enum, doc: "Combine's namespace of subscriber types.")
        for name in results {
            surface.type(name, conformsTo: ["Publisher"], doc: "The values of a Combine operator's upstream, changed by it.")
        }
        surface.extend("AnyPublisher") { t in
            t.initializer("init<P: Publisher>(_ publisher: P)", role: .interaction,
                          doc: "The publisher's values behind a type that hides it, as eraseToAnyPublisher() gives them.") { a in
                _ = try DrivenPublishers.of(a[0], subscriber: "AnyPublisher")
                return a[0]
            }
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
        surface.type("Subscription", .protocol, conformsTo: ["Cancellable"], doc: "A subscriber's link to a publisher; cancel() ends it.")
        surface.extend("Publisher") { t in
            operators(&t)
            handleEvents(&t)
            t.method("func eraseToAnyPublisher() -> AnyPublisher<Output, Failure>", role: .interaction,
                     doc: "The same values, behind a type that hides the operators.") { r, _ in
                _ = try DrivenPublishers.of(r, subscriber: "eraseToAnyPublisher")
                return r
            }
            t.method("func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E>", role: .interaction,
                     doc: "The same values, typed as a publisher that may fail.") { r, _ in
                _ = try DrivenPublishers.of(r, subscriber: "setFailureType")
                return r
            }
        }
    }

    /// `handleEvents`: its closures run as the events pass (`EventHandlers`); one given
    /// `receiveCancel` is warned about, as the closure would run when a cancellable is released.
    private static func handleEvents(_ t: inout SurfaceTypeBuilder) {
        let parameters = ["receiveSubscription: ((Subscription) -> Void)? = nil", "receiveOutput: ((Output) -> Void)? = nil",
                          "receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil"]
        let request = "receiveRequest: ((Subscribers.Demand) -> Void)? = nil"
        t.method("func handleEvents(\((parameters + [request]).joined(separator: ", "))) -> Publishers.HandleEvents<Self>", role: .interaction,
                 doc: "The same values; the closures run as the subscription, the request, each value and the ending pass.") { r, a in
            func handler(_ index: Int) throws -> Callable? {
                if case .none = a[index] { return nil }
                return try ValueReaders.closure(a[index], "handleEvents")
            }
            let handlers = EventHandlers(subscription: try handler(0), output: try handler(1), completion: try handler(2), request: try handler(3))
            return .host(PublisherPipeline(upstream: try DrivenPublishers.of(r, subscriber: "handleEvents"), stage: .handleEvents(handlers)))
        }
        t.unsupported(["func handleEvents(\((parameters + ["receiveCancel: (() -> Void)?", request]).joined(separator: ", "))) -> Publishers.HandleEvents<Self>"],
                      doc: "receiveCancel would run as a cancellable is cancelled or released, which is not simulated.",
                      caveat: "with receiveCancel, the publisher passes its values unchanged and none of its closures runs")
    }

    private static func operators(_ t: inout SurfaceTypeBuilder) {
        func stage(_ r: Value, _ stage: PublisherPipeline.Stage) throws -> Value {
            .host(PublisherPipeline(upstream: try DrivenPublishers.of(r, subscriber: stage.name), stage: stage))
        }
        let closure = ValueReaders.closure
        t.method("func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T>", role: .interaction,
                 doc: "Each value transformed.") { r, a in try stage(r, .map(try closure(a[0], "map"))) }
        t.method("func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T>", role: .interaction,
                 doc: "Each value transformed; an error the closure throws ends the publisher with it.") { r, a in
            try stage(r, .tryMap(try closure(a[0], "tryMap")))
        }
        t.method("func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder) -> Publishers.Decode<Self, Item, Coder>",
                 role: .interaction, doc: "Each value (JSON data) decoded as the type; a DecodingError ends the publisher with it.") { r, a in
            let type = a[0], decoder = a[1]
            return try stage(r, .decode(Callable(name: "decode", arity: 1) { values, context in
                try FoundationJSONSurface.decode(type, from: values[0], by: decoder, in: context)
            }))
        }
        t.method("func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E>", role: .interaction,
                 doc: "The same values; a failure's error transformed.") { r, a in try stage(r, .mapError(try closure(a[0], "mapError"))) }
        t.method("func replaceError(with output: Output) -> Publishers.ReplaceError<Self>", role: .interaction,
                 doc: "The same values; a failure becomes this value, then the publisher finishes.") { r, a in try stage(r, .replaceError(a[0])) }
        t.method("func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P>", role: .interaction,
                 doc: "The same values; on a failure, those of the publisher the handler makes of the error.") { r, a in
            try stage(r, .catchError(try closure(a[0], "catch")))
        }
        t.method("func flatMap<T, P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P) -> Publishers.FlatMap<P, Self>",
                 role: .interaction, doc: "The values of the publisher made of each value; finishes when all have.") { r, a in
            try stage(r, .flatMap(try closure(a[1], "flatMap")))
        }
        t.method("func retry(_ retries: Int) -> Publishers.Retry<Self>", role: .interaction,
                 doc: "The same values; on a failure the upstream is subscribed to again, up to retries times.") { r, a in
            try stage(r, .retry(try ValueReaders.int(a[0], "retry")))
        }
        t.method("func share() -> Publishers.Share<Self>", role: .interaction,
                 doc: "One subscription to this publisher shared by every subscriber, each getting the values sent after it subscribed.") { r, _ in
            .host(SharedPublisher(upstream: try DrivenPublishers.of(r, subscriber: "share()")))
        }
        t.method("func collect() -> Publishers.Collect<Self>", role: .interaction,
                 doc: "Every value, sent as one array when the publisher finishes.") { r, _ in try stage(r, .collect) }
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
        t.method("func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self>", role: .interaction,
                 doc: "The values from the first the predicate rejects on.") { r, a in try stage(r, .dropWhile(try closure(a[0], "drop"))) }
        t.method("func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S>",
                 role: .interaction, doc: "Each value delivered on the scheduler: after the current command's own work, at the same simulated time.") { r, a in
            // A queue of the app's or a global one is not the main thread; the main queue and run loop are.
            guard case .host(let queue as DispatchQueueValue) = a[0] else { return try stage(r, .receiveOn(onMainThread: true)) }
            return try stage(r, .receiveOn(onMainThread: queue === DispatchQueueValue.main))
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
