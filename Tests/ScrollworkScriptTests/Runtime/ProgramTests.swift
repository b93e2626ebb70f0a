import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

@Test func aFileThatFailsToLoadKeepsItsLastGoodVersion() throws {
    let program = ScriptProgram()
    let good = snapToTopSource
    #expect(!program.load(SourceFile(id: 1, path: "Snap.swift", text: good)).containsErrors)
    let broken = good.replacingOccurrences(of: "var threshold: CGFloat = 50", with: "var threshold: CGFloat = 80\n    oops(")
    #expect(program.load(SourceFile(id: 2, path: "Snap.swift", text: broken)).containsErrors)
    let unresolved = good.replacingOccurrences(of: "threshold &&", with: "treshold &&")
    #expect(program.load(SourceFile(id: 3, path: "Snap.swift", text: unresolved)).containsErrors)
    #expect(try program.makeTargetBehavior("SnapToTop()")?.displayName == "SnapToTop(threshold: 50.0)")
    let changed = good.replacingOccurrences(of: "= 50", with: "= 80")
    #expect(!program.load(SourceFile(id: 4, path: "Snap.swift", text: changed)).containsErrors)
    #expect(try program.makeTargetBehavior("SnapToTop()")?.displayName == "SnapToTop(threshold: 80.0)")
    #expect(program.files.map(\.id).filter { $0 > 0 } == [1, 2, 3, 4])
}

@Test func filesSeeEachOthersDeclarations() throws {
    let program = ScriptProgram()
    #expect(!program.load(SourceFile(id: 1, path: "a.swift", text: "let step = 25.0")).containsErrors)
    let behavior = """
    struct Step: ScrollTargetBehavior {
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            target.rect.origin.y = (target.rect.minY / step).rounded(.down) * step
        }
    }
    """
    #expect(!program.load(SourceFile(id: 2, path: "b.swift", text: behavior)).containsErrors)
    var target = ScrollTarget(rect: Rect(x: 0, y: 110, width: 390, height: 844))
    try program.makeTargetBehavior("Step()")?.updateTarget(&target, context: targetContext(velocity: 0))
    #expect(target.rect.minY == 100)
}

private let session = FakeSession(
    values: ["offset": .double(799.5), "phase": .enumCase(type: "ScrollPhase", name: "idle"),
             "scrollPositionID": .int(4), "velocity": .double(0),
             "geometry": .record(type: "ScrollGeometry", fields: [
                ("contentOffset", ScriptValue(Point(x: 0, y: 799.5))), ("contentSize", ScriptValue(Size(width: 390, height: 5000))),
                ("containerSize", ScriptValue(Size(width: 390, height: 844)))])],
    items: [3: .record(type: "Item", fields: [("isPinned", .bool(true)), ("frame", ScriptValue(Rect(x: 0, y: 0, width: 390, height: 100))),
                                              ("phase", .enumCase(type: "ScrollTransitionPhase", name: "identity"))])])

struct CheckCase: CustomStringConvertible {
    let source: String
    let passed: Bool
    let detail: String
    var description: String { source }
}

@Test(arguments: [
    CheckCase(source: "abs(offset - 800) < 0.6", passed: true, detail: ""),
    CheckCase(source: "abs(offset - 800) < 0.5", passed: false, detail: "abs(offset - 800) was 0.5"),
    CheckCase(source: "offset == 800", passed: false, detail: "offset was 799.5"),
    CheckCase(source: "item(3).isPinned", passed: true, detail: ""),
    CheckCase(source: "item(3).frame.height > 200", passed: false, detail: "item(3).frame.height was 100.0"),
    CheckCase(source: "item(3).phase == .identity", passed: true, detail: ""),
    CheckCase(source: "phase == .idle", passed: true, detail: ""),
    CheckCase(source: "phase == .decelerating", passed: false, detail: "phase was .idle"),
    CheckCase(source: "scrollPositionID == 4", passed: true, detail: ""),
    CheckCase(source: "scrollPositionID == offset", passed: false, detail: "scrollPositionID was 4, offset was 799.5"),
    CheckCase(source: "geometry.contentOffset.y > 700 && !phase.isScrolling", passed: true, detail: ""),
])
func expectations(_ testCase: CheckCase) throws {
    let program = ScriptProgram()
    let (passed, detail) = try program.check(testCase.source, bindings: session)
    #expect(passed == testCase.passed)
    #expect(detail == testCase.detail)
}

