import Foundation
import ScrollworkCore

/// Connects REPL expressions to the session's names while one `evaluate` runs.
final class SessionLink {
    weak var bindings: (any SessionBindings)?

    func value(of name: String, at range: SourceRange) throws -> Value {
        guard let bindings, let value = bindings.value(of: name) else {
            throw Diagnostic.error("cannot find '\(name)' in scope", at: range)
        }
        return Value(value)
    }

    func call(_ name: String, arguments: [Value], at range: SourceRange) throws -> Value {
        guard let bindings else { throw Diagnostic.error("cannot find '\(name)' in scope", at: range) }
        do {
            guard let result = try bindings.call(name, arguments: arguments.map(ScriptValue.init)) else {
                throw Diagnostic.error("cannot find '\(name)' in scope", at: range)
            }
            return Value(result)
        } catch let diagnostic as Diagnostic {
            throw diagnostic
        } catch {
            throw Diagnostic.error(String(describing: error), at: range)
        }
    }
}
