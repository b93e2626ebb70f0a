import Foundation
import ScrollworkFrontEnd

/// Modules an app imports that scrollwork does not have (SwiftData, Charts, WidgetKit,
/// StoreKit, third-party packages): importing one is no error, and a declaration that uses a
/// name no module we have declares is left out, as it would be for any error, but with one
/// located note per module instead of an error per use: "'SalesChart' uses 'Chart' from
/// Charts, which scrollwork does not simulate". The rest of the app loads.
enum UnsimulatedModules {
    /// What `explain` made of a build's diagnostics.
    struct Explanation {
        let diagnostics: [Diagnostic]
        /// For each error of a declaration left out for a module, that declaration's own note
        /// ("'AppState' uses 'FluxState' from SwiftUIFlux, …") at its first use of the module:
        /// what a preview that uses the declaration fails with, though the load says it once.
        let notes: [Diagnostic: Diagnostic]
    }

    /// `diagnostics` of a build of `entries`, with the errors of unknown names `blame` puts on
    /// a module we do not have turned into that module's note (its first only), and the "no
    /// effect" warnings of imports that are the app's own modules or said so by a note.
    /// A declaration with errors that uses one left out for a module (a preview of a view
    /// whose protocol the module declares, which is no view without it) is left out for it too:
    /// its errors follow from it. `referenced` gives the names a declaration uses.
    static func explain(_ diagnostics: [Diagnostic], entries: [(file: SourceFile, unit: SourceUnit)], blame: ModuleBlame,
                        referenced: (Declaration) -> Set<String>) -> Explanation {
        var units = [Int: SourceUnit]()
        for entry in entries { units[entry.file.id] = entry.unit }
        func enclosing(_ diagnostic: Diagnostic) -> Declaration? {
            units[diagnostic.range.file].flatMap { declaration(at: diagnostic.range, in: $0) }
        }
        func note(_ diagnostic: Diagnostic, _ name: String, from: String) -> Diagnostic {
            let user = enclosing(diagnostic).map { DeclarationDependencies.phrase(of: $0) } ?? "a declaration"
            return .note("\(user) uses \(SyntaxNames.quoted(name)) from \(from), which scrollwork does not simulate; what uses it is left out",
                         at: diagnostic.range)
        }
        // A declaration left out for a module says so once; its other errors follow from it.
        var leftOut = [SourceRange: (note: Diagnostic, module: String)]()
        for diagnostic in diagnostics {
            guard let (name, from) = blame(diagnostic), let range = enclosing(diagnostic)?.range, leftOut[range] == nil else { continue }
            leftOut[range] = (note(diagnostic, name, from: from), from)
        }
        var dependents = [Diagnostic]()
        if !leftOut.isEmpty {
            dependents = leftOutWithUsed(&leftOut, errors: diagnostics.filter { $0.severity == .error && !blame.exempt.contains($0) },
                                         entries: entries, referenced: referenced)
        }
        var noted = Set<String>()
        var explained = [Diagnostic]()
        var notes = [Diagnostic: Diagnostic]()
        for diagnostic in diagnostics {
            let blamed = blame(diagnostic)
            if diagnostic.severity == .error, !blame.exempt.contains(diagnostic), let range = enclosing(diagnostic)?.range,
               let declarationNote = leftOut[range]?.note {
                notes[diagnostic] = declarationNote
                if blamed == nil { continue }
            }
            if let (name, from) = blamed {
                if noted.insert(from).inserted { explained.append(note(diagnostic, name, from: from)) }
                continue
            }
            explained.append(diagnostic)
        }
        explained += dependents
        // A module a placeholder's warning names ("'CIContext' is from CoreImage, which …") is said so too.
        let named = explained.compactMap { $0.severity == .warning ? placeholderModule(in: $0.message) : nil }
        let quiet = blame.local.union((Array(noted) + named).flatMap { $0.components(separatedBy: " or ") })
        let kept = explained.filter { diagnostic in
            guard diagnostic.severity == .warning, let module = importedModule(in: diagnostic.message) else { return true }
            return !quiet.contains(module)
        }
        return Explanation(diagnostics: kept, notes: notes)
    }

    /// Adds to `leftOut` (declarations by range, with their module's note) each declaration
    /// holding one of `errors` that uses a name only those left out declare, with the note of
    /// the one it uses, until none is added; a note for each, naming what it uses.
    private static func leftOutWithUsed(_ leftOut: inout [SourceRange: (note: Diagnostic, module: String)], errors: [Diagnostic],
                                        entries: [(file: SourceFile, unit: SourceUnit)],
                                        referenced: (Declaration) -> Set<String>) -> [Diagnostic] {
        let all = entries.flatMap(\.unit.declarations)
        let errorsByFile = Dictionary(grouping: errors, by: \.range.file)
        let broken = all.filter { declaration in
            errorsByFile[declaration.range.file, default: []].contains {
                declaration.range.start <= $0.range.start && $0.range.end <= declaration.range.end
            }
        }
        let brokenRanges = Set(broken.map(\.range))
        // Names a declaration with no error also declares (an extension's, another file's) are no one's to take away.
        var kept = Set<String>()
        for declaration in all where !brokenRanges.contains(declaration.range) {
            kept.formUnion(DeclarationDependencies.declared(by: declaration).names)
        }
        var notes = [Diagnostic]()
        var changed = true
        while changed {
            changed = false
            var declarer = [String: (note: Diagnostic, module: String)]()
            for declaration in all {
                guard let reason = leftOut[declaration.range] else { continue }
                for name in DeclarationDependencies.declared(by: declaration).names.subtracting(kept) where declarer[name] == nil {
                    declarer[name] = reason
                }
            }
            for declaration in broken where leftOut[declaration.range] == nil {
                guard let name = referenced(declaration).filter({ declarer[$0] != nil }).min()
                        ?? failingUse(in: declaration, of: Set(declarer.keys), errors: errorsByFile[declaration.range.file] ?? []),
                      let reason = declarer[name] else { continue }
                leftOut[declaration.range] = reason
                changed = true
                let title = DeclarationDependencies.title(of: declaration)
                notes.append(.note("\(DeclarationDependencies.phrase(of: declaration)) is left out: it uses '\(name)', which uses "
                                   + "\(reason.module)", at: title.range))
            }
        }
        return notes
    }

    /// The first of `names` whose use in `declaration` holds one of `errors`, even in code that
    /// may be left out alone: `MoviesView(menu: $tab).tabItem { … }` in a view's content, where
    /// `MoviesView` is no view without its module, fails there because of it.
    private static func failingUse(in declaration: Declaration, of names: Set<String>, errors: [Diagnostic]) -> String? {
        let uses = DeclarationDependencies.uses(of: names, in: declaration)
        return errors.lazy.compactMap { error in
            uses.first { $0.range.start <= error.range.start && error.range.end <= $0.range.end }?.name
        }.first
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
