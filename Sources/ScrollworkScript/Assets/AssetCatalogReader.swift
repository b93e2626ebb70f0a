import Foundation
import ScrollworkCore

/// Reads `*.xcassets` folders into an `AssetCatalog`: each `.colorset`'s `Contents.json` and
/// each `.imageset`'s files (`ImageHeader`), under groups that may give their children a
/// namespace (`"provides-namespace": true` makes `Icons/star`). Whatever is broken — JSON that
/// does not parse, a file that is not there, a header that lies, a link that loops — is one
/// located warning and the rest is read; nothing here can crash or allocate what a file claims.
public enum AssetCatalogReader {
    /// Folders and files visited per catalog at most; past it the rest is left out with a warning.
    static let entryLimit = 20_000
    /// A `Contents.json` bigger than this is not read (Xcode's are a few hundred bytes).
    static let contentsLimit = 1_048_576

    /// Reads the catalogs (each a folder URL and its name as messages give it) into one catalog.
    public static func read(_ catalogs: [(url: URL, shown: String)]) -> AssetCatalog {
        var catalog = AssetCatalog()
        for (url, shown) in catalogs.sorted(by: { $0.url.path < $1.url.path }) {
            catalog.hasCatalogs = true
            read(url, shown: shown, into: &catalog)
        }
        return catalog
    }

    private static func read(_ root: URL, shown rootShown: String, into catalog: inout AssetCatalog) {
        let manager = FileManager.default
        var visited = Set([root.resolvingSymlinksInPath().path])
        // Folders to visit with the namespace their names get.
        var pending = [(url: root, shown: rootShown, namespace: "")]
        var entries = 0
        while let (url, shown, namespace) = pending.popLast() {
            guard let children = try? manager.contentsOfDirectory(atPath: url.path) else {
                catalog.warnings.append("\(shown): warning: cannot read the folder")
                continue
            }
            for name in children.sorted() {
                entries += 1
                if entries > entryLimit {
                    catalog.warnings.append("\(rootShown): warning: more than \(entryLimit) files and folders; the rest is not read")
                    return
                }
                let child = url.appendingPathComponent(name), childShown = shown + "/" + name
                var isFolder: ObjCBool = false
                guard manager.fileExists(atPath: child.path, isDirectory: &isFolder) else {
                    catalog.warnings.append("\(childShown): warning: a symbolic link to nothing (or a loop of links); not read")
                    continue
                }
                guard isFolder.boolValue else { continue }
                guard visited.insert(child.resolvingSymlinksInPath().path).inserted else {
                    catalog.warnings.append("\(childShown): warning: a symbolic link to a folder already read (a loop?); not followed")
                    continue
                }
                let ext = (name as NSString).pathExtension, base = (name as NSString).deletingPathExtension
                switch ext {
                case "colorset":
                    if let color = colorSet(child, name: namespace + base, shown: childShown, warnings: &catalog.warnings) {
                        catalog.add(color, shown: childShown)
                    }
                case "imageset", "symbolset":
                    let image = imageSet(child, name: namespace + base, shown: childShown, symbol: ext == "symbolset",
                                         warnings: &catalog.warnings)
                    catalog.add(image, shown: childShown)
                case "":
                    // A group: its Contents.json may make its name a namespace of its children.
                    let contents = json(child, shown: childShown, required: false, warnings: &catalog.warnings)
                    let properties = contents?["properties"] as? [String: Any]
                    let provides = (properties?["provides-namespace"] as? Bool) ?? false
                    pending.append((child, childShown, provides ? namespace + name + "/" : namespace))
                default:
                    // App icons, data sets, sprite atlases, stickers…: not found by `Color`/`Image` names.
                    continue
                }
            }
        }
    }

