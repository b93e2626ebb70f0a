import Testing
@testable import ScrollworkFrontEnd

/// Token dumps: `kind:text`, with `⏎` in front of a token that starts a new line.
@Suite struct LexerTests {
    struct Case: CustomTestStringConvertible {
        let source: String
        let tokens: String
        var testDescription: String { source }
    }

    static let cases: [Case] = [
        Case(source: "let x = 1", tokens: "kw:let id:x op:= int:1"),
        Case(source: "threshold_2 `default` _", tokens: "id:threshold_2 id:`default` id:_"),
        Case(source: "$0 $1.x $isOn", tokens: "$:$0 $:$1 . id:x $:$isOn"),
        Case(source: "1_000 0xFF_FF 0b101 0o17", tokens: "int:1_000 int:0xFF_FF int:0b101 int:0o17"),
        Case(source: "1.5 2e10 3.25E-3 1...5 0..<n", tokens: "float:1.5 float:2e10 float:3.25E-3 int:1 op:... int:5 int:0 op:..< id:n"),
        Case(source: "a.b.c 1.x", tokens: "id:a . id:b . id:c int:1 . id:x"),
        Case(source: "+ - * / % == != < <= > >= && || ! ?? ? :", tokens: "op:+ op:- op:* op:/ op:% op:== op:!= op:< op:<= op:> op:>= op:&& op:|| op:! op:?? op:? :"),
        Case(source: "= += -= *= /= %= -> , ; @ # \\ &", tokens: "op:= op:+= op:-= op:*= op:/= op:%= -> , ; @ # \\ op:&"),
        Case(source: "a?.b x! !y", tokens: "id:a op:? . id:b id:x op:! op:! id:y"),
        Case(source: "Array<Array<Int>>", tokens: "id:Array op:< id:Array op:< id:Int op:> op:>"),
        Case(source: "( ) [ ] { }", tokens: "( ) [ ] { }"),
        Case(source: "\"a\\(b)c\"", tokens: "str:\"a\\(b)c\""),
        Case(source: "\"x \\(f(\"y\\(1)\")) z\" 2", tokens: "str:\"x \\(f(\"y\\(1)\")) z\" int:2"),
        Case(source: "\"esc \\\" \\\\ \\n\"", tokens: "str:\"esc \\\" \\\\ \\n\""),
        Case(source: "\"\"\"\n  a \"quoted\"\n  \"\"\" x", tokens: "str:\"\"\"\n  a \"quoted\"\n  \"\"\" id:x"),
        Case(source: "a // comment\nb /* block /* nested */ still */ c", tokens: "id:a ⏎id:b id:c"),
        Case(source: "foo\n(1)", tokens: "id:foo ⏎( int:1 )"),
        Case(source: "if for in while return struct protocol", tokens: "kw:if kw:for kw:in kw:while kw:return kw:struct kw:protocol"),
        Case(source: "get set some mutating", tokens: "id:get id:set id:some id:mutating"),
        Case(source: "naïve = \"ü\"", tokens: "id:naïve op:= str:\"ü\""),
        Case(source: "a ^ b | c ~d", tokens: "id:a op:^ id:b op:| id:c op:~ id:d"),
        // A `/` where an operand starts opens a regex literal; after an operand it divides.
        Case(source: "let r = /^[a-z/]+\\/x$/", tokens: "kw:let id:r op:= re:/^[a-z/]+\\/x$/"),
        Case(source: "f(/a b/) #/ a /# a/b/c (x)/2", tokens: "id:f ( re:/a b/ ) re:#/ a /# id:a op:/ id:b op:/ id:c ( id:x ) op:/ int:2"),
        Case(source: "x = / 2 /\ny = /2 /", tokens: "id:x op:= op:/ int:2 op:/ ⏎id:y op:= op:/ int:2 op:/"),
        Case(source: "x = /a\\\nb/", tokens: "id:x op:= op:/ id:a \\ ⏎id:b op:/"),
    ]

    @Test(arguments: cases)
    func tokens(_ testCase: Case) {
        let file = SourceFile(id: 0, path: "t.swift", text: testCase.source)
        let output = Lexer.tokenize(file)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        #expect(Self.describe(output.tokens, in: file) == testCase.tokens)
    }

    struct ErrorCase: CustomTestStringConvertible {
        let source: String
        let message: String
        let start: Int
        let end: Int
        var testDescription: String { source }
    }

