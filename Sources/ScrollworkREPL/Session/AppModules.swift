import Foundation

/// The modules a folder holds. Xcode compiles each app target as one module, so two apps
/// side by side in one folder may both declare a `ContentView`. A folder that holds an
/// `.xcodeproj` is the root of one app's module; an `@main` type in a file outside every such
/// folder makes the highest folder above it holding no other entry point or project the root
/// of another (`entryRoot`). A file belongs to the deepest root above it; the files under no
/// root are one module of their own, as are all of a folder with no root at all.
///
/// A local package's source targets (`PackageManifest`) are modules of their own: an app's
/// module loads with the targets its files import (and those theirs import), each file
/// tagged with its target so Swift's access rules apply between them. A target no app
/// imports is a module by itself (its previews are still Xcode's previews).
enum AppModules {
    struct Module: Equatable {
        /// The folder the module's files are under, and its name as given in messages.
        let root: URL
        let shown: String
        let files: [SourceFolder.File]
        /// The asset catalogs under the module's root (a deeper module's are its own).
        var assetCatalogs: [SourceFolder.File] = []
        /// The package target each file of a local package belongs to, by absolute path; the
        /// other files are the app's own.
        var targets: [String: String] = [:]
        /// A package's target no app imports, loaded alone.
        var isPackageTarget = false
        /// The Xcode target it is, when its project names its targets' files; a file two
        /// targets compile lists its previews in the first of them only (`previewFiles`).
        var target: String? = nil
        /// The absolute paths of the files whose previews it lists; nil for all of them.
        var previewFiles: Set<String>? = nil
    }

    /// Splits a folder's `.swift` files (`SourceFolder.swiftFiles`) into modules, each sorted
    /// by path, the modules by their roots' paths (targets no app imports last); and the
    /// manifests' located warnings.
    static func split(_ listing: SourceFolder.Listing, in folder: URL,
                      shownAs shown: String) -> (modules: [Module], warnings: [String]) {
        let packages = PackageTargets(listing)
        // A package's sources an app's project compiles itself (a synchronised group of
        // `Sources/Carousel` beside the package's manifest) are the app's, as Xcode builds them.
        let compiledByProjects = ProjectTargets.compiledPaths(listing.projectBundles,
                                                              among: listing.files.filter { packages.target(of: $0.url) != nil })
        let appFiles = listing.files.filter { file in
            compiledByProjects.contains(file.url.standardizedFileURL.path)
                || (packages.target(of: file.url) == nil && !packages.isInsidePackage(file.url, projects: listing.projectFolders))
        }
        let (apps, projectWarnings) = appModules(appFiles, listing: listing, in: folder, shownAs: shown)
        // The targets of the folder's projects (a workspace's framework `NotesCore` of another
        // project), with what each imports, which the modules importing them link.
        let ownImports = apps.map { imports(of: $0.files) }
        var targetFiles = [String: [SourceFolder.File]](), targetImports = [String: Set<String>]()
        for (module, imported) in zip(apps, ownImports) {
            guard let target = module.target, targetFiles[target] == nil else { continue }
            (targetFiles[target], targetImports[target]) = (module.files, imported)
        }
        // A package's previews show under the first target of a project that imports it.
        var packageFilesListed = [String: Set<String>]()
        var modules = zip(apps, ownImports).map { module, own -> Module in
            var module = module, imported = own
            // The project targets it imports, linked as Xcode links them: their files are tagged
            // with their target, so Swift's access rules apply, and their previews stay their own module's.
            let linked = importClosure(of: own, through: targetImports).subtracting([module.target].compactMap { $0 }).sorted()
            for name in linked {
                for file in targetFiles[name] ?? [] { module.targets[file.url.path] = name }
                imported.formUnion(targetImports[name] ?? [])
            }
            var previewFiles = linked.isEmpty ? module.previewFiles : module.previewFiles ?? Set(module.files.map { $0.url.standardizedFileURL.path })
            let packaged = packages.closure(importing: imported)
            for name in packaged { for file in packages.files[name] ?? [] { module.targets[file.url.path] = name } }
            let added = packaged.flatMap { packages.files[$0] ?? [] }
            if previewFiles != nil {
                let paths = Set(added.map { $0.url.standardizedFileURL.path })
                previewFiles?.formUnion(paths.subtracting(packageFilesListed[module.root.path] ?? []))
                packageFilesListed[module.root.path, default: []].formUnion(paths)
            }
            let files = module.files + linked.flatMap { targetFiles[$0] ?? [] } + added
            module = Module(root: module.root, shown: module.shown, files: files.sorted { $0.url.path < $1.url.path },
                            targets: module.targets, target: module.target, previewFiles: previewFiles)
            return module
        }
        let reached = Set(modules.flatMap(\.targets.values))
        for target in packages.order where !reached.contains(target.name) && !(packages.files[target.name] ?? []).isEmpty
            && !(packages.files[target.name] ?? []).allSatisfy({ compiledByProjects.contains($0.url.standardizedFileURL.path) }) {
            let files = packages.closure(ofTarget: target.name).union([target.name])
            var module = Module(root: target.folder, shown: display(target.folder, in: folder, shownAs: shown),
                                files: files.flatMap { packages.files[$0] ?? [] }.sorted { $0.url.path < $1.url.path })
            for name in files { for file in packages.files[name] ?? [] { module.targets[file.url.path] = name } }
            module.isPackageTarget = true
            modules.append(module)
        }
        // Each catalog is the modules' whose root is deepest above it (every target of a
        // project: which target copies it is not read), else the first app's.
        let roots = modules.map(\.root.path)
        for catalog in listing.assetCatalogs {
            let path = catalog.url.path
            let deepest = roots.filter { path.hasPrefix($0 + "/") }.max { $0.count < $1.count }
            let owners = deepest.map { root in roots.indices.filter { roots[$0] == root } }
                ?? modules.firstIndex { !$0.isPackageTarget }.map { [$0] } ?? []
            for owner in owners { modules[owner].assetCatalogs.append(catalog) }
        }
        // A framework linked into a module brings its catalogs, as its bundle ships in the app.
        let frameworkCatalogs = Dictionary(modules.compactMap { module in module.target.map { ($0, module.assetCatalogs) } }) { first, _ in first }
        for index in modules.indices {
            for name in Set(modules[index].targets.values).sorted() {
                let added = (frameworkCatalogs[name] ?? []).filter { catalog in !modules[index].assetCatalogs.contains { $0.url == catalog.url } }
                modules[index].assetCatalogs += added
            }
        }
        return (modules, packages.warnings + projectWarnings)
    }

