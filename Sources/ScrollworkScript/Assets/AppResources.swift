import Foundation

/// The app's bundle resources as Xcode copies them: every file of the app's folder that is not
/// code, a project or a catalog (`start.txt`, `missions.json`) sits at the top of the bundle
/// under its own name, so `Bundle.main.url(forResource: "start", withExtension: "txt")` finds
/// it wherever it is in the folder. Only files inside the loaded folder are read: a link that
/// leads out of it is not followed, and a name no file has is nil, as on iOS. Files loaded on
/// their own (no folder) have no bundle resources.
public struct AppResources: Sendable {
    /// The bundle's name (`WordScramble.app`), which its URLs and paths show instead of where
    /// the folder is on this machine.
    public let bundleName: String
    /// Resource file name → the file; the first in path order when two share a name.
    let files: [String: URL]
    let root: URL?
    /// The classes Xcode generates from the app's Core Data models (`DataModelEntities`).
    public let dataModelEntities: Set<String>
    /// The classes Xcode generates from the app's Core ML models: one per `Name.mlmodel` file or
    /// `Name.mlpackage`, named as the model is.
    public let machineLearningModels: Set<String>
    /// The Swift Xcode generates from the app's Core Data models (`DataModelCode`): each file's
    /// path (beside its model, as no file of the folder has it) and text, compiled with the app's code.
    public let dataModelSources: [GeneratedSource]
    /// The app groups its entitlements (`*.entitlements`, `com.apple.security.application-groups`) name.
    public let appGroups: Set<String>

    /// A source file no folder holds: what Xcode generates at build time.
    public struct GeneratedSource: Sendable, Equatable {
        public let path: String
        public let text: String
    }

    public static let none = AppResources(bundleName: "App.app", files: [:], root: nil)
    /// The most files a folder's bundle holds; a larger folder's are not all listed.
    static let fileLimit = 20_000
    /// The largest resource read, in bytes (a larger one reads as missing).
    static let byteLimit = 64 << 20

    init(bundleName: String, files: [String: URL], root: URL?, dataModelEntities: Set<String> = [],
         dataModelSources: [GeneratedSource] = [], machineLearningModels: Set<String> = [], appGroups: Set<String> = []) {
        self.appGroups = appGroups
        self.bundleName = bundleName
        self.files = files
        self.root = root
        self.dataModelEntities = dataModelEntities
        self.dataModelSources = dataModelSources
        self.machineLearningModels = machineLearningModels
    }

    /// Every class Xcode generates from the app's models, with the framework it belongs to,
    /// which scrollwork does not simulate: code that uses one is left out for that framework.
    public var generatedClasses: [String: String] {
        var classes = [String: String]()
        for model in machineLearningModels { classes[model] = "CoreML" }
        for entity in dataModelEntities { classes[entity] = DataModelEntities.module }
        return classes
    }

