import Foundation

/// The app's container: its `Documents`, `Library` and `tmp` folders, empty when the scene
/// opens as on a fresh install, and kept in memory (nothing is written to disk). Code writes
/// and reads files here as on iOS, where an app can write only inside its own container.
final class AppSandbox {
    /// The container's path. iOS names it by a UUID made at install; here it is fixed, so the
    /// same session prints the same paths.
    static let home = "/var/mobile/Containers/Data/Application/00000000-0000-0000-0000-000000000000"
    static let documents = home + "/Documents"
    static let library = home + "/Library"
    static let caches = library + "/Caches"
    /// Not made at install on iOS: an app creates it before writing into it.
    static let applicationSupport = library + "/Application Support"
    static let temporary = home + "/tmp"
    /// Where the containers of the app groups the app is entitled to are; each is named by its
    /// group's identifier here (by a UUID on iOS), so paths print the same every time.
    static let appGroups = "/var/mobile/Containers/Shared/AppGroup"

    /// Why a write failed, as Foundation's Cocoa error codes tell it.
    enum WriteFailure: Error, Equatable {
        /// Outside the container (the app's bundle is read-only): `NSFileWriteNoPermissionError`.
        case noPermission
        /// The folder to write in does not exist: `NSFileNoSuchFileError`.
        case noSuchFolder
        /// `.withoutOverwriting` and the file exists: `NSFileWriteFileExistsError`.
        case exists
        /// More files than a scene may keep.
        case tooMany
        /// A folder copied or moved into itself: `NSFileWriteUnknownError`.
        case intoItself
    }

    private var files: [String: Data] = [:]
    private var folders: Set<String> = [home, documents, library, caches, library + "/Preferences", temporary]
    /// The app group containers handed out so far (`containerURL(forSecurityApplicationGroupIdentifier:)`).
    private var groupContainers: Set<String> = []

    /// The container of an app group the app is entitled to, empty when first asked for, as at install.
    func groupContainer(_ identifier: String) -> String {
        let path = Self.normalized(Self.appGroups + "/" + identifier)
        if groupContainers.insert(path).inserted { folders.insert(path) }
        return path
    }

    /// Whether the app may write at the path: inside its container or a group container it has.
    private func isWritable(_ path: String) -> Bool {
        Self.isInside(path) || groupContainers.contains { path.hasPrefix($0 + "/") }
    }

    /// The file's bytes, or nil when there is no such file.
    func contents(atPath path: String) -> Data? {
        files[Self.normalized(path)]
    }

    /// Whether something is at the path, and whether it is a folder.
    func item(atPath path: String) -> (exists: Bool, isFolder: Bool) {
        let path = Self.normalized(path)
        if folders.contains(path) { return (true, true) }
        return (files[path] != nil, false)
    }

    func write(_ data: Data, toPath path: String, overwriting: Bool = true) throws(WriteFailure) {
        let path = Self.normalized(path)
        guard isWritable(path), path != Self.home else { throw .noPermission }
        guard folders.contains(Self.parent(of: path)), !folders.contains(path) else { throw .noSuchFolder }
        if files[path] != nil, !overwriting { throw .exists }
        if files[path] == nil, files.count >= Limits.elements { throw .tooMany }
        files[path] = data
    }

    /// Makes a folder (and, with `intermediates`, the folders above it that are missing);
    /// nothing to do when it exists.
    func createFolder(atPath path: String, intermediates: Bool) throws(WriteFailure) {
        let path = Self.normalized(path)
        guard isWritable(path) || groupContainers.contains(path) else { throw .noPermission }
        var missing = [String]()
        var current = path
        while !folders.contains(current) {
            guard files[current] == nil, current != Self.home else { throw .noSuchFolder }
            missing.append(current)
            current = Self.parent(of: current)
        }
        guard missing.count <= 1 || intermediates else { throw .noSuchFolder }
        guard folders.count + missing.count <= Limits.elements else { throw .tooMany }
        folders.formUnion(missing)
    }

    /// Copies a file, or a folder with everything in it, to a path where nothing is, in a folder
    /// that exists; false when nothing is at `source`.
    func copy(atPath source: String, toPath destination: String) throws(WriteFailure) -> Bool {
        let source = Self.normalized(source), destination = Self.normalized(destination)
        if let data = files[source] {
            try write(data, toPath: destination, overwriting: false)
            return true
        }
        guard folders.contains(source) else { return false }
        guard isWritable(destination), destination != Self.home else { throw .noPermission }
        let inside = source + "/"
        guard !destination.hasPrefix(inside) else { throw .intoItself }
        guard !item(atPath: destination).exists else { throw .exists }
        guard folders.contains(Self.parent(of: destination)) else { throw .noSuchFolder }
        let copiedFolders = folders.filter { $0 == source || $0.hasPrefix(inside) }.map { destination + $0.dropFirst(source.count) }
        let copiedFiles = files.filter { $0.key.hasPrefix(inside) }.map { (destination + $0.key.dropFirst(source.count), $0.value) }
        guard folders.count + copiedFolders.count <= Limits.elements, files.count + copiedFiles.count <= Limits.elements else { throw .tooMany }
        folders.formUnion(copiedFolders)
        for (path, data) in copiedFiles { files[path] = data }
        return true
    }

    /// Removes a file, or a folder with everything in it; false when nothing is there.
    func remove(atPath path: String) -> Bool {
        let path = Self.normalized(path)
        if files.removeValue(forKey: path) != nil { return true }
        guard folders.contains(path), path != Self.home, !groupContainers.contains(path) else { return false }
        let inside = path + "/"
        folders = folders.filter { $0 != path && !$0.hasPrefix(inside) }
        files = files.filter { !$0.key.hasPrefix(inside) }
        return true
    }

    /// The names in a folder, sorted (Foundation gives them in no set order), or nil when it is
    /// not a folder.
    func names(inFolder path: String) -> [String]? {
        let path = Self.normalized(path)
        guard folders.contains(path) else { return nil }
        let children = (Array(files.keys) + Array(folders)).filter { Self.parent(of: $0) == path && $0 != path }
        return children.map { String($0.dropFirst(path.count + 1)) }.sorted()
    }

    /// Everything under a folder, at any depth, as paths relative to it: each folder's names
    /// sorted, a folder followed by what it holds (a deep enumeration); nil when it is not a folder.
    func deepNames(inFolder path: String) -> [String]? {
        guard let names = names(inFolder: path) else { return nil }
        let folder = Self.normalized(path)
        return names.flatMap { name -> [String] in
            let inner = deepNames(inFolder: folder + "/" + name) ?? []
            return [name] + inner.map { name + "/" + $0 }
        }
    }

    /// `/a/./b//c/../d/` → `/a/b/d`: the path's components with `.` and `..` resolved.
    static func normalized(_ path: String) -> String {
        var parts = [Substring]()
        for part in path.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    static func isInside(_ path: String) -> Bool {
        path == home || path.hasPrefix(home + "/")
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }
}
