import ScrollworkCore
import ScrollworkScene

/// `UIScreen.main`: the simulated device's screen, the scene's (390×844 unless `screen W H`
/// or a device profile sets another), at scale 3 like every current iPhone.
enum UIKitScreenSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("UIScreen", .class, doc: "The device's screen: the scene's screen.") { t in
            t.staticProperty("static var main: UIScreen { get }", doc: "The screen the scene is laid out on.") { .host(ScreenObject.shared) }
            t.sceneProperty("var bounds: CGRect { get }", doc: "The screen's rectangle in points, at the origin.") { _, context in
                // A program's global initialisers run before any scene: they see the default screen.
                let screen = context?.runtime?.screen ?? SceneLayout.defaultScreen
                return .rect(Rect(x: 0, y: 0, width: screen.width, height: screen.height))
            }
            t.property("var scale: CGFloat { get }", doc: "Pixels per point: 3.") { _ in .double(3) }
            t.property("var nativeScale: CGFloat { get }", doc: "Pixels per point of the panel: 3.") { _ in .double(3) }
        }
    }
}

/// `UIScreen.main` as a script value; its members read the running scene's screen.
final class ScreenObject: HostObject {
    static let shared = ScreenObject()
    var typeName: String { "UIScreen" }
}
