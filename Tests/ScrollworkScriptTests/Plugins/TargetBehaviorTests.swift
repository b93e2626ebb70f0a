import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

let snapToTopSource = """
import SwiftUI

/// The WWDC snap-to-top example: a flick that would stop near the top goes to the top.
struct SnapToTop: ScrollTargetBehavior {
    var threshold: CGFloat = 50

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        if target.rect.minY < threshold && context.velocity.dy > 0 {
            target.rect.origin.y = 0
        }
    }
}

extension ScrollTargetBehavior where Self == SnapToTop {
    static var snapToTop: SnapToTop { .init() }
}
"""

private func target(minY: Double) -> ScrollTarget {
    ScrollTarget(rect: Rect(x: 0, y: minY, width: 390, height: 844))
}

private func updated(_ behavior: any TargetBehavior, minY: Double, velocity: Double) throws -> Double {
    var result = target(minY: minY)
    try behavior.updateTarget(&result, context: targetContext(velocity: velocity))
    return result.rect.minY
}

struct SnapCase: CustomStringConvertible {
    let minY: Double, velocity: Double, expected: Double
    var description: String { "minY \(minY), velocity \(velocity)" }
}

@Test(arguments: [
    SnapCase(minY: 30, velocity: 500, expected: 0),
    SnapCase(minY: 49.9, velocity: 1, expected: 0),
    SnapCase(minY: 30, velocity: -500, expected: 30),
    SnapCase(minY: 30, velocity: 0, expected: 30),
    SnapCase(minY: 50, velocity: 500, expected: 50),
    SnapCase(minY: 400, velocity: 500, expected: 400),
])
func snapToTop(_ testCase: SnapCase) throws {
    let program = try loadProgram(snapToTopSource)
    let behavior = try #require(try program.makeTargetBehavior("SnapToTop()"))
    #expect(try updated(behavior, minY: testCase.minY, velocity: testCase.velocity) == testCase.expected)
}

@Test func snapToTopThroughItsStaticMemberAndWithAParameter() throws {
    let program = try loadProgram(snapToTopSource)
    #expect(program.targetBehaviorNames == ["SnapToTop"])
    let fromStatic = try #require(try program.makeTargetBehavior(".snapToTop"))
    #expect(fromStatic.displayName == "SnapToTop(threshold: 50.0)")
    let wider = try #require(try program.makeTargetBehavior("SnapToTop(threshold: 80)"))
    #expect(wider.displayName == "SnapToTop(threshold: 80.0)")
    #expect(try updated(wider, minY: 70, velocity: 100) == 0)
    #expect(try updated(fromStatic, minY: 70, velocity: 100) == 70)
}

@Test func builtinBehavioursMapToTheCore() throws {
    let program = ScriptProgram()
    #expect(try program.makeTargetBehavior(".paging") is PagingBehavior)
    let aligned = try #require(try program.makeTargetBehavior(".viewAligned(limitBehavior: .always)") as? ViewAlignedBehavior)
    #expect(aligned.limitBehavior == .always)
    #expect((try program.makeTargetBehavior(".viewAligned") as? ViewAlignedBehavior)?.limitBehavior == .automatic)
    #expect(try program.makeTargetBehavior("none") == nil)
    #expect(throws: Diagnostic.self) { try program.makeTargetBehavior(".viewAligned(limitBehavior: .sometimes)") }
    #expect(throws: Diagnostic.self) { try program.makeTargetBehavior("Missing()") }
}

let gridSnapSource = """
struct GridSnap: ScrollTargetBehavior {
    var cell: CGFloat = 100
    var enabled = true

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        guard enabled else { return }
        target.rect.origin.y = (target.rect.minY / cell).rounded() * cell
    }
}
"""

@Test func gridSnapWithAParameterChangedAtRunTime() throws {
    let program = try loadProgram(gridSnapSource)
    let behavior = try #require(try program.makeTargetBehavior("GridSnap()"))
    #expect(try updated(behavior, minY: 234, velocity: 10) == 200)
    let coarser = try program.setParameter("cell", of: behavior, to: "150")
    #expect(try updated(coarser, minY: 234, velocity: 10) == 300)
    #expect(coarser.displayName == "GridSnap(cell: 150.0, enabled: true)")
    #expect(program.parameters(of: coarser).map(\.name) == ["cell", "enabled"])
    #expect(program.parameters(of: coarser).first?.value == .double(150))
    let off = try program.setParameter("enabled", of: coarser, to: "false")
    #expect(try updated(off, minY: 234, velocity: 10) == 234)
    #expect(throws: Diagnostic.self) { try program.setParameter("cel", of: behavior, to: "1") }
    #expect(throws: Diagnostic.self) { try program.setParameter("enabled", of: behavior, to: "3") }
    // The original is unchanged: parameters are values.
    #expect(try updated(behavior, minY: 234, velocity: 10) == 200)
}

