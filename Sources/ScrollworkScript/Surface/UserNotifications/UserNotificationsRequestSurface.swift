import Foundation
import ScrollworkCore

/// What an app builds to schedule a notification: its content, sound and trigger, wrapped in a
/// request, with the options it asks for and presents with. They are values the app reads back
/// as it set them; the center never schedules one (`UserNotificationsCenterSurface`).
enum UserNotificationsRequestSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        // Apple's raw values of the options.
        optionSet(&surface, "UNAuthorizationOptions", doc: "What the app asks to do when it notifies.", [
            ("badge", 1), ("sound", 2), ("alert", 4), ("carPlay", 8), ("criticalAlert", 16),
            ("providesAppNotificationSettings", 32), ("provisional", 64),
        ])
        optionSet(&surface, "UNNotificationPresentationOptions", doc: "How a notification arriving in the foreground is shown.", [
            ("badge", 1), ("sound", 2), ("alert", 4), ("list", 8), ("banner", 16),
        ])
        surface.type("UNNotificationSound", .class, doc: "The sound a notification plays.") { t in
            t.constant("class var `default`: UNNotificationSound { get }", doc: "The default sound.", .symbol("default"))
            t.constant("class var defaultCritical: UNNotificationSound { get }", doc: "The default sound of a critical alert.", .symbol("defaultCritical"))
            t.initializer("init(named name: UNNotificationSoundName)", doc: "A sound file of the app's bundle.") { a in a[0] }
        }
        surface.type("UNNotificationSoundName", conformsTo: ["Hashable"], doc: "The name of a sound file.") { t in
            t.initializer("init(_ rawValue: String)", doc: "The file name.") { a in .string(try ValueReaders.string(a[0], "rawValue")) }
            t.initializer("init(rawValue: String)", doc: "The file name.") { a in .string(try ValueReaders.string(a[0], "rawValue")) }
        }
        content(&surface)
        triggers(&surface)
        surface.type("UNNotificationRequest", .class, doc: "A notification to schedule: its identifier, content and trigger.") { t in
            t.initializer("init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?)", doc: "A request.") { a in
                .host(NotificationRequestObject(fields: ["identifier": a[0], "content": a[1], "trigger": a[2]]))
            }
            for (name, type) in [("identifier", "String"), ("content", "UNNotificationContent"), ("trigger", "UNNotificationTrigger?")] {
                t.property("var \(name): \(type) { get }", doc: "The request's \(name).") { r in
                    try ValueReaders.host(r, NotificationRequestObject.self, "UNNotificationRequest").fields[name] ?? .none
                }
            }
        }
        surface.type("UNNotification", .class, doc: "A delivered notification; none is delivered here.") { t in
            t.property("var request: UNNotificationRequest { get }", doc: "The request delivered.") { r in
                throw RuntimeFailure(RuntimeMessages.typeMismatch("UNNotification", r))
            }
        }
        surface.type("UNNotificationResponse", .class, doc: "The user's answer to a notification; none is delivered here.") { t in
            t.property("var notification: UNNotification { get }", doc: "The notification answered.") { r in
                throw RuntimeFailure(RuntimeMessages.typeMismatch("UNNotificationResponse", r))
            }
            t.property("var actionIdentifier: String { get }", doc: "The action the user chose.") { r in
                throw RuntimeFailure(RuntimeMessages.typeMismatch("UNNotificationResponse", r))
            }
        }
    }

    /// An option set of named bits: `[.alert, .sound]`.
    private static func optionSet(_ surface: inout SurfaceBuilder, _ name: String, doc: String, _ bits: [(String, Int)]) {
        surface.type(name, .optionSet, doc: doc) { t in
            for (option, bit) in bits { t.constant("static var \(option): \(name) { get }", doc: "The \(option) option.", .int(bit)) }
        }
    }

    /// `UNNotificationContent` and the mutable content apps fill in: the fields a notification shows.
    private static func content(_ surface: inout SurfaceBuilder) {
        let fields: [(name: String, type: String, initial: Value)] = [
            ("title", "String", .string("")), ("subtitle", "String", .string("")), ("body", "String", .string("")),
            ("sound", "UNNotificationSound?", .none), ("badge", "NSNumber?", .none),
            ("categoryIdentifier", "String", .string("")), ("threadIdentifier", "String", .string("")),
        ]
        surface.type("UNNotificationContent", .class, doc: "What a notification shows.") { t in
            for field in fields {
                t.property("var \(field.name): \(field.type) { get }", doc: "The notification's \(field.name).") { r in
                    try object(r).fields[field.name] ?? field.initial
                }
            }
        }
        surface.type("UNMutableNotificationContent", .class, conformsTo: ["UNNotificationContent"], doc: "What a notification shows, as the app fills it in.") { t in
            t.initializer("init()", doc: "Empty content.") { _ in .host(NotificationContentObject()) }
            for field in fields {
                t.property("var \(field.name): \(field.type) { get set }", doc: "The notification's \(field.name).",
                           get: { try object($0).fields[field.name] ?? field.initial },
                           set: { r, new in try object(r).fields[field.name] = new })
            }
        }
    }

    /// When a notification would be delivered: after an interval, or at dates matching components.
    private static func triggers(_ surface: inout SurfaceBuilder) {
        surface.type("UNNotificationTrigger", .class, doc: "When a notification is delivered.") { t in
            t.property("var repeats: Bool { get }", doc: "Whether it fires again.") { r in try trigger(r).fields["repeats"] ?? .bool(false) }
        }
        surface.type("UNTimeIntervalNotificationTrigger", .class, conformsTo: ["UNNotificationTrigger"],
                     doc: "Fires after a number of seconds.") { t in
            t.initializer("init(timeInterval: TimeInterval, repeats: Bool)",
                          doc: "After the seconds given: more than 0, and at least 60 when it repeats, or UserNotifications raises.") { a in
                let seconds = try ValueReaders.double(a[0], "timeInterval"), repeats = try ValueReaders.bool(a[1], "repeats")
                guard seconds > 0 else { throw RuntimeFailure("time interval must be greater than 0") }
                guard !repeats || seconds >= 60 else { throw RuntimeFailure("time interval must be at least 60 if repeating") }
                return .host(NotificationTriggerObject(typeName: "UNTimeIntervalNotificationTrigger",
                                                       fields: ["timeInterval": .double(seconds), "repeats": .bool(repeats)]))
            }
            t.property("var timeInterval: TimeInterval { get }", doc: "The seconds it waits.") { r in try trigger(r).fields["timeInterval"] ?? .double(0) }
        }
        surface.type("UNCalendarNotificationTrigger", .class, conformsTo: ["UNNotificationTrigger"],
                     doc: "Fires at the dates matching date components.") { t in
            t.initializer("init(dateMatching dateComponents: DateComponents, repeats: Bool)", doc: "At the dates matching the components.") { a in
                .host(NotificationTriggerObject(typeName: "UNCalendarNotificationTrigger",
                                                fields: ["dateComponents": a[0], "repeats": .bool(try ValueReaders.bool(a[1], "repeats"))]))
            }
            t.property("var dateComponents: DateComponents { get }", doc: "The components the dates match.") { r in
                try trigger(r).fields["dateComponents"] ?? .none
            }
        }
    }

    private static func object(_ value: Value) throws -> NotificationContentObject {
        try ValueReaders.host(value, NotificationContentObject.self, "UNNotificationContent")
    }

    private static func trigger(_ value: Value) throws -> NotificationTriggerObject {
        try ValueReaders.host(value, NotificationTriggerObject.self, "UNNotificationTrigger")
    }
}

/// A notification's content: the fields the app set, by name.
final class NotificationContentObject: HostObject {
    var fields: [String: Value] = [:]
    var typeName: String { "UNMutableNotificationContent" }
}

/// A trigger: its kind and what it was made with.
final class NotificationTriggerObject: HostObject {
    let typeName: String
    let fields: [String: Value]
    init(typeName: String, fields: [String: Value]) {
        self.typeName = typeName
        self.fields = fields
    }
}

/// A request: its identifier, content and trigger.
final class NotificationRequestObject: HostObject {
    let fields: [String: Value]
    init(fields: [String: Value]) { self.fields = fields }
    var typeName: String { "UNNotificationRequest" }
}
