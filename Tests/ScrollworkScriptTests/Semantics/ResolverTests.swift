import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// Files that fail to load, and their first error as "line:column: message (hint)".
struct ResolverCase: CustomStringConvertible {
    let name: String
    let source: String
    let expected: String
    var description: String { name }
}

let resolverCases: [ResolverCase] = [
    .init(name: "misspelled property inside a method", source: """
        struct SnapToTop: ScrollTargetBehavior {
            var threshold: CGFloat = 50
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                if target.rect.minY < treshold { target.rect.origin.y = 0 }
            }
        }
        """, expected: "4:31: cannot find 'treshold' in scope (did you mean 'threshold'?)"),
    .init(name: "unknown member of a builtin type", source: """
        func f(_ r: CGRect) -> Double { r.minYY }
        """, expected: "1:35: value of type 'CGRect' has no member 'minYY' (did you mean 'minY'?)"),
    .init(name: "unknown member of a context", source: """
        func f(_ c: TargetContext) -> Double { c.velocty.dy }
        """, expected: "1:42: value of type 'ScrollTargetBehaviorContext' has no member 'velocty' (did you mean 'velocity'?)"),
    .init(name: "a Double for an Int parameter", source: """
        struct V: View { var body: some View { Color.red.containerRelativeFrame(.vertical, count: 1e300, spacing: 0) } }
        """, expected: "1:91: cannot convert value of type 'Double' to expected argument type 'Int'"),
    .init(name: "unknown member of a user struct", source: """
        struct P { var width = 1.0 }
        func f(_ p: P) -> Double { p.widht }
        """, expected: "2:30: value of type 'P' has no member 'widht' (did you mean 'width'?)"),
    .init(name: "unknown function", source: """
        func helper() -> Int { 1 }
        func f() -> Int { helpr() }
        """, expected: "2:19: cannot find 'helpr' in scope (did you mean 'helper'?)"),
    .init(name: "unknown type", source: """
        func f(_ x: CGFlaot) {}
        """, expected: "1:13: cannot find type 'CGFlaot' in scope (did you mean 'CGFloat'?)"),
    .init(name: "wrong argument label", source: """
        func move(by amount: Double) -> Double { amount }
        func f() -> Double { move(amount: 3) }
        """, expected: "2:22: incorrect argument label in call (have 'amount:', expected 'by:') ('move(by:)' is declared here)"),
    .init(name: "wrong arity of a builtin", source: """
        func f() -> Double { sqrt(1, 2) }
        """, expected: "1:30: extra argument in call ('sqrt(_:)' is declared 'func sqrt(_ x: Double) -> Double')"),
    .init(name: "wrong memberwise label", source: """
        struct SnapToTop: ScrollTargetBehavior {
            var threshold = 50.0
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
        }
        let s = SnapToTop(treshold: 3)
        """, expected: "5:19: extra argument 'treshold' in call (did you mean 'threshold'?)"),
    .init(name: "assigning a let", source: """
        func f() { let x = 1; x = 2 }
        """, expected: "1:23: cannot assign to value: 'x' is a 'let' constant (change 'let' to 'var' to make it mutable)"),
    .init(name: "mutating self in a non-mutating method", source: """
        struct C { var n = 0
            func bump() { n += 1 } }
        """, expected: "2:19: cannot assign to property: 'self' is immutable (mark the method 'mutating')"),
    .init(name: "get-only geometry", source: """
        func f() { var r = CGRect(x: 0, y: 0, width: 1, height: 1); r.minY = 3 }
        """, expected: "1:63: cannot assign to property: 'minY' is a get-only property"),
    .init(name: "behaviour without updateTarget", source: """
        struct Snap: ScrollTargetBehavior { var threshold = 1.0 }
        """, expected: "1:8: type 'Snap' does not conform to protocol 'ScrollTargetBehavior' (add 'func updateTarget(_ target: inout ScrollTarget, context: TargetContext)')"),
    .init(name: "inout without &", source: """
        func twice(_ x: inout Int) { x *= 2 }
        func f() { var v = 1; twice(v) }
        """, expected: "2:29: passing value of type 'Int' to an inout parameter requires explicit '&'"),
    .init(name: "struct of the wrong type", source: """
        struct A { var a = 1 }
        struct B { var b = 1 }
        func f() { var x = A(); x = B() }
        """, expected: "3:29: cannot assign value of type 'B' to type 'A'"),
    .init(name: "struct argument of the wrong type", source: """
        struct A { var a = 1 }
        struct B { var b = 1 }
        func take(_ a: A) {}
        func f() { take(B()) }
        """, expected: "4:17: cannot convert value of type 'B' to expected argument type 'A'"),
    .init(name: "redeclared type", source: """
        struct A {}
        struct A {}
        """, expected: "2:8: invalid redeclaration of 'A'"),
    .init(name: "a type declared in a body is not seen outside it", source: """
        func f() -> Int {
            enum Step: Int { case one = 1 }
            return Step.one.rawValue
        }
        func g() -> Int { Step.one.rawValue }
        """, expected: "5:19: cannot find 'Step' in scope"),
    .init(name: "two types of one name in a body", source: """
        func f() {
            enum Step { case one }
            struct Step {}
        }
        """, expected: "3:12: invalid redeclaration of 'Step'"),
    .init(name: "extension of an unknown type", source: """
        extension CGRectt { func area() -> Double { 1 } }
        """, expected: "1:11: cannot find type 'CGRectt' in scope (did you mean 'CGRect'?)"),
    // swiftc's message, at the same column.
    .init(name: "a global given an array where a number is specified", source: """
        let a: Int = []
        """, expected: "1:14: cannot convert value of type '[Any]' to specified type 'Int'"),
]

