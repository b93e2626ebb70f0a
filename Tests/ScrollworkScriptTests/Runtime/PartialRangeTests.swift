import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// `a...`, `...b` and `..<b` as values: Swift's `PartialRangeFrom`, `PartialRangeThrough` and
/// `PartialRangeUpTo` of the bound's type, what `contains(_:)`, `~=` and a `switch` answer of
/// them, and swiftc's error for a bound that cannot be ordered. Expected values are Swift's
/// (each line is what the same code prints compiled by swiftc).
@Suite struct PartialRangeTests {
    private func run(_ body: String) throws -> String {
        let program = try loadProgram("func run() -> String {\n  \(body)\n}")
        return try program.evaluate("run()", bindings: FakeSession()).description
    }

    @Test(arguments: [
        ("let r = 2...\n  return \"\\(r)\"", "PartialRangeFrom<Int>(lowerBound: 2)"),
        ("let r = ...2.5\n  return \"\\(r)\"", "PartialRangeThrough<Double>(upperBound: 2.5)"),
        ("let r = ..<\"m\"\n  return \"\\(r)\"", "PartialRangeUpTo<String>(upperBound: \"m\")"),
        ("let r = 2...\n  return \"\\(r.lowerBound) \\(r.contains(2)) \\(r.contains(1)) \\(r.contains(Int.max))\"", "2 true false true"),
        ("let r = ...2\n  return \"\\(r.upperBound) \\(r.contains(2)) \\(r.contains(3)) \\(r.contains(Int.min))\"", "2 true false true"),
        ("let r = ..<2\n  return \"\\(r.contains(1)) \\(r.contains(2))\"", "true false"),
        ("let r = 0.5...\n  return \"\\(r.contains(0.5)) \\(r.contains(0.25))\"", "true false"),
        ("let limit = 3\n  return \"\\((limit...).contains(4)) \\((..<limit).contains(3))\"", "true false"),
        ("return \"\\((..<\"m\").contains(\"apple\")) \\((\"m\"...).contains(\"apple\"))\"", "true false"),
    ])
    func oneSidedRangesHoldWhatSwiftsDo(_ body: String, _ expected: String) throws {
        #expect(try run(body) == expected)
    }

    @Test(arguments: [
        ("return \"\\((1...3) ~= 2) \\((1..<3) ~= 3) \\((...0) ~= -4) \\((5...) ~= 4)\"", "true false true false"),
        ("return \"\\(5 ~= 5) \\(\"a\" ~= \"b\")\"", "true false"),
        ("return \"\\((0.0...1.0) ~= 1.0) \\((0.0..<1.0) ~= 1.0)\"", "true false"),
    ])
    func patternMatchAsksTheRangeElseEquality(_ body: String, _ expected: String) throws {
        #expect(try run(body) == expected)
    }

    @Test(arguments: [
        (-3, "none"), (0, "none"), (1, "few"), (9, "few"), (10, "many"), (1000, "many"),
    ])
    func switchCasesMatchOneSidedAndStoredRanges(_ count: Int, _ expected: String) throws {
        let program = try loadProgram("""
            let few = 1..<10
            func describe(_ count: Int) -> String {
                switch count {
                case ...0: return "none"
                case few: return "few"
                case 10...: return "many"
                default: return "?"
                }
            }
            """)
        #expect(try program.evaluate("describe(\(count))", bindings: FakeSession()).description == expected)
    }

    @Test func aBoundThatIsNotComparableIsSwiftcsError() throws {
        let program = ScriptProgram()
        let diagnostics = program.load(SourceFile(id: 1, path: "a.swift", text: "func f() { let r = ..<true }"))
        #expect(diagnostics.map(\.message) == ["referencing operator function '..<' on 'Comparable' requires that 'Bool' conform to 'Comparable'"])
    }
}
