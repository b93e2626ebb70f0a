import Foundation

/// Writes a generated app folder to disk (for a run, or as a saved finding) and removes it
/// again; links are written as links, so a loop stays a loop.
enum FolderWriter {
    /// The name of the app folder inside an input's folder: what the tool is given.
    static let appName = "app"

    static func write(_ entries: [FolderEntry], into root: String) {
        let manager = FileManager.default
        remove(root)
        try? manager.createDirectory(atPath: root, withIntermediateDirectories: true)
        func parent(of path: String) {
            let folder = (path as NSString).deletingLastPathComponent
            if !folder.isEmpty { try? manager.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        }
        for entry in entries {
            switch entry {
            case .file(let path, let bytes):
                let full = root + "/" + path
                parent(of: full)
                writeFile(full, bytes)
            case .link(let path, let target):
                let full = root + "/" + path
                parent(of: full)
                try? manager.createSymbolicLink(atPath: full, withDestinationPath: target)
            case .manyFiles(let path, let count, let kind):
                let folder = root + "/" + path
                try? manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
                for index in 0..<count {
                    switch kind {
                    case .swift:
                        let text = "let value\(index) = \(index)\nfunc twice\(index)() -> Int { value\(index) * 2 }\n"
                        writeFile(folder + "/F\(index).swift", Array(text.utf8))
                    case .colorSets:
                        try? manager.createDirectory(atPath: folder + "/C\(index).colorset", withIntermediateDirectories: true)
                        writeFile(folder + "/C\(index).colorset/Contents.json", Array(FolderShapes.colorSet.utf8))
                    case .folders:
                        try? manager.createDirectory(atPath: folder + "/D\(index)", withIntermediateDirectories: true)
                    }
                }
            }
        }
    }

    /// Writes a file in place, unsynced. Foundation's writes (`FileManager.createFile`,
    /// `Data.write`) sync each file to the disk: for the 10,000 files of a many-files input that
    /// was a third of a whole run's time, for files read back once and thrown away.
    static func writeFile(_ path: String, _ bytes: [UInt8]) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return }
        try? FileHandle(fileDescriptor: descriptor, closeOnDealloc: true).write(contentsOf: bytes)
    }

    /// Removes a folder written before, without following its links.
    static func remove(_ root: String) {
        try? FileManager.default.removeItem(atPath: root)
    }
}
