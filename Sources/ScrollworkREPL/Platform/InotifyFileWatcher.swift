#if os(Linux)
import Foundation
import Glibc

/// `FileWatching` through inotify. It watches each file's folder, not the file: a finished
/// write in place (close after writing) and a rename into the folder both name the file.
final class InotifyFileWatcher: FileWatching {
    /// Readable when events are waiting.
    let descriptor: Int32
    /// Watched folders by watch descriptor, and the reverse.
    private var folders: [Int32: String] = [:]
    private var watches: [String: Int32] = [:]
    /// The absolute paths of the files that matter.
    private var files: Set<String> = []

    /// Nil where inotify is not available (the REPL then works without live reload).
    init?() {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Watches these files (absolute paths) from now on; folders already watched are kept.
    func watch(_ paths: [String]) {
        files = Set(paths)
        for folder in Set(paths.map { ($0 as NSString).deletingLastPathComponent }) where watches[folder] == nil {
            // A finished write in place (close after writing) or a rename into the folder.
            let descriptor = inotify_add_watch(self.descriptor, folder, UInt32(IN_CLOSE_WRITE | IN_MOVED_TO))
            guard descriptor >= 0 else { continue }
            watches[folder] = descriptor
            folders[descriptor] = folder
        }
    }

    /// Reads every waiting event without blocking; the watched files they name, sorted.
    func changedFiles() -> [String] {
        var changed = Set<String>()
        let size = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: MemoryLayout<inotify_event>.alignment)
        defer { buffer.deallocate() }
        while true {
            let count = read(descriptor, buffer, size)
            guard count > 0 else { break }
            var position = 0
            let header = MemoryLayout<inotify_event>.size
            while position + header <= count {
                let event = buffer.load(fromByteOffset: position, as: inotify_event.self)
                let nameLength = Int(event.len)
                if nameLength > 0, let folder = folders[event.wd] {
                    let name = String(cString: (buffer + position + header).assumingMemoryBound(to: CChar.self))
                    let path = folder + "/" + name
                    if files.contains(path) { changed.insert(path) }
                }
                position += header + nameLength
            }
        }
        return changed.sorted()
    }
}
#endif
