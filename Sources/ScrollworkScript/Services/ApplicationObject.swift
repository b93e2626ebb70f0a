import ScrollworkCore

/// `UIApplication.shared` of one scene: the settings an app changes and reads back, as at
/// launch when the scene opens.
final class ApplicationObject: HostObject {
    var iconBadgeNumber = 0
    var isIdleTimerDisabled = false
    var typeName: String { "UIApplication" }
}