@Test func targetCanBeResetToTheOriginalTarget() throws {
    let program = try loadProgram("""
    struct StayPut: ScrollTargetBehavior {
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            target = context.originalTarget
        }
    }
    """)
    let behavior = try #require(try program.makeTargetBehavior("StayPut()"))
    var result = target(minY: 900)
    try behavior.updateTarget(&result, context: targetContext(velocity: 800, originalMinY: 120))
    #expect(result.rect.minY == 120)
}

@Test func aRunawayLoopInUpdateTargetIsCutOffWithItsLocation() throws {
    let source = """
    struct Spin: ScrollTargetBehavior {
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            var n = 0
            while true { n += 1 }
        }
    }
    """
    let program = try loadProgram(source, stepBudget: 100_000)
    let behavior = try #require(try program.makeTargetBehavior("Spin()"))
    var result = target(minY: 10)
    do {
        try behavior.updateTarget(&result, context: targetContext(velocity: 1))
        Issue.record("expected the budget to stop the loop")
    } catch let diagnostic as Diagnostic {
        let file = SourceFile(id: 1, path: "test.swift", text: source)
        #expect(file.location(of: diagnostic.range.start) == (4, 9))
        #expect(diagnostic.message.contains("step budget of 100000"))
    }
    #expect(result.rect.minY == 10)
}

/// A simulation with 5000 pt of content in an 844 pt container, recording events.
private func simulation(with behavior: any TargetBehavior) -> (ScrollSimulation, () -> [ScrollEvent]) {
    let metrics = ScrollMetrics(axis: .vertical, containerSize: Size(width: 390, height: 844),
                                contentSize: Size(width: 390, height: 5000))
    let simulation = ScrollSimulation(metrics: metrics, layout: .empty())
    simulation.behavior = behavior
    var events = [ScrollEvent]()
    simulation.eventHandler = { events.append($0) }
    return (simulation, { events })
}

@Test func aNaNTargetFallsBackToTheNaturalTargetWithAnEvent() throws {
    let program = try loadProgram("""
    struct Broken: ScrollTargetBehavior {
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            target.rect.origin.y = .nan
        }
    }
    """)
    let (simulation, events) = simulation(with: try #require(try program.makeTargetBehavior("Broken()")))
    simulation.drag(by: 200)
    simulation.release(velocity: 1000)
    let release = try #require(simulation.lastRelease)
    #expect(release.finalTarget == release.naturalTarget)
    let diagnostic = try #require(events().lazy.compactMap { event -> Diagnostic? in
        if case .scriptError(let failure) = event.kind { return Diagnostic(failure) }
        return nil
    }.first)
    // Located at the behaviour's updateTarget, and naming the behaviour.
    #expect(DiagnosticRenderer(files: program.files, color: false).render(diagnostic) == """
        test.swift:2:10: error: Broken(): updateTarget produced a non-finite target; using the natural target
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                 ^~~~~~~~~~~~

        """)
    simulation.settle()
    #expect(abs(simulation.offset - release.naturalTarget) < 0.5)
}

@Test func aRuntimeErrorInUpdateTargetBecomesAScriptErrorEvent() throws {
    let program = try loadProgram("""
    struct Divide: ScrollTargetBehavior {
        var pages = 0
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            let page = Int(target.rect.minY) / pages
            target.rect.origin.y = Double(page)
        }
    }
    """)
    let (simulation, events) = simulation(with: try #require(try program.makeTargetBehavior("Divide()")))
    simulation.fling(1000)
    let release = try #require(simulation.lastRelease)
    #expect(release.finalTarget == release.naturalTarget)
    let diagnostics = events().compactMap { event -> Diagnostic? in
        if case .scriptError(let failure) = event.kind { return Diagnostic(failure) }
        return nil
    }
    #expect(diagnostics.count == 1)
    let rendered = DiagnosticRenderer(files: program.files, color: false).render(diagnostics)
    #expect(rendered == """
        test.swift:4:20: error: division by zero
                let page = Int(target.rect.minY) / pages
                           ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
        test.swift:3:10: note: Divide(pages: 0) failed; the scroll heads for the natural target
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                 ^~~~~~~~~~~~

        """)
}

@Test func snapToTopDrivesASimulationToTheTop() throws {
    let program = try loadProgram(snapToTopSource)
    let (simulation, _) = simulation(with: try #require(try program.makeTargetBehavior("SnapToTop(threshold: 600)")))
    simulation.fling(1000)
    #expect(simulation.lastRelease?.finalTarget == 0)
    #expect(simulation.lastRelease?.naturalTarget ?? 0 > 400)
}

@Test func argumentsAScriptKeepsAreNotOverwrittenByLaterCalls() throws {
    let program = try loadProgram("""
    var seen: [ScrollTarget] = []
    struct Keep: ScrollTargetBehavior {
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            seen.append(target)
            seen.append(context.originalTarget)
            target.rect.origin.y += 1
        }
    }
    """)
    let behavior = try #require(try program.makeTargetBehavior("Keep()"))
    for (minY, original) in [(100.0, 10.0), (200.0, 20.0), (300.0, 30.0)] {
        var result = ScrollTarget(rect: Rect(x: 0, y: minY, width: 390, height: 844))
        try behavior.updateTarget(&result, context: targetContext(velocity: 1, originalMinY: original))
        #expect(result.rect.minY == minY + 1)
    }
    let seen = try program.evaluate("seen.map { $0.rect.minY }", bindings: FakeSession())
    #expect(seen == .array([.double(100), .double(10), .double(200), .double(20), .double(300), .double(30)]))
}

let scrollSnapSource = """
/// CSS `scroll-snap-type: y mandatory` over a fixed grid, with `scroll-snap-stop: always` as an option.
struct ScrollSnap: ScrollTargetBehavior {
    var points: [CGFloat] = [0, 300, 600, 900, 1200]
    var stopAlways = false

