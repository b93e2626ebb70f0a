import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// The scenes each loaded file declares, asked for many files at once, as opening a folder
/// does: the same answer as file by file, in one pass (a folder of 10,000 files, found by the
/// fuzzer over folders, took 24 s when each file's question sorted all the others).
struct ScriptProgramScenesTests {
    static func file(_ id: Int, _ path: String, _ text: String) -> SourceFile { SourceFile(id: id, path: path, text: text) }

    static let feed = """
        import SwiftUI

        struct Feed: View {
            var body: some View {
                ScrollView { LazyVStack { ForEach(0..<5) { i in Text("Row \\(i)").frame(height: 40) } } }
            }
        }

        #Preview("Second") { Feed() }
        #Preview("First") { Feed() }

        """

    @Test func manyFilesAtOnceAnswerAsEachAlone() {
        let program = ScriptProgram()
        var files = [Self.file(1, "App/Feed.swift", Self.feed)]
        for index in 0..<300 {
            files.append(Self.file(index + 2, "App/Many/F\(index).swift", "let value\(index) = \(index)\n"))
        }
        files.append(Self.file(400, "App/Other.swift", "import SwiftUI\n\n#Preview(\"Other\") { Feed() }\n"))
        #expect(program.load(files).filter(\.isError).isEmpty)
        let paths = files.map(\.path) + ["App/Missing.swift"]
        let together = program.scenes(declaredIn: paths)
        #expect(together.count == paths.count)
        for (path, declared) in zip(paths, together) {
            let alone = program.scenes(declaredIn: path)
            #expect(declared.previews == alone.previews && declared.views == alone.views, "\(path)")
        }
        // Previews in file order, views that are scenes sorted; a file that declares none, none.
        #expect(together[0].previews == ["Second", "First"])
        #expect(together[0].views == ["Feed"])
        #expect(together[1].previews.isEmpty && together[1].views.isEmpty)
        #expect(together[301].previews == ["Other"])
        #expect(together.last?.previews.isEmpty == true)
    }
}
