import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// Programs whose `run()` fails, and the located error: "line:column: message".
struct RuntimeErrorCase: CustomStringConvertible {
    let name: String
    let source: String
    let expected: String
    var description: String { name }
}

let runtimeErrorCases: [RuntimeErrorCase] = [
    .init(name: "Int overflow", source: "func run() -> Int {\n  let big = Int.max\n  return big + 1\n}",
          expected: "3:10: integer overflow in 9223372036854775807 + 1"),
    .init(name: "Int multiplication overflow", source: "func run() -> Int {\n  var x = 1\n  for _ in 0..<70 { x *= 2 }\n  return x\n}",
          expected: "3:21: integer overflow in 4611686018427387904 * 2"),
    .init(name: "Int division by zero", source: "func run() -> Int {\n  let zero = 0\n  return 10 / zero\n}",
          expected: "3:10: division by zero"),
    .init(name: "Int remainder by zero", source: "func run() -> Int {\n  let zero = 0\n  return 10 % zero\n}",
          expected: "3:10: division by zero in remainder"),
    .init(name: "endless loop hits the step budget", source: "func run() {\n  while true {}\n}",
          expected: "2:3: script exceeded its step budget of 10000 steps (an endless loop?)"),
    .init(name: "runaway recursion hits the limit", source: "func down(_ n: Int) -> Int {\n  return down(n + 1)\n}\nfunc run() -> Int { down(0) }",
          expected: "2:10: recursion deeper than 200 calls"),
    .init(name: "force unwrap of nil", source: "func run() -> Int {\n  let xs: [Int] = []\n  return xs.first!\n}",
          expected: "3:10: unexpectedly found nil while unwrapping 'xs.first'"),
    .init(name: "index out of range", source: "func run() -> Int {\n  let xs = [1, 2]\n  return xs[2]\n}",
          expected: "3:10: index 2 out of range 0..<2"),
    .init(name: "Int conversion of NaN", source: "func run() -> Int {\n  return Int(Double.nan)\n}",
          expected: "2:10: nan cannot be converted to Int"),
    .init(name: "closed range with its lower bound above its upper",
          source: "func run() -> Int {\n  var n = 0\n  for _ in 1...0 { n += 1 }\n  return n\n}",
          expected: "3:12: range requires lowerBound <= upperBound"),
    .init(name: "CGRect.contains on a rect with a NaN edge (swift-corelibs-foundation traps in its Range)",
          source: "func run() -> Bool {\n  let r = CGRect(x: 0, y: 0, width: Double.nan, height: 1)\n  return r.contains(CGPoint(x: 1, y: 1))\n}",
          expected: "3:10: Range requires lowerBound <= upperBound"),
    .init(name: "a placeholder (a value of a type no loaded file declares) where a script type is needed",
          source: "struct Mission { var name = \"a\" }\nfunc title(_ m: Mission) -> String { m.name }\nfunc run() -> String {\n  let store = Store()\n  return title(store.missions)\n}",
          expected: "2:38: expected a value of type 'Mission', found 'missions', a placeholder for a value of a type no loaded file declares "
              + "or of a module which scrollwork does not simulate"),
]

@Test(arguments: runtimeErrorCases)
func runtimeError(_ testCase: RuntimeErrorCase) throws {
    let program = try loadProgram(testCase.source, stepBudget: 10_000)
    do {
        _ = try program.evaluate("run()", bindings: FakeSession())
        Issue.record("expected an error")
    } catch let diagnostic as Diagnostic {
        let file = SourceFile(id: 1, path: "test.swift", text: testCase.source)
        #expect(diagnostic.range.file == 1)
        let (line, column) = file.location(of: diagnostic.range.start)
        #expect("\(line):\(column): \(diagnostic.message)" == testCase.expected)
    }
}

@Test func theBudgetIsPerCallSoLaterCallsRunAgain() throws {
    let program = try loadProgram("var n = 0\nfunc spin() { while true { n += 1 } }\nfunc ok() -> Int { 1 }", stepBudget: 500)
    #expect(throws: Diagnostic.self) { try program.evaluate("spin()", bindings: FakeSession()) }
    #expect(try program.evaluate("ok()", bindings: FakeSession()) == .int(1))
    // The cut-off happened within the budget: fewer iterations than steps allowed.
    if case .int(let count) = try program.evaluate("n", bindings: FakeSession()) { #expect(count <= 500) }
}

@Test func recursionWithinTheLimitWorks() throws {
    let program = try loadProgram("func depth(_ n: Int) -> Int { n == 0 ? 0 : 1 + depth(n - 1) }")
    #expect(try program.evaluate("depth(150)", bindings: FakeSession()) == .int(150))
}

@Test(arguments: [
    "func run() { var a = [0]; while true { a = a + a } }",
    "func run() { var s = \"ab\"; while true { s = s + s } }",
    "func run() { var s = \"ab\"; while true { s = \"\\(s)\\(s)\" } }",
    "func run() -> Int { (0..<Int.max).map { $0 }.count }",
    "func run() -> Int { (Int.min..<Int.max).map { $0 }.count }",
])
func runawayGrowthIsStoppedBeforeMemoryRunsOut(_ source: String) throws {
    let program = try loadProgram(source)
    #expect(throws: Diagnostic.self) { try program.evaluate("run()", bindings: FakeSession()) }
}

@Test func viewStructsLoadWithTheirBuildingMembersLeftToTheSceneLayer() throws {
    let program = try loadProgram("""
    import SwiftUI
    struct Gallery: View {
        @State private var selected: Int? = nil
        let count = 20
        var body: some View {
            ScrollView { LazyVStack { ForEach(0..<count) { Text("\\($0)") } } }
        }
        @ViewBuilder func header() -> some View { Text("Header") }
        var spacing: Double { 8 }
    }
    #Preview("Gallery") { Gallery() }
    """)
    #expect(program.viewNames == ["Gallery"])
    #expect(program.previewTitles == ["Gallery"])
    #expect(try program.evaluate("Gallery().spacing + Double(Gallery().count)", bindings: FakeSession()) == .double(28))
}

@Test(arguments: [
    "struct A { var a = 1; var b = 2 }\nstruct B { var z = 1 }\nfunc pick(_ x: Int) -> A? { nil }\nfunc run() -> Int {\n  var x = A()\n  let any = [B()].first\n  x = any ?? A()\n  return x.b\n}",
    "struct A { var a = 1; var b = 2 }\nstruct B { var z = 1 }\nfunc run() -> Int {\n  var x = A()\n  let make = { B() }\n  x = make()\n  x.b = 5\n  return 0\n}",
    "struct A { var b = 2; func get() -> Int { b } }\nstruct B { var z = 1 }\nfunc run() -> Int {\n  let make = { B() }\n  let x: A = make()\n  return x.get()\n}",
])
func aValueOfAnotherTypeIsALocatedErrorNotACrash(_ source: String) throws {
    let program = try loadProgram(source)
    do {
        _ = try program.evaluate("run()", bindings: FakeSession())
        Issue.record("expected a type mismatch")
    } catch let diagnostic as Diagnostic {
        #expect(diagnostic.message.hasPrefix("expected a value of type 'A', found 'B'"))
    }
}
