import Testing
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// A generic function's type arguments are values its body can use (`decoder.decode(T.self,
/// from:)`), bound at each call as swiftc infers them: from an argument (`T.Type`) or from the
/// type the result is expected to have. Each `run()` prints what the same program compiled by
/// swiftc prints.
let genericArgumentCases: [DifferentialCase] = [
    .init(name: "T from the result's expected type, from a T.Type argument, and from an enclosing generic",
          source: #"""
          import Foundation
          struct Mission: Codable { let id: Int; let name: String }
          struct Astronaut: Codable { let name: String }
          func decode<T: Decodable>(_ text: String) -> T {
              guard let loaded = try? JSONDecoder().decode(T.self, from: Data(text.utf8)) else { fatalError("Failed to decode") }
              return loaded
          }
          func decodeList<T: Decodable>(_ type: T.Type, from text: String) -> [T] {
              (try? JSONDecoder().decode([T].self, from: Data(text.utf8))) ?? []
          }
          func decodeTable<T: Decodable>(_ text: String, of type: T.Type) -> [String: T] {
              (try? JSONDecoder().decode([String: T].self, from: Data(text.utf8))) ?? [:]
          }
          func firstOf<T: Decodable>(_ text: String) -> T? {
              let all: [T] = decode(text)
              return all.first
          }
          func run() {
              let missions: [Mission] = decode("[{\"id\": 1, \"name\": \"Apollo 1\"}, {\"id\": 7, \"name\": \"Apollo 7\"}]")
              print(missions.count, missions[1].name)
              let crew: [String: Astronaut] = decode("{\"armstrong\": {\"name\": \"Neil A. Armstrong\"}}")
              print(crew["armstrong"]?.name ?? "-")
              let one: Mission = decode("{\"id\": 11, \"name\": \"Apollo 11\"}")
              print(one.id)
              print(decodeList(Astronaut.self, from: "[{\"name\": \"a\"}, {\"name\": \"b\"}]").map(\.name))
              print(decodeTable("{\"x\": {\"id\": 2, \"name\": \"B\"}}", of: Mission.self)["x"]?.name ?? "-")
              let first: Mission? = firstOf("[{\"id\": 3, \"name\": \"C\"}]")
              print(first?.name ?? "-")
              let numbers: [Int] = decode("[1, 2, 3]")
              print(numbers.reduce(0, +))
          }
          """#,
          printed: ["2 Apollo 7", "Neil A. Armstrong", "11", "[\"a\", \"b\"]", "B", "C", "6"]),
    .init(name: "a Bundle extension's helper, called where a stored property and a static one are initialised",
          source: #"""
          import Foundation
          struct Resort: Codable { var id: String; var runs: Int }
          extension JSONDecoder {
              func load<T: Decodable>(_ text: String) -> T {
                  do {
                      return try decode(T.self, from: Data(text.utf8))
                  } catch {
                      fatalError("Failed to decode: \(error.localizedDescription)")
                  }
              }
          }
          struct Catalogue {
              static let all: [Resort] = JSONDecoder().load("[{\"id\": \"a\", \"runs\": 4}, {\"id\": \"b\", \"runs\": 9}]")
              let featured: [Resort] = JSONDecoder().load("[{\"id\": \"c\", \"runs\": 1}]")
          }
          func run() {
              print(Catalogue.all.map(\.runs), Catalogue().featured[0].id)
          }
          """#,
          printed: ["[4, 9] c"]),
    .init(name: "a nested generic type's initialiser with its generic arguments written (`Shelf.Slot<String>(item:)`)",
          source: #"""
          import Foundation
          enum Shelf {
              struct Slot<Item> { var item: Item; var count: Int = 1 }
              enum Kind { struct Tag<Label: Hashable> { let label: Label } }
          }
          func run() {
              let slot = Shelf.Slot<String>(item: "Atlas")
              print(slot.item, slot.count)
              let pair = Shelf.Slot<[Int]>(item: [1, 2], count: 2)
              print(pair.item.reduce(0, +) * pair.count)
              print(Shelf.Kind.Tag<Int>(label: 7).label)
          }
          """#,
          printed: ["Atlas 1", "6", "7"]),
]

@Test(arguments: genericArgumentCases)
func genericArgumentsAgreeWithSwift(_ testCase: DifferentialCase) throws {
    let program = try loadProgram(testCase.source)
    _ = try program.evaluate("run()", bindings: FakeSession())
    #expect(program.takeOutput() == testCase.printed)
}

/// Where nothing says what `T` is, swiftc rejects the call; the body that reads `T` stops
/// with a located error rather than decoding into nothing.
@Test func aTypeArgumentNothingBindsIsALocatedError() throws {
    let program = try loadProgram("""
    import Foundation
    func decode<T: Decodable>(_ text: String) -> T? { try? JSONDecoder().decode(T.self, from: Data(text.utf8)) }
    func run() { _ = decode("[1]") }
    """)
    let message = errorMessage { _ = try program.evaluate("run()", bindings: FakeSession()) }
    #expect(message?.hasPrefix("generic parameter 'T' could not be inferred") == true)
}

/// `facilities.map(Facility.init)`: an initialiser named without a call is a function of all
/// its parameters, the memberwise one's or a declared one's.
@Test func anInitializerReferenceIsAFunction() throws {
    let program = try loadProgram("""
    struct Facility { let id = 1; var name: String }
    struct Run { var length: Int; init(_ text: String) { length = text.count } }
    func run() -> String {
        let names = ["Family", "Beginners"]
        return names.map(Facility.init).map(\\.name).joined(separator: ",") + " " + "\\(names.map(Run.init).map(\\.length))"
    }
    """)
    #expect(try program.evaluate("run()", bindings: FakeSession()) == .string("Family,Beginners [6, 9]"))
}

/// `Item.Element` of a generic parameter `Item: RandomAccessCollection` is the element of the
/// collection it is bound to, no type another file lacks: no placeholder, no warning.
@Test func aMemberTypeOfAGenericParameterIsWhatItsArgumentHas() throws {
    let program = ScriptProgram()
    let diagnostics = program.load(SourceFile(id: 1, path: "Shelf.swift", text: """
    struct Shelf<Item: RandomAccessCollection> where Item.Element: Identifiable {
        var items: Item
        var describe: (Item.Element) -> String
        func run() -> String { items.map(describe).joined(separator: ",") }
    }
    struct Book: Identifiable { var id: Int }
    func run() -> String { Shelf(items: [Book(id: 1), Book(id: 2)], describe: { "b\\($0.id)" }).run() }
    """))
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    #expect(try program.evaluate("run()", bindings: FakeSession()) == .string("b1,b2"))
}

/// `Value(step)` in a type generic over `Value: BinaryFloatingPoint`: the number the parameter
/// stands for, built from the Int (a Double here, as every floating-point number is), and an
/// integer parameter's an Int.
@Test func aNumberGenericParametersInitialiserMakesThatNumber() throws {
    let program = try loadProgram("""
    struct Stepper<Value: BinaryFloatingPoint> {
        var value: Value
        var step: Int
        func snapped() -> Value { (value / Value(step)).rounded() * Value(step) }
    }
    func half<N: BinaryInteger>(_ n: N) -> N { n / N(2) }
    func run() -> String { "\\(Stepper(value: 7.4, step: 2).snapped()) \\(half(9))" }
    """)
    #expect(try program.evaluate("run()", bindings: FakeSession()) == .string("8.0 4"))
}
