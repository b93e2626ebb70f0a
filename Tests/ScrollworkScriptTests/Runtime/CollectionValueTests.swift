import Testing
import ScrollworkCore
@testable import ScrollworkScript

/// Dictionaries, sets, tuples and key paths as values: literals, subscripts, iteration order.
let collectionValueCases: [InterpreterCase] = [
    .init(name: "dictionary literal, subscript and insertion order", source: """
        func run() -> String {
            var scores = ["b": 2, "a": 1]
            scores["c"] = 3
            scores["b"] = nil
            scores["a", default: 0] += 10
            scores["z", default: 0] += 1
            var keys = ""
            for (key, value) in scores { keys += "\\(key)=\\(value) " }
            return keys + "\\(scores["a"] ?? -1) \\(scores["q"] == nil)"
        }
        """, expected: "a=11 c=3 z=1 11 true"),
    .init(name: "an array's methods take its element type for implicit members", source: """
        enum Route: Equatable { case article(id: Int), settings }
        func run() -> String {
            var routes: [Route] = [.settings]
            routes.append(.article(id: 3))
            routes.insert(.settings, at: 0)
            return "\\(routes.count) \\(routes.contains(.settings))"
        }
        """, expected: "3 true"),
    .init(name: "dictionary prints in insertion order", source: """
        func run() -> String { let d: [String: Int] = ["x": 1, "y": 2]; let e: [Int: String] = [:]; return "\\(d) \\(e)" }
        """, expected: "[\"x\": 1, \"y\": 2] [:]"),
    .init(name: "set literal drops duplicates", source: """
        func run() -> String { let s: Set<Int> = [3, 1, 3, 2, 1]; var n = 0; for x in s { n = n * 10 + x }; return "\\(n)" }
        """, expected: "312"),
    .init(name: "tuples with labels and positions", source: """
        func bounds(_ xs: [Int]) -> (low: Int, high: Int) { (xs[0], xs[xs.count - 1]) }
        func run() -> String { let b = bounds([1, 5, 9]); let p = (3, "a"); return "\\(b.low) \\(b.high) \\(b.0) \\(p.1) \\(b)" }
        """, expected: "1 9 1 a (low: 1, high: 9)"),
    .init(name: "key paths read and write", source: """
        struct P { var x = 1.0; var size = CGSize(width: 2, height: 3) }
        func run() -> String {
            var p = P()
            let kx = \\P.x
            let kh: KeyPath<P, CGFloat> = \\.size.height
            p[keyPath: kx] = 5
            return "\\(p[keyPath: kx]) \\(p[keyPath: kh]) \\([p, p].map(\\.x))"
        }
        """, expected: "5.0 3.0 [5.0, 5.0]"),
]

@Test(arguments: collectionValueCases)
func collectionValues(_ testCase: InterpreterCase) throws {
    let program = try loadProgram(testCase.source)
    let value = try program.evaluate("run()", bindings: FakeSession())
    #expect(value.description == testCase.expected)
}

@Test func valuesStaySmall() {
    // Geometry is stored inline; the new kinds of values must not make every value bigger.
    #expect(MemoryLayout<Value>.size <= 33)
}
