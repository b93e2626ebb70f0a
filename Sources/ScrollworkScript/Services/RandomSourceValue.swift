/// A GameplayKit random source: a class, so every holder draws from the one sequence.
final class RandomSourceValue: HostObject {
    let seed: UInt64
    var twister: MersenneTwister
    init(seed: UInt64) {
        self.seed = seed
        twister = MersenneTwister(seed: seed)
    }
    var typeName: String { "GKMersenneTwisterRandomSource" }
}
