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

/// A function value's declared result types its call: `let label = format(3)` is a String, so
/// `label.count` resolves, and a String where an Int is wanted is swiftc's error; a declared
/// Double result is a Double even where the closure's last expression was an integer.
@Test func aFunctionValuesCallHasItsDeclaredResultType() throws {
    let program = try loadProgram("""
    struct Formatter {
        var format: (Int) -> String
        var scale: (Int) -> Double
        func run() -> String {
            let label = format(3)
            let scaled = scale(2) / 4
            return "\\(label.count) \\(scaled)"
        }
    }
    func run() -> String { Formatter(format: { "#\\($0)" }, scale: { $0 * 3 }).run() }
    """)
    #expect(try program.evaluate("run()", bindings: FakeSession()) == .string("2 1.5"))
    #expect(errorMessage {
        _ = try loadProgram("""
        struct Formatter {
            var format: (Int) -> String
            func run() -> Int { let n: Int = format(3); return n }
        }
        """)
    } == "cannot convert value of type 'String' to specified type 'Int'")
}
