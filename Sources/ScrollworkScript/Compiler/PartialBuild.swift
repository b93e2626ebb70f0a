import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// Builds a program declaration by declaration: a top-level declaration with an error (a
/// `#Preview` naming a type from elsewhere in the app, a helper using something outside
/// the subset) is reported where it is and left out, with every declaration that uses it
/// (each with a note saying why); the rest loads, so the scene the user came for opens.
///
/// A declaration left out for a module we do not simulate (`class ShareSource:
/// UIActivityItemSource`, an error `blame` puts on UIKit's view machinery) takes with it only what
/// uses it outside the code a build may leave out alone: a method or a closure that makes a
/// `ShareSource` is left out by itself (`BodyChecker.leavingOutUnsimulated`), as it would be for
/// one of the module's own names, and its type loads. A preview that shows it goes with it.
enum PartialBuild {
    /// How many times the program is built again without what broke; each round can only
    /// leave more out, so this bounds a chain of dependents found late.
    static let maximumRounds = 5

    /// The program built from the declarations that have no errors and use none that do,
    /// and every diagnostic: the errors of those left out, a note for each dependent left
    /// out, and the warnings of the build that was kept. `parseDiagnostics` are the units'.
    static func build(_ units: [SourceUnit], parseDiagnostics: [Diagnostic], stepBudget: Int, recursionLimit: Int,
                      platform: SimulatedPlatform, wholeModule: Bool = false, sourceFile: @escaping (Int) -> SourceFile?,
                      references: ReferenceCache, blame: ModuleBlame, visibility: ModuleVisibility = .everywhere) -> Result {
        let written = UIKitRepresentables.resolvingAliases(units)
        // What the files lack is judged on all of them: a name whose declaration is left out is not lacking.
        let undeclared = UndeclaredNames(written, wholeModule: wholeModule, generated: platform.resources.generatedClasses)
        let units = UIKitRepresentables.setAside(written)
        var (program, diagnostics) = CompiledProgram.build(units, stepBudget: stepBudget, recursionLimit: recursionLimit,
                                                           platform: platform, undeclared: undeclared, visibility: visibility,
                                                           sourceFile: sourceFile)
        let first = distinct(parseDiagnostics + diagnostics)
        guard first.containsErrors else { return Result(program: program, diagnostics: first, excluded: [], causes: [:]) }
        var reported = first.filter { $0.severity == .error }
        var excluded = Set<DeclarationKey>()
        var causes = [DeclarationKey: Diagnostic]()
        var notes = [Diagnostic]()
        var current = units
        var errors = reported
        var modules = [String: String]()
        let declarations = Dictionary(uniqueKeysWithValues: units.flatMap { unit in
            unit.declarations.enumerated().map { (DeclarationKey(file: unit.range.file, index: $0.offset), $0.element) }
        })
        for _ in 0..<maximumRounds {
            // Located errors find their declaration in the units as written (positions there are the keys).
            var broken = brokenDeclarations(units, errors: errors).subtracting(excluded)
            // Errors that no declaration holds (a stray token at the top level) leave nothing out.
            guard !broken.isEmpty else { break }
            // What a module we do not simulate breaks goes first; the other errors may follow from
            // it (`task.isInvalidated` of an app's `class Task: Object` of RealmSwift, which Swift's
            // `Task` stands for once it is left out), so the next build judges them again.
            let forModules = broken.filter { key in
                declarations[key].map { blamedModule(of: $0, errors: errors, blame: blame, known: modules) != nil } ?? false
            }
            if !forModules.isEmpty, forModules.count < broken.count {
                let deferred = Dictionary(grouping: broken.subtracting(forModules).compactMap { declarations[$0] }, by: \.range.file)
                reported.removeAll { error in deferred[error.range.file]?.contains { holds($0, error) } ?? false }
                broken = forModules
            }
            recordCauses(of: broken, in: units, errors: errors, leftOut: excluded, into: &causes)
            excluded.formUnion(broken)
            recordModules(of: broken, in: units, errors: errors, blame: blame, into: &modules)
            notes += dependents(of: &excluded, causes: &causes, modules: &modules, in: units) { declaration, outsideUnits in
                references.referenced(in: declaration, text: sourceFile(declaration.range.file)?.text(in: declaration.range) ?? "",
                                      outsideUnits: outsideUnits)
            }
            current = units.map { unit in
                var kept = unit
                kept.declarations = unit.declarations.enumerated()
                    .filter { !excluded.contains(DeclarationKey(file: unit.range.file, index: $0.offset)) }.map(\.element)
                // A type declared in a body left out goes with it (its errors are the body's).
                kept.localTypes = unit.localTypes.filter { block in
                    guard let start = block.first?.range.start else { return false }
                    return kept.declarations.contains { $0.range.start <= start && start < $0.range.end }
                }
                return kept
            }
            let leftOut = undeclared.leavingOut(modules.filter { !declaredNames(in: current).contains($0.key) })
            (program, diagnostics) = CompiledProgram.build(current, stepBudget: stepBudget, recursionLimit: recursionLimit,
                                                           platform: platform, undeclared: leftOut, visibility: visibility,
                                                           sourceFile: sourceFile)
            errors = diagnostics.filter { $0.severity == .error }
            if errors.isEmpty { break }
            reported += errors.filter { error in !reported.contains { $0.message == error.message && $0.range == error.range } }
        }
        let warnings = (parseDiagnostics + diagnostics).filter { $0.severity != .error }
        return Result(program: program, diagnostics: distinct(reported + notes + warnings), excluded: excluded, causes: causes)
    }

