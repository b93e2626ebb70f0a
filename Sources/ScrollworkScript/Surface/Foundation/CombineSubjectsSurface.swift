import ScrollworkCore

/// Combine's subjects, the publishers an app sends values into itself: `PassthroughSubject`
/// (each value sent from a subscription on) and `CurrentValueSubject` (its `value` on
/// subscription, then each new one). Sending runs the subscribers at once, in the order they
/// subscribed, as Combine's subjects do; after `send(completion:)` nothing more is delivered.
enum CombineSubjectsSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("Subject", .protocol, conformsTo: ["Publisher"], doc: "A publisher an app sends values into.") { t in
            t.method("func send(_ value: Output)", role: .interaction, doc: "Delivers the value to every subscriber now.") { r, a in
                try subject(r).send(a[0], in: a.context)
                return .none
            }
            // `objectWillChange.send()` of a `PassthroughSubject<Void, Never>` an app declares itself.
            t.method("func send()", role: .interaction, doc: "Delivers the empty value to every subscriber now (a subject of Void).") { r, a in
                try subject(r).send(.none, in: a.context)
                return .none
            }
            t.method("func send(completion: Subscribers.Completion<Failure>)", role: .interaction,
                     doc: "Ends the subject: its subscribers hear how, and no value is delivered after it.") { r, a in
                try subject(r).finish(a[0], in: a.context)
                return .none
            }
        }
        surface.type("PassthroughSubject", .class, conformsTo: ["Subject"], doc: "Sends each value to the subscribers it has then.") { t in
            t.initializer("init()", doc: "A subject with no subscribers yet.") { _ in .host(SubjectValue(current: nil)) }
        }
        surface.type("CurrentValueSubject", .class, conformsTo: ["Subject"],
                     doc: "Holds a value: a new subscriber gets it first, then each value sent.") { t in
            t.initializer("init(_ value: Output)", doc: "A subject holding the value.") { a in .host(SubjectValue(current: a[0])) }
            t.property("var value: Output { get set }", doc: "The value it holds; setting it sends it.",
                       get: { try subject($0).current ?? .none },
                       set: { r, new in try subject(r).send(new, in: nil) })
        }
        surface.type("Subscribers.Completion", .enum, doc: "How a publisher ends.") { t in
            t.enumCase("finished", role: .interaction, doc: "The publisher ended normally.", CombineCompletion.finished)
            t.enumCase("failure", role: .interaction, doc: "The publisher ended with an error.", CombineCompletion.failure(.none))
            t.staticFunction("static func failure(_ error: Failure) -> Subscribers.Completion<Failure>", role: .interaction,
                             doc: "The ending with this error.") { a in CombineCompletion.failure(a[0]) }
        }
    }

    static func subject(_ value: Value) throws -> SubjectValue {
        guard case .host(let subject as SubjectValue) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Subject", value)) }
        return subject
    }
}

/// A `PassthroughSubject` (no current value) or a `CurrentValueSubject`.
final class SubjectValue: DrivenPublisher, ChangeAnnouncer {
    private(set) var current: Value?
    /// Set when the subject is an `ObservableObject`'s own `objectWillChange`: tells the views
    /// reading the object that it changed.
    var announceChange: (() -> Void)?
    private var subscribers: [(serial: Int, subscriber: CombineSubscriber)] = []
    /// How the subject ended, which a later subscriber hears at once.
    private var ending: Value?
    private var serial = 0

    init(current: Value?) { self.current = current }

    var typeName: String { current == nil ? "PassthroughSubject" : "CurrentValueSubject" }

    func subscribe(_ subscriber: CombineSubscriber, in context: ScriptContext?) throws -> () -> Void {
        guard subscribers.count < Limits.subscribers else {
            throw RuntimeFailure("more than \(Limits.subscribers) subscriptions to one subject")
        }
        if let ending {
            try subscriber.complete(ending, in: context)
            return {}
        }
        serial += 1
        let mine = serial
        subscribers.append((mine, subscriber))
        if let current { _ = try subscriber.receive.call([current], in: context) }
        return { [weak self] in self?.subscribers.removeAll { $0.serial == mine } }
    }

    /// A subscriber that sends each value it gets through this subject and ends it as its
    /// publisher ends (`publisher.subscribe(subject)`, a shared publisher's upstream).
    func relay(named name: String) -> CombineSubscriber {
        CombineSubscriber(Callable(name: name, arity: 1) { [self] values, context in
            try send(values[0], in: context)
            return .none
        }, completion: Callable(name: name, arity: 1) { [self] values, context in
            try finish(values[0], in: context)
            return .none
        })
    }

    /// Stores the value (a current-value subject) and delivers it to the subscribers of now.
    func send(_ value: Value, in context: ScriptContext?) throws {
        guard ending == nil else { return }
        if current != nil { current = value }
        for entry in subscribers { _ = try entry.subscriber.receive.call([value], in: context) }
        announceChange?()
    }

    /// Ends the subject (the first time): each subscriber of now hears how.
    func finish(_ ending: Value, in context: ScriptContext?) throws {
        guard self.ending == nil else { return }
        self.ending = ending
        let ended = subscribers
        subscribers = []
        for entry in ended { try entry.subscriber.complete(ending, in: context) }
    }
}