@Test func evaluateSeesSessionAndProgramNames() throws {
    let program = try loadProgram(snapToTopSource + "\nlet margin = 1.0\nfunc near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < margin }")
    #expect(try program.evaluate("offset", bindings: session) == .double(799.5))
    #expect(try program.evaluate("near(offset, 800)", bindings: session) == .bool(true))
    #expect(try program.evaluate("SnapToTop().threshold * 2", bindings: session) == .double(100))
    #expect(try program.evaluate("CGRect(x: 1, y: 2, width: 3, height: 4)", bindings: session).description
            == "CGRect(x: 1.0, y: 2.0, width: 3.0, height: 4.0)")
    #expect(try program.evaluate("phase", bindings: session).description == ".idle")
    #expect(throws: Diagnostic.self) { try program.evaluate("ofset", bindings: session) }
    #expect(throws: Diagnostic.self) { try program.check("offset + 1", bindings: session) }
    #expect(throws: Diagnostic.self) { try program.evaluate("offset +", bindings: session) }
}

@Test func exportGivesTheTypesSource() throws {
    let program = try loadProgram(snapToTopSource)
    let source = try #require(program.source(ofType: "SnapToTop"))
    #expect(source.hasPrefix("/// The WWDC snap-to-top example: a flick that would stop near the top goes to the top.\nstruct SnapToTop: ScrollTargetBehavior {\n    var threshold: CGFloat = 50\n"))
    #expect(source.contains("extension ScrollTargetBehavior where Self == SnapToTop"))
    #expect(program.source(ofType: "Nope") == nil)
}

@Test func aBehaviourMadeBeforeAReloadKeepsWorking() throws {
    let version = { (step: Int) in """
    struct Config { var step = \(step).0 }
    let base = Config()
    struct Grid: ScrollTargetBehavior {
        var config = Config()
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            let step = config.step + base.step - base.step
            target.rect.origin.y = (target.rect.minY / step).rounded() * step
        }
    }
    """ }
    let program = ScriptProgram()
    #expect(!program.load(SourceFile(id: 1, path: "Grid.swift", text: version(10))).containsErrors)
    let old = try #require(try program.makeTargetBehavior("Grid()"))
    for id in 2...4 {
        #expect(!program.load(SourceFile(id: id, path: "Grid.swift", text: version(100 * id))).containsErrors)
    }
    var target = ScrollTarget(rect: Rect(x: 0, y: 123, width: 390, height: 844))
    try old.updateTarget(&target, context: targetContext(velocity: 0))
    #expect(target.rect.minY == 120)
    #expect(old.displayName == "Grid(config: Config(step: 10.0))")
    let new = try #require(try program.makeTargetBehavior("Grid()"))
    try new.updateTarget(&target, context: targetContext(velocity: 0))
    #expect(target.rect.minY == 0)
}

@Test func sessionGeometryReadsLikeSwiftUIs() throws {
    let geometry = ScrollGeometry(contentOffset: Point(x: 0, y: 120), contentSize: Size(width: 390, height: 5000),
                                  contentInsets: EdgeInsets(top: 20), containerSize: Size(width: 390, height: 844))
    let session = FakeSession(values: ["geometry": ScriptValue(geometry)])
    let program = ScriptProgram()
    #expect(try program.evaluate("geometry.visibleRect.minY", bindings: session) == .double(120))
    #expect(try program.evaluate("geometry.contentInsets.top + geometry.contentOffset.y", bindings: session) == .double(140))
    #expect(try program.check("geometry.containerSize.height == 800", bindings: session).detail
            == "geometry.containerSize.height was 844.0")
}

@Test func scriptErrorsDescribeTheirPlace() throws {
    let program = try loadProgram("func run() -> Int {\n  let zero = 0\n  return 1 / zero\n}")
    do {
        _ = try program.evaluate("run()", bindings: FakeSession())
        Issue.record("division by zero did not fail")
    } catch let diagnostic as Diagnostic {
        #expect(DiagnosticRenderer(files: program.files, color: false).render(diagnostic)
                == "test.swift:3:10: error: division by zero\n  return 1 / zero\n         ^~~~~~~~\n")
    }
}

@Test func aLongSessionStillRendersItsNewestInput() throws {
    let program = ScriptProgram()
    for number in 0..<(ScriptProgram.keptInputs + 50) {
        _ = try program.evaluate("\(number) + 1", bindings: FakeSession())
    }
    do {
        _ = try program.evaluate("nope", bindings: FakeSession())
        Issue.record("an unknown name was accepted")
    } catch let diagnostic as Diagnostic {
        let text = render(diagnostic, in: program)
        #expect(text.hasPrefix("<input>:1:1: error: "))
        #expect(text.contains("\nnope\n^~~~\n"), "the newest input lost its source line:\n\(text)")
    }
    #expect(program.files.filter { $0.id < 0 }.count == ScriptProgram.keptInputs)
}
