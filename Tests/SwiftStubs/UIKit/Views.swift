// Declarations only: the UIKit views and view controllers apps wrap in
// `UIViewRepresentable` / `UIViewControllerRepresentable`, as Apple documents them
// (`UIView` is declared with the appearance proxies).
import Foundation

open class UIViewController: NSObject {
    public override init() { super.init() }
    open var view: UIView! { fatalError() }
}

open class UIVisualEffect: NSObject {}

open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    }
    public init(style: UIBlurEffect.Style) { super.init() }
}

open class UIVisualEffectView: UIView {
    open var effect: UIVisualEffect?
    public init(effect: UIVisualEffect?) { self.effect = effect; super.init() }
}

open class UIActivity: NSObject {}

open class UIActivityViewController: UIViewController {
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) { super.init() }
}

@MainActor open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed }
    public var state: UIGestureRecognizer.State { .possible }
    public var view: UIView? { nil }
    public var isEnabled: Bool = true
    public func location(in view: UIView?) -> CGPoint { .zero }
}

@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    public func translation(in view: UIView?) -> CGPoint { .zero }
    public func velocity(in view: UIView?) -> CGPoint { .zero }
    public func setTranslation(_ translation: CGPoint, in view: UIView?) {}
}