@Test(arguments: resolverCases)
func resolverError(_ testCase: ResolverCase) {
    let program = ScriptProgram()
    let file = SourceFile(id: 1, path: "test.swift", text: testCase.source)
    let diagnostics = program.load(file)
    guard let first = diagnostics.first(where: \.isError) else {
        Issue.record("expected an error")
        return
    }
    let (line, column) = file.location(of: first.range.start)
    let text = "\(line):\(column): \(first.message)" + (first.hint.map { " (\($0))" } ?? "")
    #expect(text == testCase.expected)
}

@Test func importsOtherThanTheAppleFrameworksWarnAndHaveNoEffect() {
    let program = ScriptProgram()
    let diagnostics = program.load(SourceFile(id: 1, path: "a.swift", text: "import SwiftUI\nimport Darwin\nlet x = 1"))
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.severity == .warning)
    #expect(diagnostics.first?.message == "import of 'Darwin' has no effect in scripts")
}

@Test func theSandboxHasNoWayOut() {
    // None of these exist in the language: no files (but the app's own resources, read at run
    // time from its folder only, and its container, kept in memory), wall clock, network,
    // environment or unseeded randomness (`Date()`, `random(in:)` and `SystemRandomNumberGenerator`
    // read the scene's clock and seeded generator).
    for source in ["func f() { let d = CFAbsoluteTimeGetCurrent() }",
                   "func f() { let s = FileHandle(forReadingAtPath: \"/etc/passwd\") }", "func f() { exit(1) }"] {
        let diagnostics = ScriptProgram().load(SourceFile(id: 1, path: "a.swift", text: source))
        #expect(diagnostics.containsErrors, "\(source)")
    }
    // The process's environment is a fixed empty one, said where it is read, and a member of
    // ProcessInfo the surface lacks is a placeholder: neither reads the host's.
    let environment = ScriptProgram().load(SourceFile(id: 1, path: "a.swift", text: "func f() { let e = ProcessInfo.processInfo.environment }"))
    #expect(!environment.containsErrors && environment.contains { $0.message == FoundationProcessInfoSurface.fixedProcess })
    let uptime = ScriptProgram().load(SourceFile(id: 1, path: "a.swift", text: "func f() { let t = ProcessInfo.processInfo.systemUptime }"))
    #expect(uptime.contains { $0.message.contains("placeholders") })
}

@Test func errorsRenderLikeTheCompiler() {
    let program = ScriptProgram()
    let source = "func f(_ r: CGRect) -> Double {\n    r.minYY\n}\n"
    let diagnostics = program.load(SourceFile(id: 1, path: "Snap.swift", text: source))
    let rendered = diagnostics.first.map { render($0, in: program) } ?? ""
    #expect(rendered.hasPrefix("Snap.swift:2:7: error: value of type 'CGRect' has no member 'minYY'\n    r.minYY\n      ^~~~~"))
    #expect(rendered.contains("did you mean 'minY'?"))
}
