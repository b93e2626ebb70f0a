import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene
import ScrollworkScript

/// Issue 21: a screen of 100 small files (models, views and helpers, each using the next
/// file's names, so no order of loading one at a time works) loaded as one program, from
/// parsing to an open scene. Its baseline is the same declarations in one file: a ratio near
/// 1 means a file costs what its text costs. Loading the files one by one (each load builds
/// the program again) is measured beside it, to show what batching saves.
enum FolderLoadBenchmark {
    static let fileCount = 100

    /// File `index` of `count`: a model, its palette, a factory, a card and a section, which
    /// use the next file's palette and section.
    static func file(_ index: Int, of count: Int) -> String {
        let next = (index + 1) % count
        return """
            import SwiftUI

            struct Item\(index): Identifiable {
                let id: Int
                let title: String
                var score: Double { Double(id) * Palette\(next).scale }
            }

            enum Palette\(index) {
                static let scale = \(index + 1).0
                static let height: CGFloat = 40 + CGFloat(\(index % 5)) * 4
            }

            let itemCount\(index) = Palette\(next).rows

            extension Palette\(index) {
                static let rows = 2 + \(index % 3)
            }

            func makeItems\(index)(count: Int) -> [Item\(index)] {
                (0..<count).map { Item\(index)(id: $0, title: "Item \\($0) of \(index)") }
            }

            struct Card\(index): View {
                let item: Item\(index)

                var body: some View {
                    HStack {
                        Text(item.title)
                        Spacer()
                        Text("\\(Int(item.score))")
                    }
                    .frame(height: Palette\(index).height)
                    .padding(.horizontal, 12)
                }
            }

            struct Section\(index): View {
                var body: some View {
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Section \(index) of \(count), then \(next)")
                        ForEach(makeItems\(index)(count: itemCount\(index))) { item in
                            Card\(index)(item: item)
                        }
                    }
                }
            }

            """
    }

    /// The root view: every section, ten to a `Group` as a view builder takes them.
    static func screen(count: Int) -> String {
        let groups = stride(from: 0, to: count, by: 10).map { start in
            "                Group {\n" + (start..<min(start + 10, count)).map { "                    Section\($0)()\n" }.joined()
                + "                }\n"
        }
        return "import SwiftUI\n\nstruct Screen: View {\n    var body: some View {\n        ScrollView {\n"
            + "            LazyVStack(alignment: .leading) {\n" + groups.joined() + "            }\n        }\n    }\n}\n"
    }

    /// The screen's files: `Screen.swift` and `PartN.swift`, given in reverse path order.
    static func files(count: Int) -> [SourceFile] {
        let parts = (0..<count).map { SourceFile(id: $0 + 2, path: "Screen/Part\($0).swift", text: file($0, of: count)) }
        return (parts + [SourceFile(id: 1, path: "Screen/Screen.swift", text: screen(count: count))]).reversed()
    }

    enum Way { case batch, oneFile, oneByOne }

    /// CPU seconds to load the screen and open it, and the number of its items.
    static func load(count: Int, _ way: Way) throws -> (seconds: Double, items: Int) {
        let files = files(count: count)
        let joined = SourceFile(id: 1, path: "Screen.swift", text: files.map(\.text).joined(separator: "\n"))
        var items = 0
        var failure: Diagnostic?
        let seconds = Benchmark.cpuSeconds {
            let program = ScriptProgram()
            var diagnostics = [Diagnostic]()
            switch way {
            case .batch: diagnostics = program.load(files)
            case .oneFile: diagnostics = program.load(joined)
            case .oneByOne: for file in files { diagnostics = program.load(file) }
            }
            failure = diagnostics.first(where: \.isError)
            items = (try? program.makeScene("Screen"))?.simulation.layout.count ?? -1
        }
        if let failure { throw failure }
        return (seconds, items)
    }

    static func run(_ benchmark: Benchmark, report: inout Report) throws {
        print("== Files: a screen of \(fileCount) small files of views and models that use each other, loaded and opened")
        var items = 0
        let times = try benchmark.alternating([
            { try load(count: fileCount, .oneFile).seconds },
            { let loaded = try load(count: fileCount, .batch); items = loaded.items; return loaded.seconds },
            { try load(count: 10, .batch).seconds },
            { try load(count: fileCount, .oneByOne).seconds },
        ])
        report.figure("the same declarations in one file (baseline)", Samples(times[0].values.map { $0 * 1000 }), "ms", digits: 1)
        report.figure("\(fileCount) files as one program", Samples(times[1].values.map { $0 * 1000 }), "ms", digits: 1)
        report.figure("10 files as one program", Samples(times[2].values.map { $0 * 1000 }), "ms", digits: 1)
        report.figure("\(fileCount) files loaded one by one", Samples(times[3].values.map { $0 * 1000 }), "ms", digits: 1)
        report.goal("\(fileCount) files / the same text in one file", times[1] / times[0], atMost: 1.2)
        print("  items in the screen's scroll view: \(items)")
    }
}
