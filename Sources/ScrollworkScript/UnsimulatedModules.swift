import Foundation
import ScrollworkFrontEnd

/// Modules an app imports that scrollwork does not have (SwiftData, Charts, WidgetKit,
/// StoreKit, third-party packages): importing one is no error, and a declaration that uses a
/// name no module we have declares is left out, as it would be for any error, but with one
/// located note per module instead of an error per use: "'SalesChart' uses 'Chart' from
/// Charts, which scrollwork does not simulate". The rest of the app loads.
enum UnsimulatedModules {
    /// `diagnostics` of a build of `entries`, with the errors of unknown names in files that
    /// import a module we do not have turned into that module's note (its first only), and
    /// the "no effect" warnings of imports that are the app's own modules or said so by a note.
    /// `local` are the local packages' targets; `exempt` errors stay errors (a name another of
    /// the app's modules hides is the app's own mistake).
    static func explain(_ diagnostics: [Diagnostic], entries: [(file: SourceFile, unit: SourceUnit)], local: Set<String>,
                        exempt: [Diagnostic]) -> [Diagnostic] {
        var imports = [Int: [String]]()
        var units = [Int: SourceUnit]()
        for entry in entries {
            units[entry.file.id] = entry.unit
            let modules = entry.unit.declarations.compactMap { declaration -> String? in
                guard case .importDecl(let decl) = declaration.kind, let module = decl.path.first,
                      !UnsimulatedModuleNames.had.contains(module), !local.contains(module) else { return nil }
                return module
            }
            if !modules.isEmpty { imports[entry.file.id] = Array(Set(modules)).sorted() }
        }
        // Members a module adds to other types (`\.modelContext`, `.modelContainer(for:)`) are
        // seen in every file of a module one of whose files imports it, as swiftc sees them.
        let anywhere = Array(Set(imports.values.joined())).sorted()
        func blame(_ diagnostic: Diagnostic) -> (name: String, from: String)? {
            guard diagnostic.severity == .error, !exempt.contains(diagnostic), let unknown = unknownName(in: diagnostic.message),
                  let modules = unknown.isMember ? anywhere : imports[diagnostic.range.file], !modules.isEmpty,
                  let from = UnsimulatedModuleNames.blamed(unknown.name, imports: modules) else { return nil }
            return (unknown.name, from)
        }
        func enclosing(_ diagnostic: Diagnostic) -> Declaration? {
            units[diagnostic.range.file].flatMap { declaration(at: diagnostic.range, in: $0) }
        }
        // A declaration left out for a module says so once; its other errors follow from it.
        let leftOut = diagnostics.compactMap { blame($0) == nil ? nil : enclosing($0)?.range }
        var noted = Set<String>()
        var explained = [Diagnostic]()
        for diagnostic in diagnostics {
            if let (name, from) = blame(diagnostic) {
                guard noted.insert(from).inserted else { continue }
                let user = enclosing(diagnostic).map { DeclarationDependencies.phrase(of: $0) } ?? "a declaration"
                explained.append(.note("\(user) uses '\(name)' from \(from), which scrollwork does not simulate; "
                                       + "what uses it is left out", at: diagnostic.range))
                continue
            }
            if diagnostic.severity == .error, !exempt.contains(diagnostic), let range = enclosing(diagnostic)?.range,
               leftOut.contains(range) { continue }
            explained.append(diagnostic)
        }
        // A module a placeholder's warning names ("'CIContext' is from CoreImage, which …") is said so too.
        let named = explained.compactMap { $0.severity == .warning ? placeholderModule(in: $0.message) : nil }
        let quiet = local.union((Array(noted) + named).flatMap { $0.components(separatedBy: " or ") })
        return explained.filter { diagnostic in
            guard diagnostic.severity == .warning, let module = importedModule(in: diagnostic.message) else { return true }
            return !quiet.contains(module)
        }
    }

    /// `x` of "cannot find 'x' in scope" and "cannot find type 'x' in scope"; and of "unknown
    /// attribute 'x'" and "… has no member 'x'" when a module we lack declares `x`
    /// (`@Query`, `\.modelContext`, `.modelContainer(for:)` of SwiftData).
    private static func unknownName(in message: String) -> (name: String, isMember: Bool)? {
        for prefix in ["cannot find type '", "cannot find '"] where message.hasPrefix(prefix) && message.hasSuffix("' in scope") {
            return (String(message.dropFirst(prefix.count).dropLast("' in scope".count)), false)
        }
        let quoted = message.split(separator: "'", omittingEmptySubsequences: false)
        let isMember = message.contains(" has no member '")
        if message.hasPrefix("unknown attribute '") || isMember, quoted.count >= 3,
           let name = quoted.dropLast().last.map(String.init), UnsimulatedModuleNames.owner[name] != nil {
            return (name, isMember)
        }
        return nil
    }

    /// `X` of a placeholder's "'name' is from X, which scrollwork does not simulate; …".
    private static func placeholderModule(in message: String) -> String? {
        guard let from = message.range(of: "' is from "),
              let end = message.range(of: ", which scrollwork does not simulate", range: from.upperBound..<message.endIndex)
        else { return nil }
        return String(message[from.upperBound..<end.lowerBound])
    }

    /// `X` of the compiler's "import of 'X' has no effect in scripts".
    private static func importedModule(in message: String) -> String? {
        guard message.hasPrefix("import of '"), message.hasSuffix("' has no effect in scripts") else { return nil }
        let path = message.dropFirst("import of '".count).dropLast("' has no effect in scripts".count)
        return path.split(separator: ".").first.map(String.init)
    }

    private static func declaration(at range: SourceRange, in unit: SourceUnit) -> Declaration? {
        unit.declarations.first { $0.range.start <= range.start && range.end <= $0.range.end }
    }
}