    /// A set's `Contents.json` as a dictionary, or nil with a warning (or none, if not required and absent).
    static func json(_ folder: URL, shown: String, required: Bool, warnings: inout [String]) -> [String: Any]? {
        let file = folder.appendingPathComponent("Contents.json"), fileShown = shown + "/Contents.json"
        guard let handle = try? FileHandle(forReadingFrom: file) else {
            if required { warnings.append("\(shown): warning: no Contents.json; the set is not read") }
            return nil
        }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: contentsLimit + 1)) ?? Data()
        guard data.count <= contentsLimit else {
            warnings.append("\(fileShown): warning: bigger than \(contentsLimit / 1024) KB; not read")
            return nil
        }
        do {
            guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                warnings.append("\(fileShown): warning: not a JSON object; the set is not read")
                return nil
            }
            return object
        } catch {
            warnings.append("\(fileShown)\(JSONLocation.of(error, in: data)): warning: malformed JSON; the set is not read")
            return nil
        }
    }

    private static func colorSet(_ folder: URL, name: String, shown: String, warnings: inout [String]) -> AssetCatalog.ColorAsset? {
        guard let contents = json(folder, shown: shown, required: true, warnings: &warnings) else { return nil }
        let entries = (contents["colors"] as? [Any])?.compactMap { $0 as? [String: Any] } ?? []
        // The light appearance: the entry with no appearances ("Any"), else the one marked light.
        let light = entries.first { $0["appearances"] == nil && ($0["idiom"] as? String ?? "universal") == "universal" }
            ?? entries.first { $0["appearances"] == nil }
            ?? entries.first { entry in
                ((entry["appearances"] as? [Any]) ?? []).contains { (($0 as? [String: Any])?["value"] as? String) == "light" }
            }
        guard let color = light?["color"] as? [String: Any] else {
            // Xcode's template makes an `AccentColor` set with no colour in it: the app keeps
            // the system's accent, which is nothing to warn about.
            if name == "AccentColor", !entries.contains(where: { $0["color"] != nil }) { return nil }
            warnings.append("\(shown)/Contents.json: warning: no colour for the light appearance; '\(name)' is clear")
            return nil
        }
        guard let parsed = ColorComponents.parse(color) else {
            if let reference = color["reference"] as? String {
                warnings.append("\(shown)/Contents.json: warning: '\(name)' refers to '\(reference)', not a system colour of iOS; '\(name)' is clear")
                return nil
            }
            warnings.append("\(shown)/Contents.json: warning: colour components that cannot be read; '\(name)' is clear")
            return nil
        }
        return AssetCatalog.ColorAsset(name: name, red: parsed.red, green: parsed.green, blue: parsed.blue, alpha: parsed.alpha,
                                       colorSpace: parsed.space)
    }

    private static func imageSet(_ folder: URL, name: String, shown: String, symbol: Bool,
                                 warnings: inout [String]) -> AssetCatalog.ImageAsset {
        guard let contents = json(folder, shown: shown, required: !symbol, warnings: &warnings) else {
            return AssetCatalog.ImageAsset(name: name, renditions: [], isSymbol: symbol)
        }
        let entries = (contents[symbol ? "symbols" : "images"] as? [Any])?.compactMap { $0 as? [String: Any] } ?? []
        var renditions = [AssetCatalog.ImageAsset.Rendition]()
        for entry in entries where entry["appearances"] == nil {
            let idiom = entry["idiom"] as? String ?? "universal"
            guard idiom == "universal" || idiom == "iphone" || idiom == "ipad", let file = entry["filename"] as? String else { continue }
            let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast($0.hasSuffix("x") ? 1 : 0)) }
            if symbol {
                renditions.append(.init(scale: nil, size: nil, isVector: true))
                continue
            }
            guard !file.contains("/"), !file.hasPrefix(".") else {
                warnings.append("\(shown)/Contents.json: warning: '\(file)' is not a file of the set; not read")
                continue
            }
            switch ImageHeader.read(folder.appendingPathComponent(file)) {
            case .success(let header):
                renditions.append(.init(scale: header.isVector ? nil : scale, size: header.size, isVector: header.isVector))
            case .failure(let problem):
                warnings.append("\(shown)/\(file): warning: \(problem.message)")
                renditions.append(.init(scale: scale, size: nil, isVector: false))
            }
        }
        return AssetCatalog.ImageAsset(name: name, renditions: renditions, isSymbol: symbol)
    }
}

/// Where JSONSerialization says the JSON went wrong, as `:LINE:COL` when it says so.
enum JSONLocation {
    static func of(_ error: Error, in data: Data) -> String {
        let text = "\(error)"
        // Foundation reports "… around line 3, column 5." or a character's offset ("around character 31").
        if let line = number(after: "line ", in: text), let column = number(after: "column ", in: text) { return ":\(line):\(column)" }
        if let index = number(after: "character ", in: text) ?? number(after: "index ", in: text), index <= data.count {
            var line = 1, column = 1
            for byte in data.prefix(index) {
                if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
            }
            return ":\(line):\(column)"
        }
        return ""
    }

    private static func number(after label: String, in text: String) -> Int? {
        guard let found = text.range(of: label) else { return nil }
        return Int(text[found.upperBound...].prefix { $0.isNumber })
    }
}
