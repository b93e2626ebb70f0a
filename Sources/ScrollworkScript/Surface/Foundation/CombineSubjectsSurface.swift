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
            t.method("func send(completion: Subscribers.Completion<Failure>)", role: .interaction,
                     doc: "Ends the subject: no value is delivered after it.") { r, _ in
                try subject(r).finish()
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
            t.cases(["finished"], role: .interaction, doc: "The publisher ended normally.")
        }
    }

    static func subject(_ value: Value) throws -> SubjectValue {
        guard case .host(let subject as SubjectValue) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Subject", value)) }
        return subject
    }
}

/// A `PassthroughSubject` (no current value) or a `CurrentValueSubject`.
final class SubjectValue: DrivenPublisher {
    private(set) var current: Value?
    private var subscribers: [(serial: Int, action: Callable)] = []
    private var serial = 0
    private var isFinished = false

    init(current: Value?) { self.current = current }

    var typeName: String { current == nil ? "PassthroughSubject" : "CurrentValueSubject" }

    func subscribe(_ action: Callable, in context: ScriptContext?) throws -> () -> Void {
        guard subscribers.count < Limits.subscribers else {
            throw RuntimeFailure("more than \(Limits.subscribers) subscriptions to one subject")
        }
        if isFinished { return {} }
        serial += 1
        let mine = serial
        subscribers.append((mine, action))
        if let current { _ = try action.call([current], in: context) }
        return { [weak self] in self?.subscribers.removeAll { $0.serial == mine } }
    }

    /// Stores the value (a current-value subject) and delivers it to the subscribers of now.
    func send(_ value: Value, in context: ScriptContext?) throws {
        guard !isFinished else { return }
        if current != nil { current = value }
        for subscriber in subscribers { _ = try subscriber.action.call([value], in: context) }
    }

    func finish() {
        isFinished = true
        subscribers = []
    }
}
