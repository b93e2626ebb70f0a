import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

extension BodyChecker {
    /// The last `.environment(\.key, value)` of a chain, if any: its step's index.
    func environmentSplit(_ operations: [PostfixOperation]) -> Int? {
        guard operations.count >= 2 else { return nil }
        for index in stride(from: operations.count - 2, through: 0, by: -1) {
            guard case .member("environment", _) = operations[index].kind,
                  let arguments = operations[index + 1].callArguments, arguments.count == 2, arguments[0].label == nil,
                  case .keyPath(_, let components) = arguments[0].value.kind, KeyPathComponent.propertyNames(components)?.count == 1 else { continue }
            return index
        }
        return nil
    }

    /// `X.environment(\.key, value)…`: SwiftUI's environment flows from the outside in, but a
    /// chain is evaluated from its start; so the value is evaluated first and `X` (with
    /// every view its builders make) inside the override, then the rest of the chain.
    func environmentChain(_ base: Expression, _ operations: [PostfixOperation], at split: Int,
                          expected: StaticType) -> TypedExpression {
        let call = operations[split + 1]
        guard let arguments = call.callArguments, case .keyPath(_, let components) = arguments[0].value.kind,
              case .property(let name)? = components.first else { return .noValue }
        let modifier = surface.members(of: "View", named: "environment")
        if let entry = modifier.first { SurfaceUsage.shared.record(entry) }
        var valueType: StaticType
        let override: (SceneRuntime, Value) throws -> SceneEnvironment
        if let key = surface.members(of: "EnvironmentValues", named: name).first, SceneEnvironment.key(named: name) != nil {
            SurfaceUsage.shared.record(key)
            valueType = surfaceType(key.signature.type)
            override = { runtime, given in runtime.environment.overriding(name, with: given) }
        } else if let holder = surfaceExtensions["EnvironmentValues"], let getter = holder.computed[name] {
            // The app's own environment property: its setter writes the key's value.
            guard holder.computedSetters[name] != nil else {
                return failure("cannot assign to property: '\(name)' is a get-only property", at: arguments[0].range)
            }
            valueType = getter.returnType
            override = { runtime, given in try runtime.environment(setting: name, to: given) ?? runtime.environment }
        } else {
            if SceneEnvironment.unsupportedKeys.contains(name) {
                warning("'\\.\(name)' is not supported in scrollwork scenes; this environment(_:_:) is left out", at: arguments[0].range)
                return postfixChain(base, Array(operations[..<split]) + operations[(split + 2)...], expected: expected)
            }
            return failure("'EnvironmentValues' has no member '\(name)'", at: arguments[0].range,
                           hint: NameSuggestions.hint(for: name, in: declarations.environmentNames))
        }
        return environmentScopedChain(base, operations, at: split, expected: expected) {
            .value(expression(arguments[1].value, expected: valueType).eval, override: override)
        }
    }

    /// `X.modifier(…)…` of a modifier that puts something in the environment of the view it
    /// modifies: `X` (the chain before the modifier) built inside `scope`, then the rest of the
    /// chain. The scope is made once `X` is compiled.
    func environmentScopedChain(_ base: Expression, _ operations: [PostfixOperation], at split: Int, expected: StaticType,
                                _ scope: () -> TypedEnvironmentScope) -> TypedExpression {
        let inner = split == 0 ? expression(base) : expressionLowering.lower(postfixChain(base, Array(operations[..<split]), expected: .unknown))
        let applied = TypedExpression.environmentScope(scope(), view: inner.eval, type: inner.type, range: operations[split + 1].range)
        return postfixChain(base, Array(operations[(split + 2)...]), expected: expected, head: applied)
    }

    /// `self[RowInsetKey.self]` in an app's `extension EnvironmentValues`: the value an
    /// ancestor wrote for the key, else the key's `defaultValue`.
    func environmentKeySubscript(_ container: Typed, _ arguments: [Argument], range: SourceRange) -> TypedExpression? {
        guard container.type == .named("EnvironmentValues"), let (key, fallback) = environmentKey(arguments) else { return nil }
        return .subscriptRead(.environmentKey(of: container.eval, key: key, fallback: fallback.eval), type: fallback.type)
    }

    /// `self[RowInsetKey.self] = newValue` in the setter of an app's environment property.
    func environmentKeySubscriptLValue(_ inner: LValue, _ baseType: StaticType, _ arguments: [Argument],
                                       range: SourceRange) -> (LValue, StaticType)? {
        guard baseType == .named("EnvironmentValues"), let (key, fallback) = environmentKey(arguments) else { return nil }
        let defaultValue = fallback.eval
        let get: Eval = { f in try EnvironmentValuesObject.of(try inner.get(f)).written(key) ?? defaultValue(f) }
        return (LValue(get: get, modify: { f, body in
            let object = try EnvironmentValuesObject.of(try inner.get(f))
            var value = try object.written(key) ?? defaultValue(f)
            try body(&value)
            object.write(key, value)
        }), fallback.type)
    }

    /// The key type of `[Key.self]` (an `EnvironmentKey` of the script's) and its `defaultValue`.
    private func environmentKey(_ arguments: [Argument]) -> (String, Typed)? {
        guard arguments.count == 1, arguments[0].label == nil, case .postfix(let base, let operations) = arguments[0].value.kind,
              operations.count == 1, case .member("self", _) = operations[0].kind else { return nil }
        let spelled: String?
        switch base.kind {
        case .identifier(let name): spelled = name
        case .typeExpression(let syntax): spelled = syntax.dottedName
        default: spelled = nil
        }
        guard let name = spelled, let type = resolveTypeName(name), !type.isBuiltin else { return nil }
        guard type.conformances.contains("EnvironmentKey") else {
            return (type.name, failed("type '\(type.name)' does not conform to protocol 'EnvironmentKey'", at: arguments[0].range))
        }
        return (type.name, expressionLowering.lower(staticMember(of: type, "defaultValue", range: arguments[0].range)))
    }
}

extension ProgramDeclarations {
    /// SwiftUI's environment values scrollwork gives and the app's own, for "did you mean".
    var environmentNames: [String] {
        SceneEnvironment.keys.map(\.name) + environmentPropertyNames.sorted()
    }
}
