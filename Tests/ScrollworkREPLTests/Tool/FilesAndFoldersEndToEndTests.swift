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

    private func write(_ files: [String: String], in folder: URL) throws {
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    @Test func aFileUsingTheNamesOfALaterOneLoads() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(["Feed.swift": Self.feed, "Row.swift": Self.row], in: folder)
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
        try write(["Feed.swift": Self.feed, "Row.swift": Self.row], in: folder)
        let outcome = try Executable.run(["Feed.swift", "Nope.swift", "Row.swift"], input: "print rowCount\n", directory: folder, home: folder)
        #expect(outcome.status == 2)
        #expect(outcome.standardError == "error: cannot read 'Nope.swift': no such file\n")
        #expect(outcome.standardOutput == "scene Feed: 20 items, vertical\n20\n")
    }
}
