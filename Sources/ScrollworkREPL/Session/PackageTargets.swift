import Foundation

/// The local packages of a folder: their source targets (`PackageManifest`), the `.swift`
/// files of each, and which targets a set of files imports.
struct PackageTargets {
    /// Every target, in manifest path order; a name two packages use is the first's.
    private(set) var order: [PackageManifest.Target] = []
    /// Each target's files, by target name.
    private(set) var files: [String: [SourceFolder.File]] = [:]
    private(set) var warnings: [String] = []
    /// The packages' folders: their files outside every target belong to no module.
    private var roots: [String] = []
    private var importsByTarget: [String: Set<String>] = [:]

    init(_ listing: SourceFolder.Listing) {
        for manifestFile in listing.manifests {
            let manifest = PackageManifest.read(manifestFile.url, shownAs: manifestFile.shown)
            warnings += manifest.warnings
            roots.append(manifest.root.standardizedFileURL.path)
            for target in manifest.targets where files[target.name] == nil {
                order.append(target)
                files[target.name] = []
            }
        }
        guard !order.isEmpty else { return }
        for file in listing.files {
            guard let name = target(of: file.url) else { continue }
            files[name, default: []].append(file)
        }
        for (name, targetFiles) in files {
            importsByTarget[name] = AppModules.imports(of: targetFiles)
        }
    }

    /// The target whose folder holds the file (the deepest, when folders nest).
    func target(of url: URL) -> String? {
        let path = url.standardizedFileURL.path
        return order.filter { path.hasPrefix($0.folder.path + "/") }.max { $0.folder.path.count < $1.folder.path.count }?.name
    }

    /// Whether the file lies in a package's folder (in a target or not) rather than in an app
    /// project's inside that package's folder (a package at the top of an app's repository).
    func isInsidePackage(_ url: URL, projects: [URL]) -> Bool {
        let path = url.standardizedFileURL.path
        let package = roots.filter { path.hasPrefix($0 + "/") }.map(\.count).max() ?? -1
        let project = projects.map { $0.standardizedFileURL.path }.filter { path.hasPrefix($0 + "/") }.map(\.count).max() ?? -1
        return package > project
    }

    /// The local targets of these names, with those they import in turn.
    func closure(importing names: Set<String>) -> Set<String> {
        AppModules.importClosure(of: names, through: importsByTarget)
    }

    /// The local targets a target imports, with those they import in turn.
    func closure(ofTarget name: String) -> Set<String> {
        closure(importing: importsByTarget[name] ?? [])
    }
}
