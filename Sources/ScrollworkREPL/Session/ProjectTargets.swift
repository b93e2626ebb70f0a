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
        var targets = project.targets.filter { target in paths.contains { target.compiles($0) } }
        guard !targets.isEmpty else { return ([module], []) }
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
        return (modules, [])
    }
}
