// Declarations only: UserNotifications as Apple documents it, for the names the surface has
// and fixtures use, for type-checking fixtures.
import Foundation

public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {}

public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1)
    public static let sound = UNAuthorizationOptions(rawValue: 2)
    public static let alert = UNAuthorizationOptions(rawValue: 4)
    public static let carPlay = UNAuthorizationOptions(rawValue: 8)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 16)
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 32)
    public static let provisional = UNAuthorizationOptions(rawValue: 64)
}

public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNNotificationPresentationOptions(rawValue: 1)
    public static let sound = UNNotificationPresentationOptions(rawValue: 2)
    public static let alert = UNNotificationPresentationOptions(rawValue: 4)
    public static let list = UNNotificationPresentationOptions(rawValue: 8)
    public static let banner = UNNotificationPresentationOptions(rawValue: 16)
}

public enum UNAuthorizationStatus: Int, Sendable {
    case notDetermined, denied, authorized, provisional, ephemeral
}

public enum UNNotificationSetting: Int, Sendable {
    case notSupported, disabled, enabled
}

open class UNNotificationSettings: NSObject {
    open var authorizationStatus: UNAuthorizationStatus { .notDetermined }
    open var alertSetting: UNNotificationSetting { .disabled }
    open var soundSetting: UNNotificationSetting { .disabled }
    open var badgeSetting: UNNotificationSetting { .disabled }
    open var notificationCenterSetting: UNNotificationSetting { .disabled }
    open var lockScreenSetting: UNNotificationSetting { .disabled }
}

public struct UNNotificationSoundName: Hashable, Sendable {
    public init(_ rawValue: String) {}
    public init(rawValue: String) {}
}

open class UNNotificationSound: NSObject {
    open class var `default`: UNNotificationSound { UNNotificationSound() }
    open class var defaultCritical: UNNotificationSound { UNNotificationSound() }
    public convenience init(named name: UNNotificationSoundName) { self.init() }
}

open class UNNotificationContent: NSObject {
    open var title: String { "" }
    open var subtitle: String { "" }
    open var body: String { "" }
    open var sound: UNNotificationSound? { nil }
    open var badge: NSNumber? { nil }
    open var categoryIdentifier: String { "" }
    open var threadIdentifier: String { "" }
}

open class UNMutableNotificationContent: UNNotificationContent {
    open override var title: String { get { "" } set {} }
    open override var subtitle: String { get { "" } set {} }
    open override var body: String { get { "" } set {} }
    open override var sound: UNNotificationSound? { get { nil } set {} }
    open override var badge: NSNumber? { get { nil } set {} }
    open override var categoryIdentifier: String { get { "" } set {} }
    open override var threadIdentifier: String { get { "" } set {} }
}

open class UNNotificationTrigger: NSObject {
    open var repeats: Bool { false }
}

open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger {
    public init(timeInterval: TimeInterval, repeats: Bool) {}
    open var timeInterval: TimeInterval { 0 }
}

open class UNCalendarNotificationTrigger: UNNotificationTrigger {
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {}
    open var dateComponents: DateComponents { DateComponents() }
}

open class UNNotificationRequest: NSObject {
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {}
    open var identifier: String { "" }
    open var content: UNNotificationContent { UNNotificationContent() }
    open var trigger: UNNotificationTrigger? { nil }
}

open class UNNotification: NSObject {
    open var request: UNNotificationRequest { fatalError() }
}

open class UNNotificationResponse: NSObject {
    open var notification: UNNotification { fatalError() }
    open var actionIdentifier: String { "" }
}

open class UNUserNotificationCenter: NSObject {
    open class func current() -> UNUserNotificationCenter { UNUserNotificationCenter() }
    open weak var delegate: UNUserNotificationCenterDelegate?
    open func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping (Bool, Error?) -> Void) {}
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { false }
    open func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {}
    open func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings() }
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: ((Error?) -> Void)? = nil) {}
    open func add(_ request: UNNotificationRequest) async throws {}
    open func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) {}
    open func pendingNotificationRequests() async -> [UNNotificationRequest] { [] }
    open func getDeliveredNotifications(completionHandler: @escaping ([UNNotification]) -> Void) {}
    open func deliveredNotifications() async -> [UNNotification] { [] }
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {}
    open func removeAllPendingNotificationRequests() {}
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
    open func removeAllDeliveredNotifications() {}
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: ((Error?) -> Void)? = nil) {}
    open func setBadgeCount(_ newBadgeCount: Int) async throws {}
}
