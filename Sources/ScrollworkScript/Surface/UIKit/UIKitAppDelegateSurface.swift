import ScrollworkCore

/// The UIKit side of an app's lifecycle: `class AppDelegate: UIResponder, UIApplicationDelegate`
/// and a `SceneDelegate` with its scene configuration. These load so that the app's other code
/// does, but scrollwork runs no app lifecycle: iOS's calls into the delegates (launching,
/// connecting a scene, becoming active, push registration) never come, so their methods run
/// only where the app's own code calls them. `UIApplication.shared.delegate` is one instance
/// of the app's delegate class (`UIKitApplicationSurface`), as previews read its Core Data stack.
enum UIKitAppDelegateSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("UIResponder", .class, doc: "An object that responds to events: an app or scene delegate's superclass.")
        surface.type("UIApplicationDelegate", .protocol, conformsTo: ["AnyObject"],
                     doc: "The app's delegate: iOS's lifecycle calls never come here, so only the app's own code calls its methods.")
        surface.type("UISceneDelegate", .protocol, conformsTo: ["AnyObject"],
                     doc: "A scene's delegate: iOS's lifecycle calls never come here, so only the app's own code calls its methods.")
        surface.type("UIWindowSceneDelegate", .protocol, conformsTo: ["UISceneDelegate"],
                     doc: "A window scene's delegate: iOS's lifecycle calls never come here.")
        surface.type("UISceneSession", .class, doc: "The session of a scene, as a delegate is told of it.") { t in
            t.property("var role: UISceneSession.Role { get }", doc: "The screen's: .windowApplication.") { _ in .symbol("windowApplication") }
        }
        surface.type("UISceneSession.Role", conformsTo: ["Hashable"], doc: "What a scene shows.") { t in
            t.constant("static let windowApplication: UISceneSession.Role", doc: "The app's window on the device's screen.", .symbol("windowApplication"))
        }
        surface.type("UIScene.ConnectionOptions", .class, doc: "What a scene was opened with, as a delegate is told of it.")
        surface.type("UISceneConfiguration", .class, doc: "Which delegate class a new scene gets; no scene is connected here.") { t in
            t.initializer("init(name: String?, sessionRole: UISceneSession.Role)", doc: "A configuration of that name and role.") { _ in
                .host(SceneConfigurationObject())
            }
            t.property("var delegateClass: AnyClass? { get set }", doc: "The scene delegate's class, kept; no scene is made with it.",
                       get: { value in try configuration(value).delegateClass },
                       set: { value, new in try configuration(value).delegateClass = new })
        }
        surface.type("UIApplication.LaunchOptionsKey", conformsTo: ["Hashable"], doc: "A key of the options the app was launched with.")
        surface.type("UIOpenURLContext", .class, conformsTo: ["Hashable"], doc: "A URL a scene is asked to open; none is, here.")
        surface.type("UIBackgroundFetchResult", .enum, doc: "What a background fetch found.") { t in
            t.cases(["newData", "noData", "failed"], doc: "A fetch result.")
        }
    }

    private static func configuration(_ value: Value) throws -> SceneConfigurationObject {
        guard case .host(let object as SceneConfigurationObject) = value else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("UISceneConfiguration", value))
        }
        return object
    }
}

/// A scene configuration: the delegate class it names.
final class SceneConfigurationObject: HostObject {
    var delegateClass: Value = .none
    var typeName: String { "UISceneConfiguration" }
}
