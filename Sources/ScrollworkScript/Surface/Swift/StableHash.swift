/// `hashValue` as scrollwork gives it (README, "hashValue"): Swift seeds its hashing anew each
/// time an app launches, and a scene must read the same on every run, so a value's hash is the
/// 64-bit FNV-1a hash of the UTF-8 bytes of the text that spells it.
enum StableHash {
    static func of(_ text: String) -> Value {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return .int(Int(truncatingIfNeeded: hash))
    }
}