    /// The resources of the app whose folder is `root`, named `name` (its target's name).
    public init(root: URL, name: String) {
        let root = root.standardizedFileURL.resolvingSymlinksInPath()
        var found = [URL](), models = Set<String>(), entitlements = [URL]()
        var pending = [root]
        var seen = 0
        while let folder = pending.popLast(), seen < Self.fileLimit {
            let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey],
                                                                         options: [.skipsHiddenFiles])) ?? []
            for entry in entries {
                seen += 1
                // A plain file in a folder walked (a real folder inside the root) is inside as it
                // is: one `lstat` rather than resolving links and asking its resource values, a
                // fifth of the opening of an app of 10,000 files.
                if Self.isPlainFile(entry) {
                    if entry.pathExtension == "mlmodel" { models.insert(entry.deletingPathExtension().lastPathComponent) }
                    if entry.pathExtension == "entitlements" { entitlements.append(entry) }
                    if Self.isResource(entry.lastPathComponent) { found.append(entry) }
                    continue
                }
                if entry.pathExtension == "mlpackage" {
                    models.insert(entry.deletingPathExtension().lastPathComponent)
                    continue
                }
                let resolved = entry.resolvingSymlinksInPath()
                guard Self.isInside(resolved, root) else { continue }
                let isFolder = (try? resolved.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
                let name = entry.lastPathComponent
                if isFolder {
                    // A link to a folder already walked would loop; only real folders are entered.
                    if !Self.skippedFolder(name), resolved.path.hasPrefix(root.path), resolved == entry.standardizedFileURL {
                        pending.append(entry)
                    }
                } else if Self.isResource(name) {
                    found.append(entry)
                }
            }
        }
        var files = [String: URL]()
        for entry in found.sorted(by: { $0.path < $1.path }) where files[entry.lastPathComponent] == nil {
            files[entry.lastPathComponent] = entry
        }
        self.init(bundleName: name + ".app", files: files, root: root, dataModelEntities: DataModelEntities.read(found),
                  dataModelSources: Self.generatedSources(found), machineLearningModels: models,
                  appGroups: Self.appGroups(in: entitlements))
    }

    /// The app groups the entitlements files name; a file that is not a property list names none
    /// (Xcode's signing, not the app's code, reports it).
    private static func appGroups(in entitlements: [URL]) -> Set<String> {
        var groups = Set<String>()
        for file in entitlements {
            guard let size = (try? file.resourceValues(forKeys: [.fileSizeKey]))?.fileSize, size <= byteLimit,
                  let data = try? Data(contentsOf: file),
                  let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
                  let named = plist["com.apple.security.application-groups"] as? [String] else { continue }
            groups.formUnion(named)
        }
        return groups
    }

    /// The code Xcode generates from the current version of each model among `found`.
    private static func generatedSources(_ found: [URL]) -> [GeneratedSource] {
        DataModel.currentVersions(found).flatMap { contents -> [GeneratedSource] in
            guard let text = DataModel.read(contents) else { return [] }
            let model = contents.deletingLastPathComponent().deletingLastPathComponent()
            return DataModelCode.files(for: DataModel.entities(in: text)).map {
                GeneratedSource(path: model.appendingPathComponent($0.name).path, text: $0.text)
            }
        }
    }

    /// `Bundle.main.url(forResource:withExtension:)`'s file name: `name` with `ext` (a `.` in
    /// front of it is optional, as in Foundation), or `name` alone when `ext` is nil or empty.
    public func fileName(_ name: String?, extension ext: String?) -> String? {
        guard let name, !name.isEmpty else { return nil }
        let suffix = Self.suffix(ext)
        let file = suffix.isEmpty ? name : name + "." + suffix
        return files[file] == nil ? nil : file
    }

    /// The names of the resources with the extension (every one when it is nil or empty), in
    /// name order, as `Bundle.main.urls(forResourcesWithExtension:subdirectory:)` lists them.
    public func fileNames(withExtension ext: String?) -> [String] {
        let suffix = Self.suffix(ext)
        return files.keys.filter { suffix.isEmpty || ($0 as NSString).pathExtension == suffix }.sorted()
    }

    /// An extension as Foundation takes it: a `.` in front of it is optional; nil is none.
    private static func suffix(_ ext: String?) -> String {
        let ext = ext ?? ""
        return ext.hasPrefix(".") ? String(ext.dropFirst()) : ext
    }

    /// The path a resource shows in the bundle: `/WordScramble.app/start.txt`.
    public func path(of file: String) -> String { "/" + bundleName + "/" + file }

    /// The bytes of the resource at `path` (as `path(of:)` gives it, or a `file://` URL of
    /// one); nil when it is not one of the bundle's, cannot be read, or left the folder.
    public func contents(atPath path: String) -> Data? {
        guard let root, let url = listedFile(atPath: path) else { return nil }
        // The file may have changed since it was listed: it is read only if still inside.
        let resolved = url.resolvingSymlinksInPath()
        guard Self.isInside(resolved, root),
              let size = (try? resolved.resourceValues(forKeys: [.fileSizeKey]))?.fileSize, size <= Self.byteLimit else { return nil }
        return try? Data(contentsOf: resolved)
    }

    /// Whether `path` (as `path(of:)` gives it, or a `file://` URL of one) is one of the
    /// bundle's resources, without reading it.
    public func hasFile(atPath path: String) -> Bool { listedFile(atPath: path) != nil }

    private func listedFile(atPath path: String) -> URL? {
        let plain = path.hasPrefix("file://") ? String(path.dropFirst("file://".count)) : path
        let prefix = "/" + bundleName + "/"
        guard plain.hasPrefix(prefix) else { return nil }
        return files[String(plain.dropFirst(prefix.count))]
    }

    /// Whether the entry itself is a regular file: not a link, a folder, a device or a pipe.
    private static func isPlainFile(_ url: URL) -> Bool {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return false }
        return info.st_mode & S_IFMT == S_IFREG
    }

    private static func isInside(_ url: URL, _ root: URL) -> Bool {
        let path = url.standardizedFileURL.path
        return path == root.path || path.hasPrefix(root.path.hasSuffix("/") ? root.path : root.path + "/")
    }

    /// Folders whose files are not the app's resources: build products, dependencies,
    /// projects, catalogs (read as catalogs), localisations, test targets.
    private static func skippedFolder(_ name: String) -> Bool {
        [".build", "DerivedData", "Pods", "Carthage", "node_modules", ".swiftpm"].contains(name)
            || [".xcodeproj", ".xcworkspace", ".xcassets", ".lproj", ".playground"].contains { name.hasSuffix($0) }
            || name.hasSuffix("Tests")
    }

    /// Code and build files are compiled, not copied into the bundle.
    private static func isResource(_ name: String) -> Bool {
        let compiled = [".swift", ".h", ".m", ".c", ".entitlements", ".xcconfig", ".md", ".resolved"]
        return name != "Package.swift" && name != "Info.plist" && !compiled.contains { name.hasSuffix($0) }
    }
}
