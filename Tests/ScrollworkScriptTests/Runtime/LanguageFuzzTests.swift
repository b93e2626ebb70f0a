import Testing
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkTestSupport
@testable import ScrollworkScript

/// Generated programs in the language's newer shapes (enums, classes, protocols, generics,
/// tuples, `if`/`switch` expressions, `#if`), whole and damaged: each loads, partly loads or
/// is refused with located errors, and `run()` gives a value or a located error. Never a crash.
struct LanguageFuzzTests {
    @Test func generatedProgramsLoadAndRunOrFailWithLocatedErrors() {
        var loaded = 0, refused = 0
        for seed in 0..<120 {
            var generator = LanguageGenerator(seed: UInt64(seed) &* 0x9E37_79B9 &+ 17)
            let text = generator.program()
            let outcome = Self.loadAndRun(text, label: "program \(seed)")
            if outcome { loaded += 1 } else { refused += 1 }
        }
        // The generator mostly writes valid Swift, and sometimes not.
        #expect(loaded > 60)
        #expect(refused > 5)
    }

    @Test func damagedGeneratedProgramsNeverCrash() {
        var random = SplitMix64(seed: 0x1A96_0A6E)
        for seed in 0..<40 {
            var generator = LanguageGenerator(seed: UInt64(seed) &+ 1_000, wrongness: 0)
            let source = generator.program()
            for round in 0..<10 {
                let text = String(decoding: MutationTests.mutate(Array(source.utf8), &random), as: UTF8.self)
                _ = Self.loadAndRun(text, label: "damaged \(seed) round \(round)")
                _ = ParseInvariants.check(Array(text.utf8), label: "damaged \(seed) round \(round)")
            }
        }
    }

    @Test func languageCasesSurviveDamage() {
        var random = SplitMix64(seed: 0x7A9C)
        for (number, testCase) in languageFeatureCases.enumerated() {
            for round in 0..<20 {
                let text = String(decoding: MutationTests.mutate(Array(testCase.source.utf8), &random), as: UTF8.self)
                _ = Self.loadAndRun(text, label: "case \(number) round \(round)")
            }
        }
    }

    /// Loads and runs one program; true when it loaded without errors.
    static func loadAndRun(_ text: String, label: String) -> Bool {
        let file = SourceFile(id: 1, path: "gen.swift", text: text)
        let program = ScriptProgram(stepBudget: 50_000, recursionLimit: 50)
        let diagnostics = program.load(file)
        for diagnostic in diagnostics where !MutationTests.isLocated(diagnostic, in: program.files) {
            Issue.record("\(label): \(diagnostic)\n\(text)")
        }
        MutationTests.expectValueOrLocatedError(label + " run()", in: program) {
            try program.evaluate("run()", bindings: FakeSession())
        }
        return !diagnostics.containsErrors
    }
}
