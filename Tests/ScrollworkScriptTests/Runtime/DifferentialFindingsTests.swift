import Testing
import ScrollworkCore
@testable import ScrollworkScript

/// Programs on which the interpreter once disagreed with swiftc (found by
/// `scrollwork-differential`, RELIABILITY.md): `run()` must print what swiftc's build of the
/// same function printed, recorded here line by line.
struct DifferentialCase: CustomStringConvertible {
    let name: String
    let source: String
    /// What the compiled program printed.
    let printed: [String]
    var description: String { name }
}

let differentialCases: [DifferentialCase] = [
    .init(name: "a string inside a collection, an optional or a case's values is its debug description, escapes and all",
          source: #"""
          enum Room { case bedroom(owner: String) }
          func run() {
              print(["a\"b", "c\\d", "e\nf"])
              print(Optional("q\"r") as Any, Room.bedroom(owner: "A\"na"))
          }
          """#,
          printed: [#"["a\"b", "c\\d", "e\nf"]"#, #"Optional("q\"r") bedroom(owner: "A\"na")"#]),
    .init(name: "wrapping operators and their compound assignments",
          source: """
          func run() {
              var x = Int.max
              x = x &+ 1
              print(x, Int.max &* 3, Int.min &- 1, [Int.max, 1].reduce(0, &+), 2 &+ 3 &* 4)
              x &+= Int.max
              x &-= 2
              x &*= 3
              print(x, "\\(x &- 1)")
          }
          """,
          printed: ["-9223372036854775808 9223372036854775805 9223372036854775807 -9223372036854775808 14",
                    "-9 -10"]),
    .init(name: "a member of a negative number literal is taken before the minus",
          source: "func run() { print(-2.5.rounded(.down), -2.5.rounded(.up), (-2.5).rounded(.down)) }",
          printed: ["-2.0 -3.0 -3.0"]),
    .init(name: "Int of a String expression parses it",
          source: "func run() { let s = \"x\"; print(Int(s + \"1\") ?? -1, Int(\"4\" + \"2\") ?? -1, Int(s.uppercased()) ?? -1) }",
          printed: ["-1 42 -1"]),
    .init(name: "a CGRect with a negative size, and an inset past empty",
          source: """
          func run() {
              var r = CGRect(x: 0, y: 0, width: 10, height: 10)
              r.size.width = -3
              print(r.minX, r.maxX, r.width, r.midX, r.insetBy(dx: 6, dy: 1).width, r.insetBy(dx: 6, dy: 1).minX)
          }
          """,
          printed: ["-3.0 0.0 3.0 -1.5 0.0 inf"]),
    .init(name: "a NaN with its sign bit set",
          source: "func run() { print(0 * -Double.infinity, -Double.nan, Double.nan) }",
          printed: ["-nan -nan nan"]),
    .init(name: "print's terminator continues the line and its separator goes between items",
          source: """
          func run() {
              print(1, 2, separator: "-", terminator: "")
              print("z")
              print("a", terminator: "; ")
              print("b", "c", separator: "", terminator: "\\n\\n")
              print([1, 2], "x", separator: " | ")
          }
          """,
          printed: ["1-2z", "a; bc", "", "[1, 2] | x"]),
    .init(name: "CGRect.contains builds its y range only once x is in",
          source: """
          func run() {
              let rect = CGRect(x: 0.5, y: Double.nan, width: 2, height: Double.nan)
              print(rect.contains(CGPoint(x: 10, y: 10)), rect.contains(CGPoint(x: -1, y: 0)))
          }
          """,
          printed: ["false false"]),
    .init(name: "print writes an optional as Optional(…)",
          source: """
          func run() {
              let x: Int? = 3
              let none: Int? = nil
              print(x, none, [x, none], x as Int?, Int("4"), "\\(x)")
          }
          """,
          printed: ["Optional(3) nil [Optional(3), nil] Optional(3) Optional(4) Optional(3)"]),
    // swiftc's build prints these lines; one key and one element, as their order is Swift's to pick.
    .init(name: "an optional inside a dictionary, a set or a tuple is written Optional(…)",
          source: """
          func run() {
              let scores: [String: Int?] = ["k": 1]
              let pair: (Int?, String) = (1, "x")
              let named: (a: String?, b: Int?) = (a: "t", b: nil)
              let tags: Set<String?> = ["t"]
              print(scores, pair, named, tags)
              print("\\(scores) \\(named)")
          }
          """,
          printed: ["[\"k\": Optional(1)] (Optional(1), \"x\") (a: Optional(\"t\"), b: nil) [Optional(\"t\")]",
                    "[\"k\": Optional(1)] (a: Optional(\"t\"), b: nil)"]),
    // A loop over a string or a set reads its sequence once, as swiftc's build does.
    .init(name: "a for-in evaluates its sequence once",
          source: """
          func word() -> String { print("word"); return "ab" }
          func tags() -> Set<Int> { print("tags"); return [7] }
          func run() {
              for c in word() { print(c) }
              for t in tags() { print(t) }
              var later: [() -> Character] = []
              for c in word() { later.append { c } }
              print(String(later.map { $0() }))
          }
          """,
          printed: ["word", "a", "b", "tags", "7", "word", "ab"]),
    .init(name: "Optional named as a type: .none, .some(x), Optional(x), and .some(x) where an optional is expected",
          source: """
          func run() {
              let none = Optional<Int>.none
              let some = Optional<String>.some("x")
              let three: Int? = Optional.some(3)
              let five = Optional(5)
              let four = Optional<Int>(4)
              var name: String? = .none
              print(none == nil, some ?? "-", three ?? 0, five ?? 0, four ?? 0, name ?? "-")
              name = .some("Ada")
              print(name ?? "-", Optional<Double>.none ?? 1.5, (Optional.some(2) ?? 0) + 1)
          }
          """,
          printed: ["true x 3 5 4 -", "Ada 1.5 3"]),
    .init(name: "an extension's method on a Date whose type is known only when it runs (a method reference's result)",
          source: """
          import Foundation
          extension Date {
              func dayNumber() -> Int { Int(timeIntervalSince1970 / 86400) }
          }
          struct Picker {
              var offset: Double
              func month() -> Date { Date(timeIntervalSince1970: offset) }
              func run() {
                  let current = month
                  let values: [Any] = [current()]
                  print(current().dayNumber(), (values[0] as! Date).dayNumber())
              }
          }
          func run() { Picker(offset: 86400 * 3).run() }
          """,
          printed: ["3 3"]),
    .init(name: "closures with inout parameters, called with & on a place: the place keeps what the closure left",
          source: """
          struct Box { var n = 1; var tags: [String] = [] }
          final class Store {
              var value = Box()
              func bulkUpdate(_ update: (inout Box) -> Void) {
                  var value = self.value
                  update(&value)
                  self.value = value
              }
          }
          func apply(_ times: Int, to number: inout Int, _ step: (inout Int, Int) -> Void) {
              for i in 0..<times { step(&number, i) }
          }
          func run() {
              let bump: (inout Int) -> Void = { $0 += 1 }
              var x = 1
              bump(&x)
              let store = Store()
              store.bulkUpdate { $0.n = 5 }
              store.bulkUpdate { box in box.n += 2; box.tags.append("a") }
              var total = 10
              apply(3, to: &total) { value, i in value += i * 10 }
              print(x, store.value.n, store.value.tags, total)
          }
          """,
          printed: ["2 7 [\"a\"] 40"]),
]

@Test(arguments: differentialCases)
func interpreterAgreesWithSwiftc(_ testCase: DifferentialCase) throws {
    let program = try loadProgram(testCase.source)
    _ = try program.evaluate("run()", bindings: FakeSession())
    #expect(program.takeOutput() == testCase.printed)
}
