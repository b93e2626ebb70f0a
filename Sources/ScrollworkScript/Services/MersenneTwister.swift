/// MT19937, the 32-bit Mersenne Twister of Matsumoto and Nishimura (1998), as their reference
/// code defines it: `init_genrand` for one 32-bit seed, `init_by_array` for a key of several
/// words (a 64-bit seed is the key [low word, high word]), `genrand_int32` for each number.
struct MersenneTwister {
    private static let count = 624, shift = 397
    private var state: [UInt32]
    private var index: Int

    /// `init_genrand(seed)`.
    init(seed32: UInt32) {
        state = [UInt32](repeating: 0, count: Self.count)
        state[0] = seed32
        for i in 1..<Self.count {
            state[i] = 1_812_433_253 &* (state[i - 1] ^ (state[i - 1] >> 30)) &+ UInt32(i)
        }
        index = Self.count
    }

    /// `init_by_array(key)`.
    init(key: [UInt32]) {
        self.init(seed32: 19_650_218)
        let n = Self.count
        var i = 1, j = 0
        for _ in 0..<max(n, key.count) {
            state[i] = (state[i] ^ ((state[i - 1] ^ (state[i - 1] >> 30)) &* 1_664_525)) &+ key[j] &+ UInt32(j)
            i += 1
            j += 1
            if i >= n { state[0] = state[n - 1]; i = 1 }
            if j >= key.count { j = 0 }
        }
        for _ in 0..<(n - 1) {
            state[i] = (state[i] ^ ((state[i - 1] ^ (state[i - 1] >> 30)) &* 1_566_083_941)) &- UInt32(i)
            i += 1
            if i >= n { state[0] = state[n - 1]; i = 1 }
        }
        state[0] = 0x8000_0000
    }

    /// A 64-bit seed as the key of its low and high words.
    init(seed: UInt64) {
        self.init(key: [UInt32(truncatingIfNeeded: seed), UInt32(truncatingIfNeeded: seed >> 32)])
    }

    /// `genrand_int32()`: the next number, 0 to 2³² − 1.
    mutating func next() -> UInt32 {
        if index >= Self.count { twist() }
        var y = state[index]
        index += 1
        y ^= y >> 11
        y ^= (y << 7) & 0x9D2C_5680
        y ^= (y << 15) & 0xEFC6_0000
        return y ^ (y >> 18)
    }

    /// A number from 0 up to `bound` (excluded), every one equally likely: draws above the
    /// largest multiple of `bound` are drawn again.
    mutating func next(below bound: UInt32) -> UInt32 {
        precondition(bound > 0)
        let limit = UInt32.max - UInt32.max % bound
        while true {
            let draw = next()
            if draw < limit { return draw % bound }
        }
    }

    private mutating func twist() {
        let n = Self.count
        for k in 0..<n {
            let y = (state[k] & 0x8000_0000) | (state[(k + 1) % n] & 0x7FFF_FFFF)
            state[k] = state[(k + Self.shift) % n] ^ (y >> 1) ^ (y & 1 == 0 ? 0 : 0x9908_B0DF)
        }
        index = 0
    }
}
