import Foundation
import Testing
@testable import ScrollworkREPL

/// Copy-on-write copies count against the memory budget where they happen: a value shared
/// by two variables is copied when one of them changes, which no operation's own charge saw
/// (3,000 changed copies of a 524,288-element array took the process past 2 GB). Past the
/// budget, a located error, and the session goes on.
@Suite struct CopyBudgetTests {
    static let budgetMessage = "error: script values would exceed the memory budget of 10000000 elements and string bytes made in one call or frame"

    /// The function `copies()`, which shares `made` with a variable, changes it with `change`
    /// and keeps the copy, 3,000 times.
    static func source(made: String, type: String, change: String) -> String {
        """
        func copies() -> Int {
            let made: \(type) = \(made)()
            var kept: [\(type)] = []
            for i in 0..<3_000 {
                var copy = made
                \(change)
                kept.append(copy)
            }
            return kept.count
        }

        func array() -> [Int] { Array(repeating: 0, count: 524_288) }
        func nested() -> [[Int]] { Array(repeating: [0], count: 524_288) }
        func dictionary() -> [Int: Int] {
            var made: [Int: Int] = [:]
            for key in 0..<100_000 { made[key] = key }
            return made
        }
        func set() -> Set<Int> {
            var made: Set<Int> = []
            for key in 0..<100_000 { made.insert(key) }
            return made
        }
        """
    }

    @Test(arguments: [
        ("array", "[Int]", "copy[0] = i"),
        ("array", "[Int]", "copy.append(i)"),
        ("nested", "[[Int]]", "copy[1][0] = i"),
        ("dictionary", "[Int: Int]", "copy[-1] = i"),
        ("set", "Set<Int>", "copy.insert(-1 - i)"),
    ])
    func changedCopiesStopAtTheBudget(_ made: String, _ type: String, _ change: String) {
        let session = FrameBudgetTests.session(Self.source(made: made, type: type, change: change), scene: "")
        let result = session.execute("print copies()")
        #expect(result.status == .runtimeError)
        #expect(result.output.contains(Self.budgetMessage), "\(result.output)")
        #expect(result.output.hasPrefix("<repl-1>:6:"), "\(result.output)")
        // The session goes on.
        #expect(session.execute("print 1 + 1").output == "2")
    }

    @Test func aValueHeldOnceIsChangedInPlaceAndNotCharged() {
        // 3,000 changes of one array of 524,288 elements copy nothing.
        let session = FrameBudgetTests.session("""
            func inPlace() -> Int {
                var made = Array(repeating: 0, count: 524_288)
                for i in 0..<3_000 { made[i] = i; made.append(i) }
                return made.count
            }
            """, scene: "")
        #expect(session.execute("print inPlace()").output == "527288")
    }
}
