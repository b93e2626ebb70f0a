import ScrollworkCore

/// `NotificationCenter.default` of one scene: the streams (`notifications(named:)`) and
/// `onReceive` actions (`publisher(for:)`) observing each name, in the order they began.
///
/// Only the app's own `post(name:object:userInfo:)` reaches them: nothing in a scene posts the
/// system's notifications (the app never goes to the background, no keyboard shows), so a
/// loop over `UIApplication.didBecomeActiveNotification` waits as on a device where it never
/// comes, and the scene goes on around it.
final class NotificationRegistry {
    private var streams: [(name: String, sender: Value, stream: AsyncStreamValue)] = []
    /// An observer of one name, told apart from another of the same action by identity.
    private final class Observer {
        let name: String
        /// The object whose notifications alone it hears (`object:`), or `.none` for every poster.
        let sender: Value
        let action: Callable
        /// The object of `addObserver(_:selector:name:object:)`, which `removeObserver(_:)` names.
        let owner: ObjectIdentifier?
        init(name: String, sender: Value, action: Callable, owner: ObjectIdentifier?) {
            (self.name, self.sender, self.action, self.owner) = (name, sender, action, owner)
        }
    }
    private var actions: [Observer] = []
    /// Most observers one scene may have: code making a stream per frame is an error, not a leak.
    static let limit = 10_000

    /// A stream of the notifications of `name` (posted by `sender` alone, unless it is `.none`).
    func stream(named name: String, from sender: Value = .none) throws -> AsyncStreamValue {
        guard streams.count + actions.count < Self.limit else { throw RuntimeFailure(Self.tooManyObservers) }
        let stream = AsyncStreamValue(isThrowing: false, buffering: .unbounded, typeName: "NotificationCenter.Notifications")
        streams.append((name, sender, stream))
        return stream
    }

    /// Adds an observer of `name` (posted by `sender` alone, unless it is `.none`); what it
    /// returns removes it again (a subscription's `cancel()`).
    func observe(_ name: String, from sender: Value = .none, with action: Callable, owner: ObjectIdentifier? = nil) throws -> () -> Void {
        guard streams.count + actions.count < Self.limit else { throw RuntimeFailure(Self.tooManyObservers) }
        let observer = Observer(name: name, sender: sender, action: action, owner: owner)
        actions.append(observer)
        return { [weak self, weak observer] in self?.actions.removeAll { $0 === observer } }
    }

    /// Removes the observations `owner` added (`removeObserver(_:)`): of one name only, when
    /// `name` is given, and of one poster only, when `sender` is not `.none`
    /// (`removeObserver(_:name:object:)`, where nil stands for every name or poster).
    func removeObservers(of owner: ObjectIdentifier, named name: String? = nil, from sender: Value = .none) {
        actions.removeAll { observer in
            guard observer.owner == owner, name.map({ $0 == observer.name }) ?? true else { return false }
            if case .none = sender { return true }
            return Value.equal(sender, observer.sender)
        }
    }

    /// Delivers a posted notification, at once and in order, as `post` does on the posting
    /// thread, to the observers of its name that observe any poster or this one.
    func post(_ notification: NotificationValue, in context: ScriptContext?) throws {
        for entry in actions where hears(entry.name, entry.sender, notification) {
            _ = try entry.action.call([.host(notification)], in: context)
        }
        for entry in streams where hears(entry.name, entry.sender, notification) {
            _ = entry.stream.yield(.host(notification))
        }
    }

    private func hears(_ name: String, _ sender: Value, _ notification: NotificationValue) -> Bool {
        guard name == notification.name else { return false }
        if case .none = sender { return true }
        return Value.equal(sender, notification.object)
    }

    static let tooManyObservers = "more than \(limit) notification observers in this scene"
}

/// `Notification.Name`: a name compared by its raw value.
final class NotificationNameValue: HostValue {
    let rawValue: String
    init(_ rawValue: String) { self.rawValue = rawValue }
    var typeName: String { "NSNotification.Name" }
    var surfaceType: String { "Notification.Name" }
    var valueDescription: String { "NSNotification.Name(_rawValue: \(rawValue))" }
    var equalityKey: String { rawValue }
}

/// A posted `Notification`: its name, object and user info.
final class NotificationValue: HostObject {
    let name: String
    let object: Value
    let userInfo: Value
    init(name: String, object: Value, userInfo: Value) {
        self.name = name
        self.object = object
        self.userInfo = userInfo
    }
    var typeName: String { "Notification" }
}

/// `NotificationCenter.default.publisher(for:)`: what `onReceive` observes.
final class NotificationPublisherValue: HostObject {
    let name: String
    /// The `object:` whose notifications alone it publishes, or `.none`.
    let sender: Value
    init(name: String, sender: Value) { (self.name, self.sender) = (name, sender) }
    var typeName: String { "NotificationCenter.Publisher" }
}
