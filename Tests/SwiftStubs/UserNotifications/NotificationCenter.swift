// Declarations only: the parts of UserNotifications that fixtures name, as Apple documents
// them, for type-checking fixtures (scrollwork does not simulate the framework).
import Foundation

public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {}

open class UNUserNotificationCenter: NSObject {
    open class func current() -> UNUserNotificationCenter { UNUserNotificationCenter() }
    open weak var delegate: UNUserNotificationCenterDelegate?
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {}
}
