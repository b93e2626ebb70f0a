/// The standard library's traps, as a debug build (what Xcode's previews run) has them: the
/// code stops there with a located error, as the app would stop with "Fatal error: …". The
/// scene, and the session, go on.
enum SwiftTrapsSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.function("func fatalError(_ message: String = \"\") -> Never", doc: "Stops the code: \"Fatal error: message\".") {
            throw RuntimeFailure(trap("Fatal error", $0[0]))
        }
        surface.function("func preconditionFailure(_ message: String = \"\") -> Never", doc: "Stops the code: \"Fatal error: message\".") {
            throw RuntimeFailure(trap("Fatal error", $0[0]))
        }
        surface.function("func assertionFailure(_ message: String = \"\")", doc: "Stops the code (a debug build's assertion).") {
            throw RuntimeFailure(trap("Fatal error", $0[0]))
        }
        surface.function("func precondition(_ condition: Bool, _ message: String = \"\")",
                         doc: "Stops the code when the condition is false: \"Precondition failed: message\".") {
            guard case .bool(false) = $0[0] else { return .none }
            throw RuntimeFailure(trap("Precondition failed", $0[1]))
        }
        surface.function("func assert(_ condition: Bool, _ message: String = \"\")",
                         doc: "Stops the code when the condition is false (a debug build): \"Assertion failed: message\".") {
            guard case .bool(false) = $0[0] else { return .none }
            throw RuntimeFailure(trap("Assertion failed", $0[1]))
        }
    }

    /// Swift's message: the kind, then the message when there is one.
    private static func trap(_ kind: String, _ message: Value) -> String {
        guard case .string(let text) = message, !text.isEmpty else { return kind }
        return kind + ": " + text
    }
}
