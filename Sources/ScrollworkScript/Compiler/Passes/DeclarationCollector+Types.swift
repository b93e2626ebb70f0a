import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// A type declaration collected in the first pass, with the type made for it.
struct DeclaredType {
    let decl: StructDecl
    let declaration: Declaration
    let type: StructType
}

extension DeclarationCollector {
    /// Makes the type for a declaration and, first, the types nested in it (`A.Key`).
    mutating func declareType(_ decl: StructDecl, _ declaration: Declaration, outer: StructType?) {
        var qualified = outer.map { $0.name + "." + decl.name } ?? decl.name
        // A package's type of a name another module declares too is its module's (`UI.Strings`).
        if outer == nil, declarations.moduleScopedTypeNames.contains(decl.name),
           let module = declarations.visibility.module(of: declaration.range.file) {
            qualified = module + "." + decl.name
        }
        if outer == nil, let existing = declarations.types[qualified], !existing.isBuiltin,
           let scoped = fileScopedTypeKey(decl.name, declaration, existing: existing) {
            declarations.filePrivateTypeNames.insert(decl.name)
            declarations.types[scoped] = makeType(decl, declaration, named: qualified, outer: nil)
            return
        }
        // An app's own type with a framework's name (`struct ScrollPosition: View`) shadows the
        // framework's inside the module, as in Swift; two of the app's own clash.
        if let existing = declarations.types[qualified], !existing.isBuiltin && !(outer == nil && declarations.isStandardEnum(existing)) || outer != nil {
            sink.error("invalid redeclaration of '\(decl.name)'", at: decl.nameRange)
            return
        }
        declarations.types[qualified] = makeType(decl, declaration, named: qualified, outer: outer)
        if outer == nil, BodyChecker.isFilePrivate(declaration) { declarations.filePrivateTypeFiles[qualified] = declaration.range.file }
    }

    /// `private struct DisplayData` in two files (`private enum CodingKeys` at a file's top):
    /// Swift scopes a private top-level type to its file, so the second of a name is no
    /// redeclaration when either is private. The second is declared under its file's key
    /// (`BodyChecker.fileScoped`), where names written in that file find it first; when the
    /// first was the private one, the two trade places, so the other files find the second.
    private mutating func fileScopedTypeKey(_ name: String, _ declaration: Declaration, existing: StructType) -> String? {
        let isPrivate = BodyChecker.isFilePrivate(declaration), existingFile = declarations.filePrivateTypeFiles[name]
        guard isPrivate || existingFile != nil else { return nil }
        if !isPrivate, let file = existingFile {
            // The first, private, moves to its file's key; this one takes the name.
            declarations.types[BodyChecker.fileScoped(name, file: file)] = existing
            declarations.types[name] = nil
            declarations.filePrivateTypeFiles[name] = nil
            return name
        }
        return BodyChecker.fileScoped(name, file: declaration.range.file)
    }

    /// `enum CancelID { case timer }` inside a method: types of their own, kept apart from the
    /// program's names (`ProgramDeclarations.localTypes`), so that two bodies may each declare
    /// one of the same name, as Swift allows. The types of one block name each other.
    mutating func declareLocalTypes(_ block: [Declaration]) {
        var siblings: [String: StructType] = [:]
        for declaration in block {
            guard case .structDecl(let decl) = declaration.kind else { continue }
            let type = makeType(decl, declaration, named: decl.name, outer: nil)
            type.localBlock = declarations.localTypeBlocks.count
            declarations.localTypes[declaration.range] = type
            siblings[decl.name] = type
        }
        declarations.localTypeBlocks.append(siblings)
    }

    /// The type for a declaration, collected for resolving, and first the types nested in it.
    private mutating func makeType(_ decl: StructDecl, _ declaration: Declaration, named qualified: String,
                                   outer: StructType?) -> StructType {
        let type = StructType(name: qualified)
        switch decl.kind {
        case .struct: type.kind = .structure
        case .enum: type.kind = .enumeration
        case .class: type.kind = .classType
        case .protocol: type.kind = .protocolType
        }
        type.outer = outer
        type.range = decl.nameRange
        type.sourceRanges = [declaration.range]
        type.sourceDocs = [declaration.docComment]
        type.conformances = decl.inheritance.compactMap(\.dottedName)
        if declaration.hasAttribute("Observable") { type.observation = .observable }
        type.isResultBuilder = declaration.hasAttribute("resultBuilder")
        type.isPropertyWrapper = declaration.hasAttribute("propertyWrapper")
        if declaration.hasAttribute("dynamicMemberLookup") {
            type.isDynamicMemberLookup = true
            declarations.dynamicMemberTypes.append(type)
        }
        declareModel(type, declaration, range: decl.nameRange)
        // An actor is a class no other may inherit from.
        type.isFinal = decl.isActor || declaration.modifiers.contains { $0.kind == .final }
        type.isActor = decl.isActor
        collected.types.append(DeclaredType(decl: decl, declaration: declaration, type: type))
        for member in decl.members {
            switch member.kind {
            case .structDecl(let nested): declareType(nested, member, outer: type)
            case .typeAlias(let alias): collected.aliases.append((alias, type))
            default: break
            }
        }
        return type
    }

    /// `@Model class Book`: observed as `@Observable` is, identified and hashed by reference,
    /// with the members of `PersistentModel`.
    private func declareModel(_ type: StructType, _ declaration: Declaration, range: SourceRange) {
        if type.kind == .classType, type.conformances.first == ManagedObjects.baseClass {
            // `class Book: NSManagedObject`: Core Data's object, kept by the same in-memory store.
            type.model = ModelSchema(isManagedObject: true)
            return
        }
        guard let attribute = declaration.attributes.first(where: { $0.name == "Model" }) else { return }
        guard type.kind == .classType else {
            sink.error("'@Model' can only be applied to a class", at: attribute.range)
            return
        }
        type.model = ModelSchema()
        type.observation = .observable
    }

    /// `#Preview("Title") { … }`: its scene now, in declaration order; its body is compiled
    /// once every type's members are known.
    func previewScene(_ preview: PreviewDecl, title: String, range: SourceRange) -> PendingBody {
        let function = ScriptFunction(name: "#Preview", range: range)
        function.returnType = .unknown
        declarations.previews.append(PreviewScene(title: title, function: function, range: range))
        return .preview(preview.body.statements, function)
    }
}
