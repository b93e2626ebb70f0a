import ScrollworkCore

/// `handleEvents(receiveSubscription:receiveOutput:receiveCompletion:receiveRequest:)`: the
/// closures given run as the events pass, in Combine's order: the subscription (a
/// `Subscription` whose `cancel()` ends it), the subscriber's request (`.unlimited`, as every
/// subscriber here asks for all), then each value and the ending before the subscriber hears
/// them. (`receiveCancel`, which would run as a cancellable is released, is not simulated.)
struct EventHandlers {
    let subscription: Callable?
    let output: Callable?
    let completion: Callable?
    let request: Callable?

    func subscribe(_ subscriber: CombineSubscriber, to upstream: any DrivenPublisher, _ link: SubscriptionLink,
                   in context: ScriptContext?) throws -> () -> Void {
        let (output, completion) = (output, completion)
        _ = try subscription?.call([.host(CancellableValue({ link.end() }, typeName: "Subscription", endsWhenReleased: false))], in: context)
        _ = try request?.call([.symbol("unlimited")], in: context)
        guard !link.isDone else { return {} }
        link.add(try upstream.subscribe(CombineSubscriber(Callable(name: "handleEvents", arity: 1) { values, context in
            guard !link.isDone else { return .none }
            _ = try output?.call(values, in: context)
            return try subscriber.receive.call(values, in: context)
        }, completion: Callable(name: "handleEvents", arity: 1) { values, context in
            guard !link.isDone else { return .none }
            _ = try completion?.call(values, in: context)
            try subscriber.complete(values[0], in: context)
            return .none
        }), in: context))
        return { link.end() }
    }
}
