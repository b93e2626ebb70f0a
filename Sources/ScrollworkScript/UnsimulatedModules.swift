import Foundation
import ScrollworkFrontEnd

/// Modules an app imports that scrollwork does not have (SwiftData, Charts, WidgetKit,
/// StoreKit, third-party packages): importing one is no error, and a declaration that uses a
/// name no module we have declares is left out, as it would be for any error, but with one
/// located note per module instead of an error per use: "'SalesChart' uses 'Chart' from
/// Charts, which scrollwork does not simulate". The rest of the app loads.
enum UnsimulatedModules {
    /// Modules whose names scripts use have (`ObservableObject` of Combine, `@Observable` of
    /// Observation) besides the ones imports may name: an unknown name there is a mistake.
    static let had: Set<String> = Compiler.allowedImports.union(["Combine", "Observation", "Dispatch", "Swift"])

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
                      !had.contains(module), !local.contains(module) else { return nil }
                return module
            }
            if !modules.isEmpty { imports[entry.file.id] = Array(Set(modules)).sorted() }
        }
        var noted = Set<String>()
        var explained = [Diagnostic]()
        for diagnostic in diagnostics {
            if diagnostic.severity == .error, !exempt.contains(diagnostic), let modules = imports[diagnostic.range.file],
               let name = unknownName(in: diagnostic.message) {
                let from = modules.joined(separator: " or ")
                guard noted.insert(from).inserted else { continue }
                let user = units[diagnostic.range.file].flatMap { declaration(at: diagnostic.range, in: $0) }
                    .map { "'\(DeclarationDependencies.title(of: $0).name)'" } ?? "a declaration"
                explained.append(.note("\(user) uses '\(name)' from \(from), which scrollwork does not simulate; "
                                       + "what uses it is left out", at: diagnostic.range))
                continue
            }
            explained.append(diagnostic)
        }
        let quiet = local.union(noted.flatMap { $0.components(separatedBy: " or ") })
        return explained.filter { diagnostic in
            guard diagnostic.severity == .warning, let module = importedModule(in: diagnostic.message) else { return true }
            return !quiet.contains(module)
        }
    }

    /// `x` of "cannot find 'x' in scope" and "cannot find type 'x' in scope".
    private static func unknownName(in message: String) -> String? {
        for prefix in ["cannot find type '", "cannot find '"] where message.hasPrefix(prefix) && message.hasSuffix("' in scope") {
            return String(message.dropFirst(prefix.count).dropLast("' in scope".count))
        }
        return nil
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
