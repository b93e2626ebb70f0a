// Linux only: children are forked with Glibc's resource limits (see main.swift).
#if os(Linux)
import Foundation

/// `--reproduce FILE`: runs one saved input in this process, in the foreground, so a crash
/// prints its backtrace. A session's or REPL input's companion is `FILE.companion.swift`; a
/// folder input is the folder `NAME.folder` it was saved as.
enum Reproduction {
    static func run(_ path: String) -> Int32 {
        if path.hasSuffix(".folder") {
            // A saved folder input is run where it is: `PATH/app`.
            setenv("HOME", path, 1)
            InputExecution.run(kind: .folder, folder: path)
            return 0
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            FileHandle.standardError.write(Data("error: cannot read '\(path)'\n".utf8))
            return 2
        }
        let kind: FuzzInput.Kind = path.hasSuffix(".session") ? .session : path.hasSuffix(".repl") ? .repl : .swift
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrollwork-fuzz-reproduce-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let name = "input." + kind.fileExtension
        _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: data)
        if let companion = FileManager.default.contents(atPath: path + ".companion.swift") {
            _ = FileManager.default.createFile(atPath: folder + "/companion.swift", contents: companion)
        }
        setenv("HOME", folder, 1)
        if kind == .repl, let handle = FileHandle(forReadingAtPath: folder + "/" + name) {
            dup2(handle.fileDescriptor, 0)
        }
        InputExecution.run(kind: kind, folder: folder)
        return 0
    }
}
#endif
