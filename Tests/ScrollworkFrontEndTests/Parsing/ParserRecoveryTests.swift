import Testing
@testable import ScrollworkFrontEnd

/// Errors are located, several are reported per file, and what follows a bad construct
/// still parses.
@Suite struct ParserRecoveryTests {
    struct Case: CustomTestStringConvertible {
        let source: String
        /// "line:column message" for each diagnostic, in order.
        let errors: [String]
        /// The dump of the declarations that survive, one per line.
        let dump: String
        var testDescription: String { source }
    }

    static let unsupported = " is not supported in scrollwork scripts"

    static let cases: [Case] = [
        Case(source: "protocol P { func f() }\nstruct S {}",
             errors: [], dump: "(protocol P (func f ()))\n(struct S)"),
        Case(source: "actor A { var x = 1\n nonisolated func f() {} }\nfunc g() { actor B {} }",
             errors: [], dump: "(actor A (var x = 1) (nonisolated func f () {}))\n(func g () {(actor B)})"),
        // Operators a module declares (`|>`, `>=>`, `<<<` of Prelude), written as several of
        // the standard library's glued together: a call of the operator at DefaultPrecedence,
        // below `+` and `??`, left-associative.
        Case(source: "let a = x |> f |> g\nlet b = f >=> g <<< h\nlet c = v >>> 1",
             errors: [], dump: "(let a = (call |> (call |> x f) g))\n(let b = (call <<< (call >=> f g) h))\n(let c = (call >>> v 1))"),
        Case(source: "func f() { return conn\n    |> write(.ok) }\nlet d = a + b |> f ?? g\nlet e = xs.reduce(z, <>)",
             errors: [], dump: "(func f () {(return (call |> conn (call write .ok)))})\n(let d = (call |> (+ a b) (?? f g)))\n(let e = (call xs.reduce z <>))"),
        Case(source: "let s: Array<Array<Int>> = []\nlet t = x >> 1\nlet u = a|>b",
             errors: [], dump: "(let s: Array<Array<Int>> = [])\n(let t = (>> x 1))\n(let u = (call |> a b))"),
        Case(source: "struct S { subscript(i: Int) { i }\n var x = 1 }",
             errors: ["1:30 expected '->' for subscript element type"], dump: "(struct S (var x = 1))"),
        Case(source: "infix operator ** : MultiplicationPrecedence\nlet a = 1",
             errors: ["1:1 operator declarations are not supported in scrollwork scripts"], dump: "(<invalid>)\n(let a = 1)"),
        Case(source: "let a = x >> 1 + 2\nlet b = x >> 1 << 2",
             errors: ["2:16 adjacent operators are in non-associative precedence group 'BitwiseShiftPrecedence'"],
             dump: "(let a = (+ (>> x 1) 2))\n(let b = (<< (>> x 1) 2))"),
        Case(source: "func f() { async let x = g()\n h(x) }",
             errors: [], dump: "(func f () {(async let x = (call g)) (call h x)})"),
        Case(source: "func f() { do { try g() } catch { } }\nlet a = 1",
             errors: [], dump: "(func f () {(do {(try (call g))} (catch {}))})\n(let a = 1)"),
        Case(source: "func f() { throw E.bad; catch }",
             errors: ["1:25 'catch'" + unsupported], dump: "(func f () {(throw E.bad) <invalid>})"),
        Case(source: "func f() { switch x { case 1: fallthrough\n default: break } }",
             errors: [], dump: "(func f () {(switch x (case 1: (fallthrough)) (default: (break)))})"),
        Case(source: "let d = [\"a\": 1, \"b\": 2]\nlet e: [String: Int] = [:]",
             errors: [], dump: "(let d = [\"a\": 1 \"b\": 2])\n(let e: [String: Int] = [:])"),
        Case(source: "func f() { let (a, b) = (1, 2) }",
             errors: [], dump: "(func f () {(let (tuple a b) = (tuple 1 2))})"),
        Case(source: "func f() { x.sort { [weak self] a, b in a < b } }",
             errors: [], dump: "(func f () {(call x.sort ~(closure (a b) (< a b)))})"),
        Case(source: "func f() { x.sort { [count, last = m.id] a, b in a < b } }",
             errors: [], dump: "(func f () {(call x.sort ~(closure [count = count last = m.id] (a b) (< a b)))})"),
        Case(source: "func f() { g { [weak self, 3] in $0 } }",
             errors: ["1:28 expected a name to capture"], dump: "(func f () {(call g ~(closure $0))})"),
        Case(source: "#if DEBUG\nlet a = 1\n#endif\nlet b = 2",
             errors: [], dump: "(let a = 1)\n(let b = 2)"),
        Case(source: "#if DEBUG\nlet a = 1\nlet b = 2",
             errors: ["1:1 expected #endif to close this #if"], dump: "(let a = 1)\n(let b = 2)"),
        Case(source: "func f() -> Int { if #keyPath(g) { return 1 }\n return 0 }",
             errors: ["1:22 '#keyPath'" + unsupported], dump: "(func f () -> Int {(if <invalid> {(return 1)}) (return 0)})"),
        Case(source: "let p = #Predicate<User>\nlet q = 1",
             errors: ["1:25 expected '{' to begin the closure of '#Predicate'"], dump: "(let p = <invalid>)\n(let q = 1)"),
        Case(source: "let x = a ^ b & c << 2\nlet y = ~a",
             errors: [], dump: "(let x = (^ a (& b (<< c 2))))\n(let y = (~ a))"),
        Case(source: "struct S {\n  var a = \n  var b = 2\n}",
             errors: ["2:10 expected expression"], dump: "(struct S (var a = <invalid>) (var b = 2))"),
        Case(source: "struct S {\n  func f( { }\n  var ok = 1\n}",
             errors: ["2:11 expected parameter name"], dump: "(struct S (func f () {}) (var ok = 1))"),
        Case(source: "let a = f(1,\nlet b = 2",
             errors: ["1:13 expected expression"], dump: "(let a = (call f 1 <invalid>))\n(let b = 2)"),
        Case(source: "func f() {\n  let a = 1 +\n  let b = 2\n  b = \n}",
             errors: ["2:14 expected expression", "4:6 expected expression"], dump: "(func f () {(let a = (+ 1 <invalid>)) (let b = 2) (= b <invalid>)})"),
        Case(source: "struct A { var x: = 1 }\nstruct B { var y: Int }",
             errors: ["1:19 expected type"], dump: "(struct A (var x: <invalid> = 1))\n(struct B (var y: Int))"),
        Case(source: "let s = #\"raw \\d\nlet t = 1",
             errors: ["1:9 unterminated string literal"], dump: "(let s = <invalid>)\n(let t = 1)"),
        Case(source: "func f() { outer: for x in xs { for y in ys { break outer } } }",
             errors: ["1:12 labeled statements" + " are not supported in scrollwork scripts", "1:53 labeled statements are not supported in scrollwork scripts"],
             dump: "(func f () {(for x in xs {(for y in ys {(break)})})})"),
        Case(source: "}\nlet a = 1",
             errors: ["1:1 extraneous '}' at top level"], dump: "(let a = 1)"),
        Case(source: "func f() { switch x { foo() } }",
             errors: ["1:23 expected 'case' or 'default' in 'switch'"], dump: "(func f () {(switch x )})"),
        Case(source: "func f() { for in xs { } }",
             errors: ["1:16 expected expression"], dump: "(func f () {(for <invalid> in xs {})})"),
        Case(source: "func f() { g { [weak self] in h() } }",
             errors: [], dump: "(func f () {(call g ~(closure (call h)))})"),
    ]

