import ScrollworkCore

/// UserNotifications as on a device whose user answers the permission prompt with "Don't
/// Allow": scrollwork shows no system prompt, so `requestAuthorization` calls back with `false`
/// (a located warning says so) and the settings read `.denied` from then on (`.notDetermined`
/// before). Adding a request then fails with `UNError.notificationsNotAllowed` (UNErrorDomain,
/// code 1), as Apple documents for an app not authorized, so nothing is scheduled or delivered
/// and the delegate is never called. Completion handlers run after the current command's own
/// work, as the framework calls back on a queue of its own.
enum UserNotificationsCenterSurface: SurfaceProvider {
    static let promptCaveat = "the permission prompt is not shown: it is answered \"Don't Allow\" (granted false), so no notification is scheduled"

    static func register(in surface: inout SurfaceBuilder) {
        surface.type("UNUserNotificationCenterDelegate", .protocol, doc: "Hears of notifications delivered or answered; never called here, as none is delivered.")
        surface.type("UNAuthorizationStatus", .enum, conformsTo: ["Hashable"], doc: "Whether the app may notify.") { t in
            t.cases(["notDetermined", "denied", "authorized", "provisional", "ephemeral"], doc: "An authorization status.")
        }
        surface.type("UNNotificationSetting", .enum, conformsTo: ["Hashable"], doc: "Whether one kind of alert is on.") { t in
            t.cases(["notSupported", "disabled", "enabled"], doc: "A setting.")
        }
        surface.type("UNNotificationSettings", .class, doc: "The app's notification settings: nothing is allowed here.") { t in
            t.property("var authorizationStatus: UNAuthorizationStatus { get }", doc: "notDetermined until asked, then denied.") { r in
                .symbol(try ValueReaders.host(r, NotificationSettingsObject.self, "UNNotificationSettings").status)
            }
            for name in ["alertSetting", "soundSetting", "badgeSetting", "notificationCenterSetting", "lockScreenSetting"] {
                t.property("var \(name): UNNotificationSetting { get }", doc: "Disabled: the app may not notify.") { _ in .symbol("disabled") }
            }
        }
        surface.type("UNUserNotificationCenter", .class, doc: "Schedules the app's notifications; the user has not allowed any here.") { t in
            t.staticFunction("class func current() -> UNUserNotificationCenter", doc: "The app's notification center.") { a in
                .host(try a.context.requiredServices().notificationCenter)
            }
            t.property("var delegate: (any UNUserNotificationCenterDelegate)? { get set }", doc: "Kept; never called, as nothing is delivered.",
                       get: { try center($0).delegate },
                       set: { r, new in try center(r).delegate = new })
            t.method("func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping (Bool, Error?) -> Void)",
                     role: .interaction, doc: "Calls back with false and no error, after the current command's own work.",
                     caveat: promptCaveat) { r, a in
                try center(r).status = "denied"
                try later(a, calling: a[1], with: [.bool(false), .none])
                return .none
            }
            t.method("func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool", role: .interaction,
                     doc: "False: the user did not allow notifications.", caveat: promptCaveat) { r, _ in
                try center(r).status = "denied"
                return .bool(false)
            }
            t.method("func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void)", role: .interaction,
                     doc: "Calls back with the settings, after the current command's own work.") { r, a in
                let settings = Value.host(NotificationSettingsObject(status: try center(r).status))
                try later(a, calling: a[0], with: [settings])
                return .none
            }
            t.method("func notificationSettings() async -> UNNotificationSettings", doc: "The settings.") { r, _ in
                .host(NotificationSettingsObject(status: try center(r).status))
            }
            t.method("func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: ((Error?) -> Void)? = nil)",
                     role: .interaction, doc: "Calls back with UNError.notificationsNotAllowed: the app is not authorized.") { _, a in
                try later(a, calling: a[1], with: [.host(notAllowed)])
                return .none
            }
            t.method("func add(_ request: UNNotificationRequest) async throws", role: .interaction,
                     doc: "Throws UNError.notificationsNotAllowed: the app is not authorized.") { _, _ in
                throw NSErrorFailure(error: notAllowed)
            }
            t.method("func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void)", role: .interaction,
                     doc: "Calls back with no request: none could be scheduled.") { _, a in
                try later(a, calling: a[0], with: [.array([])])
                return .none
            }
            t.method("func pendingNotificationRequests() async -> [UNNotificationRequest]", doc: "None: none could be scheduled.") { _, _ in .array([]) }
            t.method("func getDeliveredNotifications(completionHandler: @escaping ([UNNotification]) -> Void)", role: .interaction,
                     doc: "Calls back with none: nothing is delivered.") { _, a in
                try later(a, calling: a[0], with: [.array([])])
                return .none
            }
            t.method("func deliveredNotifications() async -> [UNNotification]", doc: "None: nothing is delivered.") { _, _ in .array([]) }
            for declaration in ["func removePendingNotificationRequests(withIdentifiers identifiers: [String])",
                                "func removeAllPendingNotificationRequests()",
                                "func removeDeliveredNotifications(withIdentifiers identifiers: [String])",
                                "func removeAllDeliveredNotifications()"] {
                t.method(declaration, role: .interaction, doc: "Nothing to remove: nothing is scheduled or delivered.") { _, _ in .none }
            }
            t.method("func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: ((Error?) -> Void)? = nil)",
                     role: .interaction, doc: "No badge is shown (the app may not badge); calls back with no error.") { _, a in
                try later(a, calling: a[1], with: [.none])
                return .none
            }
            t.method("func setBadgeCount(_ newBadgeCount: Int) async throws", role: .interaction, doc: "No badge is shown.") { _, _ in .none }
        }
    }

    /// UNErrorDomain's documented code for a request of an app not authorized. iOS's localized
    /// description is not documented, so the error has none of its own (Foundation's sentence).
    static let notAllowed = NSErrorValue(domain: "UNErrorDomain", code: 1, userInfo: [])

    /// Calls `handler` (none when nil) with `arguments` after the current command's own work,
    /// off the main thread, as the framework calls back.
    private static func later(_ a: SurfaceArguments, calling handler: Value, with arguments: [Value]) throws {
        if case .none = handler { return }
        let services = try a.context.requiredServices(), handler = try ValueReaders.closure(handler, "completionHandler")
        let callback = Callable(name: "completionHandler", arity: 0) { _, context in try handler.call(arguments, in: context) }
        try services.schedule.add(.block(callback, onMainThread: false), at: services.now)
    }

    private static func center(_ value: Value) throws -> NotificationCenterObject {
        try ValueReaders.host(value, NotificationCenterObject.self, "UNUserNotificationCenter")
    }
}

/// `UNNotificationSettings`: the center's authorization when they were read.
final class NotificationSettingsObject: HostObject {
    let status: String
    init(status: String) { self.status = status }
    var typeName: String { "UNNotificationSettings" }
}
