import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

struct EffectCase: CustomStringConvertible {
    let name: String
    let closure: String
    let phase: Double
    let check: (ItemEffects) -> Bool
    var description: String { name }
}

let effectCases: [EffectCase] = [
    .init(name: "identity leaves content alone",
          closure: "{ content, phase in content.scaleEffect(phase.isIdentity ? 1 : 0.8).opacity(phase.isIdentity ? 1 : 0.5) }",
          phase: 0, check: { $0.isIdentity }),
    .init(name: "WWDC gallery scale and opacity",
          closure: "{ content, phase in content.scaleEffect(phase.isIdentity ? 1 : 0.8).opacity(phase.isIdentity ? 1 : 0.5) }",
          phase: 1, check: { $0.scaleX == 0.8 && $0.scaleY == 0.8 && $0.opacity == 0.5 }),
    .init(name: "phase value arithmetic",
          closure: "{ content, phase in content.scaleEffect(1 - abs(phase.value) * 0.2).offset(y: phase.value * 40) }",
          phase: -0.5, check: { $0.scaleX == 0.9 && $0.offsetY == -20 && $0.offsetX == 0 }),
    .init(name: "comparing with .topLeading",
          closure: "{ content, phase in content.rotationEffect(.degrees(phase == .topLeading ? -10 : 10)) }",
          phase: -1, check: { $0.rotation == -10 }),
    .init(name: "3D rotations kept in order with their axis, anchor and perspective",
          closure: """
          { content, phase in
              content
                  .rotation3DEffect(.degrees(phase.value * 30), axis: (x: 0, y: 1, z: 0))
                  .rotation3DEffect(.degrees(90), axis: (x: 1, y: 0, z: 0), anchor: .top, anchorZ: 4, perspective: 0.5)
          }
          """,
          phase: -1, check: { e in
              e.rotations3D.count == 2 && abs(e.rotations3D[0].angle + 30) < 1e-9 && e.rotations3D[0].axisY == 1
                  && e.rotations3D[0].anchor == UnitPoint(x: 0.5, y: 0.5) && e.rotations3D[0].perspective == 1
                  && abs(e.rotations3D[1].angle - 90) < 1e-9 && e.rotations3D[1].axisX == 1
                  && e.rotations3D[1].anchor == UnitPoint(x: 0.5, y: 0) && e.rotations3D[1].anchorZ == 4
                  && e.rotations3D[1].perspective == 0.5
          }),
    .init(name: "a 0° 3D rotation in the view's plane is no effect",
          closure: "{ content, phase in content.rotation3DEffect(.degrees(phase.value * 30), axis: (x: 0, y: 1, z: 0)) }",
          phase: 0, check: { $0.isIdentity }),
    .init(name: "every effect chains",
          closure: """
          { content, phase in
              content
                  .scaleEffect(x: 0.5, y: 2)
                  .offset(CGSize(width: 3, height: 4))
                  .offset(x: 1, y: 1)
                  .rotationEffect(Angle(degrees: 45))
                  .blur(radius: 2)
                  .brightness(0.1)
                  .contrast(1.5)
                  .saturation(0.5)
                  .grayscale(0.25)
                  .hueRotation(.degrees(90))
                  .opacity(0.4)
          }
          """,
          phase: 1, check: { e in
              e.scaleX == 0.5 && e.scaleY == 2 && e.offsetX == 4 && e.offsetY == 5 && abs(e.rotation - 45) < 1e-9
                  && e.blur == 2 && e.brightness == 0.1 && e.contrast == 1.5 && e.saturation == 0.5 && e.grayscale == 0.25
                  && abs(e.hueRotation - 90) < 1e-9 && e.opacity == 0.4
          }),
    .init(name: "content read inside an argument",
          closure: "{ content, phase in content.opacity(\"\\(content)\" == \"content\" ? 0.5 : 0) }",
          phase: 1, check: { $0.opacity == 0.5 }),
    .init(name: "unboxed numbers, conditions and mixed Int/Double branches",
          closure: """
          { content, phase in
              content
                  .scaleEffect(!phase.isIdentity && phase.value < 0 ? 2 : 1)
                  .opacity(phase.value / 2 + 1)
                  .blur(radius: -phase.value * 4)
                  .brightness(phase.isIdentity || phase.value > 0.5 ? 0 : 0.25)
                  .contrast(phase.value < 0 ? 3 : 0.5)
          }
          """,
          phase: -0.5, check: { e in
              e.scaleX == 2 && e.scaleY == 2 && e.opacity == 0.75 && e.blur == 2 && e.brightness == 0.25 && e.contrast == 3
          }),
    .init(name: "statements and return in the closure",
          closure: "{ content, phase in\n let s = phase.isIdentity ? 1.0 : 0.7\n return content.scaleEffect(s) }",
          phase: 0.3, check: { $0.scaleX == 0.7 }),
]

