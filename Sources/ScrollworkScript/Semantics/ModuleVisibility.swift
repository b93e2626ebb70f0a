import ScrollworkFrontEnd

/// Swift's rule for a type's name at the top level of an app's folder, which loads as one
/// program: a file sees its own module's types and those of the modules it imports, with what
/// those re-export (`@_exported import`, which every file of the re-exporting module sees too),
/// never the app's from a package. So a package's
/// `Duration` does not hide the standard library's in a file that does not import it, and
/// `TypeLookup` finds the standard one there. Files no module is given for are the app's own
/// module; REPL input sees every type.
struct ModuleVisibility {
    /// The package target of each file (by id) that belongs to one.
    private let moduleOfFile: [Int: String]
    /// The modules each file (by id) sees the types of besides its own.
    private let importedByFile: [Int: Set<String>]

    /// Every type seen from everywhere: a program of one module.
    static let everywhere = ModuleVisibility(moduleOfFile: [:], importedByFile: [:])

    private init(moduleOfFile: [Int: String], importedByFile: [Int: Set<String>]) {
        self.moduleOfFile = moduleOfFile
        self.importedByFile = importedByFile
    }

    /// The visibility among `entries`, given the package target of each file by path.
    init(_ entries: [(file: SourceFile, unit: SourceUnit)], modules: [String: String]) {
        guard !modules.isEmpty else { self = .everywhere; return }
        var moduleOfFile = [Int: String](), imports = [Int: Set<String>](), exports = [String: Set<String>]()
        for entry in entries {
            let module = modules[entry.file.path]
            if let module { moduleOfFile[entry.file.id] = module }
            for declaration in entry.unit.declarations {
                guard case .importDecl(let decl) = declaration.kind, let imported = decl.path.first else { continue }
                imports[entry.file.id, default: []].insert(imported)
                if let module, declaration.attributes.contains(where: { $0.name == "_exported" }) {
                    exports[module, default: []].insert(imported)
                }
            }
        }
        self.moduleOfFile = moduleOfFile
        var importedByFile = [Int: Set<String>]()
        for entry in entries {
            let own = moduleOfFile[entry.file.id].flatMap { exports[$0] } ?? []
            let seen = Self.reexported(from: own.union(imports[entry.file.id] ?? []), exports: exports)
            if !seen.isEmpty { importedByFile[entry.file.id] = seen }
        }
        self.importedByFile = importedByFile
    }

    /// The modules, with those they re-export, and theirs.
    private static func reexported(from modules: Set<String>, exports: [String: Set<String>]) -> Set<String> {
        var seen = modules
        var pending = Array(modules)
        while let next = pending.popLast() {
            for module in exports[next] ?? [] where seen.insert(module).inserted { pending.append(module) }
        }
        return seen
    }

    /// The package target a file (by id) belongs to; nil for the app's own files.
    func module(of file: Int) -> String? { moduleOfFile[file] }

    /// The modules a file (by id) sees the types of besides its own, sorted.
    func importedModules(of file: Int) -> [String] { (importedByFile[file] ?? []).sorted() }

    /// Whether a file (by id; nil or REPL input: anywhere) sees a top-level type of the program.
    func sees(_ type: StructType, from file: Int?) -> Bool {
        guard !moduleOfFile.isEmpty, let file, file >= 0, let declaredIn = type.range?.file else { return true }
        let owner = moduleOfFile[declaredIn]
        if owner == moduleOfFile[file] { return true }
        // No package imports the app's own module.
        guard let owner else { return false }
        return importedByFile[file]?.contains(owner) == true
    }
}
