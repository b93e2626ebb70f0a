import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import ScrollworkREPL

/// The inotify watcher: a watched file saved in place or by renaming over it is reported once;
/// other files in its folder are not.
struct FileWatchingTests {
    private func readable(_ descriptor: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 2000) == 1
    }

    @Test func reportsSavesOfWatchedFilesOnly() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let watched = folder.appendingPathComponent("Card.swift"), other = folder.appendingPathComponent("Notes.swift")
        try Data("a".utf8).write(to: watched)
        let watcher = try #require(FileWatchers.make())
        watcher.watch([watched.path])
        #expect(watcher.changedFiles().isEmpty)

        try Data("b".utf8).write(to: other)
        try Data("b".utf8).write(to: watched)
        #expect(readable(watcher.descriptor))
        #expect(watcher.changedFiles() == [watched.path])
        #expect(watcher.changedFiles().isEmpty)

        // Saved as a new file renamed over the old one.
        let temporary = folder.appendingPathComponent(".Card.swift.tmp")
        try Data("c".utf8).write(to: temporary)
        #expect(rename(temporary.path, watched.path) == 0)
        #expect(readable(watcher.descriptor))
        #expect(watcher.changedFiles() == [watched.path])
    }
}
