import Foundation
import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// SwiftUI outside the subset: located warnings naming the construct, and the rest loads.
struct SceneWarningTests {
    struct Case: CustomStringConvertible {
        var code: String
        var line: Int
        var column: Int
        var message: String
        var description: String { message }
    }

    static let cases = [
        Case(code: "Text(\"a\").transition(.opacity)", line: 5, column: 27,
             message: "'transition' is not simulated: an inserted or removed view appears or goes at once, without the transition"),
        Case(code: "Canvas { context, size in }", line: 5, column: 17,
             message: "'Canvas' is not supported in scrollwork scenes; it is left out"),
        Case(code: "Color.red.frame(height: 10).navigationDestination(for: Int.self) { i in Text(\"x\") }", line: 5, column: 45,
             message: "'navigationDestination' is not simulated: navigation pushes nothing, so the destination is not shown"),
        Case(code: "MultiDatePicker(\"Dates\", selection: .constant([]))", line: 5, column: 17,
             message: "'MultiDatePicker' is not supported in scrollwork scenes; it is left out"),
        Case(code: "List { Section(\"A\") { Text(\"a\") } }.frame(height: 200).listSectionSpacing(.compact)", line: 5, column: 72,
             message: "'listSectionSpacing' is not simulated: a List here is laid out plain, its sections with no space between them"),
        Case(code: "let _ = Self._printChanges()", line: 5, column: 30,
             message: "'_printChanges' is not simulated: what made the view's body run again is not printed here"),
        Case(code: "List { Text(\"a\") }.listStyle(InsetGroupedListStyle())", line: 5, column: 46,
             message: "'InsetGroupedListStyle' is laid out as a plain list: rows fill the width, with no inset margins or rounded sections"),
    ]

    @Test(arguments: cases)
    func unsupportedConstructWarns(_ example: Case) throws {
        let source = """
        struct Screen: View {
            var body: some View {
                ScrollView {
                    VStack {
                        \(example.code)
                        Color.blue.frame(height: 40).id("kept")
                    }
                }
            }
        }
        """
        let program = ScriptProgram()
        let file = SourceFile(id: 1, path: "screen.swift", text: source)
        let diagnostics = program.load(file)
        #expect(diagnostics.count == 1)
        let warning = try #require(diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.message == example.message)
        let location = file.location(of: warning.range.start)
        #expect(location.line == example.line && location.column == example.column)
        let scene = try program.makeScene("Screen")
        #expect(scene.frame(.string("kept"))?.height == 40)
    }

    @Test func visualModifiersAreSilent() throws {
        let program = ScriptProgram()
        let diagnostics = program.load(SourceFile(id: 1, path: "v.swift", text: """
        struct Styled: View {
            var body: some View {
                ScrollView {
                    Text("a").font(.title).bold().foregroundColor(.red).foregroundStyle(.linearGradient(colors: [.red], startPoint: .top, endPoint: .bottom))
                        .cornerRadius(8).clipShape(RoundedRectangle(cornerRadius: 8)).shadow(radius: 4).tint(.blue)
                    Circle().fill(Color.red.opacity(0.5)).frame(width: 20, height: 20)
                    Image(systemName: "photo").resizable().frame(height: 60)
                }
                .scrollIndicators(.hidden)
            }
        }
        """))
        #expect(diagnostics.isEmpty)
        let scene = try program.makeScene("Styled")
        // The font sizes the text (a title line, 28 × 2444/2048); the other modifiers change nothing.
        #expect(scene.simulation.layout.items.map(\.frame.height) == [28 * 2444 / 2048.0, 20, 60])
    }

    /// A view is a scene when its compiled body builds a scroll view, directly or through
    /// another view that does, whatever its source text says.
    @Test func scenesComeFromTheCompiledViewTree() throws {
        let program = try loadProgram("""
        struct Note: View {
            // A ScrollView would be too much here.
            var body: some View { Text("ScrollView(") }
        }
        struct Feed: View { var body: some View { ScrollView { Note() } } }
        struct Screen: View { var body: some View { VStack { Feed() } } }
        """)
        #expect(program.sceneNames == ["Feed", "Screen"])
    }

    @Test func unknownSceneNameHasAHint() throws {
        let program = try loadProgram(SceneStateTests.rows)
        #expect(program.sceneNames == ["Rows"])
        let message = errorMessage { _ = try program.makeScene("Rowz") }
        #expect(message == "no scene named 'Rowz' (did you mean 'Rows'?)")
    }

    @Test func runtimeErrorInABodyIsLocated() throws {
        let program = try loadProgram("""
        struct Broken: View {
            let values: [Int] = []
            var body: some View {
                ScrollView { Text("\\(values[3])") }
            }
        }
        """)
        #expect(errorMessage { _ = try program.makeScene("Broken") } == "index 3 out of range 0..<0")
    }
}
