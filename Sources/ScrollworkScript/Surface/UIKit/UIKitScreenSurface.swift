import ScrollworkCore
import ScrollworkScene

/// `UIScreen.main`: the simulated device's screen, the scene's (390×844 unless `screen W H`
/// or a device profile sets another), at the device's scale (3 unless the device is an iPhone SE or iPad).
enum UIKitScreenSurface: SurfaceProvider {
    /// The screen's rectangle in points, at the origin. A program's global initialisers run
    /// before any scene: they see the default screen.
    static func bounds(_ context: ScriptContext?) -> Value {
        let screen = context?.runtime?.screen ?? SceneLayout.defaultScreen
        return .rect(Rect(x: 0, y: 0, width: screen.width, height: screen.height))
    }

    static func register(in surface: inout SurfaceBuilder) {
        surface.type("UIScreen", .class, doc: "The device's screen: the scene's screen.") { t in
            t.staticProperty("static var main: UIScreen { get }", doc: "The screen the scene is laid out on.") { .host(ScreenObject.shared) }
            t.sceneProperty("var bounds: CGRect { get }", doc: "The screen's rectangle in points, at the origin.") { _, context in
                bounds(context)
            }
            t.sceneProperty("var scale: CGFloat { get }", doc: "Pixels per point: the device's (3; 2 on an iPhone SE or iPad).") { _, context in
                .double(context?.machine.platform.scale ?? 3)
            }
            t.sceneProperty("var nativeScale: CGFloat { get }", doc: "Pixels per point of the panel: as `scale`.") { _, context in
                .double(context?.machine.platform.scale ?? 3)
            }
        }
    }
}

/// `UIScreen.main` as a script value; its members read the running scene's screen.
final class ScreenObject: HostObject {
    static let shared = ScreenObject()
    var typeName: String { "UIScreen" }
}
