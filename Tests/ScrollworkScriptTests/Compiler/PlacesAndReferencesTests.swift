import Testing
@testable import ScrollworkScript

/// Swift corners app models write: a static property set through `Self.`, a closure's
/// `inout` `$0` (`reduce(into:)`), an object changed through `$0`, and a type's initialiser
/// as a function value (`map(String.init)`), `append(contentsOf:)` of implicit members, a type
/// nested in an extension of a framework type. Each prints what swiftc's build of it prints.
let placesAndReferencesCases: [DifferentialCase] = [
    .init(name: "an object a struct's property holds, changed through self. in a non-mutating method",
          source: """
          final class Player {
              var isPlaying = false
              var song = ""
          }
          struct Controls {
              let player: Player
              var queue = Player()
              func play(_ song: String) {
                  self.player.song = song
                  self.player.isPlaying = true
                  self.queue.song = "next"
              }
          }
          func run() {
              let controls = Controls(player: Player())
              controls.play("intro")
              print(controls.player.song, controls.player.isPlaying, controls.queue.song)
          }
          """,
          printed: ["intro true next"]),
    .init(name: "a guard's else does not see the names its conditions bind: there the property is meant",
          source: """
          final class Drag {
              var previous: Int?
              var moved: [Int] = []
              func changed(_ value: Int) {
                  guard let previous = previous else {
                      previous = value
                      return
                  }
                  moved.append(value - previous)
                  self.previous = value
              }
          }
          func run() {
              let drag = Drag()
              drag.changed(10)
              drag.changed(14)
              drag.changed(11)
              print(drag.moved, drag.previous ?? -1)
          }
          """,
          printed: ["[4, -3] 11"]),
    .init(name: "a capitalised computed property is the property, not the type of its name; an observer's one call returns nothing",
          source: """
          struct Title { static func uppercased() -> String { "TYPE" } }
          struct Card {
              var Title: String { "Card" }
              func shout() -> String { Title.uppercased() }
          }
          final class Counter {
              var changes: [Int] = []
              var value = 0 {
                  didSet { record(value) }
              }
              @discardableResult func record(_ v: Int) -> Bool { changes.append(v); return true }
          }
          func run() {
              let counter = Counter()
              counter.value = 3
              counter.value += 1
              print(Card().shout(), counter.changes)
          }
          """,
          printed: ["CARD [3, 4]"]),
    .init(name: "a subclass's method of its own nested type beside its superclass's, in two subclasses",
          source: """
          class BaseRouter {
              var path: [String] = []
              func navigate(to destination: any Hashable) { path.append("\\(destination)") }
          }
          class FirstCoordinator: BaseRouter {
              enum Destination: Hashable { case livingRoom, bedroom(owner: String) }
              func navigate(to destination: Destination) { super.navigate(to: destination) }
          }
          class SecondCoordinator: BaseRouter {
              enum Destination: Hashable { case kitchen, bedroom(owner: String) }
              func navigate(to destination: Destination) { super.navigate(to: destination) }
          }
          func run() {
              let router = FirstCoordinator()
              router.navigate(to: .livingRoom)
              router.navigate(to: .bedroom(owner: "Ana"))
              let other = SecondCoordinator()
              other.navigate(to: .bedroom(owner: "Bea"))
              print(router.path, other.path)
          }
          """,
          printed: [#"["livingRoom", "bedroom(owner: \"Ana\")"] ["bedroom(owner: \"Bea\")"]"#]),
    .init(name: "a sum of Doubles from reduce(0, +) is a Double, whose extension's methods it has",
          source: """
          extension Double { func twice() -> Double { self * 2 } }
          struct Coin { var value: Double }
          func run() {
              let coins = [Coin(value: 1.5), Coin(value: 2)]
              let values: [Double] = []
              print(coins.map({ $0.value }).reduce(0, +).twice(), [0.5, 0.25].reduce(0, +), values.reduce(0, +))
          }
          """,
          printed: ["7.0 0.75 0.0"]),
    .init(name: "static properties set through Self, in structs and classes",
          source: """
          struct Catalog {
              private static var cache: [String: Int] = [:]
              static var islands: [String]?
              static var hits = 0
              static func price(of name: String) -> Int {
                  if let cached = Self.cache[name] { Self.hits += 1; return cached }
                  let price = name.count * 10
                  Self.cache[name] = price
                  return price
              }
              static func loadIslands() -> [String] {
                  guard let islands = Self.islands else {
                      Self.islands = ["a", "b"]
                      return loadIslands()
                  }
                  return islands
              }
          }
          final class Box {
              static var made = 0
              var value = 0
              init() { Self.made += 1 }
          }
          func run() {
              print(Catalog.price(of: "tea"), Catalog.price(of: "tea"), Catalog.hits, Catalog.loadIslands())
              _ = Box(); _ = Box()
              print(Box.made)
          }
          """,
          printed: ["30 30 1 [\"a\", \"b\"]", "2"]),
    .init(name: "an inout $0, and an object changed through $0",
          source: """
          final class Box { var value = 0 }
          func run() {
              let sum = [1, 2, 3].reduce(into: 0) { $0 += $1 }
              let counts = "abca".reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
              let upper = ["a", "b"].reduce(into: [String]()) { $0.append($1.uppercased()) }
              let boxes = [Box(), Box()]
              boxes.forEach { $0.value = 7 }
              print(sum, counts["a"] ?? 0, upper, boxes.map(\\.value))
          }
          """,
          printed: ["6 2 [\"A\", \"B\"] [7, 7]"]),
    .init(name: "initialisers of the standard library as function values",
          source: """
          func run() {
              print([1, 2].map(String.init), ["1", "x", "3"].compactMap(Int.init), [1, 2].map(Double.init), [2.7, -1.5].map(Int.init))
              print("a b".split(separator: " ").map(String.init), ["4", "y"].compactMap { Int($0) })
          }
          """,
          printed: ["[\"1\", \"2\"] [1, 3] [1.0, 2.0] [2, -1]", "[\"a\", \"b\"] [4]"]),
    .init(name: "a sequence's elements appended and inserted; a type nested in an extension of String",
          source: """
          extension String {
              enum Shout { case loud, quiet }
              func said(_ way: Shout) -> String { way == .loud ? uppercased() + "!" : lowercased() }
          }
          enum Kind { case fish, bugs, art }
          func run() {
              var kinds: [Kind] = [.fish]
              kinds.append(contentsOf: [.bugs, .art])
              kinds.insert(contentsOf: [.art], at: 1)
              var numbers = [1]
              numbers.append(contentsOf: 2...4)
              numbers.insert(contentsOf: Set([9]), at: 0)
              print(kinds.map { "\\($0)" }, numbers, "Hi".said(.loud), "Hi".said(String.Shout.quiet))
          }
          """,
          printed: ["[\"fish\", \"art\", \"bugs\", \"art\"] [9, 1, 2, 3, 4] HI! hi"]),
    .init(name: "an object in an array a constant or a get-only property holds changes through a subscript",
          source: """
          final class Activity {
              var hours = 0.0
          }
          struct Planner {
              let activities = [Activity(), Activity()]
              var busiest: [Activity] { activities.reversed() }
              func log(_ index: Int, _ hours: Double) {
                  activities[index].hours = hours
                  busiest[0].hours += 1
              }
          }
          func run() {
              let planner = Planner()
              planner.log(0, 2)
              print(planner.activities.map(\\.hours))
          }
          """,
          printed: ["[2.0, 1.0]"]),
    .init(name: "a static property's closure called on its type; a framework type's nested type named alone in its extension",
          source: """
          enum Formats {
              static let shout: (String) -> String = { $0.uppercased() + "!" }
          }
          extension String {
              func beforePeriod() -> String {
                  var result = self
                  if let period: Index = result.firstIndex(of: ".") { result.removeSubrange(period...) }
                  return result
              }
          }
          func run() {
              print(Formats.shout("hi"), "v1.2".beforePeriod())
          }
          """,
          printed: ["HI! v1"]),
]

@Test(arguments: placesAndReferencesCases)
func placesAndReferencesAgreeWithSwift(_ testCase: DifferentialCase) throws {
    let program = try loadProgram(testCase.source)
    _ = try program.evaluate("run()", bindings: FakeSession())
    #expect(program.takeOutput() == testCase.printed)
}

/// A `$0` the callee does not pass `inout` cannot be set, in swiftc's words; nor can `Self`; nor
/// may `&place` go to a parameter of a method called through a protocol that is not `inout`.
@Test(arguments: [
    ("func f() -> [Int] { [1, 2].map { $0 = 1; return $0 } }", "cannot assign to value: '$0' is immutable"),
    ("struct S { static var x = 0; func f() { Self = S.self } }",
     "cannot assign to this expression; only variables, properties and subscripts can be assigned"),
    ("protocol Key { func apply(to text: String) }\nstruct Digit: Key { func apply(to text: String) {} }\n"
        + "func press(_ keys: [Key]) { var text = \"\"; keys[0].apply(to: &text) }",
     "'&' used with a parameter that is not inout"),
])
func anImmutablePlaceIsAnError(_ source: String, _ message: String) {
    #expect(errorMessage { _ = try loadProgram(source) } == message)
}