@Test(arguments: effectCases)
func transitionEffects(_ testCase: EffectCase) throws {
    let effect = try ScriptProgram().makeTransitionEffect(testCase.closure)
    let effects = try effect.effects(for: TransitionPhase(value: testCase.phase))
    #expect(testCase.check(effects), "\(effects)")
}

@Test func aTransitionThatDoesNotReturnContentIsALocatedError() throws {
    let effect = try ScriptProgram().makeTransitionEffect("{ content, phase in phase.value }")
    #expect(throws: Diagnostic.self) { try effect.effects(for: .identity) }
}

let stickySource = """
struct PinSelected: StickyBehavior {
    var selected = 3
    var footer = 7

    func pin(_ item: StickyItem, context: StickyContext) -> Edge? {
        if item.index == selected { return .top }
        if item.index == footer { return .bottom }
        return nil
    }
}
"""

@Test(arguments: [(3, Edge?.some(.top)), (7, .bottom), (4, nil)])
func stickyPinEdges(_ index: Int, _ expected: Edge?) throws {
    let program = try loadProgram(stickySource)
    #expect(program.stickyBehaviorNames == ["PinSelected"])
    let rule = try program.makeStickyRule("PinSelected()")
    let context = StickyContext(visibleRect: Rect(x: 0, y: 0, width: 390, height: 844),
                                containerSize: Size(width: 390, height: 844), contentSize: Size(width: 390, height: 4000),
                                velocity: .zero, phase: .idle)
    let item = StickyItem(id: .int(index), index: index, frame: Rect(x: 0, y: Double(index) * 100, width: 390, height: 100))
    #expect(try rule.pin(item, context: context) == expected)
}

@Test func aStickyRulePinsInASimulation() throws {
    let program = try loadProgram(stickySource)
    let items = (0..<40).map { LayoutItem(id: .int($0), frame: Rect(x: 0, y: Double($0) * 100, width: 390, height: 100)) }
    let layout = ContentLayout(axis: .vertical, items: items, contentSize: Size(width: 390, height: 4000))
    let metrics = ScrollMetrics(axis: .vertical, containerSize: Size(width: 390, height: 844),
                                contentSize: Size(width: 390, height: 4000))
    let simulation = ScrollSimulation(metrics: metrics, layout: layout)
    simulation.stickyRule = try program.makeStickyRule("PinSelected(selected: 2)")
    simulation.scroll(toOffset: 550, animated: false)
    #expect(simulation.pins.map(\.id) == [.int(2)])
    #expect(simulation.pins.first?.side == .top)
}

@Test(arguments: effectCases)
func theFoldedChainAndTheClosureAgree(_ testCase: EffectCase) throws {
    let program = ScriptProgram()
    let effect = try #require(try program.makeTransitionEffect(testCase.closure) as? ScriptTransitionEffect)
    let plain = ScriptTransitionEffect(closure: effect.closure, chain: nil, program: effect.program, range: effect.range)
    for value in [-1.0, -0.5, 0, 0.25, 1] {
        let phase = TransitionPhase(value: value)
        #expect(try effect.effects(for: phase) == plain.effects(for: phase))
    }
}

@Test func aConditionThatIsNotABoolIsLocated() throws {
    let source = "{ content, phase in content.opacity(phase.value > 0 && phase.value ? 1 : 0.5) }"
    let effect = try ScriptProgram().makeTransitionEffect(source)
    do {
        _ = try effect.effects(for: TransitionPhase(value: 1))
        Issue.record("expected a type error")
    } catch let diagnostic as Diagnostic {
        #expect(diagnostic.message == "expected a Bool, found Double")
    }
}

@Test func anErrorInAFoldedChainIsLocated() throws {
    let source = "{ content, phase in content.opacity(1 / Int(phase.value)) }"
    let effect = try ScriptProgram().makeTransitionEffect(source)
    #expect((effect as? ScriptTransitionEffect)?.chain != nil)
    do {
        _ = try effect.effects(for: .identity)
        Issue.record("expected division by zero")
    } catch let diagnostic as Diagnostic {
        #expect(diagnostic.message == "division by zero")
        #expect(diagnostic.range.start == source.utf8.distance(from: source.startIndex, to: source.range(of: "1 / Int")!.lowerBound))
    }
}
