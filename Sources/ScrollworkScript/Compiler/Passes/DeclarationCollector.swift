import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// What collecting found in the files, in file order: the input of resolving.
struct CollectedDeclarations {
    /// Every type the files declare, nested ones (also those in extensions) after their outer type.
    var types: [DeclaredType] = []
    var extensions: [(decl: ExtensionDecl, declaration: Declaration)] = []
    /// `typealias` declarations with the type they are declared in (nil at the top level).
    var aliases: [(TypeAliasDecl, StructType?)] = []
    /// Top-level functions and variables, whose signatures resolving declares.
    var topLevel: [Declaration] = []
    var previewTitles: [String] = []
    /// The `#Preview` bodies, compiled after every other body.
    var previews: [PendingBody] = []
}

/// Collecting, the first pass: walks every file's top level and makes a `StructType` for each
/// type declaration (into the program's `types`), so that resolving finds every type whichever
/// file declares it. It reads no signature and compiles nothing.
///
/// Its own state is what it found (`collected`), handed to resolving as `CollectedDeclarations`;
/// besides the types it records the modules imported and the previews' scenes in the program's
/// declarations.
struct DeclarationCollector {
    let declarations: ProgramDeclarations
    /// The framework types an extension may extend (and nest its own types in).
    let surface: Surface
    let sink: DiagnosticSink
    var collected = CollectedDeclarations()

    /// The modules a script may import: those scrollwork stands in for, and CoreData, whose stack
    /// and managed objects it simulates (its other names are still blamed on it, never an error).
    static let allowedImports = UnsimulatedModuleNames.standIns.union(["CoreData"])

    init(declarations: ProgramDeclarations, surface: Surface, sink: DiagnosticSink) {
        self.declarations = declarations
        self.surface = surface
        self.sink = sink
    }

    /// A type or alias declared inside another declaration: collecting makes it, not resolving.
    static func isNestedType(_ member: Declaration) -> Bool {
        switch member.kind {
        case .structDecl, .typeAlias: return true
        default: return false
        }
    }

    mutating func collect(_ units: [SourceUnit]) {
        declarations.moduleScopedTypeNames = Self.typeNamesOfSeveralModules(units, declarations.visibility)
        for unit in units {
            for declaration in unit.declarations { collect(declaration, in: unit) }
            for block in unit.localTypes { declareLocalTypes(block) }
        }
        // `extension Models.Notification.Kind`: the type, read past its module's name, once every
        // type is known (`TypeLookup+ModuleQualifiers`).
        let lookup = TypeLookup(declarations: declarations, surface: surface, sink: sink, nominal: nil)
        collected.extensions = collected.extensions.map { Self.withoutModule($0, lookup) }
        // `typealias Satoshi = Decimal; extension Satoshi { … }` extends Decimal, as in Swift.
        collected.extensions = collected.extensions.map(aliasedExtension)
        // Types nested in extensions of the script's own types (`extension Feed { enum Tab … }`)
        // and of the surface's (`extension Image { enum AppImageStyle … }`, in the type that
        // holds the script's members of `Image`).
        for (decl, declaration) in collected.extensions {
            // Written at the top level, an extension's type name is a top-level type's.
            let extended = decl.extendedType.dottedName ?? ""
            let owner: StructType
            if let own = topLevelType(extended, file: declaration.range.file), !own.isBuiltin, !decl.extendsFrameworkType {
                owner = own
            } else if surface.type(named: extended) != nil, decl.members.contains(where: Self.isNestedType) {
                owner = declarations.surfaceExtension(for: extended, in: surface)
            } else {
                continue
            }
            for member in decl.members {
                if case .structDecl(let nested) = member.kind {
                    declareType(nested, member, outer: owner)
                } else if case .typeAlias(let alias) = member.kind {
                    collected.aliases.append((alias, owner))
                }
            }
        }
    }

    /// Top-level type names declared in more than one module of the folder (the app's and its
    /// packages' targets), which Swift keeps apart by module.
    private static func typeNamesOfSeveralModules(_ units: [SourceUnit], _ visibility: ModuleVisibility) -> Set<String> {
        var modules = [String: Set<String>]()
        for unit in units {
            let module = visibility.module(of: unit.range.file) ?? ""
            for declaration in unit.declarations {
                if case .structDecl(let decl) = declaration.kind { modules[decl.name, default: []].insert(module) }
            }
        }
        return Set(modules.filter { $0.value.count > 1 }.keys)
    }