    @Test(arguments: cases)
    func recovery(_ testCase: Case) {
        let file = SourceFile(id: 1, path: "t.swift", text: testCase.source)
        let (unit, diagnostics) = Parser.parse(file)
        let found = diagnostics.map { diagnostic -> String in
            let (line, column) = file.location(of: diagnostic.range.start)
            return "\(line):\(column) \(diagnostic.message)"
        }
        #expect(found == testCase.errors)
        #expect(unit.dump == testCase.dump)
    }

    @Test func replEntryPoints() {
        let (expression, errors) = Parser.parseExpression(SourceFile(id: 0, path: "<repl>", text: "SnapToTop(threshold: 80) extra"))
        #expect(expression?.dump == "(call SnapToTop threshold: 80)")
        #expect(errors.map(\.message) == ["unexpected input after the expression"])
        let (none, noErrors) = Parser.parseExpression(SourceFile(id: 0, path: "<repl>", text: "  // nothing"))
        #expect(none == nil && noErrors.isEmpty)
        let (statements, statementErrors) = Parser.parseStatements(SourceFile(id: 0, path: "<repl>", text: "let x = 3; x * 2\n}"))
        #expect(statements.map(\.dump) == ["(let x = 3)", "(* x 2)"])
        #expect(statementErrors.map(\.message) == ["extraneous '}' at top level"])
    }

    /// A module's `main.swift` may hold top-level statements (its entry point): they are read
    /// and left out with one warning, and its declarations stay; elsewhere they are an error.
    @Test func mainFileTopLevelCode() {
        let source = "import Foundation\nprint(\"Hi\")\nwhile true { break }\nfunc add(_ a: Int) -> Int { a }\nlet n = 2"
        let (unit, diagnostics) = Parser.parse(SourceFile(id: 1, path: "Tool/main.swift", text: source))
        #expect(diagnostics.map(\.message) == [ParserMessages.entryPointNotRun])
        #expect(diagnostics.first?.severity == .warning)
        #expect(unit.dump == "(import Foundation)\n(func add ((_ a: Int)) -> Int {a})\n(let n = 2)")
        let (_, elsewhere) = Parser.parse(SourceFile(id: 1, path: "Tool/Helpers.swift", text: source))
        #expect(elsewhere.first?.message == ParserMessages.expectedDeclaration)
        #expect(elsewhere.allSatisfy { $0.severity == .error })
    }

    /// Real view bodies nest far less than the limit: 30 levels of stacks with an `if`
    /// at each level still parse.
    @Test func deepButRealisticNestingParses() {
        var body = "Text(\"leaf\")"
        for level in 0..<30 {
            body = "VStack(spacing: \(level)) {\n if flag {\n \(body)\n }\n}\n.padding()"
        }
        let source = "struct Deep: View {\n var flag = true\n var body: some View {\n \(body)\n }\n}"
        let (_, diagnostics) = Parser.parse(SourceFile(id: 1, path: "t.swift", text: source))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test func manyErrorsInOneFile() {
        let source = (0..<50).map { "infix operator <~>\nstruct S\($0) { var x = ( }" }.joined(separator: "\n")
        let (unit, diagnostics) = Parser.parse(SourceFile(id: 1, path: "t.swift", text: source))
        #expect(diagnostics.count == 100)
        #expect(unit.declarations.count == 100)
    }
}
