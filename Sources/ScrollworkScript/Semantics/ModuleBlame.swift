import ScrollworkFrontEnd

/// Which module we do not simulate an error's unknown name is put on: a type on a module its
/// own file imports (or the file of an alias that names it), a member another module adds
/// (`\.modelContext`) on one any file of the app imports, any other unknown member of a type
/// not the app's on the packages its file imports, else on those any file imports, as swiftc
/// sees them.
struct ModuleBlame {
    /// The local packages' targets, which are the app's own modules.
    let local: Set<String>
    /// Errors that stay errors (a name another of the app's modules hides is the app's own mistake).
    let exempt: [Diagnostic]
    /// Per file id, the modules it imports that we do not have.
    private let imports: [Int: [String]]
    /// Per file id, the frameworks it imports that re-export one we do not have (SwiftUI, UIKit).
    private let reexporting: [Int: [String]]
    /// Per file id, those of them that are packages', not the SDK's, and not in the folder.
    private let packages: [Int: [String]]
    /// Every such module any file imports, sorted.
    private let anywhere: [String]
    /// Every package any file imports, sorted: Swift finds an extension's members in a module
    /// any file of the app imports (`.textStyle(…)` of a package imported by another file).
    private let packagesAnywhere: [String]
    /// The names top-level aliases in files importing modules we do not have stand for, with
    /// those modules (`typealias ChatRoomEntity = RoomInfo` of a package): a use of the alias in
    /// another file reaches the name there.
    private let aliasTargets: [String: [String]]
    /// The names the app's files declare that a module we list declares too: one of them not
    /// found is the app's declaration, left out, never the module's name (a global `store` is
    /// not Combine's `store(in:)`), and what uses it is left out with it.
    private let redeclared: Set<String>
    /// The names the app's files declare.
    private let declared: Set<String>
    /// The classes Xcode generates from the app's models that no file declares, with their
    /// framework (CoreData's entities, CoreML's models), whatever the file using one imports,
    /// as the generated code is the app's.
    private let generated: [String: String]

    init(_ units: [SourceUnit], local: Set<String>, exempt: [Diagnostic], generated: [String: String] = [:]) {
        var imports = [Int: [String]](), reexporting = [Int: [String]]()
        for unit in units {
            reexporting[unit.range.file] = unit.declarations.compactMap { declaration -> String? in
                guard case .importDecl(let decl) = declaration.kind, let module = decl.path.first,
                      UnsimulatedModuleNames.reexportedByStandIns[module] != nil else { return nil }
                return module
            }
            let modules = unit.declarations.compactMap { declaration -> String? in
                guard case .importDecl(let decl) = declaration.kind, let module = decl.path.first,
                      !UnsimulatedModuleNames.had.contains(module), !local.contains(module) else { return nil }
                return module
            }
            if !modules.isEmpty { imports[unit.range.file] = Array(Set(modules)).sorted() }
        }
        self.local = local
        self.exempt = exempt
        self.imports = imports
        self.reexporting = reexporting
        packages = imports.compactMapValues { modules in
            let packages = modules.filter { !SDKModules.all.contains($0) }
            return packages.isEmpty ? nil : packages
        }
        anywhere = Array(Set(imports.values.joined())).sorted()
        packagesAnywhere = Array(Set(packages.values.joined())).sorted()
        var aliasTargets = [String: [String]]()
        for unit in units {
            guard let modules = imports[unit.range.file] else { continue }
            for declaration in unit.declarations {
                guard case .typeAlias(let alias) = declaration.kind, let target = alias.type.dottedName else { continue }
                aliasTargets[target] = modules
            }
        }
        self.aliasTargets = aliasTargets
        let declared = Set(units.flatMap { $0.declarations.flatMap { DeclarationDependencies.declared(by: $0).names } })
        self.declared = declared
        redeclared = declared.filter { UnsimulatedModuleNames.owner[$0] != nil }
        self.generated = generated.filter { !declared.contains($0.key) }
    }

