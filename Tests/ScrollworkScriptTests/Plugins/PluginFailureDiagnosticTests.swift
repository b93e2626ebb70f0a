import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// A failure the simulation passes on becomes a diagnostic at the plug-in's place, with what
/// the simulation did instead as a note there.
@Suite struct PluginFailureDiagnosticTests {
    struct PlainError: Error, CustomStringConvertible { var description: String { "script failed" } }

    @Test func aNonFiniteTargetIsAnErrorAtTheBehaviour() {
        let failure = PluginFailure(PluginResultError.nonFiniteTarget(behavior: "Located()"),
                                    location: SourceSpan(file: 3, start: 10, end: 22))
        let diagnostic = Diagnostic(failure)
        #expect(diagnostic.message == "Located(): updateTarget produced a non-finite target; using the natural target")
        #expect(diagnostic.range == SourceRange(file: 3, start: 10, end: 22))
        #expect(diagnostic.isError)
        #expect(diagnostic.notes.isEmpty)
    }

    @Test func aFailureWithoutASourceIsUnlocatedWithAFallbackNote() {
        let diagnostic = Diagnostic(PluginFailure(PlainError(), fallback: "Failing() failed; the scroll heads for the natural target"))
        #expect(diagnostic.message == "script failed")
        #expect(diagnostic.range.isUnlocated)
        #expect(diagnostic.notes.map(\.message) == ["Failing() failed; the scroll heads for the natural target"])
        #expect(diagnostic.notes.allSatisfy { $0.range.isUnlocated && $0.severity == .note })
    }

    @Test func aDiagnosticThrownByAScriptKeepsItsOwnPlace() {
        let thrown = Diagnostic.error("division by zero", at: SourceRange(file: 1, start: 40, end: 45))
        let diagnostic = Diagnostic(PluginFailure(thrown, location: SourceSpan(file: 1, start: 5, end: 9),
                                                  fallback: "B() failed; the scroll heads for the natural target"))
        #expect(diagnostic.range == thrown.range)
        #expect(diagnostic.notes.map(\.range) == [SourceRange(file: 1, start: 5, end: 9)])
    }

    @Test func failuresCompareByTheirErrorsValue() {
        let a = PluginFailure(Diagnostic.error("x", at: .unlocated))
        #expect(a == PluginFailure(Diagnostic.error("x", at: .unlocated)))
        #expect(a != PluginFailure(Diagnostic.error("y", at: .unlocated)))
        #expect(PluginFailure(PlainError()) == PluginFailure(PlainError()))
    }
}
