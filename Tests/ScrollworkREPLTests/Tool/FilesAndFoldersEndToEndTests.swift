import Foundation
import Testing
@testable import ScrollworkREPL

/// `scrollwork A.swift B.swift` and `scrollwork DIR`, run as a user runs them: the built
/// executable with commands piped in.
@Suite(.enabled(if: Executable.url != nil, "the scrollwork executable was not built next to the tests"))
struct FilesAndFoldersEndToEndTests {
    static let feed = """
        import SwiftUI

        struct Feed: View {
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<rowCount, id: \\.self) { i in
                            Row(index: i).id(i)
                        }
                    }
                }
            }
        }

        """
    static let row = """
        import SwiftUI

        let rowCount = 20

        struct Row: View {
            let index: Int
            var body: some View {
                Text("Row \\(index)").frame(height: 100)
            }
        }

        """

    @Test func aFileUsingTheNamesOfALaterOneLoads() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Executable.write(["Feed.swift": Self.feed, "Row.swift": Self.row], in: folder)
        for order in [["Feed.swift", "Row.swift"], ["Row.swift", "Feed.swift"]] {
            let outcome = try Executable.run(order, input: "fling 3000\nsettle\nprint offset\n", directory: folder, home: folder)
            #expect(outcome.standardError == "")
            #expect(outcome.status == 0)
            // 20 rows of 100 pt in an 844 pt screen: the fling ends at the bottom, 2000 - 844.
            #expect(outcome.standardOutput == "loaded 2 files\nscene Feed: 20 items, vertical\n1156.0\n")
        }
    }

    @Test func aMissingFileSaysWhyAndTheRestLoads() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Executable.write(["Feed.swift": Self.feed, "Row.swift": Self.row], in: folder)
        let outcome = try Executable.run(["Feed.swift", "Nope.swift", "Row.swift"], input: "print rowCount\n", directory: folder, home: folder)
        #expect(outcome.status == 2)
        #expect(outcome.standardError == "error: cannot read 'Nope.swift': no such file\n")
        #expect(outcome.standardOutput == "scene Feed: 20 items, vertical\n20\n")
    }
}

/// `check DIR` on an app's folder: its modules load one by one, each preview is a line.
@Suite(.enabled(if: Executable.url != nil, "the scrollwork executable was not built next to the tests"))
struct CheckAppFolderEndToEndTests {
    @Test func twoAppsSideBySideEachWithAContentView() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let view = { (rows: Int) in
            "import SwiftUI\n\nstruct ContentView: View {\n    var body: some View {\n        ScrollView {\n"
                + "            VStack {\n                ForEach(0..<\(rows), id: \\.self) { Text(\"Row \\($0)\") }\n"
                + "            }\n        }\n    }\n}\n"
        }
        let files = [
            "apps/One/One.xcodeproj/project.pbxproj": "",
            "apps/One/One/ContentView.swift": view(10) + "\n#Preview(\"One\") {\n    ContentView()\n}\n",
            "apps/One/One/Broken.swift": "import SwiftUI\n\n#Preview(\"Broken\") {\n    ContentView().frame(width: missingWidth)\n}\n",
            "apps/Two/Two/ContentView.swift": view(20) + "\n#Preview {\n    ContentView()\n}\n",
            "apps/Two/Two/TwoApp.swift": "@main\nstruct TwoMain {\n    static func main() {}\n}\n",
            "apps/Two/TwoTests/Tests.swift": "import XCTest\n",
        ]
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let outcome = try Executable.run(["check", "apps"], directory: folder, home: folder)
        #expect(outcome.standardOutput == """
            FAIL  Broken  apps/One/One/Broken.swift:4:32: error: cannot find 'missingWidth' in scope
            PASS  One  apps/One/One/ContentView.swift:13
            PASS  Preview  apps/Two/Two/ContentView.swift:13
            2 previews passed, 1 failed

            """)
        #expect(outcome.status == 2)
        #expect(!outcome.standardError.contains("redeclaration"))
        // One app of the two loads by its folder; the folder of both says which to load.
        let one = try Executable.run(["apps/Two"], input: "print item(19).label\n", directory: folder, home: folder)
        #expect(one.standardOutput == "loaded 2 files\nscene Preview: 20 items, vertical\nRow 19\n")
        let both = try Executable.run(["apps"], directory: folder, home: folder)
        #expect(both.standardError.hasPrefix("error: 'apps' holds 2 modules"))
    }
}
