import Foundation
import ScrollworkCore

/// `EnvironmentValues` as a script's own environment properties see it: the
/// `extension EnvironmentValues { var rowInset: CGFloat { get { self[RowInsetKey.self] } … } }`
/// that apps declare for their `EnvironmentKey`s. `self[Key.self]` reads the value an
/// ancestor's `.environment(\.rowInset, …)` wrote, or the key's `defaultValue`; the setter
/// writes it for the views inside.
final class EnvironmentValuesObject: HostObject {
    var environment: SceneEnvironment
    init(_ environment: SceneEnvironment) { self.environment = environment }
    var typeName: String { "EnvironmentValues" }

    /// The key of `@Environment(\.self)`: the view's whole environment.
    static let wholeEnvironmentKey = "self"

    /// The environment name under which a key type's value is kept, apart from SwiftUI's own.
    static func storageName(ofKey typeName: String) -> String { "key " + typeName }

    static func of(_ value: Value) throws -> EnvironmentValuesObject {
        guard case .host(let object as EnvironmentValuesObject) = value else {
            throw RuntimeFailure("expected EnvironmentValues, found \(value.typeName)")
        }
        return object
    }

    /// The value an ancestor wrote for this key, if any.
    func written(_ keyType: String) -> Value? {
        environment.overrides.last { $0.name == Self.storageName(ofKey: keyType) }?.value
    }

    func write(_ keyType: String, _ value: Value) {
        environment = environment.overriding(Self.storageName(ofKey: keyType), with: value)
    }
}

extension SceneRuntime {
    /// The script's environment property `name` (`extension EnvironmentValues`), read in the
    /// current environment; nil when the program declares none by that name.
    func customEnvironmentValue(_ name: String) throws -> Value? {
        guard let getter = plugins.surfaceExtensions["EnvironmentValues"]?.computed[name] else { return nil }
        let frame = Frame(size: getter.frameSize, parent: nil, context: self)
        frame.slots[0] = .host(EnvironmentValuesObject(environment))
        return try getter.run(frame, machine: machine, at: getter.range)
    }

    /// The environment once the script's environment property `name` is set to `value`
    /// (`.environment(\.rowInset, 8)`), through the property's setter.
    func environment(setting name: String, to value: Value) throws -> SceneEnvironment? {
        guard let setter = plugins.surfaceExtensions["EnvironmentValues"]?.computedSetters[name] else { return nil }
        let object = EnvironmentValuesObject(environment)
        let frame = Frame(size: setter.frameSize, parent: nil, context: self)
        frame.slots[0] = .host(object)
        frame.slots[setter.parameterSlots[0]] = value
        _ = try setter.run(frame, machine: machine, at: setter.range)
        return object.environment
    }
}
