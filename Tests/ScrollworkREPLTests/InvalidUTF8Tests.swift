import Foundation
import Testing
@testable import ScrollworkREPL

/// A file that is not UTF-8 is an error at its first bad byte (file:line:col), however it
/// reaches the tool.
@Suite(.enabled(if: Executable.url != nil, "the scrollwork executable was not built next to the tests"))
struct InvalidUTF8Tests {
    /// Line 2, column 9: `let a = ` then the byte 0xFF.
    static let badSwift: [UInt8] = Array("import SwiftUI\nlet a = ".utf8) + [0xFF] + Array(" 1\n".utf8)
    static let message = "bad.swift:2:9: error: the file is not valid UTF-8: byte 0xFF does not start a well-formed character"

    private func folder(with files: [String: [UInt8]]) throws -> URL {
        let folder = try Executable.temporaryFolder()
        for (name, bytes) in files { try Data(bytes).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    @Test func loadNamesTheByte() throws {
        let folder = try folder(with: ["bad.swift": Self.badSwift])
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = Session.native(directory: folder)
        let result = session.execute("load bad.swift")
        #expect(result.status == .usageError)
        #expect(result.output == Self.message)
    }

    @Test func commandLineFilesAndCheck() throws {
        let folder = try folder(with: ["bad.swift": Self.badSwift])
        defer { try? FileManager.default.removeItem(at: folder) }
        let repl = try Executable.run(["bad.swift"], directory: folder, home: folder)
        #expect(repl.status == 2)
        #expect(repl.standardError == Self.message + "\n")
        let check = try Executable.run(["check", "bad.swift"], directory: folder, home: folder)
        #expect(check.status == 2)
        #expect(check.standardError == Self.message + "\n")
    }

    @Test func sessionFilesAndLoadsFromThem() throws {
        // A session whose third line has a stray continuation byte after `help `.
        let session: [UInt8] = Array("help\nhelp step\nhelp ".utf8) + [0x80] + Array("\n".utf8)
        let folder = try folder(with: ["bad.swift": Self.badSwift, "bad.session": session,
                                       "loads.session": Array("load bad.swift\n".utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Executable.run(["run", "bad.session"], directory: folder, home: folder)
        #expect(run.status == 2)
        #expect(run.standardError
            == "bad.session:3:6: error: the file is not valid UTF-8: byte 0x80 does not start a well-formed character\n")
        let check = try Executable.run(["check", "loads.session"], directory: folder, home: folder)
        #expect(check.status == 2)
        #expect(check.standardError == "loads.session:1: in this entry:\n" + Self.message + "\n")
    }
}
