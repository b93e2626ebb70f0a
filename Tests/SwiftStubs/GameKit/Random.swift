// Declarations only: GameplayKit's random sources as apps reach them through GameKit, as Apple
// documents them, for type-checking fixtures.
import Foundation

public protocol GKRandom {
    func nextInt() -> Int
    func nextInt(upperBound: Int) -> Int
    func nextUniform() -> Float
    func nextBool() -> Bool
}

open class GKRandomSource: NSObject, GKRandom {
    public override init() {}
    open class func sharedRandom() -> GKRandomSource { GKRandomSource() }
    open func arrayByShufflingObjects(in array: [Any]) -> [Any] { array }
    open func nextInt() -> Int { 0 }
    open func nextInt(upperBound: Int) -> Int { 0 }
    open func nextUniform() -> Float { 0 }
    open func nextBool() -> Bool { false }
}

open class GKMersenneTwisterRandomSource: GKRandomSource {
    public override init() {}
    public init(seed: UInt64) {}
    open var seed: UInt64 = 0
}

open class GKLinearCongruentialRandomSource: GKRandomSource {
    public override init() {}
    public init(seed: UInt64) {}
    open var seed: UInt64 = 0
}

open class GKARC4RandomSource: GKRandomSource {
    public override init() {}
}

open class GKRandomDistribution: NSObject, GKRandom {
    public init(randomSource source: GKRandom, lowestValue lowestInclusive: Int, highestValue highestInclusive: Int) {}
    public convenience init(lowestValue lowestInclusive: Int, highestValue highestInclusive: Int) {
        self.init(randomSource: GKRandomSource(), lowestValue: lowestInclusive, highestValue: highestInclusive)
    }
    open class func d6() -> Self { fatalError() }
    open class func d20() -> Self { fatalError() }
    open var lowestValue: Int { 0 }
    open var highestValue: Int { 0 }
    open var numberOfPossibleOutcomes: Int { 0 }
    open func nextInt() -> Int { 0 }
    open func nextInt(upperBound: Int) -> Int { 0 }
    open func nextUniform() -> Float { 0 }
    open func nextBool() -> Bool { false }
}
