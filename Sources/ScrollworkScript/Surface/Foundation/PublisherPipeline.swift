import ScrollworkCore

/// What a Combine operator makes: its upstream's values, changed by one stage, delivered to
/// whoever subscribes (`sink`, `assign`, `onReceive`, another operator), and how the upstream
/// ended, changed by the stage too (`mapError`, `replaceError`, `catch`). A stage that throws
/// (`tryMap`, `decode`) cancels its upstream and ends with the error, as Combine's do.
final class PublisherPipeline: DrivenPublisher {
    enum Stage {
        case map(Callable)
        case tryMap(Callable)
        case compactMap(Callable)
        case filter(Callable)
        /// Equal values by `==`, or by the predicate given.
        case removeDuplicates(Callable?)
        case dropFirst(Int)
        /// `drop(while:)`: the values before the first the predicate rejects.
        case dropWhile(Callable)
        case receiveOn(onMainThread: Bool)
        case subscribeOn
        case debounce(seconds: Double)
        case mapError(Callable)
        /// `decode(type:decoder:)`: each value decoded by the decoder's `decode`, which may throw.
        case decode(Callable)
        case replaceError(Value)
        /// `catch`: a failure replaced by the publisher the handler makes of the error.
        case catchError(Callable)
        /// `flatMap`: each value's publisher, whose values all pass on.
        case flatMap(Callable)
        /// `retry(n)`: the upstream subscribed again, up to n times, when it fails.
        case retry(Int)
        /// `collect()`: every value, sent as one array when the upstream finishes.
        case collect
        /// `handleEvents(…)`: the closures given, run as each event passes.
        case handleEvents(EventHandlers)

        var name: String {
            switch self {
            case .map: "map"
            case .tryMap: "tryMap"
            case .compactMap: "compactMap"
            case .filter: "filter"
            case .removeDuplicates: "removeDuplicates"
            case .dropFirst: "dropFirst"
            case .dropWhile: "drop(while:)"
            case .receiveOn: "receive(on:)"
            case .subscribeOn: "subscribe(on:)"
            case .debounce: "debounce"
            case .mapError: "mapError"
            case .decode: "decode"
            case .replaceError: "replaceError"
            case .catchError: "catch"
            case .flatMap: "flatMap"
            case .retry: "retry"
            case .collect: "collect"
            case .handleEvents: "handleEvents"
            }
        }
    }

    let upstream: any DrivenPublisher
    let stage: Stage

    init(upstream: any DrivenPublisher, stage: Stage) { (self.upstream, self.stage) = (upstream, stage) }

    /// Combine's type of the stage (`Publishers.ReceiveOn`), as a call on a publisher whose type is
    /// known only when it runs finds its members (`manager.itemsPublisher.receive(on:).sink`).
    var typeName: String {
        switch stage {
        case .map: "Publishers.Map"
        case .tryMap: "Publishers.TryMap"
        case .compactMap: "Publishers.CompactMap"
        case .filter: "Publishers.Filter"
        case .removeDuplicates: "Publishers.RemoveDuplicates"
        case .dropFirst: "Publishers.Drop"
        case .dropWhile: "Publishers.DropWhile"
        case .receiveOn: "Publishers.ReceiveOn"
        case .subscribeOn: "Publishers.SubscribeOn"
        case .debounce: "Publishers.Debounce"
        case .mapError: "Publishers.MapError"
        case .decode: "Publishers.Decode"
        case .replaceError: "Publishers.ReplaceError"
        case .catchError: "Publishers.Catch"
        case .flatMap: "Publishers.FlatMap"
        case .retry: "Publishers.Retry"
        case .collect: "Publishers.Collect"
        case .handleEvents: "Publishers.HandleEvents"
        }
    }

    /// Subscribes `subscriber` through this stage to the upstream; what it returns ends the subscription.
    func subscribe(_ subscriber: CombineSubscriber, in context: ScriptContext?) throws -> () -> Void {
        let link = SubscriptionLink()
        switch stage {
        case .subscribeOn: try subscribeLater(subscriber, link, in: context)
        case .retry(let times): try subscribeRetrying(subscriber, times: times, link, in: context)
        case .handleEvents(let handlers): return try handlers.subscribe(subscriber, to: upstream, link, in: context)
        default: link.add(try upstream.subscribe(try relay(to: subscriber, link, in: context), in: context))
        }
        return { link.end() }
    }

