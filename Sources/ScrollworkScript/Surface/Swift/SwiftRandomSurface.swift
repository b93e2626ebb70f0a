import ScrollworkCore

/// `random(in:)`, `randomElement()` and `shuffled()`: the standard library's own algorithms
/// run on the scene's one seeded generator (docs/SEMANTICS.md, "Determinism"), so a scene draws the
/// same numbers every time it runs (seed 0 unless `set seed N`). The `using:` forms run the same
/// algorithms on the app's own `RandomNumberGenerator` (`ScriptRandomGenerator`);
/// `SystemRandomNumberGenerator` is the scene's seeded generator, and the C library's
/// `srand48`/`drand48` keep their state per scene; `arc4random` draws from the scene's generator.
enum SwiftRandomSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        generators(&surface)
        surface.extend("Int") { t in
            // `1...6` is kept as `1..<7`, so both range types draw alike.
            for range in ["Range<Int>", "ClosedRange<Int>"] {
                t.staticFunction("static func random(in range: \(range)) -> Int",
                                 doc: "A number in the range, from the scene's seeded generator.") { a in
                    try int(a[0], using: &a.context.requiredServices().generator)
                }
                t.staticFunction("static func random<T: RandomNumberGenerator>(in range: \(range), using generator: inout T) -> Int",
                                 doc: "A number in the range, made from the generator's next() as Swift makes it.") { a in
                    try ScriptRandomGenerator.draw(a, generatorAt: 1) { try int(a[0], using: &$0) }
                }
            }
        }
        surface.extend("UInt64") { t in
            for range in ["Range<UInt64>", "ClosedRange<UInt64>"] {
                t.staticFunction("static func random(in range: \(range)) -> UInt64",
                                 doc: "A number in the range, from the scene's seeded generator.") { a in
                    try unsigned(a[0], using: &a.context.requiredServices().generator)
                }
            }
        }
        surface.extend("Double") { t in
            t.staticFunction("static func random(in range: ClosedRange<Double>) -> Double",
                             doc: "A number from lowerBound through upperBound, from the scene's seeded generator.") { a in
                try double(a[0], closed: true, using: &a.context.requiredServices().generator)
            }
            t.staticFunction("static func random(in range: Range<Double>) -> Double",
                             doc: "A number from lowerBound up to upperBound, from the scene's seeded generator.") { a in
                try double(a[0], closed: false, using: &a.context.requiredServices().generator)
            }
            t.staticFunction("static func random<T: RandomNumberGenerator>(in range: ClosedRange<Double>, using generator: inout T) -> Double",
                             doc: "A number from lowerBound through upperBound, made from the generator's next() as Swift makes it.") { a in
                try ScriptRandomGenerator.draw(a, generatorAt: 1) { try double(a[0], closed: true, using: &$0) }
            }
            t.staticFunction("static func random<T: RandomNumberGenerator>(in range: Range<Double>, using generator: inout T) -> Double",
                             doc: "A number from lowerBound up to upperBound, made from the generator's next() as Swift makes it.") { a in
                try ScriptRandomGenerator.draw(a, generatorAt: 1) { try double(a[0], closed: false, using: &$0) }
            }
        }
        surface.extend("Bool") { t in
            t.staticFunction("static func random() -> Bool", doc: "true or false, from the scene's seeded generator.") { a in
                .bool(Bool.random(using: &(try a.context.requiredServices()).generator))
            }
            t.staticFunction("static func random<T: RandomNumberGenerator>(using generator: inout T) -> Bool",
                             doc: "true or false, made from the generator's next() as Swift makes it.") { a in
                .bool(try ScriptRandomGenerator.draw(a, generatorAt: 0) { Bool.random(using: &$0) })
            }
        }
        surface.extend("Sequence") { t in
            t.method("func randomElement() -> Element?", doc: "An element chosen by the scene's seeded generator, or nil when empty.") { r, a in
                try Sequences.elements(r, in: a.context).randomElement(using: &a.context.requiredServices().generator) ?? .none
            }
            t.method("func randomElement<T: RandomNumberGenerator>(using generator: inout T) -> Element?",
                     doc: "An element chosen from the generator's next() as Swift chooses it, or nil when empty.") { r, a in
                let items = try Sequences.elements(r, in: a.context)
                return try ScriptRandomGenerator.draw(a, generatorAt: 0) { items.randomElement(using: &$0) } ?? .none
            }
            t.method("func shuffled() -> [Element]", doc: "The elements in an order drawn from the scene's seeded generator.") { r, a in
                .array(try Sequences.elements(r, in: a.context).shuffled(using: &a.context.requiredServices().generator))
            }
            t.method("func shuffled<T: RandomNumberGenerator>(using generator: inout T) -> [Element]",
                     doc: "The elements in an order drawn from the generator's next() as Swift draws it.") { r, a in
                let items = try Sequences.elements(r, in: a.context)
                return .array(try ScriptRandomGenerator.draw(a, generatorAt: 0) { items.shuffled(using: &$0) })
            }
        }
        surface.extend("Array") { t in
            t.mutating("mutating func shuffle()", doc: "Puts the elements in an order drawn from the scene's seeded generator.") { r, a in
                let services = try a.context.requiredServices()
                try shuffle(&r, a) { $0.shuffle(using: &services.generator) }
                return .none
            }
            t.mutating("mutating func shuffle<T: RandomNumberGenerator>(using generator: inout T)",
                       doc: "Puts the elements in an order drawn from the generator's next() as Swift draws it.") { r, a in
                try shuffle(&r, a) { items in try ScriptRandomGenerator.draw(a, generatorAt: 0) { items.shuffle(using: &$0) } }
                return .none
            }
        }
    }

    /// `RandomNumberGenerator`, the system's generator and the C library's `drand48` family.
    private static func generators(_ surface: inout SurfaceBuilder) {
        surface.type("RandomNumberGenerator", .protocol,
                     doc: "A source of random bits; an app's own generator's next() feeds the using: forms.")
        surface.type("SystemRandomNumberGenerator", conformsTo: ["RandomNumberGenerator"],
                     doc: "The system's generator; here the scene's seeded one, so it gives the same numbers every run.") { t in
            t.initializer("init()", doc: "The system's generator: here the scene's seeded one.") { _ in
                .host(SystemRandomGenerator.shared)
            }
            t.mutating("mutating func next() -> UInt64", doc: "The next 64 random bits of the scene's seeded generator.") { _, a in
                .uint(try a.context.requiredServices().generator.next())
            }
        }
        surface.function("func srand48(_ seedval: Int)", doc: "Seeds the scene's drand48 generator.") { a in
            try a.context.requiredServices().rand48.seed(try ValueReaders.int(a[0], "srand48"))
            return .none
        }
        surface.function("func drand48() -> Double", doc: "The scene's drand48 generator's next number in 0..<1.") { a in
            .double(try a.context.requiredServices().rand48.nextFraction())
        }
        surface.function("func arc4random() -> UInt32", doc: "32 random bits from the scene's seeded generator.") { a in
            let services = try a.context.requiredServices()
            return .int(Int(UInt32.random(in: .min ... .max, using: &services.generator)))
        }
        surface.function("func arc4random_uniform(_ upperBound: UInt32) -> UInt32",
                         doc: "A number below upperBound (0 when it is under 2), from the scene's seeded generator.") { a in
            let bound = try ValueReaders.int(a[0], "arc4random_uniform")
            guard (0...Int(UInt32.max)).contains(bound) else {
                throw RuntimeFailure("arc4random_uniform(_:) takes a UInt32, not \(bound)")
            }
            guard bound >= 2 else { return .int(0) }
            let services = try a.context.requiredServices()
            return .int(Int.random(in: 0..<bound, using: &services.generator))
        }
    }

    private static func int<G: RandomNumberGenerator>(_ value: Value, using generator: inout G) throws -> Value {
        guard case .range(let low, let high) = value else { throw RuntimeFailure("random(in:) needs a range of Int") }
        guard low < high else { throw RuntimeFailure("Int.random(in:) needs a range that is not empty") }
        return .int(Int.random(in: low..<high, using: &generator))
    }

    private static func unsigned<G: RandomNumberGenerator>(_ value: Value, using generator: inout G) throws -> Value {
        guard let (lower, upper, closed) = UnsignedRangeTypes.pair.bounds(value), case .uint(let low) = lower, case .uint(let high) = upper else {
            throw RuntimeFailure("random(in:) needs a range of UInt64")
        }
        if closed { return .uint(UInt64.random(in: low...high, using: &generator)) }
        guard low < high else { throw RuntimeFailure("UInt64.random(in:) needs a range that is not empty") }
        return .uint(UInt64.random(in: low..<high, using: &generator))
    }

    private static func double<G: RandomNumberGenerator>(_ value: Value, closed: Bool, using generator: inout G) throws -> Value {
        guard let (low, high, _) = FloatingRangeTypes.bounds(value), low.isFinite, high.isFinite else {
            throw RuntimeFailure("random(in:) needs a range of finite numbers")
        }
        if closed { return .double(Double.random(in: low...high, using: &generator)) }
        guard low < high else { throw RuntimeFailure("Double.random(in:) needs a range that is not empty") }
        return .double(Double.random(in: low..<high, using: &generator))
    }

    private static func shuffle(_ receiver: inout Value, _ a: SurfaceArguments, _ order: (inout [Value]) throws -> Void) throws {
        var items = try Sequences.elements(receiver, in: a.context)
        receiver = .none
        defer { receiver = .array(items) }
        try order(&items)
    }
}
