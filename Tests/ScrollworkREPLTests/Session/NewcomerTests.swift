import Foundation
import Testing
import ScrollworkCore
@testable import ScrollworkREPL

/// The rough edges a new user met first: each answered the way a newcomer needs.
struct NewcomerTests {
    static func session() -> Session {
        Session(registry: SceneRegistry(factories: [ScriptSceneFactory()]),
                options: SessionOptions(directory: URL(fileURLWithPath: "/nonexistent")))
    }

    static let brokenBody = """
        struct Header: View {
            @State var offset: CGFloat = 0
            var body: some View {
                ScrollView {
                    VStack {
                        Text("Top \\([1, 2, 3][Int(offset / 100)])")
                        ForEach(0..<40) { i in Text("Row \\(i)").frame(height: 50) }
                    }
                }
                .onScrollGeometryChange(for: CGFloat.self) { g in g.contentOffset.y } action: { _, new in offset = new }
            }
        }
        """

    @Test func aBodyFailingEveryFrameIsPrintedOncePerCommandWithACount() {
        let session = Self.session()
        #expect(session.execute(Self.brokenBody).status == .ok)
        #expect(session.execute("scene Header").status == .ok)
        // The body fails each time it is evaluated past an offset of 300: frame after frame
        // while the fling runs.
        let result = session.run("fling 3000", "settle")
        #expect(result.status == .runtimeError)
        let lines = result.output.components(separatedBy: "\n")
        #expect(lines.filter { $0.contains("error:") } == ["<repl-1>:6:29: error: index 3 out of range 0..<3"], "\(result.output)")
        let count = lines.last { $0.hasPrefix("(raised ") }
        #expect(count != nil, "\(result.output)")
        if let count, let number = Int(count.dropFirst("(raised ".count).prefix { $0.isNumber }) { #expect(number > 1) }
    }

    @Test func aMisspelledBehaviourSuggestsTheOneMeant() {
        let session = Self.session()
        #expect(session.execute("""
            struct Half: ScrollTargetBehavior {
                func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                    target.rect.origin.y /= 2
                }
            }
            struct Rows: View {
                var body: some View {
                    ScrollView { LazyVStack { ForEach(0..<40) { i in Text("Row \\(i)").frame(height: 50) } } }
                }
            }
            """).status == .ok)
        #expect(session.execute("scene Rows").status == .ok)
        let result = session.execute("behavior Hlaf()")
        // Two letters swapped are one typo.
        #expect(result.output.contains("error: cannot find 'Hlaf' in scope"), "\(result.output)")
        #expect(result.output.contains("did you mean 'Half'?"), "\(result.output)")
    }

    @Test func aUsersModifierThatFailsToLoadIsBlamedNotItsUses() {
        let session = Self.session()
        let result = session.execute("""
            struct Rows: View {
                var body: some View {
                    ScrollView { LazyVStack { ForEach(0..<40) { i in Text("Row \\(i)").idView(i) } } }
                }
            }
            extension View {
                func idView(_ i: Int) -> some View { self.id(i).padding(undefinedThing) }
            }
            """)
        #expect(result.output.contains("error: cannot find 'undefinedThing' in scope"), "\(result.output)")
        #expect(result.output.contains("note: 'Rows' is left out: it uses 'idView', which has errors"), "\(result.output)")
        #expect(!result.output.contains("not supported"), "\(result.output)")
    }

    @Test func aViewWithNoScrollViewOpensAndSaysThereIsNothingToScroll() {
        let session = Self.session()
        #expect(session.execute("""
            struct Counter: View {
                @State var taps = 0
                var body: some View {
                    VStack {
                        Text("Taps \\(taps)").id("label")
                        Button("Tap") { taps += 1 }.id("button")
                    }
                }
            }
            """).status == .ok)
        let opened = session.execute("scene Counter")
        #expect(opened.status == .ok, "\(opened.output)")
        #expect(session.run("tap \"button\"", "tap \"button\"").status == .ok)
        #expect(session.execute("expect state.taps == 2").status == .ok)
        #expect(session.execute("items").output.contains("button"))
        for gesture in ["fling 1000", "drag 100", "touch", "scrollto offset 50"] {
            let result = session.execute(gesture)
            #expect(result.output == "there is nothing to scroll: 'Counter' has no ScrollView", "\(gesture)")
        }
        #expect(session.execute("expect offset == 0").status == .ok)
    }

    @Test func aFileThatCannotBeReadSaysWhy() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Views"), withIntermediateDirectories: true)
        let session = Session(registry: SceneRegistry(factories: [ScriptSceneFactory()]), options: SessionOptions(directory: folder))
        #expect(session.execute("load x.swift").output == "error: cannot read 'x.swift': no such file")
        // A folder loads its .swift files as one module; an empty one says so.
        #expect(session.execute("load Views").output == "error: no .swift files in 'Views'")
    }

    @Test func oneItemIsSingular() {
        let session = Self.session()
        #expect(session.execute("""
            struct One: View {
                var body: some View { ScrollView { Text("Only").frame(height: 50) } }
            }
            """).status == .ok)
        #expect(session.execute("scene One").output == "scene One: 1 item, vertical")
    }

    /// Tab offers ids as numbers sort (2 before 10) and, after a quote, what the rows show.
    @Test func tabCompletesIdsInNumberOrderAndQuotedLabels() {
        let session = Self.session()
        #expect(session.execute("""
            struct Rows: View {
                var body: some View {
                    ScrollView { LazyVStack { ForEach(0..<12) { i in Text("Row \\(i)").frame(height: 50) } } }
                }
            }
            """).status == .ok)
        #expect(session.execute("scene Rows").status == .ok)
        #expect(session.completions(for: "tap ") == ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"])
        #expect(session.completions(for: "tap \"Row 1") == ["\"Row 1\"", "\"Row 10\"", "\"Row 11\""])
        #expect(session.execute("tap \"Row 11\"").output.contains("'11' has no tap action"))
    }
}