    /// The subscriber the upstream is given: it changes each value, or the ending, and passes it on.
    private func relay(to downstream: CombineSubscriber, _ link: SubscriptionLink, in context: ScriptContext?) throws -> CombineSubscriber {
        let name = stage.name
        /// The ending passes on unless the stage has ended the subscription itself.
        let passEnding = Callable(name: name, arity: 1) { values, context in
            if !link.isDone { try downstream.complete(values[0], in: context) }
            return .none
        }
        func values(_ body: @escaping ([Value], ScriptContext?) throws -> Value) -> CombineSubscriber {
            CombineSubscriber(Callable(name: name, arity: 1) { values, context in
                link.isDone ? .none : try body(values, context)
            }, completion: passEnding)
        }
        /// Passes a value the closure makes, or ends with what it throws.
        func throwing(_ transform: Callable) -> CombineSubscriber {
            values { values, context in
                let made: Value
                do { made = try transform.call(values, in: context) } catch {
                    guard let thrown = CombineCompletion.thrown(error) else { throw error }
                    link.end()
                    try downstream.complete(CombineCompletion.failure(thrown), in: context)
                    return .none
                }
                return try downstream.receive.call([made], in: context)
            }
        }
        func endings(_ body: @escaping (Value, ScriptContext?) throws -> Void) -> CombineSubscriber {
            CombineSubscriber(downstream.receive, completion: Callable(name: name, arity: 1) { values, context in
                try body(values[0], context)
                return .none
            })
        }
        let action = downstream.receive
        switch stage {
        case .map(let transform):
            return values { values, context in try action.call([try transform.call(values, in: context)], in: context) }
        case .tryMap(let transform), .decode(let transform):
            return throwing(transform)
        case .compactMap(let transform):
            return values { values, context in
                let result = try transform.call(values, in: context)
                if case .none = result { return .none }
                return try action.call([result], in: context)
            }
        case .filter(let isIncluded):
            return values { values, context in
                guard try Operators.truth(isIncluded.call(values, in: context)) else { return .none }
                return try action.call(values, in: context)
            }
        case .removeDuplicates(let predicate):
            var previous: Value?
            return values { values, context in
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
            return values { values, context in
                guard dropped >= count else { dropped += 1; return .none }
                return try action.call(values, in: context)
            }
        case .dropWhile(let predicate):
            var dropping = true
            return values { values, context in
                if dropping { dropping = try Operators.truth(predicate.call(values, in: context)) }
                return dropping ? .none : try action.call(values, in: context)
            }
        case .receiveOn(let onMainThread):
            // Values and the ending alike, after the current command's own work.
            let services = try context.requiredServices()
            func later(_ call: @escaping (ScriptContext?) throws -> Void) throws {
                try services.schedule.add(.block(Callable(name: name, arity: 0) { _, context in
                    try call(context)
                    return .none
                }, onMainThread: onMainThread), at: services.now)
            }
            return CombineSubscriber(Callable(name: name, arity: 1) { values, _ in
                try later { context in _ = try action.call(values, in: context) }
                return .none
            }, completion: Callable(name: name, arity: 1) { values, _ in
                try later { context in try downstream.complete(values[0], in: context) }
                return .none
            })
        case .debounce(let seconds):
            let services = try context.requiredServices()
            var latest = 0
            return values { values, _ in
                latest += 1
                let sent = latest
                try services.schedule.add(.block(Callable(name: name, arity: 0) { _, context in
                    guard sent == latest else { return .none }
                    return try action.call(values, in: context)
                }), at: services.now + seconds)
                return .none
            }
        case .subscribeOn, .retry, .handleEvents:
            // `subscribe(_:in:)` subscribes these itself; the values pass as they come.
            return downstream
        case .mapError(let transform):
            return endings { ending, context in
                guard let error = CombineCompletion.error(of: ending) else { return try downstream.complete(ending, in: context) }
                try downstream.complete(CombineCompletion.failure(try transform.call([error], in: context)), in: context)
            }
        case .replaceError(let replacement):
            return endings { ending, context in
                if CombineCompletion.error(of: ending) != nil { _ = try action.call([replacement], in: context) }
                try downstream.complete(CombineCompletion.finished, in: context)
            }
        case .catchError(let handler):
            return endings { ending, context in
                guard let error = CombineCompletion.error(of: ending) else { return try downstream.complete(ending, in: context) }
                let replacement = try DrivenPublishers.of(try handler.call([error], in: context), subscriber: "catch")
                link.add(try replacement.subscribe(downstream, in: context))
            }
        case .flatMap(let transform):
            return try flatten(transform, into: downstream, link)
        case .collect:
            var collected: [Value] = []
            return CombineSubscriber(Callable(name: name, arity: 1) { values, _ in
                collected.append(values[0])
                return .none
            }, completion: Callable(name: name, arity: 1) { values, context in
                if CombineCompletion.error(of: values[0]) == nil { _ = try action.call([.array(collected)], in: context) }
                try downstream.complete(values[0], in: context)
                return .none
            })
        }
    }

    /// `flatMap`: each value's publisher subscribed at once; the stage finishes when the upstream
    /// and every inner publisher have, and fails with the first failure of any of them.
    private func flatten(_ transform: Callable, into downstream: CombineSubscriber, _ link: SubscriptionLink) throws -> CombineSubscriber {
        var active = 0
        var upstreamFinished = false
        func ended(_ ending: Value, _ context: ScriptContext?) throws {
            guard !link.isDone else { return }
            if CombineCompletion.error(of: ending) != nil {
                link.end()
                return try downstream.complete(ending, in: context)
            }
            if upstreamFinished && active == 0 { try downstream.complete(ending, in: context) }
        }
        let inner = Callable(name: "flatMap", arity: 1) { values, context in
            active -= 1
            try ended(values[0], context)
            return .none
        }
        return CombineSubscriber(Callable(name: "flatMap", arity: 1) { values, context in
            guard !link.isDone else { return .none }
            let publisher = try DrivenPublishers.of(try transform.call(values, in: context), subscriber: "flatMap")
            active += 1
            link.add(try publisher.subscribe(CombineSubscriber(downstream.receive, completion: inner), in: context))
            return .none
        }, completion: Callable(name: "flatMap", arity: 1) { values, context in
            if CombineCompletion.error(of: values[0]) == nil { upstreamFinished = true }
            try ended(values[0], context)
            return .none
        })
    }

    /// `subscribe(on:)`: the upstream is subscribed to once the scheduler runs, unless the
    /// subscription was ended before.
    private func subscribeLater(_ subscriber: CombineSubscriber, _ link: SubscriptionLink, in context: ScriptContext?) throws {
        let services = try context.requiredServices()
        let upstream = self.upstream
        try services.schedule.add(.block(Callable(name: stage.name, arity: 0) { _, context in
            if !link.isDone { link.add(try upstream.subscribe(subscriber, in: context)) }
            return .none
        }), at: services.now)
    }

    /// `retry(n)`: on a failure the upstream is subscribed to again, n times at most; the failure
    /// after the last passes on.
    private func subscribeRetrying(_ subscriber: CombineSubscriber, times: Int, _ link: SubscriptionLink, in context: ScriptContext?) throws {
        var left = Swift.max(times, 0)
        let upstream = self.upstream
        func attempt(_ context: ScriptContext?) throws {
            let again = Callable(name: "retry", arity: 1) { values, context in
                guard !link.isDone else { return .none }
                if CombineCompletion.error(of: values[0]) != nil && left > 0 {
                    left -= 1
                    try attempt(context)
                } else {
                    try subscriber.complete(values[0], in: context)
                }
                return .none
            }
            link.add(try upstream.subscribe(CombineSubscriber(subscriber.receive, completion: again), in: context))
        }
        try attempt(context)
    }
}

/// One subscription through a stage or a merge: what ends it (the upstream's and any inner
/// publisher's subscriptions), and whether it has ended, after which nothing passes.
final class SubscriptionLink {
    private var ends: [() -> Void] = []
    private(set) var isDone = false

    /// Keeps what ends a subscription; one made after the link ended (a publisher that
    /// delivered everything as it was subscribed to) is ended at once.
    func add(_ end: @escaping () -> Void) {
        if isDone { end() } else { ends.append(end) }
    }

    func end() {
        isDone = true
        let all = ends
        ends = []
        for end in all { end() }
    }
}
