import ScrollworkCore

/// `random(in:)`, `randomElement()` and `shuffled()`: the standard library's own algorithms
/// run on the scene's one seeded generator (docs/SEMANTICS.md, "Determinism"), so a scene draws the
/// same numbers every time it runs (seed 0 unless `set seed N`).
enum SwiftRandomSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.extend("Int") { t in
            t.staticFunction("static func random(in range: Range<Int>) -> Int",
                             doc: "A number in the range, from the scene's seeded generator.") { a in
                guard case .range(let low, let high) = a[0] else { throw RuntimeFailure("random(in:) needs a range of Int") }
                guard low < high else { throw RuntimeFailure("Int.random(in:) needs a range that is not empty") }
                let services = try a.context.requiredServices()
                return .int(Int.random(in: low..<high, using: &services.generator))
            }
        }
        surface.extend("Double") { t in
            t.staticFunction("static func random(in range: ClosedRange<Double>) -> Double",
                             doc: "A number from lowerBound through upperBound, from the scene's seeded generator.") { a in
                try .double(random(a[0], closed: true, in: a.context))
            }
            t.staticFunction("static func random(in range: Range<Double>) -> Double",
                             doc: "A number from lowerBound up to upperBound, from the scene's seeded generator.") { a in
                try .double(random(a[0], closed: false, in: a.context))
            }
        }
        surface.extend("Bool") { t in
            t.staticFunction("static func random() -> Bool", doc: "true or false, from the scene's seeded generator.") { a in
                let services = try a.context.requiredServices()
                return .bool(Bool.random(using: &services.generator))
            }
        }
        surface.extend("Sequence") { t in
            t.method("func randomElement() -> Element?", doc: "An element chosen by the scene's seeded generator, or nil when empty.") { r, a in
                let items = try Sequences.elements(r, in: a.context)
                let services = try a.context.requiredServices()
                return items.randomElement(using: &services.generator) ?? .none
            }
            t.method("func shuffled() -> [Element]", doc: "The elements in an order drawn from the scene's seeded generator.") { r, a in
                let items = try Sequences.elements(r, in: a.context)
                let services = try a.context.requiredServices()
                return .array(items.shuffled(using: &services.generator))
            }
        }
        surface.extend("Array") { t in
            t.mutating("mutating func shuffle()", doc: "Puts the elements in an order drawn from the scene's seeded generator.") { r, a in
                var items = try Sequences.elements(r, in: a.context)
                let services = try a.context.requiredServices()
                r = .none
                items.shuffle(using: &services.generator)
                r = .array(items)
                return .none
            }
        }
    }

    private static func random(_ value: Value, closed: Bool, in context: ScriptContext?) throws -> Double {
        guard let (low, high, _) = FloatingRangeTypes.bounds(value), low.isFinite, high.isFinite else {
            throw RuntimeFailure("random(in:) needs a range of finite numbers")
        }
        let services = try context.requiredServices()
        if closed { return Double.random(in: low...high, using: &services.generator) }
        guard low < high else { throw RuntimeFailure("Double.random(in:) needs a range that is not empty") }
        return Double.random(in: low..<high, using: &services.generator)
    }
}
