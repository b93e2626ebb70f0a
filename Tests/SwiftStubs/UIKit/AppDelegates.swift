import Foundation

@MainActor
open class UIResponder: NSObject {
    public override init() {}
    open func resignFirstResponder() -> Bool { fatalError() }
    nonisolated public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
    nonisolated public static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
    nonisolated public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    nonisolated public static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")
    nonisolated public static let keyboardWillChangeFrameNotification = NSNotification.Name("UIKeyboardWillChangeFrameNotification")
    nonisolated public static let keyboardDidChangeFrameNotification = NSNotification.Name("UIKeyboardDidChangeFrameNotification")
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {}

extension UIApplicationDelegate {
    /// What makes `@main` on an app delegate class start the app.
    public static func main() {}
}

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

// The delegate and data-source protocols of UIKit's views, with their methods left optional
// as Objective-C's are (none here: a conforming class declares what it implements).
@MainActor public protocol UIGestureRecognizerDelegate: AnyObject {}
@MainActor public protocol UIScrollViewDelegate: AnyObject {}
@MainActor public protocol UITextFieldDelegate: AnyObject {}
@MainActor public protocol UITextViewDelegate: AnyObject {}
@MainActor public protocol UITableViewDelegate: AnyObject {}
@MainActor public protocol UITableViewDataSource: AnyObject {}
@MainActor public protocol UICollectionViewDelegate: AnyObject {}
@MainActor public protocol UICollectionViewDataSource: AnyObject {}
@MainActor public protocol UINavigationControllerDelegate: AnyObject {}
@MainActor public protocol UIImagePickerControllerDelegate: AnyObject {}
@MainActor public protocol UISearchBarDelegate: AnyObject {}
@MainActor public protocol UIPageViewControllerDelegate: AnyObject {}
@MainActor public protocol UIPageViewControllerDataSource: AnyObject {}
@MainActor public protocol UIDocumentPickerDelegate: AnyObject {}
@MainActor public protocol UIAdaptivePresentationControllerDelegate: AnyObject {}
@MainActor public protocol UIPopoverPresentationControllerDelegate: AnyObject {}
