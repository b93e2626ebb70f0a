import Foundation
import ScrollworkCore

/// Something told when an observed object changes: the scene whose views read it, which
/// then evaluates its body again, as a `@State` change does.
protocol ObjectObserver: AnyObject {
    func objectDidChange()
}

/// A publisher an `ObservableObject` declares as its own `objectWillChange` (`let
/// objectWillChange = PassthroughSubject<Void, Never>()`): SwiftUI subscribes to it whatever
/// it is, so each value sent through it announces a change of the object.
protocol ChangeAnnouncer: AnyObject {
    var announceChange: (() -> Void)? { get set }
}

/// An instance of a script class: its stored properties in one array shared by every
/// value that refers to it (reference semantics).
///
/// `@Observable` classes and the `@Published` properties of an `ObservableObject` tell
/// their observers when they change; the scenes that built views from the object observe it.
final class ObjectInstance {
    let type: StructType
    var fields: [Value]
    /// The scenes that read this object, held weakly (a scene going away forgets it).
    private var observers: [WeakObserver] = []
    /// Counts instances, so objects print and compare as distinct in a stable order.
    let serial: Int
    /// The types a generic class's instance was made with (`Loader<Item>()`), in the order of
    /// its generic parameters: what `T.self` is in its methods.
    var typeArguments: [Value] = []
    /// The instance of the framework class a script class inherits from (`DateFormatter` of
    /// `class FeedDateFormatter: DateFormatter`), which the members it does not declare reach.
    var frameworkBase: Value?
    /// The SwiftData context a `@Model` instance was inserted into (its `modelContext`).
    weak var modelContext: ModelContextObject?
    /// The sinks on its `@Published` properties' publishers (`$name.sink { … }`), in the order
    /// they subscribed. Every write asks whether there are any, so the run-time exclusivity
    /// check is left out: no access to it stays open while a script runs (`publish` walks a copy).
    @exclusivity(unchecked) private var subscriptions: [PublishedSubscription] = []
    /// Whether `objectWillChange`'s subscribers are being told of a change.
    private var isAnnouncingChange = false

    private static var nextSerial = 0
    private static let serialLock = NSLock()

    init(type: StructType, fields: [Value]) {
        self.type = type
        self.fields = fields
        Self.serialLock.lock()
        Self.nextSerial += 1
        serial = Self.nextSerial
        Self.serialLock.unlock()
    }

    /// Works out a `lazy` property at its first use, read or written through (`manager.delegate =
    /// self` in an initialiser): its initial value run with the object as `self`, unless a value
    /// is stored (set before, or worked out before).
    func fillLazy(_ field: Int, machine: Machine, context: ScriptContext?) throws {
        guard case .none = fields[field], let lazy = type.lazyInitializers[field] else { return }
        let frame = Frame(size: lazy.frameSize, parent: nil, context: context)
        frame.slots[0] = .object(self)
        fields[field] = try lazy.run(frame, machine: machine, at: lazy.range)
    }

    /// Whether a change to this field reaches observers.
    func isObserved(_ field: Int) -> Bool { type.observation.observes(field, ignoring: type.ignoredFields) }

    /// Writes a stored property, telling observers when it is an observed one. A `@Published`
    /// property's subscribers get the new value first, as Combine publishes in `willSet`. The
    /// context is read only for them: a write nobody subscribed to costs what it did before.
    func set(_ field: Int, _ value: Value, in context: @autoclosure () -> ScriptContext?) throws {
        if !subscriptions.isEmpty { try publish(field, value, in: context()) }
        setUnpublished(field, value)
    }

    /// Writes a stored property no publisher announces: a SwiftData model's, which the store
    /// links and clears (a model is observed as an `@Observable` class, never subscribed to).
    func setUnpublished(_ field: Int, _ value: Value) {
        fields[field] = value
        if isObserved(field) { changed() }
    }

    /// Changes a stored property in place, telling observers when it is an observed one (a
    /// subscribed property is changed in a copy, so its subscribers hear the new value first).
    func modify(_ field: Int, in context: @autoclosure () -> ScriptContext?, _ body: (inout Value) throws -> Void) throws {
        guard subscriptions.isEmpty else {
            var value = fields[field]
            try body(&value)
            return try set(field, value, in: context())
        }
        try body(&fields[field])
        if isObserved(field) { changed() }
    }

    /// An observed property changed: its observers are told, and the context of a managed
    /// object records the change (`hasChanges`).
    private func changed() {
        modelContext?.attributeDidChange()
        notify()
    }

    /// Subscribes `action` to a property's values: it gets the current value now and each new
    /// one before it is stored, until what this returns is called. With no field, to
    /// `objectWillChange`: called (with no value) before each `@Published` property changes and
    /// on each `objectWillChange.send()`, never for what was sent before it subscribed.
    func subscribe(_ field: Int?, _ action: Callable, in context: ScriptContext?) throws -> () -> Void {
        guard subscriptions.count < Limits.subscribers else {
            throw RuntimeFailure("more than \(Limits.subscribers) subscriptions to one object's publishers")
        }
        let subscription = PublishedSubscription(field: field, action: action)
        subscriptions.append(subscription)
        if let field { _ = try action.call([fields[field]], in: context) }
        return { [weak self, weak subscription] in
            subscription?.isCancelled = true
            self?.subscriptions.removeAll { $0 === subscription }
        }
    }

    /// Delivers a new value to the property's subscribers as they were when the change began,
    /// less any a sink cancels meanwhile; `objectWillChange`'s first, as Combine sends it in
    /// the property's `willSet` before the property's own publisher.
    private func publish(_ field: Int, _ value: Value, in context: ScriptContext?) throws {
        if isObserved(field) { try willChange(in: context) }
        for subscription in subscriptions where subscription.field == field && !subscription.isCancelled {
            _ = try subscription.action.call([value], in: context)
        }
    }

    /// Tells `objectWillChange`'s subscribers that the object is about to change. One that
    /// makes it change again while they run would recurse without end on iOS: an error here.
    func willChange(in context: ScriptContext?) throws {
        // Every `@Published` write of a subscribed object comes here: no copy unless one listens.
        guard subscriptions.contains(where: { $0.field == nil }) else { return }
        let current = subscriptions.filter { $0.field == nil }
        guard !isAnnouncingChange else {
            throw RuntimeFailure("'objectWillChange' of '\(type.name)' was sent again by its own subscriber: iOS recurses until the app crashes")
        }
        isAnnouncingChange = true
        defer { isAnnouncingChange = false }
        for subscription in current where !subscription.isCancelled {
            _ = try subscription.action.call([.none], in: context)
        }
    }

    /// Adds a scene that reads this object (once).
    func observe(by observer: ObjectObserver) {
        guard type.observation.isObserved else { return }
        observers.removeAll { $0.observer == nil }
        if observers.contains(where: { $0.observer === observer }) { return }
        observers.append(WeakObserver(observer: observer))
        // Looked for once per observer, not at every read of the object's properties.
        if let index = type.fieldIndex["objectWillChange"], case .host(let announcer as ChangeAnnouncer) = fields[index],
           announcer.announceChange == nil {
            announcer.announceChange = { [weak self] in self?.notify() }
        }
    }

    func notify() {
        for entry in observers { entry.observer?.objectDidChange() }
    }

    private final class PublishedSubscription {
        /// The `@Published` property's; nil for `objectWillChange`.
        let field: Int?
        let action: Callable
        var isCancelled = false
        init(field: Int?, action: Callable) { (self.field, self.action) = (field, action) }
    }

    private struct WeakObserver {
        weak var observer: ObjectObserver?
    }
}
