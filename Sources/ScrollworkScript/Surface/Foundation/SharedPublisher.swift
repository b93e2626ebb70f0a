import ScrollworkCore

/// `publisher.share()`: one subscription to the upstream, shared by every subscriber, as
/// Combine's `Publishers.Share` (a `PassthroughSubject` multicast, connected automatically)
/// makes it. The first subscriber connects it; each subscriber gets the values sent after it
/// subscribed (a second subscriber to a shared `$name` misses the current value the first one
/// got as it connected, as in Combine); once the upstream ends, later subscribers hear how at
/// once; when the last subscriber cancels, the upstream subscription is cancelled too, and a
/// new subscriber connects again.
final class SharedPublisher: DrivenPublisher {
    private let upstream: any DrivenPublisher
    private var subject = SubjectValue(current: nil)
    private var connection: (() -> Void)?
    private var subscribers = 0

    init(upstream: any DrivenPublisher) { self.upstream = upstream }

    var typeName: String { "Publishers.Share" }

    func subscribe(_ subscriber: CombineSubscriber, in context: ScriptContext?) throws -> () -> Void {
        let subject = self.subject
        let cancelDelivery = try subject.subscribe(subscriber, in: context)
        subscribers += 1
        if connection == nil {
            // Marked connected first: an upstream that sends at once (a `$name`) may lead a
            // subscriber to subscribe again before `subscribe` returns.
            connection = {}
            do { connection = try upstream.subscribe(subject.relay(named: "share"), in: context) } catch {
                connection = nil
                subscribers -= 1
                cancelDelivery()
                throw error
            }
        }
        var isCancelled = false
        return { [weak self] in
            guard !isCancelled else { return }
            isCancelled = true
            cancelDelivery()
            guard let self else { return }
            self.subscribers -= 1
            guard self.subscribers == 0, subject === self.subject else { return }
            self.connection?()
            self.connection = nil
            self.subject = SubjectValue(current: nil)
        }
    }
}
