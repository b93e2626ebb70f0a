import Testing
@testable import ScrollworkScript

/// `value.name(arguments)` where the type has both a property and a method of that name: a
/// property holding a function is called when no method takes the arguments (a function value
/// takes no labels); a property of another type never is, and the method's error stands, as
/// swiftc reports it ("missing argument label 'of:' in call").
@Test func aFunctionPropertyIsCalledWhereNoMethodFits() throws {
    let program = try loadProgram("""
    struct Doubler {
        var action: (Int) -> Int
        func action(times: Int) -> Int { times }
    }
    func run() -> Int { Doubler(action: { $0 * 2 }).action(4) }
    """)
    #expect(try program.evaluate("run()", bindings: FakeSession()) == .int(8))
}

@Test func aPropertyThatIsNoFunctionIsNeverCalled() {
    #expect(errorMessage {
        _ = try loadProgram("""
        struct Tally {
            var count: Int
            func count(of x: Int) -> Int { x }
        }
        func run() -> Int { Tally(count: 1).count(5) }
        """)
    } == "missing argument label 'of:' in call ('count(of:)' is declared here)")
}
