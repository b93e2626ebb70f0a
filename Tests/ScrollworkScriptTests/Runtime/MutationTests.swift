import Testing
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkTestSupport
@testable import ScrollworkScript

/// Damaged programs and damaged REPL input. Every outcome is checked, not just the absence
/// of a crash: a damaged file either loads or is refused with at least one error, and every
/// diagnostic, at load or at run time, names a file the program knows and a range inside it.
struct MutationTests {
    /// Whether a diagnostic (and its notes) points into a file the program knows, inside it.
    static func isLocated(_ diagnostic: Diagnostic, in files: [SourceFile]) -> Bool {
        guard let file = files.first(where: { $0.id == diagnostic.range.file }) else { return false }
        let range = diagnostic.range
        return range.start >= 0 && range.start <= range.end && range.end <= file.utf8.count
            && diagnostic.notes.allSatisfy { isLocated($0, in: files) }
    }

    /// Runs `body`, which may give a value or fail; a failure must be a located diagnostic.
    static func expectValueOrLocatedError<T>(_ label: String, in program: ScriptProgram, _ body: () throws -> T,
                                             sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            _ = try body()
        } catch let diagnostic as Diagnostic {
            let located = isLocated(diagnostic, in: program.files)
            #expect(located, "\(label): \(diagnostic)", sourceLocation: sourceLocation)
        } catch {
            Issue.record("\(label): not a diagnostic: \(error)", sourceLocation: sourceLocation)
        }
    }

    /// One random edit of the bytes: a deletion, a copied byte, a cut, or a copied stretch.
    static func mutate(_ bytes: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var mutated = bytes
        guard !mutated.isEmpty else { return mutated }
        let position = random.below(mutated.count)
        switch random.below(4) {
        case 0: mutated.remove(at: position)
        case 1: mutated.insert(mutated[random.below(mutated.count)], at: position)
        case 2: mutated.removeSubrange(position..<min(mutated.count, position + random.below(12)))
        default:
            let start = random.below(mutated.count)
            mutated.insert(contentsOf: mutated[start..<min(mutated.count, start + random.below(30))], at: position)
        }
        return mutated
    }

    @Test func damagedProgramsLoadOrFailWithLocatedErrors() {
        var random = SplitMix64(seed: 0x5C_0011)
        let sources = interpreterCases.map(\.source) + [snapToTopSource, gridSnapSource, stickySource, scrollSnapSource]
        var loaded = 0, refused = 0
        for (number, source) in sources.enumerated() {
            for round in 0..<40 {
                let label = "source \(number) round \(round)"
                let text = String(decoding: Self.mutate(Array(source.utf8), &random), as: UTF8.self)
                let file = SourceFile(id: 1, path: "m.swift", text: text)
                let program = ScriptProgram(stepBudget: 20_000, recursionLimit: 50)
                let diagnostics = program.load(file)
                for diagnostic in diagnostics {
                    let located = Self.isLocated(diagnostic, in: [file])
                    #expect(located, "\(label): \(diagnostic)")
                }
                if diagnostics.containsErrors {
                    refused += 1
                    continue
                }
                loaded += 1
                Self.expectValueOrLocatedError(label + " run()", in: program) {
                    try program.evaluate("run()", bindings: FakeSession())
                }
                for name in program.targetBehaviorNames {
                    Self.expectValueOrLocatedError(label + " \(name)", in: program) {
                        guard let behavior = try program.makeTargetBehavior("\(name)()") else { return }
                        var target = ScrollTarget(rect: Rect(x: 0, y: 300, width: 390, height: 844))
                        try behavior.updateTarget(&target, context: targetContext(velocity: 500))
                    }
                }
            }
        }
        // Both outcomes happen: the edits are neither all harmless nor all fatal.
        #expect(loaded > 50)
        #expect(refused > 50)
    }

    @Test func damagedInputGivesAValueOrALocatedError() throws {
        var random = SplitMix64(seed: 0xBEEF)
        let program = try loadProgram(snapToTopSource + "\n" + gridSnapSource)
        let behavior = try #require(try program.makeTargetBehavior("GridSnap()"))
        let session = FakeSession(values: ["offset": .double(3), "phase": .enumCase(type: "ScrollPhase", name: "idle")],
                                  items: [3: .record(type: "Item", fields: [("isPinned", .bool(true))])])
        let inputs = ["abs(offset - 800) < 0.5", "item(3).isPinned", "phase == .idle", "SnapToTop(threshold: 80)",
                      ".viewAligned(limitBehavior: .always)", "{ content, phase in content.scaleEffect(0.5) }",
                      "[1, 2, 3].map { $0 * 2 }.reduce(0) { $0 + $1 }", "CGRect(x: 1, y: 2, width: 3, height: 4).midX"]
        for input in inputs {
            for round in 0..<60 {
                let text = String(decoding: Self.mutate(Array(input.utf8), &random), as: UTF8.self)
                let label = "\(input) round \(round): \(text)"
                Self.expectValueOrLocatedError(label, in: program) { try program.evaluate(text, bindings: session) }
                Self.expectValueOrLocatedError(label, in: program) { try program.check(text, bindings: session) }
                Self.expectValueOrLocatedError(label, in: program) { try program.makeTargetBehavior(text) }
                Self.expectValueOrLocatedError(label, in: program) { try program.makeStickyRule(text) }
                Self.expectValueOrLocatedError(label, in: program) {
                    try program.makeTransitionEffect(text).effects(for: TransitionPhase(value: 0.5))
                }
                Self.expectValueOrLocatedError(label, in: program) { try program.setParameter("cell", of: behavior, to: text) }
            }
        }
    }
}
