import ScrollworkCore

/// `UIApplication.shared.open(_:)`, as apps open links and the Settings app: nothing leaves
/// the scene, so the URL is a note in the trace and the completion handler hears false, as
/// when no app can open it. Alternate icons are those the app's Info.plist declares, which is
/// not read: the app has none, as Xcode makes a new one, so setting one fails as iOS fails it.
/// `sendAction(_:to:from:for:)` finds no responder: nothing takes focus here.
enum UIKitApplicationSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("UIApplication", .class, doc: "The running app.") { t in
            t.sceneStaticProperty("class var shared: UIApplication { get }", role: .visual,
                                  doc: "The app: the scene's own, its settings as at launch when the scene opens.") { context in
                .host(application(in: context))
            }
            t.property("var applicationIconBadgeNumber: Int { get set }", doc: "The number on the app's icon: 0 at launch, as set since.",
                       get: { .int(try app($0).iconBadgeNumber) },
                       set: { r, new in try app(r).iconBadgeNumber = try ValueReaders.int(new, "applicationIconBadgeNumber") })
            t.property("var isIdleTimerDisabled: Bool { get set }", doc: "Whether the screen stays on while the app is idle: false at launch, as set since.",
                       get: { .bool(try app($0).isIdleTimerDisabled) },
                       set: { r, new in try app(r).isIdleTimerDisabled = try ValueReaders.bool(new, "isIdleTimerDisabled") })
            t.sceneProperty("var delegate: UIApplicationDelegate? { get }",
                            doc: "The app's delegate: one instance of its class adopting UIApplicationDelegate, made with init() and told the app finished launching the first time it is read; nil when it has none.") { _, context in
                try applicationDelegate(in: context)
            }
            t.property("var connectedScenes: Set<UIScene> { get }", doc: "The screen's one window scene (`UIKitSceneSurface`).") { _ in
                UIKitSceneSurface.connectedScenes
            }
            // Deprecated since iOS 15 for the scene's windows, and still how many apps read the
            // safe area: the one window of the one scene.
            t.property("var windows: [UIWindow] { get }", doc: "The app's windows: the screen's one window.") { _ in
                .array([.host(WindowObject.shared)])
            }
            t.constant("class let openSettingsURLString: String", doc: "The URL of the app's page in Settings, to open.",
                       .string("app-settings:"))
            t.method("func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil)",
                     role: .interaction, doc: "Nothing is opened here: an `open URL` note in the trace, and the completion handler gets false.") { _, a in
                try open(a[0], in: a.context)
                if case .function(let completion) = a[2] { _ = try completion.call([.bool(false)], in: a.context) }
                return .none
            }
            t.method("func canOpenURL(_ url: URL) -> Bool",
                     doc: "Whether an installed app takes the URL: true for http and https (Safari) and the Settings URL; false for any other scheme, as for an app the Info.plist does not list in LSApplicationQueriesSchemes.") { _, a in
                let scheme = try URLValue.read(a[0]).text.prefix { $0 != ":" }.lowercased()
                return .bool(["http", "https", "app-settings"].contains(scheme))
            }
            alternateIcons(&t)
            // How apps dismiss the keyboard: `#selector(UIResponder.resignFirstResponder)` sent
            // to the first responder. Nothing takes focus here, so none handles it.
            t.method("func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool", role: .visual,
                     doc: "False: nothing takes focus here, so no responder is there to handle the action.") { _, _ in .bool(false) }
        }
        surface.type("Selector", conformsTo: ["Hashable"], doc: "A method's name for the Objective-C runtime: #selector(…).")
        surface.type("UIEvent", .class, doc: "A touch event UIKit hands to its actions; none is made here.")
        surface.type("UIApplication.OpenExternalURLOptionsKey", doc: "An option of `open(_:options:completionHandler:)`.") { t in
            t.constant("static let universalLinksOnly: UIApplication.OpenExternalURLOptionsKey", role: .visual,
                       doc: "Open only a universal link.", .symbol("universalLinksOnly"))
        }
    }
}

extension UIKitApplicationSurface {
    private static func alternateIcons(_ t: inout SurfaceTypeBuilder) {
        t.property("var supportsAlternateIcons: Bool { get }", doc: "Whether iOS lets the app change its icon: true.") { _ in .bool(true) }
        t.property("var alternateIconName: String? { get }", doc: "The alternate icon shown: nil, the primary icon (none can be set).") { _ in
            .none
        }
        t.method("func setAlternateIconName(_ alternateIconName: String?, completionHandler: (@Sendable ((any Error)?) -> Void)? = nil)",
                 role: .interaction, doc: "The primary icon (nil) is set; a named one is not declared, and the handler gets iOS's error.",
                 caveat: iconCaveat) { _, a in
            guard case .function(let completion) = a[1] else { return .none }
            let error: Value = if case .string = a[0] { .host(undeclaredIconError) } else { .none }
            _ = try completion.call([error], in: a.context)
            return .none
        }
    }

    /// The scene's one instance of the app's class adopting `UIApplicationDelegate` (the first
    /// by name, should a folder hold several), made with its `init()` when first read and told
    /// the app launched (`application(_:willFinishLaunchingWithOptions:)`, then `…didFinish…`,
    /// with no options), as iOS tells it before any view shows; its other calls never come.
    private static func applicationDelegate(in context: ScriptContext?) throws -> Value {
        guard let context, let runtime = context.runtime else { throw RuntimeFailure(RuntimeMessages.outsideScene) }
        if let made = runtime.applicationDelegate { return made }
        let classes = context.machine.declaredTypes.values.filter { $0.kind == .classType && $0.conforms(to: "UIApplicationDelegate") }
        guard let type = classes.min(by: { $0.name < $1.name }) else { return .none }
        let made: Value
        if let initializer = type.initializers.first(where: { $0.labels.isEmpty }) {
            made = try ScriptInitializers.construct(type, with: initializer, arguments: [], in: context)
        } else {
            let start = Frame(size: 0, parent: nil, context: context)
            made = type.freshSelf(try type.fieldDefaults.map { try $0?(start) ?? .none })
        }
        runtime.applicationDelegate = made
        for step in ["willFinishLaunchingWithOptions", "didFinishLaunchingWithOptions"] {
            guard let launch = type.methods(named: "application")?.first(where: { $0.labels == [nil, step] }) else { continue }
            _ = try ScriptInitializers.call(launch, on: made, arguments: [.host(application(in: context)), .none], in: context)
        }
        return made
    }

    private static let iconCaveat = "the app's Info.plist is not read: it declares no alternate icons, as Xcode makes a new app"

    /// What iOS reports for an icon name the Info.plist does not declare: no such file.
    private static var undeclaredIconError: NSErrorValue {
        NSErrorValue(domain: "NSCocoaErrorDomain", code: 4, userInfo: [], sentence: "The file doesn’t exist.")
    }

    /// Opening a URL (`UIApplication.open`, a `Link`'s tap): nothing leaves the scene, the trace says it.
    static func open(_ url: Value, in context: ScriptContext?) throws {
        context?.runtime?.note("open \(try URLValue.read(url).text)")
    }
}

extension UIKitApplicationSurface {
    /// `UIApplication.shared`: the scene's (or the load's) own, so that what one scene sets is
    /// not what the next one starts with; code outside both gets one of its own.
    static func application(in context: ScriptContext?) -> ApplicationObject {
        context?.services?.application ?? ApplicationObject()
    }

    private static func app(_ value: Value) throws -> ApplicationObject {
        try ValueReaders.host(value, ApplicationObject.self, "UIApplication")
    }
}
