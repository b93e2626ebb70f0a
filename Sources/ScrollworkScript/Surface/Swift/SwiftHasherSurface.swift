/// `Hasher`, and `hashValue` of an app's own Hashable types (README, "hashValue"): what is fed
/// in is hashed with 64-bit FNV-1a, the same on every run, where Swift seeds its hashing anew
/// at each launch. A value of an app's type is fed through its own `hash(into:)` when it
/// declares one, else by all it holds (as Swift's synthesised conformance hashes every stored
/// property); any other value by the text that spells it.
enum SwiftHasherSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("Hasher", doc: "Feeds values into a hash that is the same on every run.") { t in
            t.initializer("init()", doc: "A hasher fed nothing yet.") { _ in .host(HasherValue()) }
            t.method("mutating func combine<H: Hashable>(_ value: H)",
                     doc: "Feeds the value in (an app's value through its own hash(into:) when it has one).") { r, a in
                try hasher(r).combine(a[0], in: a.context)
                return .none
            }
            t.method("func finalize() -> Int", doc: "The hash of what was fed in.") { r, _ in .int(try hasher(r).finalized) }
        }
        // `question.hash(into: &hasher)` in an app's own `hash(into:)`: the value fed in.
        for type in ["String", "Int", "Double", "Bool", "UInt64", "UUID", "Date"] {
            surface.extend(type) { t in
                t.method("func hash(into hasher: inout Hasher)", doc: "Feeds the value into the hasher.") { r, a in
                    try hasher(a[0]).combine(r, in: a.context)
                    return .none
                }
            }
        }
    }

    private static func hasher(_ value: Value) throws -> HasherValue { try ValueReaders.host(value, HasherValue.self, "Hasher") }
}

/// A `Hasher`: the FNV-1a state of what was fed in, each value's text followed by a 0xFF byte
/// (which UTF-8 never holds), so `("ab", "c")` and `("a", "bc")` differ.
final class HasherValue: HostObject {
    private var state: UInt64 = 0xCBF2_9CE4_8422_2325
    var typeName: String { "Hasher" }
    var finalized: Int { Int(truncatingIfNeeded: state) }

    func combine(_ value: Value, in context: ScriptContext?) throws {
        if let own = Self.ownHash(of: value), let context {
            _ = try ScriptInitializers.call(own, on: value, arguments: [.host(self)], in: context)
            return
        }
        for byte in Value.describe(value).utf8 { mix(byte) }
        mix(0xFF)
    }

    private func mix(_ byte: UInt8) { state = (state ^ UInt64(byte)) &* 0x100_0000_01B3 }

    /// `value.hashValue` of an app's Hashable type.
    static func hashValue(of value: Value, in context: ScriptContext?) throws -> Int {
        let hasher = HasherValue()
        try hasher.combine(value, in: context)
        return hasher.finalized
    }

    /// The app's own `hash(into:)` of the value's type, if it declares one.
    private static func ownHash(of value: Value) -> ScriptFunction? {
        let type: StructType
        switch value {
        case .record(let record, _): type = record.type
        case .object(let instance): type = instance.type
        default: return nil
        }
        return type.methods["hash"]?.first { $0.labels == ["into"] }
    }
}
