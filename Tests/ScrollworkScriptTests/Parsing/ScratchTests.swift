import Testing
import Foundation
@testable import ScrollworkScript

@Test func scratchDump() throws {
    guard let path = ProcessInfo.processInfo.environment["SCRATCH"] else { return }
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let (unit, diagnostics) = TestSupport.parse(text)
    print(unit.dump)
    print(TestSupport.render(diagnostics, text: text))
}

@Test func scratchTiming() throws {
    guard ProcessInfo.processInfo.environment["TIMING"] != nil else { return }
    for c in FuzzTests.deepCases {
        let start = Date()
        let (_, d) = Parser.parse(SourceFile(id: 7, path: "deep.swift", text: c.text))
        print(c.name, Date().timeIntervalSince(start), d.count)
    }
}

@Test func scratchTiming2() throws {
    guard ProcessInfo.processInfo.environment["TIMING"] != nil else { return }
    let fixtures = try TestSupport.fixtures()
    var start = Date()
    for _ in 0..<100 { for f in fixtures { _ = Lexer.tokenize(SourceFile(id: 0, path: "", text: f.text)) } }
    print("lex", Date().timeIntervalSince(start) / 700)
    start = Date()
    var units: [SourceUnit] = []
    for _ in 0..<100 { for f in fixtures { units.append(Parser.parse(SourceFile(id: 0, path: "", text: f.text)).0) } }
    print("parse", Date().timeIntervalSince(start) / 700)
    start = Date()
    for u in units { _ = u.dump }
    print("dump", Date().timeIntervalSince(start) / 700)
}

@Test func scratchLexOnly() throws {
    guard ProcessInfo.processInfo.environment["LEXONLY"] != nil else { return }
    let fixtures = try TestSupport.fixtures()
    let files = fixtures.map { SourceFile(id: 0, path: "", text: $0.text) }
    let start = Date()
    for _ in 0..<300 { for f in files { _ = Lexer.tokenize(f) } }
    print("lex", Date().timeIntervalSince(start) / Double(300 * files.count), files.map(\.utf8.count).reduce(0, +) / files.count)
}
