import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// The folded fast path (`EffectChain`) and the closure run as written must agree on every
/// effect of every closure, at every phase: the same closures, built once with folding and
/// once without, compared field by field (`ItemEffects` equality covers all twelve).
struct EffectChainEquivalenceTests {
    /// Closures of the foldable shape, with every effect and argument form.
    static let foldable = effectCases.map(\.closure).filter { !$0.contains("let s =") } + [
        "{ content, phase in content.scaleEffect(phase.isIdentity ? 1 : 0.75) }",
        "{ content, phase in content.opacity(1 - abs(phase.value)).offset(x: phase.value * 120) }",
        "{ c, p in c.scaleEffect(x: 1 + p.value, y: 1 - p.value).offset(y: p.value * -30) }",
        "{ content, phase in content.rotationEffect(.radians(phase.value)).hueRotation(.degrees(phase.value * 45)) }",
        "{ content, phase in content.blur(radius: max(0, phase.value * 10)).grayscale(min(1, abs(phase.value))) }",
        "{ content, phase in content.offset(CGSize(width: phase.value, height: -phase.value)).saturation(2) }",
        "{ content, _ in content.opacity(0.5).opacity(0.5) }",
        // The phase read whole as well as by its members (the folded chain reads it unboxed).
        "{ content, phase in content.opacity(phase == .identity ? 1 : 0.4).scaleEffect(phase.value < 0 ? 0.9 : 1) }",
        "{ content, phase in content.offset(y: phase == .topLeading ? -10 : phase.value * 10) }",
    ]

    /// Closures of other shapes: they must not fold, and must give the same effects anyway.
    static let notFoldable = [
        "{ content, phase in\n let s = phase.isIdentity ? 1.0 : 0.7\n return content.scaleEffect(s) }",
        "{ content, phase in phase.isIdentity ? content : content.opacity(0.3) }",
        "{ content, phase in content }",
    ]

    static let phases: [Double] = [-1, -0.75, -0.5, -0.25, -1e-9, 0, 0.1, 0.5, 0.999, 1]

    @Test(arguments: foldable)
    func foldedAndGeneralPathsAgree(_ closure: String) throws {
        let program = ScriptProgram()
        let fast = try program.makeScriptTransitionEffect(closure, folding: true)
        let general = try program.makeScriptTransitionEffect(closure, folding: false)
        #expect(fast.isFolded, "the closure should take the fast path")
        #expect(!general.isFolded)
        for value in Self.phases {
            let phase = TransitionPhase(value: value)
            #expect(try fast.effects(for: phase) == general.effects(for: phase), "phase \(value)")
        }
    }

    @Test(arguments: notFoldable)
    func otherShapesRunAsWrittenWithTheSameEffects(_ closure: String) throws {
        let program = ScriptProgram()
        let effect = try program.makeScriptTransitionEffect(closure, folding: true)
        let general = try program.makeScriptTransitionEffect(closure, folding: false)
        #expect(!effect.isFolded)
        for value in Self.phases {
            let phase = TransitionPhase(value: value)
            #expect(try effect.effects(for: phase) == general.effects(for: phase), "phase \(value)")
        }
    }

    @Test func bothPathsFailWithTheSameLocatedError() throws {
        let program = ScriptProgram()
        let closure = "{ content, phase in content.opacity(1 / Int(phase.value)) }"
        let fast = try program.makeScriptTransitionEffect(closure, folding: true)
        let general = try program.makeScriptTransitionEffect(closure, folding: false)
        #expect(fast.isFolded)
        func failure(_ effect: ScriptTransitionEffect) -> Diagnostic? {
            do {
                _ = try effect.effects(for: .identity)
                return nil
            } catch {
                return error as? Diagnostic
            }
        }
        let fastError = try #require(failure(fast)), generalError = try #require(failure(general))
        #expect(fastError.message == "division by zero")
        #expect(fastError.message == generalError.message)
        // Each closure is its own input, so the files differ; the places in them do not.
        #expect((fastError.range.start, fastError.range.end) == (generalError.range.start, generalError.range.end))
    }
}
