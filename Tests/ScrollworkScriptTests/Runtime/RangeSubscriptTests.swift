import Testing
import ScrollworkCore
@testable import ScrollworkScript

/// `items[a...b]`, `items[a..<b]`, `items[..<b]`, `items[...b]`, `items[a...]`, a one-sided range
/// kept in a variable, `text[..<i]`: the elements (characters) at those positions, as Swift's
/// slices hold them; bounds outside the collection are located errors, where Swift would trap.
@Suite struct RangeSubscriptTests {
    private func run(_ body: String) throws -> String {
        let program = try loadProgram("func run() -> String {\n  let xs = [10, 20, 30, 40, 50]\n  \(body)\n}")
        return try program.evaluate("run()", bindings: FakeSession()).description
    }

    @Test(arguments: [
        ("return \"\\(xs[1...3])\"", "[20, 30, 40]"),
        ("return \"\\(xs[1..<3])\"", "[20, 30]"),
        ("return \"\\(xs[..<2])\"", "[10, 20]"),
        ("return \"\\(xs[...1])\"", "[10, 20]"),
        ("return \"\\(xs[3...])\"", "[40, 50]"),
        ("return \"\\(xs[5...])\"", "[]"),
        ("return \"\\(xs[2..<2].isEmpty)\"", "true"),
        ("let n = 2\n  return \"\\(xs[(n - 1)...].map { $0 / 10 })\"", "[2, 3, 4, 5]"),
        ("return \"\\(Array(xs[1...2]).reduce(0, +))\"", "50"),
        ("let i = 1\n  return \"\\(xs[i == 4 ? 4...4 : i...i + 2].map { $0 + 1 })\"", "[21, 31, 41]"),
        ("let tail = 3...\n  return \"\\(xs[tail])\"", "[40, 50]"),
        ("let head: PartialRangeUpTo<Int> = ..<2\n  return \"\\(xs[head].count)\"", "2"),
        ("let word = \"scroll\"\n  return String(word[..<word.index(word.startIndex, offsetBy: 3)])", "scr"),
        ("let word = \"scroll\"\n  let i = word.firstIndex(of: \"r\")!\n  return word[i...] + word[...i] + word[word.index(after: word.startIndex)..<word.index(word.startIndex, offsetBy: 2)]", "rollscrc"),
    ])
    func slicesHoldThoseElements(_ body: String, _ expected: String) throws {
        #expect(try run(body) == expected)
    }

    @Test(arguments: [
        ("return \"\\(xs[3...5])\"", "range 3..<6 out of bounds 0..<5"),
        ("let low = -1\n  return \"\\(xs[low..<2])\"", "range -1..<2 out of bounds 0..<5"),
        ("return \"\\(xs[..<9])\"", "range 0..<9 out of bounds 0..<5"),
        ("let high = 1\n  return \"\\(xs[3..<high])\"", "range requires lowerBound <= upperBound"),
        ("let word = \"abc\"\n  return word[1...3]", "range 1..<4 out of bounds 0..<3"),
    ])
    func boundsOutsideTheArrayAreLocatedErrors(_ body: String, _ message: String) throws {
        #expect(errorMessage { _ = try run(body) } == message)
    }
}
