import Testing
@testable import ScrollworkFrontEnd

@Suite struct DiagnosticRendererTests {
    let file = SourceFile(id: 2, path: "Behaviors/Snap.swift", text: "struct S {\n\tvar é = treshold\n    if a &&\n       b { }\n}\n")

    func render(_ diagnostic: Diagnostic, color: Bool = false) -> String {
        DiagnosticRenderer(files: [file], color: color).render(diagnostic)
    }

    @Test func errorWithHintAndNote() {
        // "treshold" starts at byte 21 (the é is two bytes): column 11, 9 characters in.
        var diagnostic = Diagnostic.error("cannot find 'treshold' in scope", at: SourceRange(file: 2, start: 21, end: 29), hint: "did you mean 'threshold'?")
        diagnostic.notes = [.note("'S' declared here", at: SourceRange(file: 2, start: 7, end: 8))]
        #expect(render(diagnostic) == """
            Behaviors/Snap.swift:2:11: error: cannot find 'treshold' in scope
            \tvar é = treshold
            \t        ^~~~~~~~
            Behaviors/Snap.swift:2:11: note: did you mean 'threshold'?
            Behaviors/Snap.swift:1:8: note: 'S' declared here
            struct S {
                   ^

            """)
    }

    @Test func rangeOverSeveralLinesIsUnderlinedToTheEndOfTheFirst() {
        let diagnostic = Diagnostic.warning("condition spans lines", at: SourceRange(file: 2, start: 37, end: 52))
        #expect(render(diagnostic) == """
            Behaviors/Snap.swift:3:8: warning: condition spans lines
                if a &&
                   ^~~~

            """)
    }

    @Test func emptyRangeAtTheEndOfTheFile() {
        let end = file.utf8.count
        let diagnostic = Diagnostic.error("expected '}'", at: SourceRange(file: 2, at: end))
        #expect(render(diagnostic) == "Behaviors/Snap.swift:6:1: error: expected '}'\n\n^\n")
    }

    @Test func unknownFileStillPrintsTheMessage() {
        let diagnostic = Diagnostic.error("lost", at: SourceRange(file: 99, start: 0, end: 1))
        #expect(render(diagnostic) == "error: lost\n")
    }

    @Test func unlocatedFailuresPrintWithoutAPlace() {
        let diagnostic = Diagnostic(failure: PlainError(), at: nil)
            .adding(.note("the scroll heads for the natural target", at: .unlocated))
        #expect(diagnostic.range.isUnlocated)
        #expect(render(diagnostic) == "error: it broke\nnote: the scroll heads for the natural target\n")
    }

    private struct PlainError: Error, CustomStringConvertible { var description: String { "it broke" } }

    @Test func colourOnlyWhenAsked() {
        let diagnostic = Diagnostic.error("bad", at: SourceRange(file: 2, start: 0, end: 6))
        let plain = render(diagnostic)
        let coloured = render(diagnostic, color: true)
        #expect(!plain.contains("\u{1B}"))
        #expect(coloured.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[1;32m^~~~~~\u{1B}[0m"))
        #expect(coloured.replacingOccurrences(of: "\u{1B}[1;31m", with: "")
            .replacingOccurrences(of: "\u{1B}[1;32m", with: "")
            .replacingOccurrences(of: "\u{1B}[1m", with: "")
            .replacingOccurrences(of: "\u{1B}[0m", with: "") == plain)
    }

    @Test func locationsAreOneBasedUTF8Columns() {
        #expect(file.location(of: 0) == (line: 1, column: 1))
        #expect(file.location(of: 11) == (line: 2, column: 1))
        #expect(file.location(of: 21) == (line: 2, column: 11))
        #expect(file.location(of: -5) == (line: 1, column: 1))
        #expect(file.location(of: 10_000) == file.location(of: file.utf8.count))
        #expect(file.line(2) == "\tvar é = treshold")
        #expect(file.line(99) == nil)
        #expect(file.lineCount == 5)
    }
}

@Suite struct SuggestionsTests {
    struct Case: CustomTestStringConvertible {
        let name: String
        let candidates: [String]
        let expected: String?
        var testDescription: String { "\(name) → \(expected ?? "nil")" }
    }

    static let cases: [Case] = [
        Case(name: "treshold", candidates: ["threshold", "target", "context"], expected: "threshold"),
        Case(name: "velocty", candidates: ["velocity", "velocities"], expected: "velocity"),
        Case(name: "Threshold", candidates: ["threshhold", "threshold"], expected: "threshold"),
        Case(name: "x", candidates: ["y", "z"], expected: nil),
        Case(name: "offset", candidates: ["origin", "opacity"], expected: nil),
        Case(name: "abd", candidates: ["abc", "abe", "bbd"], expected: "abc"),
        Case(name: "abd", candidates: ["bbd", "abe", "abc"], expected: "abc"),
        Case(name: "minx", candidates: ["minX", "maxX", "minY"], expected: "minX"),
        Case(name: "", candidates: ["a"], expected: nil),
        Case(name: "same", candidates: ["same"], expected: nil),
        Case(name: "scrollTargetLayot", candidates: ["scrollTargetLayout", "scrollTargetBehavior"], expected: "scrollTargetLayout"),
    ]

    @Test(arguments: cases)
    func closest(_ testCase: Case) {
        #expect(Suggestions.closest(to: testCase.name, among: testCase.candidates) == testCase.expected)
    }
}
