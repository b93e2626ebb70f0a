import ScrollworkCore

/// `NotificationCenter.default`: `notifications(named:)` for `for await`, `publisher(for:)`
/// for `onReceive`, `addObserver(_:selector:name:object:)` for an object's method,
/// `addObserver(forName:object:queue:using:)` for a block (on the one queue a scene has), and
/// `post(name:object:userInfo:)`, which delivers to them. Nothing posts
/// the system's notifications in a scene (see `NotificationRegistry`).
enum FoundationNotificationSurface: SurfaceProvider {
    /// The system's notification names apps observe most, by the type that declares them.
    static let systemNames = [
        "UIApplication": ["didBecomeActiveNotification", "willResignActiveNotification", "didEnterBackgroundNotification",
                          "willEnterForegroundNotification", "willTerminateNotification", "didReceiveMemoryWarningNotification",
                          "significantTimeChangeNotification", "userDidTakeScreenshotNotification"],
        "UIDevice": ["orientationDidChangeNotification"],
        "UIResponder": ["keyboardWillShowNotification", "keyboardDidShowNotification", "keyboardWillHideNotification",
                        "keyboardDidHideNotification", "keyboardWillChangeFrameNotification", "keyboardDidChangeFrameNotification"],
    ]

    /// The notification names `names` as static constants of `owner`.
    private static func registerNames(_ names: [String], of owner: String, rawPrefix: String, in surface: inout SurfaceBuilder) {
        surface.extend(owner) { t in
            for member in names {
                t.constant("static let \(member): NSNotification.Name", role: .interaction,
                           doc: "A system notification; nothing posts it in a scene.",
                           .host(NotificationNameValue(rawPrefix + member.prefix(1).uppercased() + member.dropFirst())))
            }
        }
    }

