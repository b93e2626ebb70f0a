import Testing
@testable import ScrollworkFrontEnd

/// Output proportional to what is worth showing: a bounded number of diagnostics per file,
/// long lines cut to a window around the caret, control characters escaped.
@Suite struct DiagnosticFloodTests {
    @Test func aRunOfStrayCharactersPrintsTwentyErrorsAndACount() {
        let file = SourceFile(id: 1, path: "x.swift", text: "let a = 1\n" + String(repeating: "$", count: 30_000) + "\n")
        let (_, diagnostics) = Parser.parse(file)
        #expect(diagnostics.count > 20)
        let rendered = DiagnosticRenderer(files: [file], color: false).render(diagnostics)
        let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
        let headers = lines.filter { $0.hasPrefix("x.swift:") && $0.contains(": error: ") }
        #expect(headers.count == 20)
        #expect(lines.dropLast().last == "x.swift: note: \(diagnostics.count - 20) more errors not shown (only the first 20 of a file are)")
        // 20 errors of three lines each, a window of at most 120 characters plus two ellipses.
        #expect(rendered.utf8.count < 20 * 3 * 200)
    }

    @Test func aLongLineIsCutToAWindowAroundTheCaret() {
        let line = String(repeating: "a", count: 500) + " + @ + " + String(repeating: "b", count: 500)
        let file = SourceFile(id: 1, path: "x.swift", text: "let x = " + line + "\n")
        let at = 8 + 503
        let rendered = DiagnosticRenderer(files: [file], color: false)
            .render(Diagnostic.error("unexpected '@'", at: SourceRange(file: 1, start: at, end: at + 1)))
        let lines = rendered.split(separator: "\n").map(String.init)
        #expect(lines[0] == "x.swift:1:512: error: unexpected '@'")
        #expect(lines[1] == "…" + String(repeating: "a", count: 57) + " + @ + " + String(repeating: "b", count: 56) + "…")
        // The caret sits under the '@' in the window: after the ellipsis and 60 characters.
        #expect(lines[2] == String(repeating: " ", count: 61) + "^")
        #expect(Array(lines[1])[61] == "@")
    }

    @Test func controlCharactersInTheEchoedLineAreEscapedAndTheCaretStillPoints() {
        let file = SourceFile(id: 1, path: "x.swift", text: "let s = \"\u{1B}]0;pwned\u{07}\" + @\n")
        let at = file.utf8.firstIndex(of: UInt8(ascii: "@"))!
        let rendered = DiagnosticRenderer(files: [file], color: false)
            .render(Diagnostic.error("unexpected '@'", at: SourceRange(file: 1, start: at, end: at + 1)))
        let lines = rendered.split(separator: "\n").map(String.init)
        #expect(!rendered.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" })
        #expect(lines[1] == #"let s = "\u{1B}]0;pwned\u{7}" + @"#)
        #expect(lines[2] == String(repeating: " ", count: lines[1].count - 1) + "^")
    }
}

/// "Did you mean" costs little whatever the names: two 100,000-character names used to take 17 s.
@Suite struct BoundedSuggestionTests {
    @Test func hugeNamesAreNotTyposOfAnything() {
        let long = String(repeating: "a", count: 100_000)
        #expect(Suggestions.closest(to: long + "b", among: [long + "c", "offset"]) == nil)
        #expect(Suggestions.closest(to: "ofset", among: [long, "offset"]) == "offset")
    }

    @Test func candidatesOfADifferentLengthAreSkippedAndTheWorkIsCapped() {
        // 100,000 candidates of 61 characters: a 10-character name skips them all unmeasured.
        let many = (0..<100_000).map { String(repeating: "x", count: 55) + String(100_000 + $0) }
        #expect(Suggestions.closest(to: "threshhold", among: many + ["threshold"]) == "threshold")
        // A 61-character name one edit from the last candidates: the cell budget (61·61 cells a
        // candidate) ends the search long before them, with the best of those it measured.
        let found = Suggestions.closest(to: String(repeating: "x", count: 55) + "19999z", among: many)
        #expect(found != nil)
        #expect(found.map { many.prefix(1_000).contains($0) } == true)
    }
}
