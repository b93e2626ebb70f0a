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
struct DeclarationCollector {
    /// The helpers that make a type for a declaration (`declareType`) and report.
    let compiler: Compiler
    private(set) var collected = CollectedDeclarations()

    init(compiler: Compiler) {
        self.compiler = compiler
    }

    mutating func collect(_ units: [SourceUnit]) {
        for unit in units {
            for declaration in unit.declarations { collect(declaration, in: unit) }
        }
        // Types nested in extensions of the script's own types (`extension Feed { enum Tab … }`).
        for (decl, _) in collected.extensions {
            guard let owner = compiler.resolveTypeName(decl.extendedType.dottedName ?? ""), !owner.isBuiltin else { continue }
            for member in decl.members {
                if case .structDecl(let nested) = member.kind {
                    compiler.declareType(nested, member, outer: owner, into: &collected.types, aliases: &collected.aliases)
                } else if case .typeAlias(let alias) = member.kind {
                    collected.aliases.append((alias, owner))
                }
            }
        }
    }

    private mutating func collect(_ declaration: Declaration, in unit: SourceUnit) {
        switch declaration.kind {
        case .importDecl(let importDecl):
            let module = importDecl.path.first ?? ""
            compiler.noteImportedModule(importDecl.path)
            if !Compiler.allowedImports.contains(module) {
                compiler.warning("import of '\(importDecl.path.joined(separator: "."))' has no effect in scripts", at: declaration.range)
            }
        case .structDecl(let decl):
            compiler.declareType(decl, declaration, outer: nil, into: &collected.types, aliases: &collected.aliases)
        case .extensionDecl(let decl):
            collected.extensions.append((decl, declaration))
        case .preview(let preview):
            let title = PreviewScene.title(of: declaration, in: unit)
            collected.previewTitles.append(title)
            collected.previews.append(compiler.previewScene(preview, title: title, range: declaration.range))
        case .typeAlias(let alias):
            collected.aliases.append((alias, nil))
        case .function, .variable:
            collected.topLevel.append(declaration)
        case .initializer:
            compiler.error("'init' is only allowed inside a type", at: declaration.range)
        case .enumCase:
            compiler.error("enum 'case' is not allowed outside of an enum", at: declaration.range)
        case .deinitializer:
            compiler.error("deinitializers may only be declared within a class", at: declaration.range)
        case .associatedType:
            compiler.error("associated types can only be defined in a protocol", at: declaration.range)
        case .invalid:
            break
        }
    }
}
