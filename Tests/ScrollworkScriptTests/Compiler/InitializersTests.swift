import Testing
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// A struct whose initialisers are all declared in extensions keeps its memberwise one (The
/// Swift Programming Language, "Initializer Delegation for Value Types"); one declared in its
/// body replaces it. The expected text is what the same program compiled by swiftc prints.
@Test func extensionInitializersKeepTheMemberwiseOne() throws {
    let program = try loadProgram("""
    struct Point: Equatable {
        let x, y, z: Int
    }
    struct Lattice { var x = 1, y = 2, z = 3 }
    extension Point {
        init(_ lattice: Lattice) { self.init(x: lattice.x, y: lattice.y, z: lattice.z) }
    }
    struct Badge { var title = "new"; var count = 0 }
    extension Badge { init(count: Int) { self.init(title: "n", count: count) } }
    func run() -> String {
        let corner = Point(x: 1, y: 0, z: 1), lattice = Point(Lattice())
        return "\\(corner.x + lattice.z) \\(Badge().title) \\(Badge(count: 4).title) \\(Badge(title: "a", count: 2).count)"
    }
    """)
    #expect(try program.evaluate("run()", bindings: FakeSession()) == .string("4 new n 2"))
}

/// An extension's initialiser with the memberwise one's labels is chosen by the arguments'
/// types: a title given as a `Tag` goes to the memberwise `init(title: Tag?)`, a string to the
/// extension's. The expected text is what swiftc's build of the same program prints.
@Test func theArgumentsTypesChooseBetweenTheMemberwiseAndAnExtensionsInitializer() throws {
    let program = try loadProgram("""
    struct Tag { let name: String }
    struct Card { let title: Tag?; var count = 0 }
    extension Card { init(title: String, count: Int) { self.init(title: Tag(name: "#" + title), count: count) } }
    func run() -> String {
        let tag: Tag? = Tag(name: "plain")
        let card = Card(title: tag, count: 1), named = Card(title: "swift", count: 2)
        return "\\(card.title?.name ?? "-") \\(named.title?.name ?? "-") \\(card.count + named.count)"
    }
    """)
    #expect(try program.evaluate("run()", bindings: FakeSession()) == .string("plain #swift 3"))
}

@Test func anInitializerInTheBodyReplacesTheMemberwiseOne() throws {
    let program = ScriptProgram()
    let diagnostics = program.load(SourceFile(id: 1, path: "test.swift", text: """
    struct Point {
        let x, y: Int
        init(_ both: Int) { x = both; y = both }
    }
    let corner = Point(x: 1, y: 0)
    """))
    // swiftc refuses the call too ("extra argument 'y' in call").
    let errors = diagnostics.filter(\.isError)
    #expect(errors.count == 1)
    #expect(errors.first.map { program.files[0].location(of: $0.range.start).line } == 5)
}

/// A class whose initialisers are all `convenience` ones keeps `init()` (every property having a
/// value) or its superclass's designated initialisers, as in Swift ("Automatic Initializer
/// Inheritance"). The expected text is what swiftc's build of the same program prints.
@Test func convenienceInitializersKeepTheImplicitAndInheritedOnes() throws {
    let program = try loadProgram("""
    final class Model {
        var words: [String] = []
        var count = 0
    }
    extension Model {
        convenience init(words: [String]) {
            self.init()
            self.words = words
            count = words.count
        }
    }
    class Base { var name: String; init(name: String) { self.name = name } }
    class Derived: Base {
        var extra = 1
        convenience init(short: String) { self.init(name: short + "!") }
    }
    func run() -> String {
        let a = Model(), b = Model(words: ["x", "y"]), c = Derived(name: "n"), d = Derived(short: "s")
        return "\\(a.count) \\(b.count) \\(c.name) \\(c.extra) \\(d.name)"
    }
    """)
    #expect(try program.evaluate("run()", bindings: FakeSession()) == .string("0 2 n 1 s!"))
}
