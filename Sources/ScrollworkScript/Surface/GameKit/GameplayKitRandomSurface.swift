/// GameplayKit's random sources (apps reach them with `import GameKit`), made deterministic:
/// every source draws from a Mersenne Twister (MT19937), a seeded one from its seed, an unseeded
/// one from a seed the scene's generator gives. The same seed gives the same numbers on every
/// run, but not the numbers GameKit's own algorithms give (they are not documented): a caveat
/// says so where a source is made.
enum GameplayKitRandomSurface: SurfaceProvider {
    static let caveat = "GameKit's random sources are simulated by a Mersenne Twister: the same seed gives the same numbers on every run, not the numbers GameKit gives"

    static func register(in surface: inout SurfaceBuilder) {
        surface.type("GKRandom", .protocol, doc: "A source of random numbers.") { t in
            t.method("func nextInt() -> Int", doc: "A number from Int32.min to Int32.max.") { r, _ in
                .int(Int(Int32(bitPattern: try source(r).twister.next())))
            }
            t.method("func nextInt(upperBound: Int) -> Int", doc: "A number from 0 up to upperBound, excluded; each equally likely.") { r, a in
                let bound = try ValueReaders.int(a[0], "upperBound")
                guard bound > 0, bound <= Int(UInt32.max) else { throw RuntimeFailure("nextInt(upperBound:) needs an upper bound from 1 to 4294967295, not \(bound)") }
                return .int(Int(try source(r).twister.next(below: UInt32(bound))))
            }
            t.method("func nextUniform() -> Float", doc: "A number from 0 up to 1, excluded: the top 24 bits of a draw over 2²⁴.") { r, _ in
                .double(Double(try source(r).twister.next() >> 8) / Double(1 << 24))
            }
            t.method("func nextBool() -> Bool", doc: "True or false, equally likely: the top bit of a draw.") { r, _ in
                .bool(try source(r).twister.next() >> 31 == 1)
            }
        }
        surface.type("GKRandomSource", .class, conformsTo: ["GKRandom"], doc: "A random source seeded from the scene's generator.") { t in
            t.initializer("init()", doc: "A source with a seed the scene's generator gives.", caveat: caveat) { a in try unseeded(a) }
            t.staticFunction("class func sharedRandom() -> GKRandomSource", doc: "The scene's one shared source, seeded from its generator.",
                             caveat: caveat) { a in .host(try a.context.requiredServices().sharedRandomSource()) }
            t.method("func arrayByShufflingObjects(in array: [Any]) -> [Any]", doc: "The elements in an order the source draws (Fisher–Yates).") { r, a in
                let twister = try source(r)
                var elements = try Sequences.elements(a[0], in: a.context)
                for i in stride(from: elements.count - 1, to: 0, by: -1) {
                    elements.swapAt(i, Int(twister.twister.next(below: UInt32(i + 1))))
                }
                return .array(elements)
            }
        }
        for (name, description) in [("GKMersenneTwisterRandomSource", "A Mersenne Twister"),
                                     ("GKLinearCongruentialRandomSource", "A linear congruential source (here a Mersenne Twister)"),
                                     ("GKARC4RandomSource", "An ARC4 source (here a Mersenne Twister)")] {
            surface.type(name, .class, conformsTo: ["GKRandomSource", "GKRandom"], doc: description + ".") { t in
                t.initializer("init()", doc: "A source with a seed the scene's generator gives.", caveat: caveat) { a in try unseeded(a) }
                if name != "GKARC4RandomSource" {
                    t.initializer("init(seed: UInt64)", doc: "A source that gives the same numbers for the same seed.", caveat: caveat) { a in
                        .host(RandomSourceValue(seed: try seed(a[0])))
                    }
                    t.property("var seed: UInt64 { get }", doc: "The seed it started from.") { r in .uint(try source(r).seed) }
                }
            }
        }
        distributions(&surface)
    }