    /// The unknown name of `diagnostic`, an error, and the module it is put on; nil when none is.
    func callAsFunction(_ diagnostic: Diagnostic) -> (name: String, from: String)? {
        guard diagnostic.severity == .error, !exempt.contains(diagnostic) else { return nil }
        if let member = Self.unknownMember(in: diagnostic.message), UnsimulatedModuleNames.owner[member.name] == nil {
            // A package's extension may add it (`numbers.random(7)`), as the compiler finds the
            // members of extensions in the modules a file imports; never to a type of the app's.
            guard !declared.contains(member.type),
                  let modules = packages[diagnostic.range.file] ?? (packagesAnywhere.isEmpty ? nil : packagesAnywhere) else { return nil }
            return (member.name, modules.joined(separator: " or "))
        }
        guard let unknown = Self.unknownName(in: diagnostic.message),
              unknown.isMember || !redeclared.contains(unknown.name) else { return nil }
        if !unknown.isMember, let module = generated[unknown.name] { return (unknown.name, module) }
        // `extension UINavigationController`, `class GrowingTextView: UITextView`: UIKit's view
        // machinery, which the app may use whatever it imports.
        if !unknown.isMember, !declared.contains(unknown.name), let part = UnsimulatedModuleNames.frameworkPart(of: unknown.name) {
            return (unknown.name, part)
        }
        // `class FilterMaker: NSObject, CIFilterConstructor` in a file importing SwiftUI alone.
        if !unknown.isMember, !declared.contains(unknown.name),
           let owner = UnsimulatedModuleNames.reexportedOwner(of: unknown.name, by: reexporting[diagnostic.range.file] ?? []) {
            return (unknown.name, owner)
        }
        let aliased = unknown.isMember || declared.contains(unknown.name) ? nil : aliasTargets[unknown.name]
        guard let modules = unknown.isMember ? anywhere : imports[diagnostic.range.file] ?? aliased, !modules.isEmpty,
              let from = UnsimulatedModuleNames.blamed(unknown.name, imports: modules) else { return nil }
        return (unknown.name, from)
    }

    /// `x` of "cannot find 'x' in scope", "cannot find type 'x' in scope" and "unknown attribute
    /// 'x'"; and of "… has no member 'x'" when a module we lack declares `x` (`\.modelContext`,
    /// `.modelContainer(for:)` of SwiftData).
    static func unknownName(in message: String) -> (name: String, isMember: Bool)? {
        for prefix in ["cannot find type '", "cannot find operator '", "cannot find '"] where message.hasPrefix(prefix) && message.hasSuffix("' in scope") {
            return (String(message.dropFirst(prefix.count).dropLast("' in scope".count)), false)
        }
        let quoted = message.split(separator: "'", omittingEmptySubsequences: false)
        let isMember = message.contains(" has no member '")
        guard message.hasPrefix("unknown attribute '") || isMember, quoted.count >= 3,
              let name = quoted.dropLast().last.map(String.init) else { return nil }
        // An attribute is a type's name, so, like a type, one no module we list declares is put
        // on the modules its file imports (`@UserDefault` of a package).
        return UnsimulatedModuleNames.owner[name] != nil || !isMember ? (name, isMember) : nil
    }

    /// `x` and `T` of "value of type 'T' has no member 'x'", "type 'T' has no member 'x'" and
    /// "'EnvironmentValues' has no member 'x'" (a key a package declares).
    static func unknownMember(in message: String) -> (name: String, type: String)? {
        for prefix in ["value of type '", "type '", "'"] where message.hasPrefix(prefix) {
            let rest = message.dropFirst(prefix.count)
            guard let typeEnd = rest.range(of: "' has no member '"), rest.hasSuffix("'") else { return nil }
            let name = rest[typeEnd.upperBound...].dropLast()
            return name.isEmpty || name.contains("'") ? nil : (String(name), String(rest[..<typeEnd.lowerBound]))
        }
        return nil
    }
}
