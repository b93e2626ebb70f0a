import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

extension Compiler {
    /// The last `.environment(\.key, value)` of a chain, if any: its step's index.
    func environmentSplit(_ operations: [PostfixOperation]) -> Int? {
        guard operations.count >= 2 else { return nil }
        for index in stride(from: operations.count - 2, through: 0, by: -1) {
            guard case .member("environment", _) = operations[index].kind,
                  let arguments = operations[index + 1].callArguments, arguments.count == 2, arguments[0].label == nil,
                  case .keyPath(_, let components) = arguments[0].value.kind, components.count == 1 else { continue }
            return index
        }
        return nil
    }

    /// `X.environment(\.key, value)…`: SwiftUI's environment flows from the outside in, but a
    /// chain is evaluated from its start; so the value is evaluated first and `X` (with
    /// every view its builders make) inside the override, then the rest of the chain.
    func environmentChain(_ base: Expression, _ operations: [PostfixOperation], at split: Int,
                          expected: StaticType) -> Typed {
        let call = operations[split + 1]
        guard let arguments = call.callArguments, case .keyPath(_, let components) = arguments[0].value.kind,
              let name = components.first else { return noValue }
        let modifier = surface.members(of: "View", named: "environment")
        if let entry = modifier.first { SurfaceUsage.shared.record(entry) }
        guard let key = surface.members(of: "EnvironmentValues", named: name).first, SceneEnvironment.key(named: name) != nil else {
            if SceneEnvironment.unsupportedKeys.contains(name) {
                warning("'\\.\(name)' is not supported in scrollwork scenes; this environment(_:_:) is left out", at: arguments[0].range)
                return postfixChain(base, Array(operations[..<split]) + operations[(split + 2)...], expected: expected)
            }
            return failed("'EnvironmentValues' has no member '\(name)'", at: arguments[0].range,
                          hint: NameSuggestions.hint(for: name, in: SceneEnvironment.keys.map(\.name)))
        }
        SurfaceUsage.shared.record(key)
        let inner = split == 0 ? expression(base) : postfixChain(base, Array(operations[..<split]), expected: .unknown)
        let value = expression(arguments[1].value, expected: surfaceType(key.signature.type)).eval
        let view = inner.eval, range = call.range
        let applied = Typed({ f in
            let given = try value(f)
            guard let runtime = f.context?.runtime else { return try view(f) }
            let environment = runtime.environment.overriding(name, with: given)
            return try runtime.withEnvironment(environment) {
                let built = try view(f)
                // A view of your own not built yet is built now, inside the override.
                guard case .record = built, ViewConversion.isView(built) else { return built }
                return ViewConstructors.view(try ViewConversion.node(built, range: range, in: f.context))
            }
        }, inner.type)
        let rest = Array(operations[(split + 2)...])
        return postfixChain(base, rest, expected: expected, head: applied)
    }
}
