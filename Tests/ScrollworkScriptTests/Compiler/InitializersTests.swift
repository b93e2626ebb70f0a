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
