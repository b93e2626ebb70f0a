/// The scene's `UNUserNotificationCenter` (`UserNotificationsCenterSurface`): whether the app
/// asked for permission, and its delegate.
final class NotificationCenterObject: HostObject {
    /// `notDetermined` until the app asks, then `denied`.
    var status = "notDetermined"
    var delegate = Value.none
    var typeName: String { "UNUserNotificationCenter" }
}
