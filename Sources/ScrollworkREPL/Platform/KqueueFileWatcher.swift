#if os(macOS)
import Darwin
import Foundation

/// `FileWatching` through kqueue (written against Darwin's `kqueue(2)` and `kevent(2)`; not
/// built here, see the README). A kqueue descriptor is readable while events are queued, so the
/// line editor polls it like inotify's. A folder's vnode reports a rename or a new file in it
/// (`NOTE_WRITE`), a file's vnode a write in place (`NOTE_WRITE`, `NOTE_EXTEND`); a file
/// replaced by a rename is watched again under its new inode. Which files changed is decided
/// by their modification time and inode, since a folder's event does not name the file.
final class KqueueFileWatcher: FileWatching {
    let descriptor: Int32
    /// Open descriptors (`O_EVTONLY`: they do not keep a volume busy) by watched path.
    private var watched: [String: Int32] = [:]
    private var files: Set<String> = []
    /// What each file was when last looked at: modification time and inode.
    private var stamps: [String: FileStamp] = [:]

    private struct FileStamp: Equatable {
        var seconds: Int
        var nanoseconds: Int
        var inode: UInt64
    }

    init?() {
        let queue = kqueue()
        guard queue >= 0 else { return nil }
        _ = fcntl(queue, F_SETFD, FD_CLOEXEC)
        descriptor = queue
    }

    deinit {
        for descriptor in watched.values { close(descriptor) }
        close(descriptor)
    }

    func watch(_ paths: [String]) {
        files = Set(paths)
        let folders = Set(paths.map { ($0 as NSString).deletingLastPathComponent })
        let wanted = files.union(folders)
        for (path, opened) in watched where !wanted.contains(path) {
            close(opened)
            watched[path] = nil
        }
        for path in wanted.sorted() where watched[path] == nil { add(path) }
        for path in files where stamps[path] == nil { stamps[path] = Self.stamp(path) }
        stamps = stamps.filter { files.contains($0.key) }
    }

    func changedFiles() -> [String] {
        var event = kevent()
        var timeout = timespec(tv_sec: 0, tv_nsec: 0)
        var sawEvent = false
        while kevent(descriptor, nil, 0, &event, 1, &timeout) > 0 { sawEvent = true }
        guard sawEvent else { return [] }
        var changed: [String] = []
        for path in files.sorted() {
            let now = Self.stamp(path)
            guard now != stamps[path] else { continue }
            if now?.inode != stamps[path]?.inode, let opened = watched.removeValue(forKey: path) {
                // Saved by a rename: the old inode is gone; watch the new one.
                close(opened)
                add(path)
            }
            stamps[path] = now
            if now != nil { changed.append(path) }
        }
        return changed
    }

    private func add(_ path: String) {
        let opened = open(path, O_EVTONLY)
        guard opened >= 0 else { return }
        var change = kevent(ident: UInt(opened), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_CLEAR),
                            fflags: UInt32(NOTE_WRITE | NOTE_EXTEND | NOTE_RENAME | NOTE_DELETE | NOTE_ATTRIB),
                            data: 0, udata: nil)
        guard kevent(descriptor, &change, 1, nil, 0, nil) >= 0 else {
            close(opened)
            return
        }
        watched[path] = opened
    }

    private static func stamp(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileStamp(seconds: info.st_mtimespec.tv_sec, nanoseconds: info.st_mtimespec.tv_nsec, inode: UInt64(info.st_ino))
    }
}
#endif
