import Foundation

@MainActor
open class UIResponder: NSObject {
    public override init() {}
}

@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {}

@MainActor
public protocol UISceneDelegate: NSObjectProtocol {}

@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {}

open class UISceneSession: NSObject {
    public struct Role: Hashable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }
    open var role: UISceneSession.Role { fatalError() }
}

extension UIScene {
    open class ConnectionOptions: NSObject {}
}

open class UISceneConfiguration: NSObject {
    public init(name: String?, sessionRole: UISceneSession.Role) {}
    open var delegateClass: AnyClass?
}

extension UIApplication {
    public struct LaunchOptionsKey: Hashable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

open class UIOpenURLContext: NSObject {}

public enum UIBackgroundFetchResult: UInt {
    case newData, noData, failed
}
