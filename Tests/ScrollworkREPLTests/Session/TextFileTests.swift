import Foundation
import Testing
@testable import ScrollworkREPL

/// Reading a source file: a file that cannot be read says why, and a device or a named pipe
/// (an app folder's link to `/dev/zero`, found by the fuzzer over folders) is refused without
/// being read, as a read of it would never end.
struct TextFileTests {
    private func isUnreadable(_ result: Result<String, TextFile.Failure>, _ reason: TextFile.Unreadable) -> Bool {
        if case .failure(.unreadable(_, let found)) = result { return found == reason }
        return false
    }

    @Test func aLinkToADeviceIsRefusedUnread() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("Zero.swift")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/zero")
        let read = TextFile.read(link, shownAs: "App/Zero.swift")
        #expect(isUnreadable(read, .special))
        if case .failure(let failure) = read {
            #expect(failure.message == "error: cannot read 'App/Zero.swift': not a regular file (a device or a pipe)")
        }
        if case .success = TextFile.readability(link, shownAs: "App/Zero.swift") { Issue.record("a device is not readable") }
    }

    @Test func aNamedPipeIsNotWaitedOn() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = folder.appendingPathComponent("Pipe.swift")
        #expect(mkfifo(pipe.path, 0o644) == 0)
        #expect(isUnreadable(TextFile.read(pipe, shownAs: "Pipe.swift"), .special))
    }

    @Test func aLinkToItselfSaysItLoops() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("Self.swift")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "Self.swift")
        #expect(isUnreadable(TextFile.read(link, shownAs: "Self.swift"), .brokenLink))
        #expect(isUnreadable(TextFile.read(folder.appendingPathComponent("None.swift"), shownAs: "None.swift"), .missing))
        let readable = folder.appendingPathComponent("Fine.swift")
        try "let x = 1\n".write(to: readable, atomically: true, encoding: .utf8)
        #expect(TextFile.read(readable, shownAs: "Fine.swift") == .success("let x = 1\n"))
        if case .failure = TextFile.readability(readable, shownAs: "Fine.swift") { Issue.record("a file is readable") }
    }

    /// `check` of a folder names a file it cannot read by its path in the folder, as its
    /// `FAIL` line does, not by its name alone.
    @Test func checkNamesAnUnreadableFileByItsPathInTheFolder() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let views = folder.appendingPathComponent("app/Views")
        try FileManager.default.createDirectory(at: views, withIntermediateDirectories: true)
        try "let x = 1\n".write(to: views.appendingPathComponent("Fine.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: views.appendingPathComponent("Zero.swift").path, withDestinationPath: "/dev/zero")
        var errors: [String] = [], lines: [String] = []
        let checker = FileChecker(makeSession: { Session(registry: SceneRegistry(factories: [ScriptSceneFactory()]),
                                                         options: SessionOptions(directory: $0)) },
                                  output: OutputSink(standard: { lines.append($0) }, error: { errors.append($0) }))
        // `check` names files by the path it was given (the tool gives them relative to the
        // current folder, which a test cannot change: here, the whole path).
        let app = folder.path + "/app"
        _ = checker.check([URL(fileURLWithPath: app)])
        #expect(errors == ["error: cannot read '\(app)/Views/Zero.swift': not a regular file (a device or a pipe)"])
        #expect(lines == ["PASS  \(app)/Views/Fine.swift", "FAIL  \(app)/Views/Zero.swift", "1 passed, 1 failed"])
    }
}