    /// The top-level type a name written in a file reaches, a module's own where two modules declare it.
    private func topLevelType(_ name: String, file: Int) -> StructType? {
        guard declarations.moduleScopedTypeNames.contains(name) else { return declarations.types[name] }
        return declarations.moduleScopedType(name, seenFrom: file) ?? declarations.types[name]
    }

    /// An extension of a top-level type alias as one of the type it names (through an alias of
    /// an alias too, as far as there are aliases).
    private func aliasedExtension(_ entry: (decl: ExtensionDecl, declaration: Declaration)) -> (decl: ExtensionDecl, declaration: Declaration) {
        let aliases = collected.aliases.filter { $0.1 == nil && $0.0.genericParameters.isEmpty }.map(\.0)
        var (decl, declaration) = entry
        var followed: Set<String> = []
        while let name = decl.extendedType.dottedName, declarations.types[name] == nil, !followed.contains(name),
              let alias = declarations.visibleAlias(named: name, among: aliases, file: declaration.range.file) {
            followed.insert(name)
            // Where the extension names it, for the errors about the type extended.
            decl.extendedType = TypeSyntax(kind: alias.type.kind, range: entry.decl.extendedType.range)
        }
        if followed.isEmpty { return entry }
        declaration.kind = .extensionDecl(decl)
        return (decl, declaration)
    }

    /// An extension of a module-qualified type as one of the type written alone; a framework's
    /// type the program declares a type of the same name beside (`extension SwiftUI.ControlSize`
    /// beside the app's `struct ControlSize: View`) is marked as the framework's.
    private static func withoutModule(_ entry: (decl: ExtensionDecl, declaration: Declaration),
                                      _ lookup: TypeLookup) -> (decl: ExtensionDecl, declaration: Declaration) {
        guard let (module, type) = lookup.syntaxWithoutModule(entry.decl.extendedType) else { return entry }
        var (decl, declaration) = entry
        decl.extendedType = type
        if TypeLookup.frameworkQualifiers.contains(module), let name = type.dottedName,
           lookup.declarations.types[name] != nil, lookup.surface.type(named: name) != nil {
            decl.extendsFrameworkType = true
        }
        declaration.kind = .extensionDecl(decl)
        return (decl, declaration)
    }

    private mutating func collect(_ declaration: Declaration, in unit: SourceUnit) {
        switch declaration.kind {
        case .importDecl(let importDecl):
            let module = importDecl.path.first ?? ""
            // Its name may qualify the program's names (`TypeLookup+ModuleQualifiers`).
            if let first = importDecl.path.first { declarations.moduleQualifiers.insert(first) }
            if !Self.allowedImports.contains(module) {
                sink.warning("import of '\(importDecl.path.joined(separator: "."))' has no effect in scripts", at: declaration.range)
            }
        case .structDecl(let decl):
            declareType(decl, declaration, outer: nil)
        case .extensionDecl(let decl):
            // `@Entry var isCompact: Bool = false` in `extension EnvironmentValues`, expanded.
            let (expanded, keys) = Self.expandingEntries(decl)
            for key in keys { collect(key, in: unit) }
            var declaration = declaration
            declaration.kind = .extensionDecl(expanded)
            collected.extensions.append((expanded, declaration))
        case .preview(let preview):
            let title = PreviewScene.title(of: declaration, in: unit)
            collected.previewTitles.append(title)
            collected.previews.append(previewScene(preview, title: title, range: declaration.range))
        case .typeAlias(let alias):
            if BodyChecker.isFilePrivate(declaration) {
                declarations.filePrivateNames.insert(alias.name)
                declarations.filePrivateAliases.insert(alias.nameRange)
            }
            collected.aliases.append((alias, nil))
        case .function(let function) where [FunctionDecl.subscriptGetterName, FunctionDecl.subscriptSetterName].contains(function.name):
            if function.name == FunctionDecl.subscriptGetterName {
                sink.error("'subscript' functions may only be declared within a type", at: function.nameRange)
            }
        case .function, .variable:
            collected.topLevel.append(declaration)
        case .initializer:
            sink.error("'init' is only allowed inside a type", at: declaration.range)
        case .enumCase:
            sink.error("enum 'case' is not allowed outside of an enum", at: declaration.range)
        case .deinitializer:
            sink.error("deinitializers may only be declared within a class", at: declaration.range)
        case .associatedType:
            sink.error("associated types can only be defined in a protocol", at: declaration.range)
        case .invalid:
            break
        }
    }
}
