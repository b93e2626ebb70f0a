import Testing
import ScrollworkCore
@testable import ScrollworkScript

/// A fixed-seed generator, so the mutations are the same on every run.
private struct SeededGenerator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(max(bound, 1)))
    }
}

/// Damaged versions of every interpreter case and behaviour: whatever loads must run to a
/// result or a located error, never crash or hang.
@Test func damagedProgramsNeverCrashTheRuntime() throws {
    var generator = SeededGenerator(state: 0x5C_0011)
    let sources = interpreterCases.map(\.source) + [snapToTopSource, gridSnapSource, stickySource, scrollSnapSource]
    var loaded = 0
    for source in sources {
        let bytes = Array(source.utf8)
        for _ in 0..<40 {
            var mutated = bytes
            let position = generator.next(mutated.count)
            switch generator.next(4) {
            case 0: mutated.remove(at: position)
            case 1: mutated.insert(mutated[generator.next(mutated.count)], at: position)
            case 2:
                let end = min(mutated.count, position + generator.next(12))
                mutated.removeSubrange(position..<end)
            default:
                let start = generator.next(mutated.count)
                let end = min(mutated.count, start + generator.next(30))
                mutated.insert(contentsOf: mutated[start..<end], at: position)
            }
            let text = String(decoding: mutated, as: UTF8.self)
            let program = ScriptProgram(stepBudget: 20_000, recursionLimit: 50)
            guard !program.load(SourceFile(id: 1, path: "m.swift", text: text)).containsErrors else { continue }
            loaded += 1
            _ = try? program.evaluate("run()", bindings: FakeSession())
            for name in program.targetBehaviorNames {
                guard let behavior = try? program.makeTargetBehavior("\(name)()") else { continue }
                var target = ScrollTarget(rect: Rect(x: 0, y: 300, width: 390, height: 844))
                try? behavior.updateTarget(&target, context: targetContext(velocity: 500))
            }
        }
    }
    #expect(loaded > 50)
}

/// Damaged REPL input: every entry point answers with a value or a located error.
@Test func damagedInputNeverCrashesTheEntryPoints() throws {
    var generator = SeededGenerator(state: 0xBEEF)
    let program = try loadProgram(snapToTopSource + "\n" + gridSnapSource)
    let behavior = try #require(try program.makeTargetBehavior("GridSnap()"))
    let session = FakeSession(values: ["offset": .double(3), "phase": .enumCase(type: "ScrollPhase", name: "idle")],
                              items: [3: .record(type: "Item", fields: [("isPinned", .bool(true))])])
    let inputs = ["abs(offset - 800) < 0.5", "item(3).isPinned", "phase == .idle", "SnapToTop(threshold: 80)",
                  ".viewAligned(limitBehavior: .always)", "{ content, phase in content.scaleEffect(0.5) }",
                  "[1, 2, 3].map { $0 * 2 }.reduce(0) { $0 + $1 }", "CGRect(x: 1, y: 2, width: 3, height: 4).midX"]
    for input in inputs {
        let bytes = Array(input.utf8)
        for _ in 0..<60 {
            var mutated = bytes
            let position = generator.next(mutated.count)
            if generator.next(2) == 0 { mutated.remove(at: position) } else {
                mutated.insert(mutated[generator.next(mutated.count)], at: position)
            }
            let text = String(decoding: mutated, as: UTF8.self)
            _ = try? program.evaluate(text, bindings: session)
            _ = try? program.check(text, bindings: session)
            _ = try? program.makeTargetBehavior(text)
            _ = try? program.makeStickyRule(text)
            _ = try? program.makeTransitionEffect(text).effects(for: TransitionPhase(value: 0.5))
            _ = try? program.setParameter("cell", of: behavior, to: text)
        }
    }
}