    static func register(in surface: inout SurfaceBuilder) {
        surface.alias("NSNotification.Name", for: "Notification.Name")
        surface.type("Notification.Name", conformsTo: ["Hashable"], doc: "A notification's name.") { t in
            t.initializer("init(_ rawValue: String)", doc: "The name with this raw value.") { a in
                .host(NotificationNameValue(try ValueReaders.string(a[0], "rawValue")))
            }
            t.initializer("init(rawValue: String)", doc: "The name with this raw value.") { a in
                .host(NotificationNameValue(try ValueReaders.string(a[0], "rawValue")))
            }
            t.property("var rawValue: String { get }", doc: "The name's text.") { r in .string(try name(r)) }
            // Core Data's: posted when changes made elsewhere (another device, through CloudKit)
            // reach the store, which never happens to a scene's store.
            t.constant("static let NSPersistentStoreRemoteChange: Notification.Name", role: .interaction,
                       doc: "Changes made elsewhere reached the store; nothing posts it in a scene.",
                       .host(NotificationNameValue("NSPersistentStoreRemoteChangeNotification")))
        }
        for (owner, names) in systemNames.sorted(by: { $0.key < $1.key }) {
            // UIKit names the keyboard's notifications UIKeyboard…, not UIResponderKeyboard….
            let rawPrefix = owner == "UIResponder" ? "UI" : owner
            registerNames(names, of: owner, rawPrefix: rawPrefix, in: &surface)
            // `UIApplication.keyboardWillShowNotification`, `UIWindow.keyboardWillShowNotification`:
            // each is a UIResponder, whose static members its name reaches too, as in Swift.
            if owner == "UIResponder" {
                for responder in ["UIApplication", "UIWindow"] { registerNames(names, of: responder, rawPrefix: rawPrefix, in: &surface) }
            }
        }
        // The keys of a keyboard notification's user info (its frame, its animation): they
        // exist, though nothing posts a keyboard notification in a scene; UIResponder's, so
        // `UIWindow.keyboardFrameEndUserInfoKey` reaches them too.
        for responder in ["UIResponder", "UIApplication", "UIWindow"] {
            surface.extend(responder) { t in
                for key in ["keyboardFrameBeginUserInfoKey", "keyboardFrameEndUserInfoKey", "keyboardAnimationDurationUserInfoKey",
                            "keyboardAnimationCurveUserInfoKey", "keyboardIsLocalUserInfoKey"] {
                    t.constant("static let \(key): String", doc: "A keyboard notification's user info key; nothing posts one in a scene.",
                               .string("UI" + key.prefix(1).uppercased() + key.dropFirst()))
                }
            }
        }
        surface.type("Notification", conformsTo: ["Hashable"], doc: "A posted notification.") { t in
            t.property("var name: Notification.Name { get }", doc: "What was posted.") { r in .host(NotificationNameValue(try notification(r).name)) }
            t.property("var object: Any? { get }", doc: "The object posted with it.") { r in try notification(r).object }
            t.property("var userInfo: [AnyHashable: Any]? { get }", doc: "The user info posted with it.") { r in try notification(r).userInfo }
        }
        surface.type("NSObjectProtocol", .protocol, doc: "What an object of Foundation is; a block observer's token is one.")
        // Where a block observer runs: every queue is the scene's one here.
        surface.type("OperationQueue", .class, doc: "A queue of work; the scene's one queue here.") { t in
            t.initializer("init()", role: .visual, doc: "A queue (its work runs on the scene's one queue).") { _ in .symbol("main") }
            t.staticProperty("class var main: OperationQueue { get }", role: .visual, doc: "The main queue.") { .symbol("main") }
        }
        surface.type("NotificationCenter", .class, doc: "Delivers the notifications the app posts to the observers of their names.") { t in
            t.constant("class var `default`: NotificationCenter { get }", role: .interaction, doc: "The app's notification center.", .symbol("default"))
            t.method("func notifications(named name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Notifications",
                     role: .interaction, doc: "An async sequence of the notifications posted from now on with this name.") { _, a in
                .host(try a.context.requiredServices().notifications.stream(named: try name(a[0]), from: a[1]))
            }
            t.method("func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher",
                     role: .interaction, doc: "A publisher of the notifications posted with this name, for onReceive.") { _, a in
                .host(NotificationPublisherValue(name: try name(a[0]), sender: a[1]))
            }
            t.method("func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?)",
                     role: .interaction, doc: "Calls the observer's method the selector names with each notification of this name (from this object, if one is given) posted from now on.") { _, a in
                guard case .string(let selector) = a[1] else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Selector", a[1])) }
                if case .none = a[2] { throw RuntimeFailure("an observer of every notification (a nil name) is not simulated; name the notification") }
                let method = try SelectorTarget.callable(selector, on: a[0], arguments: 1)
                guard case .object(let observer) = a[0] else { return .none }
                _ = try a.context.requiredServices().notifications.observe(try name(a[2]), from: a[3], with: method, owner: ObjectIdentifier(observer))
                return .none
            }
            t.method("func addObserver(forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue?, using block: @escaping @Sendable (Notification) -> Void) -> any NSObjectProtocol",
                     role: .interaction, doc: "Calls the block with each notification of this name (from this object, if one is given) posted from now on, until the token it gives is removed.") { _, a in
                if case .none = a[0] { throw RuntimeFailure("an observer of every notification (a nil name) is not simulated; name the notification") }
                let token = NotificationObserverToken()
                _ = try a.context.requiredServices().notifications.observe(try name(a[0]), from: a[1], with: try ValueReaders.closure(a[3], "using"),
                                                                          owner: ObjectIdentifier(token))
                return .host(token)
            }
            t.method("func removeObserver(_ observer: Any)", role: .interaction, doc: "Stops calling the observer's methods, or the block its token stands for.") { _, a in
                try removeObservers(a, named: nil, from: .none)
                return .none
            }
            t.method("func removeObserver(_ observer: Any, name aName: NSNotification.Name?, object anObject: Any?)", role: .interaction,
                     doc: "Stops calling the observer for notifications of this name (every name, if nil) from this object (from any, if nil).") { _, a in
                try removeObservers(a, named: a[1].isNil ? nil : try name(a[1]), from: a[2])
                return .none
            }
            t.method("func post(name aName: NSNotification.Name, object anObject: Any?, userInfo aUserInfo: [AnyHashable: Any]? = nil)",
                     role: .interaction, doc: "Delivers the notification now to every observer of its name, in the order they began.") { _, a in
                let posted = NotificationValue(name: try name(a[0]), object: a[1], userInfo: a[2])
                try a.context.requiredServices().notifications.post(posted, in: a.context)
                return .none
            }
        }
        surface.type("NotificationCenter.Notifications", conformsTo: ["AsyncSequence"], doc: "The notifications of one name, as they are posted.")
        surface.type("NotificationCenter.Publisher", conformsTo: ["Publisher"], doc: "The notifications of one name, for onReceive.") { t in
            t.initializer("init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil)", role: .interaction,
                          doc: "The center's publisher of the notifications of this name, as publisher(for:object:) makes it.") { a in
                .host(NotificationPublisherValue(name: try name(a[1]), sender: a[2]))
            }
        }
    }

    /// `removeObserver`'s first argument: an observer object, or a block's token.
    private static func removeObservers(_ a: SurfaceArguments, named name: String?, from sender: Value) throws {
        let notifications = try a.context.requiredServices().notifications
        switch a[0] {
        case .object(let observer): notifications.removeObservers(of: ObjectIdentifier(observer), named: name, from: sender)
        case .host(let token as NotificationObserverToken): notifications.removeObservers(of: ObjectIdentifier(token), named: name, from: sender)
        default: break
        }
    }

    static func name(_ value: Value) throws -> String {
        guard case .host(let name as NotificationNameValue) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Notification.Name", value)) }
        return name.rawValue
    }

    private static func notification(_ value: Value) throws -> NotificationValue {
        guard case .host(let notification as NotificationValue) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Notification", value)) }
        return notification
    }
}

/// What `addObserver(forName:object:queue:using:)` gives: `removeObserver(_:)` of it stops the block.
final class NotificationObserverToken: HostObject {
    var typeName: String { "NSObjectProtocol" }
}
