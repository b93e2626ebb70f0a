import ScrollworkCore

/// Combine's subscriptions to the publishers a scene drives: `sink` on `Timer.publish(…)
/// .autoconnect()` (the date every interval on the scene's clock), on
/// `NotificationCenter.default.publisher(for:)` (each notification the app posts, at once) and
/// on a `@Published` property's `$name` (its value now, then each new one before it is stored),
/// giving an `AnyCancellable` that `cancel()` or its release ends, as Combine's does, and that
/// `store(in:)` keeps in a `Set<AnyCancellable>` or an array; `assign(to: &$name)` and
/// `assign(to: \.name, on: object)` write each value to a property. Those publishers never
/// complete; the ones that do (CombineFinitePublishersSurface) call `receiveCompletion` once.
enum CombineSubscriptionSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("Published.Publisher", conformsTo: ["Publisher"],
                     doc: "A @Published property's values: the current one on subscription, then each new one before it is stored.")
        // On the protocol, so every driven publisher (and what an operator makes of one) has them.
        surface.extend("Publisher") { t in
            t.method("func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable", role: .interaction,
                     doc: "Runs the closure with each value from now on, until the cancellable is cancelled or released.") { r, a in
                try sink(r, a[0], a)
            }
            t.method("func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void) -> AnyCancellable",
                     role: .interaction, doc: "Runs receiveValue with each value from now on, and receiveCompletion once the publisher ends, if it does.") { r, a in
                try sink(r, a[1], a, completion: try ValueReaders.closure(a[0], "receiveCompletion"))
            }
            t.method("func subscribe<S: Subscriber>(_ subscriber: S)", role: .interaction,
                     doc: "Delivers each value, then how the publisher ends, to the subscriber (Subscribers.Sink or Subscribers.Assign).") { r, a in
                guard case .host(let subscriber as SubscriberValue) = a[0] else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Subscriber", a[0])) }
                _ = try DrivenPublishers.of(r, subscriber: "subscribe").subscribe(subscriber.subscriber, in: a.context)
                return .none
            }
            t.method("func subscribe<S: Subject>(_ subject: S) -> AnyCancellable", role: .interaction,
                     doc: "Sends each value, then how the publisher ends, through the subject, until the cancellable is cancelled or released.") { r, a in
                guard case .host(let subject as SubjectValue) = a[0] else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Subject", a[0])) }
                let publisher = try DrivenPublishers.of(r, subscriber: "subscribe")
                return .host(CancellableValue(try publisher.subscribe(subject.relay(named: "subscribe"), in: a.context)))
            }
            t.method("func assign(to published: inout Published<Output>.Publisher)", role: .interaction,
                     doc: "Writes each value from now on to the @Published property, for as long as its object lives.") { r, a in
                try assign(r, to: a)
            }
            t.method("func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable",
                     role: .interaction, doc: "Writes each value from now on to the object's property, until the cancellable is cancelled or released.") { r, a in
                try assign(r, to: a[0], on: a[1], a)
            }
        }
        surface.type("Subscriber", .protocol, doc: "What a publisher's subscribe(_:) delivers to.")
        surface.type("Subscribers.Assign", .class, conformsTo: ["Subscriber"], doc: "Writes each value to an object's property.") { t in
            t.initializer("init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>)", role: .interaction,
                          doc: "A subscriber writing each value to the property, as assign(to:on:) does.") { a in
                .host(SubscriberValue(CombineSubscriber(try writer(to: a[1], on: a[0]))))
            }
        }
        surface.type("Subscribers.Sink", .class, conformsTo: ["Subscriber"], doc: "Runs closures with each value and the ending.") { t in
            t.initializer("init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Input) -> Void)",
                          role: .interaction, doc: "A subscriber running receiveValue with each value, then receiveCompletion once.") { a in
                .host(SubscriberValue(CombineSubscriber(try ValueReaders.closure(a[1], "receiveValue"),
                                                        completion: try ValueReaders.closure(a[0], "receiveCompletion"))))
            }
        }
        // `cancel()` on the protocol, so a subscription kept as `Cancellable?` ends too.
        surface.type("Cancellable", .protocol, doc: "Something that ends a subscription when cancelled.") { t in
            t.method("func cancel()", role: .interaction, doc: "Ends the subscription: no value is delivered after it.") { r, _ in
                try cancellable(r).cancel()
                return .none
            }
        }
        surface.type("AnyCancellable", .class, conformsTo: ["Hashable", "Cancellable"],
                     doc: "A subscription that ends when cancelled or when nothing holds it any more.") { t in
            // An app's own subscription (`AnyCancellable { task.cancel() }`): the closure runs once,
            // when it is cancelled (where what it stops with is reported) or released.
            t.initializer("init(_ cancel: @escaping () -> Void)", role: .interaction,
                          doc: "A cancellable that runs the closure when cancelled or no longer held.") { a in
                let cancel = try ValueReaders.closure(a[0], "cancel"), context = a.context
                return .host(CancellableValue { _ = try cancel.call([], in: context) })
            }
            t.method("func store(in set: inout Set<AnyCancellable>)", role: .interaction,
                     doc: "Keeps the subscription alive in the set (as long as the set is).") { r, a in
                try store(r, a)
            }
            t.method("func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable",
                     role: .interaction, doc: "Keeps the subscription alive in the array (as long as the array is).") { r, a in
                try store(r, a)
            }
        }
    }

    /// `store(in:)` into a set or an array, whichever the place holds (the overloads are told
    /// apart by the place's type, which an `&` argument does not show when it is chosen).
    private static func store(_ subscription: Value, _ a: SurfaceArguments) throws -> Value {
        let kept = Value.host(try cancellable(subscription))
        switch a[0] {
        case .set(var set):
            _ = set.insert(kept)
            a.inouts?.values[0] = .set(set)
        case .array(let items):
            a.inouts?.values[0] = .array(items + [kept])
        default:
            throw RuntimeFailure(RuntimeMessages.typeMismatch("Set<AnyCancellable>", a[0]))
        }
        return .none
    }

    private static func sink(_ publisher: Value, _ action: Value, _ a: SurfaceArguments, completion: Callable? = nil) throws -> Value {
        let subscription = try DrivenPublishers.of(publisher, subscriber: "sink")
        let subscriber = CombineSubscriber(try ValueReaders.closure(action, "receiveValue"), completion: completion)
        return .host(CancellableValue(try subscription.subscribe(subscriber, in: a.context)))
    }

    /// `assign(to: &$name)`: no cancellable; the subscription lasts as long as the object.
    private static func assign(_ publisher: Value, to a: SurfaceArguments) throws -> Value {
        guard case .host(let target as PublishedPublisher) = a[0] else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("Published.Publisher", a[0]))
        }
        let write = Callable(name: "assign", arity: 1) { values, context in
            try target.object.set(target.field, values[0], in: context)
            return .none
        }
        _ = try DrivenPublishers.of(publisher, subscriber: "assign").subscribe(CombineSubscriber(write), in: a.context)
        return .none
    }

    /// `assign(to: \.name, on: object)`.
    private static func assign(_ publisher: Value, to keyPath: Value, on object: Value, _ a: SurfaceArguments) throws -> Value {
        let write = try writer(to: keyPath, on: object)
        return .host(CancellableValue(try DrivenPublishers.of(publisher, subscriber: "assign").subscribe(CombineSubscriber(write), in: a.context)))
    }

    /// What writes each value to the object's property the key path names.
    static func writer(to keyPath: Value, on object: Value) throws -> Callable {
        guard case .keyPath(let path) = keyPath else { throw RuntimeFailure(RuntimeMessages.typeMismatch("ReferenceWritableKeyPath", keyPath)) }
        return Callable(name: "assign", arity: 1) { values, context in
            var root = object
            try path.write(values[0], into: &root, in: context)
            return .none
        }
    }

    private static func cancellable(_ value: Value) throws -> CancellableValue {
        guard case .host(let cancellable as CancellableValue) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("AnyCancellable", value)) }
        return cancellable
    }
}

