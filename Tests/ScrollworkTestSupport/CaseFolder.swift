import Foundation

/// A folder that test cases are read from (fixtures, sessions, presets). A test built from
/// such a list must also check that it is not empty: a folder that moved would otherwise
/// give zero cases and pass.
public struct CaseFolder {
    public let url: URL

    public init(_ url: URL) { self.url = url }

    /// A folder found from a source file (pass `#filePath`): go `components` folders up from
    /// the folder the file is in, then down `relative` (empty for that folder itself).
    public init(from path: String, up components: Int, _ relative: String) {
        var url = URL(fileURLWithPath: path)
        for _ in 0...components { url = url.deletingLastPathComponent() }
        self.init(relative.isEmpty ? url : url.appendingPathComponent(relative))
    }

    /// File names ending in `.ext`, sorted; empty when the folder is missing.
    public func files(withExtension ext: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix("." + ext) }.sorted()
    }

    /// The text of a file in the folder.
    public func text(of name: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
    }
}
