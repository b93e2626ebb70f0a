import Foundation

/// A folder on the preset search path, with how `presets` names it.
public struct PresetDirectory: Sendable, Equatable {
    public var url: URL
    /// `./behaviors`, `$SCROLLWORK_PATH` or `~/.scrollwork/behaviors`.
    public var label: String

    public init(url: URL, label: String) { self.url = url; self.label = label }

    /// docs/SEMANTICS.md, "Presets": `./behaviors`, then `$SCROLLWORK_PATH` (colon-separated), then
    /// `~/.scrollwork/behaviors`.
    public static func searchPath(currentDirectory: URL, environment: [String: String], home: URL) -> [PresetDirectory] {
        var result = [PresetDirectory(url: currentDirectory.appendingPathComponent("behaviors"), label: "./behaviors")]
        for entry in (environment["SCROLLWORK_PATH"] ?? "").split(separator: ":") where !entry.isEmpty {
            // Relative entries are relative to the current folder, whether or not it exists.
            let path = String(entry)
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : currentDirectory.appendingPathComponent(path)
            result.append(PresetDirectory(url: url.standardizedFileURL, label: "$SCROLLWORK_PATH"))
        }
        result.append(PresetDirectory(url: home.appendingPathComponent(".scrollwork/behaviors"), label: "~/.scrollwork/behaviors"))
        return result
    }
}

/// One preset file, described by its `///` header.
struct Preset: Equatable {
    let name: String
    let version: String?
    let summary: String
    let origin: String
    let url: URL
}

/// Lists the presets on the search path; a name found earlier on the path hides later ones.
struct PresetCatalog {
    let directories: [PresetDirectory]

    func presets() -> [Preset] {
        var seen = Set<String>()
        var result: [Preset] = []
        for directory in directories {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.url.path)) ?? []
            for file in names.sorted() where file.hasSuffix(".swift") {
                let name = String(file.dropLast(".swift".count))
                guard seen.insert(name).inserted else { continue }
                let url = directory.url.appendingPathComponent(file)
                let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
                let header = Self.header(of: text)
                result.append(Preset(name: name, version: header.version, summary: header.summary, origin: directory.label, url: url))
            }
        }
        return result
    }

    /// Whether the file starts (after blank lines) with a `///` doc comment whose first line is
    /// a summary: what makes a `.swift` file a preset (docs/SEMANTICS.md, "Presets").
    static func hasDocHeader(_ text: String) -> Bool {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            guard trimmed.hasPrefix("///") else { return false }
            let body = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces)
            return !body.isEmpty && !body.hasPrefix("-")
        }
        return false
    }

    /// The summary (first `///` line) and `- Version:` of a file's leading doc comment.
    static func header(of text: String) -> (summary: String, version: String?) {
        var summary = "", version: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty && summary.isEmpty { continue }
            guard trimmed.hasPrefix("///") else { break }
            let body = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces)
            if summary.isEmpty, !body.isEmpty, !body.hasPrefix("-") { summary = body; continue }
            if body.hasPrefix("- Version:") {
                version = body.dropFirst("- Version:".count).trimmingCharacters(in: .whitespaces)
            }
        }
        return (summary.isEmpty ? "(no summary)" : summary, version)
    }
}