    private static func distributions(_ surface: inout SurfaceBuilder) {
        surface.type("GKRandomDistribution", .class, conformsTo: ["GKRandom"], doc: "Whole numbers from a lowest to a highest value, each equally likely.") { t in
            t.initializer("init(randomSource source: GKRandom, lowestValue lowestInclusive: Int, highestValue highestInclusive: Int)",
                          doc: "Numbers in the range, drawn from the source.") { a in
                try distribution(source(a[0]), lowest: a[1], highest: a[2])
            }
            t.initializer("init(lowestValue lowestInclusive: Int, highestValue highestInclusive: Int)",
                          doc: "Numbers in the range, drawn from a new source.", caveat: caveat) { a in
                try distribution(newSource(a), lowest: a[0], highest: a[1])
            }
            t.staticFunction("class func d6() -> Self", doc: "A six-sided die: 1 to 6.", caveat: caveat) { a in
                .host(RandomDistributionValue(source: try newSource(a), lowest: 1, highest: 6))
            }
            t.staticFunction("class func d20() -> Self", doc: "A twenty-sided die: 1 to 20.", caveat: caveat) { a in
                .host(RandomDistributionValue(source: try newSource(a), lowest: 1, highest: 20))
            }
            t.method("func nextInt() -> Int", doc: "A number from lowestValue to highestValue, each equally likely.") { r, _ in
                let distribution = try drawn(r)
                return .int(distribution.lowest + Int(distribution.source.twister.next(below: UInt32(distribution.count))))
            }
            t.method("func nextInt(upperBound: Int) -> Int",
                     doc: "A number of the distribution below upperBound, each equally likely; an error when none is.") { r, a in
                let distribution = try drawn(r), bound = try ValueReaders.int(a[0], "upperBound")
                let count = min(distribution.count, bound - distribution.lowest)
                guard count > 0 else { throw RuntimeFailure("nextInt(upperBound:) needs an upper bound above lowestValue (\(distribution.lowest)), not \(bound)") }
                return .int(distribution.lowest + Int(distribution.source.twister.next(below: UInt32(count))))
            }
            t.property("var lowestValue: Int { get }", doc: "The lowest number it gives.") { r in .int(try drawn(r).lowest) }
            t.property("var highestValue: Int { get }", doc: "The highest number it gives.") { r in .int(try drawn(r).highest) }
            t.property("var numberOfPossibleOutcomes: Int { get }", doc: "How many numbers it gives.") { r in .int(try drawn(r).count) }
        }
    }

    private static func distribution(_ source: RandomSourceValue, lowest: Value, highest: Value) throws -> Value {
        let low = try ValueReaders.int(lowest, "lowestValue"), high = try ValueReaders.int(highest, "highestValue")
        guard low <= high, high - low < Int(UInt32.max) else { throw RuntimeFailure("GKRandomDistribution needs lowestValue ≤ highestValue, not \(low) and \(high)") }
        return .host(RandomDistributionValue(source: source, lowest: low, highest: high))
    }

    private static func seed(_ value: Value) throws -> UInt64 {
        if case .int(let signed) = value { return UInt64(bitPattern: Int64(signed)) }
        return try SwiftUnsignedSurface.unsigned(value, "seed")
    }

    private static func newSource(_ a: SurfaceArguments) throws -> RandomSourceValue {
        RandomSourceValue(seed: try a.context.requiredServices().generator.next())
    }

    private static func unseeded(_ a: SurfaceArguments) throws -> Value { .host(try newSource(a)) }

    /// The Mersenne Twister behind a source, or behind a distribution's source.
    private static func source(_ value: Value) throws -> RandomSourceValue {
        switch value {
        case .host(let source as RandomSourceValue): return source
        case .host(let distribution as RandomDistributionValue): return distribution.source
        default: throw RuntimeFailure(RuntimeMessages.typeMismatch("GKRandom", value))
        }
    }

    private static func drawn(_ value: Value) throws -> RandomDistributionValue {
        try ValueReaders.host(value, RandomDistributionValue.self, "GKRandomDistribution")
    }
}

/// A `GKRandomDistribution`: numbers from `lowest` to `highest` drawn from its source.
final class RandomDistributionValue: HostObject {
    let source: RandomSourceValue
    let lowest: Int, highest: Int
    init(source: RandomSourceValue, lowest: Int, highest: Int) {
        self.source = source
        self.lowest = lowest
        self.highest = highest
    }
    /// How many numbers it gives.
    var count: Int { highest - lowest + 1 }
    var typeName: String { "GKRandomDistribution" }
}