    static let errorCases: [ErrorCase] = [
        ErrorCase(source: "let s = \"open\nlet t = 1", message: "unterminated string literal", start: 8, end: 9),
        ErrorCase(source: "\"\"\"\nnever closed", message: "unterminated string literal", start: 0, end: 3),
        ErrorCase(source: "a /* never closed", message: "unterminated '/*' comment", start: 2, end: 4),
        ErrorCase(source: "let x = 12abc", message: "'12abc' is not a valid number literal", start: 8, end: 13),
        ErrorCase(source: "0x", message: "'0x' is not a valid number literal", start: 0, end: 2),
        ErrorCase(source: "a 'b", message: "single-quoted string literals are not supported; use double quotes", start: 2, end: 3),
        ErrorCase(source: "a \u{7} b", message: "unexpected character '\u{7}' in source", start: 2, end: 3),
        ErrorCase(source: "x = $", message: "expected a number or a name after '$'", start: 4, end: 5),
        ErrorCase(source: "`open", message: "expected an identifier and a closing '`'", start: 0, end: 1),
        ErrorCase(source: "\"a \\(b\" c", message: "unterminated string literal", start: 0, end: 1),
    ]

    @Test(arguments: errorCases)
    func errors(_ testCase: ErrorCase) {
        let file = SourceFile(id: 3, path: "t.swift", text: testCase.source)
        let output = Lexer.tokenize(file)
        #expect(output.diagnostics.map(\.message) == [testCase.message])
        #expect(output.diagnostics.first?.range == SourceRange(file: 3, start: testCase.start, end: testCase.end))
        #expect(output.tokens.last?.kind == .endOfFile)
    }

    /// Swift lexes a non-breaking space (U+00A0, two UTF-8 bytes) as a space and warns of it.
    @Test func nonBreakingSpaceIsASpaceWithAWarning() {
        let file = SourceFile(id: 0, path: "t.swift", text: "a.filter\u{A0}{ x }")
        let output = Lexer.tokenize(file)
        #expect(Self.describe(output.tokens, in: file) == "id:a . id:filter { id:x }")
        #expect(output.diagnostics.map(\.message) == ["non-breaking space (U+00A0) used instead of regular space"])
        #expect(output.diagnostics.first?.severity == .warning)
        #expect(output.diagnostics.first?.range == SourceRange(file: 0, start: 8, end: 10))
    }

    @Test func offsetsAreUTF8AndFlagsTrackSpacing() {
        let file = SourceFile(id: 0, path: "t.swift", text: "é=a\n  b")
        let tokens = Lexer.tokenize(file).tokens
        #expect(tokens.map(\.start) == [0, 2, 3, 7, 8])
        #expect(tokens[1].spaceBefore == false && tokens[1].spaceAfter == false)
        #expect(tokens[3].newlineBefore && tokens[3].spaceBefore)
        #expect(file.location(of: 7) == (line: 2, column: 3))
    }

    @Test func byteOrderMarkIsSkipped() {
        let file = SourceFile(id: 0, path: "t.swift", text: "\u{FEFF}import SwiftUI")
        let output = Lexer.tokenize(file)
        #expect(output.diagnostics.isEmpty)
        #expect(Self.describe(output.tokens, in: file) == "kw:import id:SwiftUI")
        #expect(output.tokens[0].start == 3)
    }

    @Test func docCommentsAttachToTheNextToken() {
        let file = SourceFile(id: 0, path: "t.swift", text: "/// Summary.\n/// - Version: 2\n\nimport SwiftUI\n// plain\n/// Doc for S\nstruct S {}")
        let output = Lexer.tokenize(file)
        #expect(output.headerDocComment == ["Summary.", "- Version: 2"])
        #expect(output.docComments[0] == ["Summary.", "- Version: 2"])
        #expect(output.docComments[2] == ["Doc for S"])
    }

    @Test func deeplyNestedInterpolationDoesNotRecurse() {
        let depth = 20_000
        let text = String(repeating: "\"\\(", count: depth) + "1" + String(repeating: ")\"", count: depth)
        let output = Lexer.tokenize(SourceFile(id: 0, path: "t.swift", text: text))
        #expect(output.diagnostics.isEmpty)
        #expect(output.tokens.count == 2)
    }

    static func describe(_ tokens: [Token], in file: SourceFile) -> String {
        tokens.dropLast().enumerated().map { index, token in
            let text = file.text(in: token.range(in: file.id))
            let name: String
            switch token.kind {
            case .identifier: name = "id:\(text)"
            case .dollarIdentifier: name = "$:\(text)"
            case .keyword: name = "kw:\(text)"
            case .integer: name = "int:\(text)"
            case .floating: name = "float:\(text)"
            case .string: name = "str:\(text)"
            case .regex: name = "re:\(text)"
            case .op: name = "op:\(text)"
            default: name = text
            }
            return (index > 0 && token.newlineBefore ? "⏎" : "") + name
        }.joined(separator: " ")
    }
}
