import ScrollworkCore

/// `UIApplication.shared.connectedScenes`, as apps find their window (to end editing, to read
/// its safe area, to present from it): the simulated screen is one window scene, in the
/// foreground and active, holding one window, the key window, whose `safeAreaInsets` are the
/// device's (`UIEdgeInsets`, in UIKit's top, left, bottom, right). Only read: making a window or
/// setting its root view controller is UIKit's view machinery, which scrollwork does not
/// simulate (`UIKitRepresentables`).
enum UIKitSceneSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("UIScene", .class, conformsTo: ["Hashable"], doc: "One instance of the app's interface: the screen's.") { t in
            t.property("var activationState: UIScene.ActivationState { get }",
                       doc: "`.foregroundActive`: the scene is on screen, receiving events.") { _ in .symbol("foregroundActive") }
        }
        surface.type("UIScene.ActivationState", .enum, doc: "Whether a scene is in the foreground and receiving events.") { t in
            t.cases(["unattached", "foregroundActive", "foregroundInactive", "background"], doc: "A state.")
        }
        // The superclass as a conformance: its members and conversions are the subclass's.
        surface.type("UIWindowScene", .class, conformsTo: ["UIScene"], doc: "The scene of the screen, which holds its window.") { t in
            t.property("var windows: [UIWindow] { get }", doc: "The scene's one window.") { _ in .array([.host(WindowObject.shared)]) }
            t.property("var keyWindow: UIWindow? { get }", doc: "The scene's one window.") { _ in .host(WindowObject.shared) }
            t.property("var screen: UIScreen { get }", doc: "The screen the scene is laid out on.") { _ in .host(ScreenObject.shared) }
        }
        surface.type("UIWindow", .class, doc: "The window the scene shows: the key window.") { t in
            t.property("var isKeyWindow: Bool { get }", doc: "True: it is the one window.") { _ in .bool(true) }
            // The one window fills the screen: its frame and bounds are the device's.
            for name in ["frame", "bounds"] {
                t.sceneProperty("var \(name): CGRect { get }", doc: "The screen's rectangle: the window fills it.") { _, context in
                    UIKitScreenSurface.bounds(context)
                }
            }
            t.method("func endEditing(_ force: Bool) -> Bool", role: .visual,
                     doc: "False: nothing takes focus here, so no text field is editing to resign.") { _, _ in .bool(false) }
            t.sceneProperty("var safeAreaInsets: UIEdgeInsets { get }", doc: "The device's safe area: its status bar and home indicator.") { _, context in
                let insets = context?.runtime?.safeArea ?? .zero
                return BuiltinTypes.uiEdgeInsets.make([.double(insets.top), .double(insets.leading), .double(insets.bottom), .double(insets.trailing)])
            }
        }
        surface.type("UIEdgeInsets", conformsTo: ["Equatable"], doc: "UIKit's inset distances for the four edges.") { t in
            t.initializer("init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)", doc: "Insets from four lengths.") {
                BuiltinTypes.uiEdgeInsets.make(try $0.values.map { .double(try ValueReaders.double($0, "inset")) })
            }
            t.constant("static let zero: UIEdgeInsets", doc: "No insets.", BuiltinTypes.uiEdgeInsets.make(Array(repeating: .double(0), count: 4)))
            for name in ["top", "left", "bottom", "right"] {
                t.property("var \(name): CGFloat { get set }", doc: "The \(name) inset.", get: BuiltinTypes.uiEdgeInsets.getter(name),
                           set: BuiltinTypes.uiEdgeInsets.setter(name))
            }
        }
    }

    /// `UIApplication.shared.connectedScenes`: the one window scene.
    static var connectedScenes: Value {
        .set(SetValue([.host(WindowSceneObject.shared)]))
    }
}

/// The screen's window scene.
final class WindowSceneObject: HostObject {
    static let shared = WindowSceneObject()
    var typeName: String { "UIWindowScene" }
}

/// The window scene's window.
final class WindowObject: HostObject {
    static let shared = WindowObject()
    var typeName: String { "UIWindow" }
}
