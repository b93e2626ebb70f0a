import ScrollworkCore

/// `NotificationCenter.default` of one scene: the streams (`notifications(named:)`) and
/// `onReceive` actions (`publisher(for:)`) observing each name, in the order they began.
///
/// Only the app's own `post(name:object:userInfo:)` reaches them: nothing in a scene posts the
/// system's notifications (the app never goes to the background, no keyboard shows), so a
/// loop over `UIApplication.didBecomeActiveNotification` waits as on a device where it never
/// comes, and the scene goes on around it.
final class NotificationRegistry {
    private var streams: [(name: String, stream: AsyncStreamValue)] = []
    /// An observer of one name, told apart from another of the same action by identity.
    private final class Observer {
        let name: String
        let action: Callable
        /// The object of `addObserver(_:selector:name:object:)`, which `removeObserver(_:)` names.
        let owner: ObjectIdentifier?
        init(name: String, action: Callable, owner: ObjectIdentifier?) { (self.name, self.action, self.owner) = (name, action, owner) }
    }
    private var actions: [Observer] = []
    /// Most observers one scene may have: code making a stream per frame is an error, not a leak.
    static let limit = 10_000

    func stream(named name: String) throws -> AsyncStreamValue {
        guard streams.count + actions.count < Self.limit else { throw RuntimeFailure(Self.tooManyObservers) }
        let stream = AsyncStreamValue(isThrowing: false, buffering: .unbounded, typeName: "NotificationCenter.Notifications")
        streams.append((name, stream))
        return stream
    }

    /// Adds an observer; what it returns removes it again (a subscription's `cancel()`).
    func observe(_ name: String, with action: Callable, owner: ObjectIdentifier? = nil) throws -> () -> Void {
        guard streams.count + actions.count < Self.limit else { throw RuntimeFailure(Self.tooManyObservers) }
        let observer = Observer(name: name, action: action, owner: owner)
        actions.append(observer)
        return { [weak self, weak observer] in self?.actions.removeAll { $0 === observer } }
    }

    /// Removes every observation `owner` added (`removeObserver(_:)`).
    func removeObservers(of owner: ObjectIdentifier) {
        actions.removeAll { $0.owner == owner }
    }

    /// Delivers a posted notification, at once and in order, as `post` does on the posting thread.
    func post(_ notification: NotificationValue, in context: ScriptContext?) throws {
        for entry in actions where entry.name == notification.name {
            _ = try entry.action.call([.host(notification)], in: context)
        }
        for entry in streams where entry.name == notification.name {
            _ = entry.stream.yield(.host(notification))
        }
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
    init(name: String) { self.name = name }
    var typeName: String { "NotificationCenter.Publisher" }
}