    func nearest(to y: CGFloat) -> CGFloat {
        var best = points[0]
        for point in points where abs(point - y) < abs(best - y) {
            best = point
        }
        return best
    }

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        var chosen = nearest(to: target.rect.minY)
        if stopAlways {
            let start = nearest(to: context.originalTarget.rect.minY)
            guard let index = points.firstIndex(of: start) else { return }
            let next = context.velocity.dy > 0 ? min(index + 1, points.count - 1) : max(index - 1, 0)
            chosen = context.velocity.dy == 0 ? start : points[next]
        }
        target.rect.origin.y = chosen
    }
}
"""

@Test(arguments: [
    ("ScrollSnap()", 740.0, 0.0, 500.0, 600.0),
    ("ScrollSnap()", 1100.0, 0.0, 500.0, 1200.0),
    ("ScrollSnap(stopAlways: true)", 1100.0, 300.0, 500.0, 600.0),
    ("ScrollSnap(stopAlways: true)", 100.0, 300.0, -500.0, 0.0),
    ("ScrollSnap(points: [0, 50, 100], stopAlways: false)", 80.0, 0.0, 10.0, 100.0),
])
func scrollSnapPresetLogic(_ source: String, _ natural: Double, _ original: Double, _ velocity: Double, _ expected: Double) throws {
    let program = try loadProgram(scrollSnapSource)
    let behavior = try #require(try program.makeTargetBehavior(source))
    var result = ScrollTarget(rect: Rect(x: 0, y: natural, width: 390, height: 844))
    try behavior.updateTarget(&result, context: targetContext(velocity: velocity, originalMinY: original))
    #expect(result.rect.minY == expected)
}

@Test func axesEdgeSetsAnchorsAndPhasesWorkAsInSwiftUI() throws {
    let program = try loadProgram("""
    struct AxisAware: ScrollTargetBehavior {
        var sides: Edge.Set = [.top, .bottom]
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            if context.axes.contains(.vertical) && context.axes == .vertical && !context.axes.contains(.horizontal) {
                target.anchor = .top
            }
            if sides.contains(.bottom) && !sides.contains(.leading) && sides != .all {
                target.rect.origin.y += 1
            }
            let phase: ScrollPhase = .decelerating
            if phase.isScrolling && ScrollPhase.idle != phase { target.rect.origin.y += 1 }
        }
    }
    """)
    let behavior = try #require(try program.makeTargetBehavior("AxisAware()"))
    var target = ScrollTarget(rect: Rect(x: 0, y: 10, width: 390, height: 844))
    try behavior.updateTarget(&target, context: targetContext(velocity: 0))
    #expect(target.anchor == .top)
    #expect(target.rect.minY == 12)
    let vertical = try #require(try program.makeTargetBehavior("AxisAware(sides: .vertical)"))
    try vertical.updateTarget(&target, context: targetContext(velocity: 0))
    #expect(target.rect.minY == 14)
    let leading = try #require(try program.makeTargetBehavior("AxisAware(sides: [.leading])"))
    try leading.updateTarget(&target, context: targetContext(velocity: 0))
    #expect(target.rect.minY == 15)
}
