import ScrollworkCore

/// `UIApplication.shared.open(_:)`, as apps open links and the Settings app: nothing leaves
/// the scene, so the URL is a note in the trace and the completion handler hears false, as
/// when no app can open it.
enum UIKitApplicationSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("UIApplication", .class, doc: "The running app.") { t in
            t.staticProperty("class var shared: UIApplication { get }", role: .visual, doc: "The app.") { .host(ApplicationObject.shared) }
            t.property("var connectedScenes: Set<UIScene> { get }", doc: "The screen's one window scene (`UIKitSceneSurface`).") { _ in
                UIKitSceneSurface.connectedScenes
            }
            t.constant("class let openSettingsURLString: String", doc: "The URL of the app's page in Settings, to open.",
                       .string("app-settings:"))
            t.method("func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil)",
                     role: .interaction, doc: "Nothing is opened here: an `open URL` note in the trace, and the completion handler gets false.") { _, a in
                try open(a[0], in: a.context)
                if case .function(let completion) = a[2] { _ = try completion.call([.bool(false)], in: a.context) }
                return .none
            }
        }
        surface.type("UIApplication.OpenExternalURLOptionsKey", doc: "An option of `open(_:options:completionHandler:)`.") { t in
            t.constant("static let universalLinksOnly: UIApplication.OpenExternalURLOptionsKey", role: .visual,
                       doc: "Open only a universal link.", .symbol("universalLinksOnly"))
        }
    }
}

extension UIKitApplicationSurface {
    /// Opening a URL (`UIApplication.open`, a `Link`'s tap): nothing leaves the scene, the trace says it.
    static func open(_ url: Value, in context: ScriptContext?) throws {
        context?.runtime?.note("open \(try URLValue.read(url).text)")
    }
}

/// `UIApplication.shared`.
final class ApplicationObject: HostObject {
    static let shared = ApplicationObject()
    var typeName: String { "UIApplication" }
}