    /// Each diagnostic once: the parts of a split extension (`ExtensionMembers`) each report
    /// what is wrong with the header they share, at the same place.
    private static func distinct(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }
    }

    /// The first error each of `broken` holds: what left it out. A type that breaks once an
    /// extension of it is left out (`struct Chart: View` whose `body` was in it: "does not
    /// conform to protocol 'View'") is out for what left the extension out.
    private static func recordCauses(of broken: Set<DeclarationKey>, in units: [SourceUnit], errors: [Diagnostic],
                                     leftOut: Set<DeclarationKey>, into causes: inout [DeclarationKey: Diagnostic]) {
        var extensionCauses = [String: Diagnostic]()
        for unit in units {
            for (index, declaration) in unit.declarations.enumerated() {
                let key = DeclarationKey(file: unit.range.file, index: index)
                guard leftOut.contains(key), let extended = DeclarationDependencies.extendedTypeName(of: declaration),
                      extensionCauses[extended] == nil else { continue }
                extensionCauses[extended] = causes[key]
            }
        }
        for unit in units {
            for (index, declaration) in unit.declarations.enumerated() {
                let key = DeclarationKey(file: unit.range.file, index: index)
                guard broken.contains(key), causes[key] == nil else { continue }
                if case .structDecl(let decl) = declaration.kind, let cause = extensionCauses[decl.name] {
                    causes[key] = cause
                    continue
                }
                causes[key] = errors.first { holds(declaration, $0) }
            }
        }
    }

    /// Adds the names (and an extension's members) each of `broken` declares, by module, when it
    /// is left out for a module we do not simulate: one of its errors is a name `blame` puts on
    /// the module, or a name of the app's left out so (`modules`), whose module it takes.
    private static func recordModules(of broken: Set<DeclarationKey>, in units: [SourceUnit], errors: [Diagnostic],
                                      blame: ModuleBlame, into modules: inout [String: String]) {
        let known = modules
        for unit in units {
            for (index, declaration) in unit.declarations.enumerated() where broken.contains(DeclarationKey(file: unit.range.file, index: index)) {
                guard let module = blamedModule(of: declaration, errors: errors, blame: blame, known: known) else { continue }
                // An extension's members too: `static func unimplemented` of `extension EitherIO`.
                let declared = DeclarationDependencies.declared(by: declaration)
                for name in declared.names.union(declared.members) where modules[name] == nil { modules[name] = module }
            }
        }
    }

    /// The module we do not simulate that one of the errors `declaration` holds names: a name
    /// `blame` puts on the module, or a name of the app's left out for one (`known`).
    private static func blamedModule(of declaration: Declaration, errors: [Diagnostic], blame: ModuleBlame,
                                     known: [String: String]) -> String? {
        errors.lazy.filter { holds(declaration, $0) }.compactMap { error in
            blame(error)?.from ?? ModuleBlame.unknownName(in: error.message).flatMap { known[$0.name] }
        }.first
    }

    /// Whether `error` is located in `declaration`.
    /// A part of a split extension holds the errors of the header it shares (`ExtensionMembers`).
    private static func holds(_ declaration: Declaration, _ error: Diagnostic) -> Bool {
        error.range.file == declaration.range.file && error.range.start >= declaration.range.start
            && error.range.start < max(declaration.range.end, declaration.range.start + 1)
            || ExtensionMembers.headerHolds(declaration, error.range)
    }

    /// The names and extension members the declarations of `units` declare.
    private static func declaredNames(in units: [SourceUnit]) -> Set<String> {
        Set(units.flatMap(\.declarations).flatMap { declaration in
            let declared = DeclarationDependencies.declared(by: declaration)
            return declared.names.union(declared.members)
        })
    }

    /// What a build kept, said and left out.
    struct Result {
        let program: CompiledProgram
        let diagnostics: [Diagnostic]
        /// The top-level declarations left out, by file and position.
        let excluded: Set<DeclarationKey>
        /// For each of them, the error that left it out: its own first error, or, for one left
        /// out because it uses another, that one's cause (so a preview names the error to fix).
        let causes: [DeclarationKey: Diagnostic]
    }

    /// A top-level declaration: its file and its position in the file.
    struct DeclarationKey: Hashable {
        let file: Int
        let index: Int
    }

    /// The declarations that hold an error (or failed to parse).
    private static func brokenDeclarations(_ units: [SourceUnit], errors: [Diagnostic]) -> Set<DeclarationKey> {
        var broken = Set<DeclarationKey>()
        for unit in units {
            for (index, declaration) in unit.declarations.enumerated() {
                if errors.contains(where: { holds(declaration, $0) }) || declaration.kind == .invalid {
                    broken.insert(DeclarationKey(file: unit.range.file, index: index))
                }
            }
        }
        return broken
    }

    /// Adds to `excluded` every declaration that uses a name only an excluded one declares,
    /// until none is left; a note for each, naming what it uses. A name of `modules` (one left
    /// out for a module) counts only where used outside units of code (`referenced(_, true)`),
    /// or by a preview, and what it takes is left out for the same module.
    /// Whether an error is located in an extension's inheritance clause: a protocol it names
    /// that cannot be had.
    private static func names(_ error: Diagnostic, inInheritanceOf decl: ExtensionDecl) -> Bool {
        decl.inheritance.contains { type in
            type.range.file == error.range.file && type.range.contains(error.range.start)
        }
    }

    private static func dependents(of excluded: inout Set<DeclarationKey>, causes: inout [DeclarationKey: Diagnostic],
                                   modules: inout [String: String], in units: [SourceUnit],
                                   referenced: (Declaration, Bool) -> (names: Set<String>, members: Set<String>)) -> [Diagnostic] {
        var all = [(DeclarationKey, Declaration)]()
        for unit in units {
            for (index, declaration) in unit.declarations.enumerated() {
                all.append((DeclarationKey(file: unit.range.file, index: index), declaration))
            }
        }
        var references = [DeclarationKey: (names: Set<String>, members: Set<String>)]()
        var referencesOutsideUnits = [DeclarationKey: (names: Set<String>, members: Set<String>)]()
        var ownNestedNames = [DeclarationKey: Set<String>]()
        // A type's generic parameters, which its extensions name too (`where Destination == EmptyView`).
        var genericParameters = [String: Set<String>]()
        for (_, declaration) in all {
            if case .structDecl(let decl) = declaration.kind, !decl.genericParameters.isEmpty {
                genericParameters[decl.name, default: []].formUnion(decl.genericParameters.map(\.name))
            }
        }
        var notes = [Diagnostic]()
        var changed = true
        while changed {
            changed = false
            var goneNames = Set<String>(), goneMembers = Set<String>(), keptNames = Set<String>(), keptMembers = Set<String>()
            var declarer = [String: DeclarationKey]()
            // Members an extension adds to a type, which the type and its extensions use unqualified.
            var goneOwnMembers = [String: Set<String>](), keptOwnMembers = [String: Set<String>]()
            // The extensions left out that declare conformances (`extension Player: View`), by the
            // type they extend. One left out because a protocol it names cannot be had (`extension
            // Manager: WCSessionDelegate`, the error in its inheritance clause) only
            // takes that conformance away: the type is what its users take it for without it.
            var goneConformances = [String: (key: DeclarationKey, protocols: [String])]()
            for (key, declaration) in all {
                let declared = DeclarationDependencies.declared(by: declaration)
                let extended = DeclarationDependencies.extendedTypeName(of: declaration)
                if excluded.contains(key) {
                    goneNames.formUnion(declared.names)
                    goneMembers.formUnion(declared.members)
                    if let extended { goneOwnMembers[extended, default: []].formUnion(declared.members) }
                    if let extended, case .extensionDecl(let decl) = declaration.kind, !decl.inheritance.isEmpty,
                       let cause = causes[key], !Self.names(cause, inInheritanceOf: decl), goneConformances[extended] == nil {
                        goneConformances[extended] = (key, decl.inheritance.compactMap(\.dottedName))
                    }
                    for name in declared.names.union(declared.members) where declarer[name] == nil { declarer[name] = key }
                } else {
                    keptNames.formUnion(declared.names)
                    keptMembers.formUnion(declared.members)
                    // `profile.firstName` need not be the `firstName` a left-out extension of a
                    // module's type declares when a kept type has one too: the next build judges.
                    keptMembers.formUnion(DeclarationDependencies.memberNames(of: declaration))
                    if let extended { keptOwnMembers[extended, default: []].formUnion(declared.members) }
                }
            }
            for (type, members) in keptOwnMembers { goneOwnMembers[type]?.subtract(members) }
            goneNames.subtract(keptNames)
            goneMembers.subtract(keptMembers)
            // An extension left out because the protocol it conforms to is gone (`extension Client:
            // Editor.Service` with `Editor.Service` left out) takes only that conformance away:
            // whatever needs the conformance uses the protocol, and is gone with it.
            goneConformances = goneConformances.filter { _, gone in
                !gone.protocols.contains { name in name.split(separator: ".").contains { goneNames.contains(String($0)) } }
            }
            // Nor need `Bundle.main.path(forResource:)` be the `path` a left-out `enum Endpoint`
            // declares: a member the frameworks have too is left for the next build to judge.
            goneMembers = goneMembers.filter { !Surface.standard.hasEntry(named: $0) }
            guard !goneNames.isEmpty || !goneMembers.isEmpty || goneOwnMembers.values.contains(where: { !$0.isEmpty })
                    || !goneConformances.isEmpty else { break }
            let goneForModules = goneNames.filter { modules[$0] != nil }
            let goneMembersForModules = goneMembers.filter { modules[$0] != nil }
            for (key, declaration) in all where !excluded.contains(key) {
                // A type without the conformance its left-out extension declares is not what its
                // users take it for (a view without `View`): it goes too, for the extension's error.
                if case .structDecl(let decl) = declaration.kind, let gone = goneConformances[decl.name] {
                    excluded.insert(key)
                    causes[key] = causes[gone.key]
                    changed = true
                    let protocols = gone.protocols.map { "'\($0)'" }.joined(separator: ", ")
                    notes.append(.note("'\(decl.name)' is left out: its extension declaring \(protocols) has errors",
                                       at: decl.nameRange))
                    continue
                }
                let used = references[key] ?? referenced(declaration, false)
                references[key] = used
                // A name the declaration's own nested type has is that type's (`Delegate` in `Feature.Action`).
                let own = ownNestedNames[key] ?? DeclarationDependencies.nestedTypeNames(in: declaration)
                    .union(DeclarationDependencies.genericParameterNames(in: declaration))
                    .union(DeclarationDependencies.extendedTypeName(of: declaration).flatMap { genericParameters[$0] } ?? [])
                ownNestedNames[key] = own
                var usedForModules = Set<String>()
                if !goneForModules.isEmpty || !goneMembersForModules.isEmpty {
                    // A preview shows what it uses: it has no code to leave out alone.
                    let outside = declaration.isPreview ? used : referencesOutsideUnits[key] ?? referenced(declaration, true)
                    referencesOutsideUnits[key] = outside
                    usedForModules = outside.names.intersection(goneForModules).subtracting(own)
                        .union(outside.members.intersection(goneMembersForModules))
                }
                let ownMembers = DeclarationDependencies.typeName(of: declaration).flatMap { goneOwnMembers[$0] } ?? []
                let missing = used.names.intersection(goneNames).subtracting(goneForModules).subtracting(own).union(usedForModules).sorted()
                    + used.members.intersection(goneMembers).subtracting(goneMembersForModules).sorted()
                    + used.names.intersection(ownMembers).sorted()
                guard let first = missing.first else { continue }
                excluded.insert(key)
                if let module = usedForModules.sorted().first.flatMap({ modules[$0] }) {
                    for name in DeclarationDependencies.declared(by: declaration).names where modules[name] == nil { modules[name] = module }
                }
                causes[key] = declarer[first].flatMap { causes[$0] }
                changed = true
                let title = DeclarationDependencies.title(of: declaration)
                // What a module we do not simulate left out is named by that module, as `UnsimulatedModules` names it.
                let why = modules[first].map { "which uses \($0)" } ?? "which has errors"
                notes.append(.note("\(DeclarationDependencies.phrase(of: declaration)) is left out: it uses '\(first)', \(why)",
                                   at: title.range))
            }
        }
        return notes
    }
}
