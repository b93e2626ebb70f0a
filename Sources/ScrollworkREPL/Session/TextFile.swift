import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// Reads a script, session or preset file as UTF-8 text. A file that is not UTF-8 is an
/// error located at its first bad byte, the same from `load`, `check`, `run`, `reload`,
/// presets and the files given on the command line.
enum TextFile {
    enum Failure: Error, Equatable {
        /// Missing, a folder, or not readable, and which of these.
        case unreadable(path: String, reason: Unreadable)
        case invalid(InvalidUTF8, path: String)

        /// `error: cannot read 'x': no such file`, or `x:3:7: error: the file is not valid UTF-8: …`.
        var message: String {
            switch self {
            case .unreadable(let path, let reason): return "error: cannot read '\(path)': \(reason.rawValue)"
            case .invalid(let problem, let path): return problem.message(path: path)
            }
        }

        var sessionFailure: SessionFailure { .diagnostics(message) }
    }

    /// The text of `url`; `path` is how messages name it.
    static func read(_ url: URL, shownAs path: String) -> Result<String, Failure> {
        // A device or a named pipe is never read: `/dev/zero` has no end, and a pipe nobody
        // writes to would wait for ever.
        if let special = Unreadable.special(url) { return .failure(.unreadable(path: path, reason: special)) }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return .failure(.unreadable(path: path, reason: Unreadable(url)))
        }
        return decode([UInt8](data), shownAs: path)
    }

    /// The failure `read` would give, found without reading the file.
    static func readability(_ url: URL, shownAs path: String) -> Result<Void, Failure> {
        if let special = Unreadable.special(url) { return .failure(.unreadable(path: path, reason: special)) }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue,
           FileManager.default.isReadableFile(atPath: url.path) {
            return .success(())
        }
        return .failure(.unreadable(path: path, reason: Unreadable(url)))
    }

    /// Why a file could not be read, in the words a person fixes it by.
    enum Unreadable: String, Equatable {
        case missing = "no such file"
        case brokenLink = "a symbolic link to nothing (or a loop of links)"
        case folder = "is a folder"
        case special = "not a regular file (a device or a pipe)"
        case denied = "permission denied"
        case failed = "the read failed"

        init(_ url: URL) {
            var isFolder: ObjCBool = false
            if !FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
                // The link itself is there: it leads nowhere, or round to itself.
                let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil
                self = isLink ? .brokenLink : .missing
            } else {
                self = isFolder.boolValue ? .folder : FileManager.default.isReadableFile(atPath: url.path) ? .failed : .denied
            }
        }

        /// `.special` for what exists but is neither a file nor a folder (links followed).
        static func special(_ url: URL) -> Unreadable? {
            var info = stat()
            guard stat(url.path, &info) == 0 else { return nil }
            let type = info.st_mode & S_IFMT
            return type == S_IFREG || type == S_IFDIR ? nil : .special
        }
    }

    static func decode(_ bytes: [UInt8], shownAs path: String) -> Result<String, Failure> {
        UTF8Validation.decode(bytes).mapError { .invalid($0, path: path) }
    }
}
