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
