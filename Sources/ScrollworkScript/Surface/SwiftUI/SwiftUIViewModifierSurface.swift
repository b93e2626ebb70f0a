import ScrollworkCore
import ScrollworkScene

/// `ViewModifier` structs a script declares, applied with `.modifier(_:)`: the modifier's
/// `body(content:)` runs with the modified view as `content`, and what it returns is the view.
enum SwiftUIViewModifierSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("ViewModifier", .protocol, doc: "A reusable change to a view: its body(content:) builds the changed view.")
        surface.extend("View") { t in
            t.transform("func modifier<T: ViewModifier>(_ modifier: T) -> some View", role: .layout,
                        doc: "The view as the modifier's body(content:) changes it.") { value, a in
                value = try apply(a[0], to: value, range: a.range)
            }
        }
    }

    /// Runs `modifier.body(content: view)`.
    static func apply(_ modifier: Value, to view: Value, range: SourceRange) throws -> Value {
        guard case .record(let type, _) = modifier,
              let body = type.type.methods(named: "body")?.first(where: { $0.labels == ["content"] }) else {
            throw RuntimeFailure("'\(modifier.typeName)' is not a ViewModifier: it has no 'body(content:)'")
        }
        guard let runtime = SceneRuntime.current else { throw RuntimeFailure("views can only be built as part of a scene") }
        let frame = Frame(size: body.frameSize, parent: nil)
        frame.slots[0] = modifier
        frame.slots[body.parameterSlots[0]] = view
        return try body.run(frame, machine: runtime.machine, at: range)
    }
}
