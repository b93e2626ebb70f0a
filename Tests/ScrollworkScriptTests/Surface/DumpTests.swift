import Testing
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// `dump` writes what Swift's standard library writes for the same values (its Mirror-based
/// dump): one line a part, `▿` before a value with parts, `▹` for one `maxDepth` folds away.
@Suite struct DumpTests {
    @Test func writesEachPartOnItsOwnLine() {
        let source = """
        struct Point { var x: Int; var y: Int }
        let number = dump(5)
        let greeting = dump("hi", name: "greeting")
        let list = dump([1, 2])
        let point = dump(Point(x: 1, y: 2))
        let pair = dump((1, label: "a"))
        let nested = dump([[1]], maxDepth: 1)
        let indented = dump(7, indent: 4)
        let total = number + list.count + point.x + pair.0 + nested.count + indented
        """
        let program = ScriptProgram()
        #expect(!program.load([SourceFile(id: 1, path: "a.swift", text: source)]).containsErrors)
        // Swift writes the struct as `▿ main.Point`, its module first; a script has no module.
        #expect(program.takeOutput() == [
            "- 5",
            "- greeting: \"hi\"",
            "▿ 2 elements", "  - 1", "  - 2",
            "▿ Point", "  - x: 1", "  - y: 2",
            "▿ (2 elements)", "  - .0: 1", "  - label: \"a\"",
            "▿ 1 element", "  ▹ 1 element",
            "    - 7",
        ])
    }

    /// `dump(_:to:)` writes the same lines at the end of a String, each with its newline, and
    /// nothing to the output (as swiftc's build of the same lines writes, `main.Point` aside).
    @Test func writesIntoAStringGivenAsTarget() throws {
        let source = """
        struct Point { var x: Int; var y: Int }
        var text = ""
        let list = dump([1, 2], to: &text)
        let point = dump(Point(x: 1, y: 2), to: &text, name: "p", indent: 2)
        let nested = dump([[3]], to: &text, maxDepth: 1)
        let total = list.count + point.x + nested.count
        """
        let program = ScriptProgram()
        #expect(!program.load([SourceFile(id: 1, path: "a.swift", text: source)]).containsErrors)
        #expect(program.takeOutput() == [])
        #expect(try program.evaluate("text", bindings: FakeSession()).description == """
            ▿ 2 elements
              - 1
              - 2
              ▿ p: Point
                - x: 1
                - y: 2
            ▿ 1 element
              ▹ 1 element

            """)
        #expect(try program.evaluate("total", bindings: FakeSession()).description == "4")
    }
}
