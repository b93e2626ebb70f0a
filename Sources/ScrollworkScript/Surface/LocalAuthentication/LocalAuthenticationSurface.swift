import ScrollworkCore

/// LocalAuthentication as the iOS Simulator finds it before Face ID is enrolled and a passcode
/// is set: `canEvaluatePolicy(_:error:)` answers false and gives LAError's `biometryNotEnrolled`
/// (-7; `passcodeNotSet`, -5, for the passcode policy, as Apple documents the codes), and `evaluatePolicy` fails with that
/// error, its reply running after the current command's own work (LocalAuthentication calls
/// back on a queue of its own). An app that checks before asking (`if context.canEvaluatePolicy…`)
/// takes its no-biometrics path, as on such a device.
enum LocalAuthenticationSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("LAPolicy", .enum, conformsTo: ["Hashable"], doc: "What authenticates the user.") { t in
            t.cases(["deviceOwnerAuthenticationWithBiometrics", "deviceOwnerAuthentication"], doc: "An authentication policy.")
        }
        surface.type("LAContext", .class, doc: "Authenticates the user; this device has no Face ID enrolled and no passcode.") { t in
            t.initializer("init()", doc: "A context.") { _ in .host(AuthenticationContextValue()) }
            t.method("func canEvaluatePolicy(_ policy: LAPolicy, error: inout NSError?) -> Bool", role: .interaction,
                     doc: "False, with the error saying what this device lacks.") { _, a in
                a.inouts?.values[1] = .host(try failure(for: a[0]))
                return .bool(false)
            }
            t.method("func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping (Bool, Error?) -> Void)",
                     role: .interaction, doc: "Calls back with false and the error, after the current command's own work.") { _, a in
                let services = try a.context.requiredServices()
                let reply = try ValueReaders.closure(a[2], "reply"), error = try failure(for: a[0])
                let answer = Callable(name: "evaluatePolicy", arity: 0) { _, context in
                    try reply.call([.bool(false), .host(error)], in: context)
                }
                try services.schedule.add(.block(answer, onMainThread: false), at: services.now)
                return .none
            }
            t.method("func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool", role: .interaction,
                     doc: "Throws the error saying what this device lacks.") { _, a in
                throw NSErrorFailure(error: try failure(for: a[0]))
            }
            t.method("func invalidate()", role: .interaction, doc: "Ends the context.") { _, _ in .none }
        }
    }

    /// LAError's domain and documented code for what the policy needs. iOS's localized
    /// description is not documented, so the error has none of its own (Foundation's sentence).
    private static func failure(for policy: Value) throws -> NSErrorValue {
        let code = ValueReaders.symbol(policy) == "deviceOwnerAuthentication" ? -5 : -7
        return NSErrorValue(domain: "com.apple.LocalAuthentication", code: code, userInfo: [])
    }
}

/// An `LAContext`.
final class AuthenticationContextValue: HostObject {
    var typeName: String { "LAContext" }
}
