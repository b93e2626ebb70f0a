import Foundation

/// Tells when a loaded file was saved, so the REPL reloads it: the operating system's file
/// events behind one descriptor that the line editor waits on beside the terminal (no polling
/// loop), read when it becomes readable.
///
/// Implementations watch each file's folder as well as (where the system needs it) the file:
/// editors often save by writing a new file and renaming it over the old one, which replaces
/// the inode a watch on the file alone would follow.
protocol FileWatching: AnyObject {
    /// Readable when events are waiting.
    var descriptor: Int32 { get }
    /// Watches these files (absolute paths) from now on, and no others.
    func watch(_ paths: [String])
    /// Reads every waiting event without blocking; the watched files that changed, sorted.
    func changedFiles() -> [String]
}

enum FileWatchers {
    /// The platform's watcher: inotify on Linux, kqueue on macOS; nil where it cannot start
    /// (the REPL then works without live reload).
    static func make() -> (any FileWatching)? {
        #if os(Linux)
        return InotifyFileWatcher()
        #elseif os(macOS)
        return KqueueFileWatcher()
        #else
        return nil
        #endif
    }
}
