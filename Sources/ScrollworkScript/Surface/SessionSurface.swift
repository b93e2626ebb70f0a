import ScrollworkCore

/// A name the REPL session defines for `print`, `expect` and `set`, declared in Swift like
/// every other name a script reaches: `var offset: CGFloat { get }`, `func item(_ id: AnyHashable) -> ScrollItem`.
public struct SessionName: Equatable, Sendable {
    public let declaration: String
    public let doc: String

    public init(_ declaration: String, doc: String) {
        self.declaration = declaration
        self.doc = doc
    }
}

/// The session's names on top of the standard surface; their bodies ask the session's bindings
/// each time they run, so they always read the scene as it is.
enum SessionSurface {
    static func make(_ names: [SessionName], bindings: any SessionBindings, base: Surface) -> Surface {
        Surface(base: base) { builder in
            builder.provider = "Session"
            for name in names {
                let identifier = SurfaceBuilder.name(of: name.declaration)
                let body: SurfaceBody
                if name.declaration.hasPrefix("func ") {
                    body = .function { [weak bindings] a in
                        let result: ScriptValue?
                        do {
                            result = try bindings?.call(identifier, arguments: a.values.map(ScriptValue.init))
                        } catch let error as RuntimeFailure {
                            throw error
                        } catch {
                            // The session's own errors (no scene, unknown item) read as the script's.
                            throw RuntimeFailure(String(describing: error))
                        }
                        guard let result else { throw RuntimeFailure("'\(identifier)' is not available now") }
                        return Value(result)
                    }
                } else {
                    body = .getter { [weak bindings] _ in
                        if let live = bindings?.liveValue(of: identifier) { return live.value }
                        guard let result = bindings?.value(of: identifier) else {
                            throw RuntimeFailure("'\(identifier)' is not available now (is a scene open?)")
                        }
                        return Value(result)
                    }
                }
                builder.add(.global, name.declaration, role: .session, doc: name.doc, body: body)
            }
        }
    }
}
