import Foundation

/// `ProcessInfo.processInfo`: what an app reads about its own process. The values are fixed so
/// that every run is the same: no environment variables (as for an app launched from the Home
/// Screen, not from Xcode), and one argument, the executable's path inside the app's bundle
/// (`/Name.app/Name`, as `Bundle.main`'s resources are found). A read says so, with a warning.
enum FoundationProcessInfoSurface: SurfaceProvider {
    static let fixedProcess = "the process's environment and arguments are not read: there are no environment variables, "
        + "and the one argument is the app's executable"

    static func register(in surface: inout SurfaceBuilder) {
        surface.type("ProcessInfo", .class, doc: "The app's process: its environment, arguments and name.") { t in
            t.constant("class var processInfo: ProcessInfo { get }", doc: "The running app's process.", .symbol("processInfo"))
            t.sceneProperty("var environment: [String : String] { get }", doc: "The environment variables: none here.",
                            caveat: fixedProcess) { _, _ in
                .dictionary(try DictionaryValue(pairs: []))
            }
            t.sceneProperty("var arguments: [String] { get }", doc: "The launch arguments: the executable's path alone.",
                            caveat: fixedProcess) { _, context in
                .array([.string(executablePath(context))])
            }
            t.sceneProperty("var processName: String { get }", doc: "The executable's name: the app target's.") { _, context in
                .string(executableName(context))
            }
        }
    }

    private static func executableName(_ context: ScriptContext?) -> String {
        let bundle = context?.machine.platform.resources.bundleName ?? AppResources.none.bundleName
        return String(bundle.dropLast(".app".count))
    }

    private static func executablePath(_ context: ScriptContext?) -> String {
        (context?.machine.platform.resources ?? .none).path(of: executableName(context))
    }
}
