import Testing
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkTestSupport
@testable import ScrollworkScript

/// `updateTarget` compiled to read its arguments unboxed (`TargetMethod`) must do exactly what
/// the method compiled as usual does: the same behaviours, built once each way, run on the
/// same seeded inputs, must leave the same target (bit for bit) or fail with the same
/// located error, and leave the target alone when they fail.
struct UnboxedTargetTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// The members of `struct B: ScrollTargetBehavior`, and anything after it.
        var body: String
        var after = ""
        /// Whether the method takes the unboxed path.
        var unboxed = true
        var testDescription: String { name }

        var source: String { "struct B: ScrollTargetBehavior {\n\(body)\n}\n\(after)" }
    }

    static let cases: [Case] = [
        Case(name: "snap to top", body: """
            var threshold: CGFloat = 50
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                if target.rect.minY < threshold && context.velocity.dy > 0 { target.rect.origin.y = 0 }
            }
            """),
        Case(name: "grid, rounded, guard on a Bool property", body: """
            var cell: CGFloat = 100
            var enabled = true
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                guard enabled else { return }
                target.rect.origin.y = (target.rect.minY / cell).rounded() * cell
            }
            """),
        Case(name: "whole target from the context", body: """
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                if context.velocity.dy < 0 { target = context.originalTarget }
            }
            """),
        Case(name: "every rect member", body: """
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                let r = target.rect
                let sum = r.minX + r.minY + r.maxX + r.maxY + r.midX + r.midY + r.width + r.height
                let direct = target.rect.minX + target.rect.maxY + target.rect.midX + target.rect.midY + target.rect.width
                target.rect.origin.x = sum - direct - target.rect.height
                target.rect.size.width = target.rect.origin.y + target.rect.size.height
            }
            """),
        Case(name: "context sizes, original target and self, explicitly", body: """
            var share = 0.25
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                let limit = context.contentSize.height - context.containerSize.height
                let page = context.containerSize.height * self.share + context.contentSize.width * 0
                var y = context.originalTarget.rect.minY + (context.velocity.dy > 0 ? page : -page)
                y = min(max(y, 0), limit)
                target.rect.origin.y = y + context.velocity.dx * 0
            }
            """),
        Case(name: "rect, origin and size written whole", body: """
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                if context.velocity.dy > 300 {
                    target.rect = CGRect(x: 1, y: 2, width: context.containerSize.width, height: 3)
                } else if context.velocity.dy > 0 {
                    target.rect.origin = CGPoint(x: 5, y: target.rect.maxY)
                } else {
                    target.rect.size = CGSize(width: 10, height: context.velocity.dy)
                }
            }
            """),
        Case(name: "anchor set, cleared and read", body: """
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                if target.anchor == nil { target.anchor = .top } else { target.anchor = nil }
                if context.velocity.dy > 0 { target.anchor = UnitPoint(x: 0.25, y: context.velocity.dy / 1000) }
                target.rect.origin.x = target.anchor?.y ?? -1
            }
            """),
        Case(name: "compound assignments and a loop", body: """
            var steps = 3
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                for i in 0..<steps { target.rect.origin.y += Double(i) * 0.5 }
                target.rect.origin.y -= context.velocity.dy * 0.01
                target.rect.size.height *= 2
                var count = 0
                count += 1
                target.rect.origin.x = Double(count)
            }
            """),
        Case(name: "a copy of the target, changed and restored", body: """
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                let saved = target
                target.rect.origin.y += 40
                if context.velocity.dy < 0 { target = saved }
                var other = target
                other.rect.origin.y = 1
                target.rect.size.width = other.rect.minY + saved.rect.minY
            }
            """),
        Case(name: "the target passed inout to a method and a function", body: """
            func clamp(_ target: inout ScrollTarget, to limit: Double) {
                target.rect.origin.y = min(target.rect.origin.y, limit)
            }
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                clamp(&target, to: context.contentSize.height - context.containerSize.height)
                nudge(&target, by: context.velocity.dy > 0 ? 1 : -1)
            }
            """, after: """
            func nudge(_ target: inout ScrollTarget, by amount: Double) {
                target.rect.origin.y += amount
            }
            """),
        Case(name: "a helper reading the context record", body: """
            func half(_ context: TargetContext) -> Double { context.containerSize.height / 2 }
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                let c = context
                target.rect.origin.y = half(c) + c.velocity.dy * 0 + half(context)
            }
            """),
        Case(name: "a closure in the body runs as written", body: """
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                let twice = { (x: Double) -> Double in x * 2 }
                target.rect.origin.y = twice(target.rect.minY)
            }
            """, unboxed: false),
        Case(name: "a runtime error", body: """
            var pages = 0
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                target.rect.origin.y = 1
                let page = Int(target.rect.minY) / pages
                target.rect.origin.y = Double(page)
            }
            """),
        Case(name: "an index out of range", body: """
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                let starts = [0.0, 100.0]
                target.rect.origin.y = starts[Int(context.velocity.dy > 0 ? 1 : 2)]
            }
            """),
        Case(name: "a runaway loop", body: """
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                target.rect.origin.y = 3
                while target.rect.minY > 0 { target.rect.origin.y += 1 }
            }
            """),
        Case(name: "runaway recursion", body: """
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                target.rect.origin.y = Double(down(1))
            }
            """, after: "func down(_ n: Int) -> Int { n + down(n + 1) }"),
    ]

    /// The same behaviour through the unboxed method and through the method compiled as usual.
    static func behaviours(_ c: Case) throws -> (unboxed: ScriptTargetBehavior, general: ScriptTargetBehavior, program: ScriptProgram) {
        let program = try loadProgram(c.source, stepBudget: 10_000, recursionLimit: 50)
        let unboxed = try #require(try program.makeTargetBehavior("B()") as? ScriptTargetBehavior)
        let general = ScriptTargetBehavior(type: unboxed.type, fields: unboxed.fields, method: unboxed.method, typed: nil,
                                           program: unboxed.program, location: unboxed.location.map(SourceRange.init))
        return (unboxed, general, program)
    }

    /// A target and a context with every field varied, anchors sometimes set, some heights negative.
    static func input(_ random: inout SplitMix64) -> (ScrollTarget, TargetContext) {
        func number(_ scale: Double) -> Double { (Double(random.below(20_001)) - 10_000) / 10_000 * scale }
        func rect() -> Rect { Rect(x: number(50), y: number(2_000), width: number(400), height: number(900)) }
        func anchor() -> UnitPoint? { random.below(3) == 0 ? nil : UnitPoint(x: number(1), y: number(1)) }
        let original = ScrollTarget(rect: rect(), anchor: anchor())
        let context = TargetContext(originalTarget: original, velocity: Vector(dx: number(100), dy: number(2_000)),
                                    contentSize: Size(width: number(400), height: abs(number(6_000))),
                                    containerSize: Size(width: abs(number(400)), height: abs(number(900))),
                                    axis: random.below(4) == 0 ? .horizontal : .vertical, releaseTarget: rect(),
                                    containerLength: 844, targetStarts: [])
        return (ScrollTarget(rect: rect(), anchor: anchor()), context)
    }

    /// The outcome of one call: the target's numbers as bits (NaN equals NaN), or the error.
    enum Outcome: Equatable {
        case target([UInt64])
        case failure(String, SourceRange)
    }

    static func outcome(_ behavior: any TargetBehavior, _ target: ScrollTarget, _ context: TargetContext) -> Outcome {
        var result = target
        do {
            try behavior.updateTarget(&result, context: context)
        } catch let diagnostic as Diagnostic {
            // A failed call leaves the target as it was.
            return result == target ? .failure(diagnostic.message, diagnostic.range) : .failure("changed the target", .unlocated)
        } catch {
            return .failure("\(error)", .unlocated)
        }
        let anchor: [UInt64] = result.anchor.map { [1, $0.x.bitPattern, $0.y.bitPattern] } ?? [0]
        let rect = [result.rect.origin.x, result.rect.origin.y, result.rect.size.width, result.rect.size.height]
        return .target(rect.map(\.bitPattern) + anchor)
    }

    @Test(arguments: cases)
    func bothPathsAgreeOnSeededInputs(_ c: Case) throws {
        let (unboxed, general, _) = try Self.behaviours(c)
        #expect((unboxed.call.typed != nil) == c.unboxed)
        var random = SplitMix64(seed: c.name)
        for index in 0..<300 {
            let (target, context) = Self.input(&random)
            let fast = Self.outcome(unboxed, target, context), slow = Self.outcome(general, target, context)
            #expect(fast == slow, "input \(index)")
            if fast != slow { return }
        }
    }

    @Test func errorsAreLocatedAsTheMethodCompiledAsUsualLocatesThem() throws {
        let cases = Self.cases.filter { ["a runtime error", "a runaway loop", "runaway recursion"].contains($0.name) }
        for c in cases {
            let (unboxed, _, program) = try Self.behaviours(c)
            #expect(unboxed.call.typed != nil)
            var target = ScrollTarget(rect: Rect(x: 0, y: 10, width: 390, height: 844))
            do {
                try unboxed.updateTarget(&target, context: targetContext(velocity: 100))
                Issue.record("\(c.name): no error")
            } catch let diagnostic as Diagnostic {
                let rendered = DiagnosticRenderer(files: program.files, color: false).render(diagnostic)
                switch c.name {
                case "a runtime error": #expect(rendered.hasPrefix("test.swift:5:16: error: division by zero"), "\(rendered)")
                case "a runaway loop": #expect(rendered.hasPrefix("test.swift:4:5: error: script exceeded its step budget of 10000"),
                                               "\(rendered)")
                default: #expect(rendered.contains("error: recursion deeper than 50 calls"), "\(rendered)")
                }
            }
            #expect(target.rect.minY == 10)
            // The behaviour still works after a failed call.
            #expect(throws: Diagnostic.self) { try unboxed.updateTarget(&target, context: targetContext(velocity: 100)) }
        }
    }

    /// A call stores only the context fields the method reads, all of them once the context is
    /// used as a record, and reads the target back only when the method may write it.
    @Test(arguments: [
        ("snap to top", TargetNumbers.velocityField, true),
        ("whole target from the context", TargetNumbers.velocityField | TargetNumbers.originalTargetField, true),
        ("context sizes, original target and self, explicitly", TargetNumbers.originalTargetField
            | TargetNumbers.velocityField | TargetNumbers.contentSizeField | TargetNumbers.containerSizeField, true),
        ("a helper reading the context record", TargetUses.allContextFields, true),
        ("a runaway loop", 0, true),
    ] as [(String, UInt8, Bool)])
    func onlyWhatTheMethodUsesIsConverted(_ name: String, _ fields: UInt8, _ writes: Bool) throws {
        let c = try #require(Self.cases.first { $0.name == name })
        let uses = try #require(try Self.behaviours(c).unboxed.call.typed?.uses)
        #expect(uses.contextFields == fields)
        #expect(uses.writesTarget == writes)
    }

    @Test func aMethodThatOnlyReadsTheTargetDoesNotWriteItBack() throws {
        let program = try loadProgram("""
        struct Reader: ScrollTargetBehavior {
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                let y = target.rect.minY
                print(y)
            }
        }
        """)
        let behavior = try #require(try program.makeTargetBehavior("Reader()") as? ScriptTargetBehavior)
        #expect(behavior.call.typed?.uses.writesTarget == false)
        #expect(behavior.call.typed?.uses.contextFields == 0)
        var target = ScrollTarget(rect: Rect(x: 0, y: 12.5, width: 390, height: 844), anchor: .center)
        try behavior.updateTarget(&target, context: targetContext(velocity: 1))
        #expect(target == ScrollTarget(rect: Rect(x: 0, y: 12.5, width: 390, height: 844), anchor: .center))
        #expect(program.takeOutput() == ["12.5"])
    }

    @Test func aCallKeepsNoLocalOfTheCallBefore() throws {
        let program = try loadProgram("""
        struct Counting: ScrollTargetBehavior {
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                var seen: [Double] = []
                seen.append(target.rect.minY)
                target.rect.origin.y = Double(seen.count)
            }
        }
        """)
        let behavior = try #require(try program.makeTargetBehavior("Counting()") as? ScriptTargetBehavior)
        #expect(behavior.call.typed != nil)
        for _ in 0..<3 {
            var target = ScrollTarget(rect: Rect(x: 0, y: 500, width: 390, height: 844))
            try behavior.updateTarget(&target, context: targetContext(velocity: 1))
            #expect(target.rect.minY == 1)
        }
    }

    @Test func parametersSetLaterAreReadUnboxed() throws {
        let program = try loadProgram(snapToTopSource)
        let behavior = try #require(try program.makeTargetBehavior("SnapToTop()"))
        let wider = try program.setParameter("threshold", of: behavior, to: "500")
        #expect((wider as? ScriptTargetBehavior)?.call.typed != nil)
        var target = ScrollTarget(rect: Rect(x: 0, y: 400, width: 390, height: 844))
        try wider.updateTarget(&target, context: targetContext(velocity: 10))
        #expect(target.rect.minY == 0)
        target = ScrollTarget(rect: Rect(x: 0, y: 400, width: 390, height: 844))
        try behavior.updateTarget(&target, context: targetContext(velocity: 10))
        #expect(target.rect.minY == 400)
    }
}
