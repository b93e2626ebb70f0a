import ScrollworkCore
import ScrollworkFrontEnd

/// The generator a script passes with `using: &generator`, as the standard library's own
/// `random(in:using:)`, `shuffled(using:)` and `randomElement(using:)` see it: each `next()`
/// they ask for runs the app's `next()` on the value, or,
/// for a `SystemRandomNumberGenerator`, draws from the scene's seeded generator. So a script
/// gets from its generator exactly the numbers Swift's algorithms make from it.
///
/// `RandomNumberGenerator.next()` cannot throw: the first failure of the app's method is kept,
/// the rest of the call draws from a fixed generator so that the algorithm still ends, and
/// `draw` throws the failure afterwards.
struct ScriptRandomGenerator: RandomNumberGenerator {
    private(set) var value: Value
    private let method: ScriptFunction?
    private let services: SceneServices?
    private let context: ScriptContext
    private let range: SourceRange
    private var failure: Error?
    private var fallback = SplitMix64(seed: 0)

    private init(_ value: Value, context: ScriptContext?, range: SourceRange) throws {
        guard let context else { throw RuntimeFailure(RuntimeMessages.outsideScene) }
        self.value = value
        self.context = context
        self.range = range
        switch value {
        case .host(let host) where host is SystemRandomGenerator:
            services = try context.requiredServices()
            method = nil
        case .record(let record, _):
            services = nil
            method = try Self.nextMethod(of: record.type)
        case .object(let instance):
            services = nil
            method = try Self.nextMethod(of: instance.type)
        default:
            throw RuntimeFailure("'\(value.typeName)' is not a RandomNumberGenerator")
        }
    }

    /// Runs `body` with the generator in `call`'s inout argument `index`, then leaves the
    /// generator's new value there (an app's generator may be a struct that changes itself).
    static func draw<T>(_ call: SurfaceArguments, generatorAt index: Int, _ body: (inout ScriptRandomGenerator) throws -> T) throws -> T {
        var generator = try ScriptRandomGenerator(call[index], context: call.context, range: call.range)
        let result = try body(&generator)
        if let failure = generator.failure { throw failure }
        call.inouts?.values[index] = generator.value
        return result
    }

    mutating func next() -> UInt64 {
        if failure != nil { return fallback.next() }
        if let services { return services.generator.next() }
        guard let method else { return fallback.next() }
        do {
            var frame = method.makeFrame(context: context)
            frame.slots[0] = value
            let result = try method.run(frame, machine: context.machine, at: range)
            value = frame.slots[0]
            method.pool.give(&frame)
            return try SwiftUnsignedSurface.unsigned(result, "next()")
        } catch {
            failure = error
            return fallback.next()
        }
    }

    private static func nextMethod(of type: StructType) throws -> ScriptFunction {
        guard let method = type.methods["next"]?.first(where: \.labels.isEmpty) else {
            throw RuntimeFailure("'\(type.name)' has no 'next()' method, which RandomNumberGenerator requires")
        }
        return method
    }
}

/// `SystemRandomNumberGenerator()`: here it draws from the scene's seeded generator, so what it
/// gives is the same on every run (docs/SEMANTICS.md, "Determinism").
final class SystemRandomGenerator: HostObject {
    static let shared = SystemRandomGenerator()
    var typeName: String { "SystemRandomNumberGenerator" }
}