    private static func display(_ root: URL, in folder: URL, shownAs shown: String) -> String {
        let relative = root.path == folder.path ? "" : String(root.path.dropFirst(folder.path.count))
        return relative.isEmpty ? shown : (shown.hasSuffix("/") ? String(shown.dropLast()) : shown) + relative
    }

    private static func appModules(_ files: [SourceFolder.File], listing: SourceFolder.Listing, in folder: URL,
                                   shownAs shown: String) -> (modules: [Module], warnings: [String]) {
        let projects = listing.projectFolders.map(\.path)
        var roots = Set(projects)
        let entries = files.filter { declaresMain($0.url) }.map(\.url.path)
        for entry in entries {
            let parent = (entry as NSString).deletingLastPathComponent
            guard !projects.contains(where: { parent == $0 || parent.hasPrefix($0 + "/") }) else { continue }
            roots.insert(entryRoot(of: entry, besides: entries.filter { $0 != entry } + projects, within: folder.path))
        }
        var byRoot = [String: [SourceFolder.File]]()
        for file in files {
            let path = file.url.path
            let root = roots.filter { path.hasPrefix($0 + "/") }.max { $0.count < $1.count } ?? folder.path
            byRoot[root, default: []].append(file)
        }
        var warnings = [String]()
        let modules = byRoot.keys.sorted().flatMap { root -> [Module] in
            let url = URL(fileURLWithPath: root)
            let module = Module(root: url, shown: display(url, in: folder, shownAs: shown), files: byRoot[root] ?? [])
            guard let bundle = listing.projectBundles.first(where: { $0.deletingLastPathComponent().path == root }) else { return [module] }
            let split = ProjectTargets.modules(of: module, project: bundle, shownAs: display(bundle, in: folder, shownAs: shown))
            warnings += split.warnings
            return split.modules
        }
        return (modules, warnings)
    }

    /// The names `start` reaches through `imports` (each target's own imports), each once: the
    /// targets a module's files import, with those they import in turn.
    static func importClosure(of start: Set<String>, through imports: [String: Set<String>]) -> Set<String> {
        var found = Set<String>(), pending = Array(start)
        while let name = pending.popLast() {
            guard let next = imports[name], found.insert(name).inserted else { continue }
            pending += next
        }
        return found
    }

    static func imports(of files: [SourceFolder.File]) -> Set<String> {
        files.reduce(into: Set<String>()) { $0.formUnion(imports(of: $1.url)) }
    }

    /// The root of the module of an entry point outside every project: the highest folder
    /// above it, up to the folder loaded, that holds no other entry point or project. An app's
    /// `@main` is often in a folder of its own (`App/MyApp.swift` beside `Views/`), and its
    /// module is the app's whole folder.
    private static func entryRoot(of entry: String, besides others: [String], within top: String) -> String {
        func holds(_ folder: String, _ path: String) -> Bool { path == folder || path.hasPrefix(folder + "/") }
        var root = (entry as NSString).deletingLastPathComponent
        while root != top, holds(top, root) {
            let up = (root as NSString).deletingLastPathComponent
            if others.contains(where: { holds(up, $0) && !holds(root, $0) }) { break }
            root = up
        }
        return root
    }

    /// The modules a file imports (`import X`, `@testable import X`, `import struct X.Y`), by
    /// reading its lines: the loader needs them before anything is parsed.
    static func imports(of url: URL) -> Set<String> {
        guard let data = FileManager.default.contents(atPath: url.path) else { return [] }
        var modules = Set<String>()
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            var words = line.split { $0 == " " || $0 == "\t" }.drop { $0.hasPrefix("@") }
            guard words.first == "import" else { continue }
            words = words.dropFirst()
            if let kind = words.first, importKinds.contains(String(kind)) { words = words.dropFirst() }
            if let path = words.first, let module = path.split(separator: ".").first { modules.insert(String(module)) }
        }
        return modules
    }

    private static let importKinds: Set<String> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]

    /// Whether a file declares the program's entry point: an `@main` attribute at the start
    /// of a line (the `App` of an app target), or `@UIApplicationMain` (`@NSApplicationMain`)
    /// on an app delegate, as apps written before Swift 5.3 mark theirs. A file that cannot be
    /// read declares none; its load says why.
    static func declaresMain(_ url: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: url.path) else { return false }
        let text = String(decoding: data, as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: true).contains { line in
            let start = line.drop { $0 == " " || $0 == "\t" }
            return start.hasPrefix("@main") || start.hasPrefix("@UIApplicationMain") || start.hasPrefix("@NSApplicationMain")
        }
    }
}