/// A publisher the scene delivers the values of: a timer's, the notification center's, a
/// `@Published` property's, a subject's, one that ends (`Just`, `Fail`, a network request's), or
/// what a Combine operator makes of one of them.
protocol DrivenPublisher: HostObject {
    /// Delivers each value to `subscriber` from now on, then how the publisher ends if it does;
    /// what it returns ends the delivery.
    func subscribe(_ subscriber: CombineSubscriber, in context: ScriptContext?) throws -> () -> Void
}

enum DrivenPublishers {
    /// The publisher `value` holds, or the error that no other publisher is driven here.
    static func of(_ value: Value, subscriber: String) throws -> any DrivenPublisher {
        guard case .host(let publisher as any DrivenPublisher) = value else {
            throw RuntimeFailure("\(subscriber) takes a Combine publisher made here (a timer's, NotificationCenter's, @Published, a subject, Just, Fail, a URLSession request's, or an operator on one), not \(value.typeName)")
        }
        return publisher
    }
}

extension TimerPublisher: DrivenPublisher {
    func subscribe(_ subscriber: CombineSubscriber, in context: ScriptContext?) throws -> () -> Void {
        let timer = try connect(subscriber.receive, in: context)
        return { timer.invalidate() }
    }
}

extension NotificationPublisherValue: DrivenPublisher {
    func subscribe(_ subscriber: CombineSubscriber, in context: ScriptContext?) throws -> () -> Void {
        try context.requiredServices().notifications.observe(name, from: sender, with: subscriber.receive)
    }
}

/// `$name` of an `ObservableObject`'s `@Published var name`: Combine's `Published.Publisher`.
final class PublishedPublisher: DrivenPublisher {
    let object: ObjectInstance
    let field: Int

    init(object: ObjectInstance, field: Int) { (self.object, self.field) = (object, field) }

    var typeName: String { "Published.Publisher" }

    func subscribe(_ subscriber: CombineSubscriber, in context: ScriptContext?) throws -> () -> Void {
        try object.subscribe(field, subscriber.receive, in: context)
    }
}

/// Combine's `AnyCancellable`: ends its subscription once, when cancelled or when released
/// (the last `let`, set or object holding it goes away), as Combine's deinit does.
final class CancellableValue: HostObject {
    /// What ends it: a subscription's end, or an app's own closure, which may stop with an error.
    private var end: (() throws -> Void)?
    /// False for the `Subscription` handleEvents is given: only its `cancel()` ends it.
    private let endsWhenReleased: Bool
    let typeName: String

    init(_ end: @escaping () throws -> Void, typeName: String = "AnyCancellable", endsWhenReleased: Bool = true) {
        (self.end, self.typeName, self.endsWhenReleased) = (end, typeName, endsWhenReleased)
    }

    /// Ends it, once; what an app's closure stops with reaches the code that cancelled.
    func cancel() throws {
        let ending = end
        end = nil
        try ending?()
    }

    // Released, it ends with no caller to tell: an app's closure that stops here has no one to
    // report to, as a Swift deinit has none.
    deinit { if endsWhenReleased { try? cancel() } }
}

/// `Subscribers.Assign` or `Subscribers.Sink`, made to be given to `subscribe(_:)`.
final class SubscriberValue: HostObject {
    let subscriber: CombineSubscriber
    init(_ subscriber: CombineSubscriber) { self.subscriber = subscriber }
    var typeName: String { "Subscriber" }
}
