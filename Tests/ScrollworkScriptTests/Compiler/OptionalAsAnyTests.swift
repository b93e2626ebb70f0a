import Testing
@testable import ScrollworkScript

/// `optional as Any` keeps the optional inside the `Any`, so it prints as swiftc's program
/// prints it (`Optional(5)`; `nil` for none), where the plain value would have lost it.
@Test func anOptionalAsAnyPrintsAsSwiftPrintsIt() throws {
    let program = try loadProgram("""
    func run() {
        let x: Int? = 5
        let y: String? = nil
        let z: Int = 3
        print(x as Any, y as Any, z as Any)
        let items: [Any] = [x as Any, z]
        print(items.count)
    }
    """)
    _ = try program.evaluate("run()", bindings: FakeSession())
    #expect(program.takeOutput() == ["Optional(5) nil 3", "2"])
}
