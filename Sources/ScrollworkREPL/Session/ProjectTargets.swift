import Foundation

/// An Xcode project's folder split by its targets (`XcodeProject`): each target that compiles
/// some of the folder's files is a module of its own, the project's main target first (the
/// one named as the project, else its first application), and the folder's files no target
/// compiles are in none, as Xcode leaves them out of every build. A project that names no
/// file of its folder (its targets are all packages', or its file cannot be understood) leaves
/// the folder one module, as before; the second case with a located warning.
enum ProjectTargets {
    static func modules(of module: AppModules.Module, project bundle: URL,
                        shownAs shownProject: String) -> (modules: [AppModules.Module], warnings: [String]) {
        let project: XcodeProject
        switch XcodeProject.read(bundle) {
        case .success(let read):
            project = read
        case .failure(let failure):
            return ([module], ["\(shownProject)/project.pbxproj:\(failure.line): warning: \(failure.message); "
                               + "the project's folder is read as one module"])
        }
        let paths = module.files.map { $0.url.standardizedFileURL.path }
        var warnings = [String]()
        var targets = standInsForMovedFiles(project.targets, paths: paths, shown: module.files, warnings: &warnings)
            .filter { target in paths.contains { target.compiles($0) } }
        guard !targets.isEmpty else { return ([module], warnings) }
        if let main = targets.firstIndex(where: { $0.name == project.name }) ?? targets.firstIndex(where: \.isApplication) {
            targets.insert(targets.remove(at: main), at: 0)
        }
        var listed = Set<String>()
        let modules = targets.map { target -> AppModules.Module in
            let files = module.files.filter { target.compiles($0.url.standardizedFileURL.path) }
            let shown = targets.count == 1 ? module.shown : "\(module.shown) (target \(target.name))"
            var made = AppModules.Module(root: module.root, shown: shown, files: files)
            made.target = target.name
            let own = Set(files.map { $0.url.standardizedFileURL.path })
            made.previewFiles = own.subtracting(listed)
            listed.formUnion(own)
            return made
        }
        return (modules, warnings)
    }

    /// The paths of `files` some target of these projects compiles (a project that cannot be
    /// read compiles none; its module says why).
    static func compiledPaths(_ bundles: [URL], among files: [SourceFolder.File]) -> Set<String> {
        guard !files.isEmpty else { return [] }
        let paths = files.map { $0.url.standardizedFileURL.path }
        var compiled = Set<String>()
        for bundle in bundles {
            guard case .success(let project) = XcodeProject.read(bundle) else { continue }
            for target in project.targets { compiled.formUnion(paths.filter(target.compiles)) }
        }
        return compiled
    }

    /// A `.swift` file a target compiles that is not on disk, where the folder has one file of
    /// that name no target compiles (moved in the file system, the project not updated): that
    /// file is compiled in its place, with a warning at it. Xcode would stop ("Build input file
    /// cannot be found"); the app's code is there, so it is loaded.
    private static func standInsForMovedFiles(_ targets: [XcodeProject.Target], paths: [String], shown: [SourceFolder.File],
                                              warnings: inout [String]) -> [XcodeProject.Target] {
        let unlisted = paths.filter { path in !targets.contains { $0.compiles(path) } }
        guard !unlisted.isEmpty else { return targets }
        var byName = [String: [String]]()
        for path in unlisted { byName[(path as NSString).lastPathComponent, default: []].append(path) }
        var result = targets
        for index in result.indices {
            for missing in result[index].files.sorted() where missing.hasSuffix(".swift") && !FileManager.default.fileExists(atPath: missing) {
                guard let candidates = byName[(missing as NSString).lastPathComponent], candidates.count == 1 else { continue }
                result[index].files.insert(candidates[0])
                let shownPath = shown.first { $0.url.standardizedFileURL.path == candidates[0] }?.shown ?? candidates[0]
                warnings.append("\(shownPath):1:1: warning: target '\(result[index].name)' lists '\((missing as NSString).lastPathComponent)' "
                                + "in a folder where it is not; this file of that name, which no target lists, is compiled in its place "
                                + "(Xcode would stop: \"Build input file cannot be found\")")
            }
        }
        return result
    }
}
