import Testing
import ScrollworkCore
@testable import ScrollworkScript

/// Programs with a `run()` function and what `print run()` shows.
struct InterpreterCase: CustomStringConvertible {
    let name: String
    let source: String
    let expected: String
    var description: String { name }
}

let interpreterCases: [InterpreterCase] = [
    .init(name: "int arithmetic and precedence", source: "func run() -> Int { 2 + 3 * 4 - 10 / 3 }", expected: "11"),
    .init(name: "double arithmetic with int literals", source: "func run() -> Double { let x: CGFloat = 3; return x / 2 + 1 }", expected: "2.5"),
    .init(name: "remainder", source: "func run() -> Int { 17 % 5 }", expected: "2"),
    .init(name: "a call that never returns stands for any value", source: """
        func fail() -> Int { preconditionFailure("unreachable") }
        func run() -> Int { let ok = true; return ok ? 3 : fail() }
        """, expected: "3"),
    .init(name: "comparison and logic", source: "func run() -> Bool { 1 < 2 && !(3 >= 4) || false }", expected: "true"),
    .init(name: "ternary", source: "func run() -> String { let v = 5; return v > 3 ? \"big\" : \"small\" }", expected: "big"),
    .init(name: "string interpolation", source: "func run() -> String { let n = 3; let d = 0.5; return \"n=\\(n) d=\\(d) s=\\(n * 2)\" }", expected: "n=3 d=0.5 s=6"),
    .init(name: "struct value semantics", source: """
        struct P { var x = 1; var y = 2 }
        func run() -> String { var a = P(); var b = a; b.x = 10; a.y = 5; return "\\(a.x) \\(a.y) \\(b.x) \\(b.y)" }
        """, expected: "1 5 10 2"),
    .init(name: "memberwise init with defaults", source: """
        struct S { var a: Double = 1; var b: Int; let c = 3 }
        func run() -> String { let s = S(b: 7); let t = S(a: 2, b: 8); return "\\(s.a) \\(s.b) \\(s.c) \\(t.a)" }
        """, expected: "1.0 7 3 2.0"),
    .init(name: "mutating method and computed property", source: """
        struct Counter { var count = 0
            var doubled: Int { count * 2 }
            mutating func bump(by amount: Int = 1) { count += amount } }
        func run() -> Int { var c = Counter(); c.bump(); c.bump(by: 4); return c.doubled }
        """, expected: "10"),
    .init(name: "extension adds methods", source: """
        struct Box { var w = 2.0 }
        extension Box { func area() -> Double { w * w } }
        func run() -> Double { Box(w: 3).area() }
        """, expected: "9.0"),
    .init(name: "explicit init", source: """
        struct R { var lo: Int; var hi: Int
            init(around c: Int) { lo = c - 1; self.hi = c + 1 } }
        func run() -> String { let r = R(around: 5); return "\\(r.lo)...\\(r.hi)" }
        """, expected: "4...6"),
    .init(name: "closures capture variables", source: """
        func run() -> Int { var total = 0; let add = { (n: Int) in total += n }; add(3); add(4); return total }
        """, expected: "7"),
    .init(name: "closures with $0 and map/filter/reduce", source: """
        func run() -> String { let xs = [1, 2, 3, 4]; let ys = xs.map { $0 * 10 }.filter { $0 > 15 }; return "\\(ys) \\(ys.reduce(0) { $0 + $1 })" }
        """, expected: "[20, 30, 40] 90"),
    .init(name: "nested function recursion", source: """
        func fact(_ n: Int) -> Int { n <= 1 ? 1 : n * fact(n - 1) }
        func run() -> Int { fact(10) }
        """, expected: "3628800"),
    .init(name: "a local function called above its declaration, capturing what is declared before the call", source: """
        func run() -> String {
            var total = 0
            let step = 10
            for i in 1...3 { add(i) }
            scaled(by: 2)
            func add(_ x: Int) { total += x * step }
            func scaled(by factor: Int) { total *= factor }
            return "\\(total)"
        }
        """, expected: "120"),
    .init(name: "reduce(into:) on a value whose type is known when it runs: the named first parameter is inout", source: """
        func sum<S: Sequence>(_ groups: S) -> Int where S.Element == [Int] {
            groups.reduce(into: 0) { partialResult, numbers in
                numbers.forEach { number in partialResult += number }
            }
        }
        func run() -> String {
            let table = ["a": [1, 2], "b": [3]]
            return "\\(sum(table.values)) \\(sum([[4], [5, 6]]))"
        }
        """, expected: "6 15"),
    .init(name: "optionals: if let, guard let, ??, ?.", source: """
        struct Node { var value = 4; var next: Node? = nil }
        func first(_ xs: [Int]) -> Int? { guard let f = xs.first else { return nil }; return f }
        func run() -> String {
            var out = ""
            if let v = first([7, 8]) { out += "\\(v) " }
            out += "\\(first([]) ?? -1) "
            let n: Node? = Node()
            out += "\\(n?.value ?? 0) \\(n?.next?.value ?? 9)"
            return out }
        """, expected: "7 -1 4 9"),
    .init(name: "inout parameters", source: """
        func twice(_ x: inout Int) { x *= 2 }
        func run() -> Int { var v = 5; twice(&v); twice(&v); return v }
        """, expected: "20"),
    .init(name: "inout struct field", source: """
        struct P { var x = 1.0 }
        func move(_ p: inout P, by d: Double) { p.x += d }
        func run() -> Double { var p = P(); move(&p, by: 2.5); return p.x }
        """, expected: "3.5"),
    .init(name: "while, break, continue", source: """
        func run() -> Int { var i = 0; var s = 0
            while true { i += 1; if i > 10 { break }; if i % 2 == 0 { continue }; s += i }
            return s }
        """, expected: "25"),
    .init(name: "for over closed range and array with where", source: """
        func run() -> Int { var s = 0; for i in 1...4 { s += i }; for x in [5, 6, 7] where x != 6 { s += x }; return s }
        """, expected: "22"),
    .init(name: "switch with ranges, lists and default", source: """
        func grade(_ v: Double) -> String { switch v { case ..<0: return "neg"; case 0..<50: return "low"; case 50, 60: return "mid"; default: return "high" } }
        func run() -> String { "\\(grade(10)) \\(grade(50)) \\(grade(99))" }
        """, expected: "low mid high"),
    .init(name: "switch on enum cases and break", source: """
        func name(_ e: Edge) -> String { switch e { case .top: return "T"; case .bottom: break; default: return "?" }; return "B" }
        func run() -> String { name(.top) + name(.bottom) + name(.leading) }
        """, expected: "TB?"),
    .init(name: "arrays: append, count, indices, subscript, sorted, min, max, contains", source: """
        func run() -> String { var a = [3, 1, 2]; a.append(0); a[1] = 9; var s = 0; for i in a.indices { s += a[i] }
            return "\\(a.count) \\(s) \\(a.sorted()) \\(a.min() ?? 0) \\(a.max() ?? 0) \\(a.contains(9)) \\(a.isEmpty) \\(a.last ?? 0)" }
        """, expected: "4 14 [0, 2, 3, 9] 0 9 true false 0"),
    .init(name: "enumerated", source: """
        func run() -> Int { var s = 0; for (i, x) in [10, 20].enumerated() { s += i * x }; return s }
        """, expected: "20"),
    .init(name: "math builtins", source: """
        func run() -> String { "\\(min(3, 1, 2)) \\(max(2.5, 1)) \\(abs(-4)) \\(round(2.5)) \\(floor(-1.5)) \\(ceil(1.2)) \\(sqrt(16.0)) \\(pow(2.0, 10.0))" }
        """, expected: "1 2.5 4 3.0 -2.0 2.0 4.0 1024.0"),
    .init(name: "rounded and magnitude", source: """
        func run() -> String { let x = 2.5; return "\\(x.rounded()) \\(x.rounded(.down)) \\(x.rounded(.up)) \\((-2.7).rounded(.towardZero)) \\((-3.5).magnitude)" }
        """, expected: "3.0 2.0 3.0 -2.0 3.5"),
    .init(name: "conversions", source: """
        func run() -> String { "\\(Int(3.9)) \\(Double(2)) \\(CGFloat(5) / 2) \\(Int(-2.5))" }
        """, expected: "3 2.0 2.5 -2"),
    .init(name: "CGRect members", source: """
        func run() -> String { let r = CGRect(x: 10, y: 20, width: 100, height: 50)
            let o = r.offsetBy(dx: 5, dy: -5); let i = r.insetBy(dx: 10, dy: 10)
            return "\\(r.minX) \\(r.maxY) \\(r.midX) \\(r.midY) \\(o.origin.x) \\(i.width) \\(r.intersects(o)) \\(r.contains(CGPoint(x: 15, y: 25)))" }
        """, expected: "10.0 70.0 60.0 45.0 15.0 80.0 true true"),
    .init(name: "nested geometry assignment", source: """
        func run() -> Double { var t = ScrollTarget(rect: CGRect(x: 0, y: 0, width: 10, height: 10)); t.rect.origin.y = 42; t.rect.size.height += 1; return t.rect.maxY }
        """, expected: "53.0"),
    .init(name: "angles and unit points", source: """
        func run() -> String { let a = Angle.degrees(180); let b: Angle = .radians(Double.pi / 2); let u: UnitPoint = .bottom
            return "\\(a.radians == Double.pi) \\(b.degrees) \\(u.y)" }
        """, expected: "true 90.0 1.0"),
    .init(name: "global let and var", source: """
        let base = 40
        var bonus = 2
        func run() -> Int { bonus += 1; return base + bonus }
        """, expected: "43"),
    .init(name: "static members", source: """
        struct K { static let step = 8.0; static var twice: Double { step * 2 } }
        func run() -> Double { K.step + K.twice }
        """, expected: "24.0"),
    .init(name: "constant folding keeps values exact", source: "func run() -> Double { 1.0 / 3 * 3 }", expected: "1.0"),
    .init(name: "repeat while", source: "func run() -> Int { var n = 0; repeat { n += 3 } while n < 10; return n }", expected: "12"),
    .init(name: "empty array from a type", source: """
        func run() -> Int { var xs = [Double](); xs.append(1); xs.append(2.5); return xs.count }
        """, expected: "2"),
    .init(name: "stride and Array", source: """
        func run() -> String { var s = 0.0; for y in stride(from: 0.0, to: 1.0, by: 0.25) { s += y }
            return "\\(s) \\(stride(from: 10, through: 0, by: -5)) \\(Array(1...3))" }
        """, expected: "1.5 [10, 5, 0] [1, 2, 3]"),
    .init(name: "closures made in a loop capture that iteration's variables", source: """
        struct Acc { var total = 0
            mutating func run(_ xs: [Int]) -> [Int] {
                var makers: [() -> Int] = []
                for x in xs where x != 3 { let doubled = x * 2; makers.append { doubled + x }; total += x }
                return makers.map { $0() } } }
        func first(_ xs: [Int]) -> Int { for x in xs { let f = { x * 10 }; if x > 1 { return f() } }; return -1 }
        func run() -> String { var a = Acc(); let made = a.run([1, 2, 3, 4]); return "\\(made) \\(a.total) \\(first([1, 5, 9]))" }
        """, expected: "[3, 6, 12] 7 50"),
    .init(name: "print collects output", source: "func run() -> Int { print(\"hi\", 3); return 0 }", expected: "0"),
]

@Test(arguments: interpreterCases)
func interpreter(_ testCase: InterpreterCase) throws {
    let program = try loadProgram(testCase.source)
    let value = try program.evaluate("run()", bindings: FakeSession())
    #expect(value.description == testCase.expected)
}

@Test func printGoesToTheOutputBuffer() throws {
    let program = try loadProgram("func run() { print(\"hello\", 1 + 1); print(CGPoint(x: 1, y: 2)) }")
    _ = try program.evaluate("run()", bindings: FakeSession())
    #expect(program.takeOutput() == ["hello 2", "(1.0, 2.0)"])
    #expect(program.takeOutput().isEmpty)
}
