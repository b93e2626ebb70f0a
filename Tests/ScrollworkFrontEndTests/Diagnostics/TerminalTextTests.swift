import Testing
@testable import ScrollworkFrontEnd

@Suite struct TerminalTextTests {
    @Test func controlCharactersBecomeSwiftEscapes() {
        #expect(TerminalText.escaped("a\u{1B}]0;title\u{07}b") == #"a\u{1B}]0;title\u{7}b"#)
        #expect(TerminalText.escaped("\u{9B}2J \u{7F} \r\0") == #"\u{9B}2J \u{7F} \r\0"#)
        #expect(TerminalText.escaped("lines\n\tand tabs stay, é ✓ too") == "lines\n\tand tabs stay, é ✓ too")
        #expect(TerminalText.escaped("one\ntwo\tx", singleLine: true) == #"one\ntwo\tx"#)
    }

    @Test func onlyTheGivenSequencesAreKept() {
        let bold = "\u{1B}[1m", reset = "\u{1B}[0m"
        #expect(TerminalText.escaped(bold + "x" + reset + "\u{1B}[2J", keeping: [bold, reset]) == bold + "x" + reset + #"\u{1B}[2J"#)
        #expect(TerminalText.escaped("\u{1B}[1", keeping: [bold]) == #"\u{1B}[1"#)
    }
}
