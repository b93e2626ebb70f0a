import Foundation
import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// Bad scene code gets located errors, never a crash.
struct SceneRobustnessTests {
    struct Case: CustomStringConvertible {
        var body: String
        var message: String
        var description: String { message }
    }

    static let cases = [
        Case(body: "ScrollView { Loop() }", message: "recursion deeper than 200 calls"),
        Case(body: "ScrollView { ForEach(3.5) { i in Text(\"x\") } }", message: "ForEach needs a range or an array, not Double"),
        Case(body: "ScrollView { LazyVGrid(columns: [1, 2]) { Text(\"x\") } }",
             message: "cannot convert value of type 'Int' to expected element type 'GridItem'"),
        Case(body: "ScrollView { 42 }", message: "a value of type 'Int' is not a View"),
    ]

    @Test(arguments: cases)
    func badSceneCodeIsALocatedError(_ example: Case) throws {
        // What swiftc rejects is an error when the file loads; the rest when the scene is built.
        #expect(errorMessage {
            let program = try loadProgram("""
            struct Loop: View { var body: some View { Loop() } }
            struct Bad: View {
                var body: some View { \(example.body) }
            }
            """)
            _ = try program.makeScene("Bad")
        } == example.message)
    }

    @Test func failingActionKeepsTheScene() throws {
        let (_, scene) = try makeScene("""
        struct Tapper: View {
            @State var values: [Int] = []
            var body: some View {
                ScrollView {
                    Color.red.frame(height: 40).id("box").onTapGesture { values[3] = 1 }
                }
            }
        }
        """, "Tapper")
        #expect(errorMessage { try scene.tap(.string("box")) } == "index 3 out of range 0..<0")
        #expect(errorMessage { try scene.press(.string("box")) } == "'box' has no onLongPressGesture")
        #expect(scene.frame(.string("box"))?.height == 40)
    }
}

/// `ForEach` over a range past the row budget is a located error where the ForEach is
/// written; `-1..<Int.max` used to trap on overflow when the scene opened.
struct RowBudgetFromSourceTests {
    @Test(arguments: ["-1..<Int.max", "0..<Int.max", "0..<10_000_000", "Int.min..<0"])
    func aHugeRangeIsALocatedError(_ range: String) throws {
        let program = try loadProgram("""
        struct Rows: View {
            var body: some View {
                ScrollView {
                    LazyVStack { ForEach(\(range)) { i in Text("Row \\(i)") } }
                }
            }
        }
        """)
        do {
            _ = try program.makeScene("Rows")
            Issue.record("the scene opened")
        } catch let diagnostic as Diagnostic {
            #expect(diagnostic.message.hasPrefix("ForEach has "))
            #expect(diagnostic.message.hasSuffix(" rows; at most 2,000,000 are laid out (the row budget)"))
            let line = try #require(program.files.first { $0.id == diagnostic.range.file }).location(of: diagnostic.range.start).line
            #expect(line == 4)
        }
    }
}
