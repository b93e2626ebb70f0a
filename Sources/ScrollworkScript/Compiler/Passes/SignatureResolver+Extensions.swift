import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// `extension T { … }`: members added to a script type, to a script protocol, or to a type of
/// the API surface, declared where the extended type's names resolve.
extension SignatureResolver {
    /// `extension T { … }`: members added to a script type, to a script protocol (default
    /// implementations), or to a type of the API surface (`extension View`, `extension Color`).
    func extensionMembers(_ decl: ExtensionDecl, _ declaration: Declaration, bodies: inout [PendingBody]) {
        var extendedType = decl.extendedType
        if let name = extendedType.dottedName, resolveTypeName(name) == nil,
           let alias = declarations.globalTypeAliasDeclaration(name, file: declaration.range.file) {
            // `extension LoadableSubject` of `typealias LoadableSubject<T> = Binding<Loadable<T>>`:
            // the aliased type is extended, as in Swift.
            extendedType = alias.type
        } else if let name = extendedType.dottedName, let dot = name.firstIndex(of: "."), resolveTypeName(name) == nil,
                  let alias = declarations.globalTypeAliasDeclaration(String(name[..<dot]), file: declaration.range.file),
                  let aliased = alias.type.dottedName {
            // `extension PlatformImage.Orientation` of `typealias PlatformImage = UIImage`.
            extendedType.kind = .named(aliased + name[dot...], genericArguments: [])
        }
        var extended = extendedType.dottedName ?? Self.sugaredTypeName(extendedType)
        // `extension StringProtocol`: String's, as a Substring and a Character are Strings here.
        if extended == "StringProtocol" { extended = "String" }
        if !decl.extendsFrameworkType, let type = resolveTypeName(extended), !type.isBuiltin {
            type.sourceRanges.append(declaration.range)
            type.sourceDocs.append(declaration.docComment)
            let isView = type.kind == .structure && conforms(type, to: "View") || (type.kind == .protocolType && extended == "View")
            withDeclarationContext(type) {
                let own = decl.members.filter { !DeclarationCollector.isNestedType($0) && !Self.isProtocolExtensionInitializer($0, of: type) }
                members(own, of: type, isView: isView, inExtension: true, bodies: &bodies)
            }
            return
        }
        if decl.whereClause.contains(where: { $0.kind == .sameType && $0.left.dottedName == "Self" }),
           extended == "ScrollTargetBehavior" || extended == "StickyBehavior" {
            protocolStaticExtension(decl, declaration, extended: extended, bodies: &bodies)
            return
        }
        switch extendedType.kind {
        case .tuple:
            error("tuple extensions are experimental", at: decl.extendedType.range)
            return
        case .function:
            error("non-nominal type '\(extended)' cannot be extended", at: decl.extendedType.range)
            return
        case .array, .dictionary, .optional, .implicitlyUnwrapped:
            // `extension [Card]`: the element types must exist ("cannot find type 'Card' in scope").
            _ = staticType(decl.extendedType)
        default:
            break
        }
        // `extension Query` in a file importing FirebaseFirestore and not SwiftData: Firestore's
        // type, which that file sees, so the extension is left out for it (with its note).
        if declarations.undeclared.hidesFrameworkType(extended, inFile: declaration.range.file) {
            error("cannot find type '\(extended)' in scope", at: decl.extendedType.range)
            return
        }
        guard surface.type(named: extended) != nil || BuiltinTypes.scalarTypes[extended] != nil
                || Self.extensibleStandardProtocols.contains(extended)
                || ["Array", "Dictionary", "Set", "Optional"].contains(extended)
                || CollectionProtocols.ofArray.contains(extended) else {
            let candidates = Array(declarations.types.keys) + surface.typeNames
            error("cannot find type '\(extended)' in scope", at: decl.extendedType.range,
                  hint: NameSuggestions.hint(for: extended, in: candidates))
            return
        }
        let holder = declarations.surfaceExtension(for: extended, in: surface)
        // `extension Array where Element == Card`: so must the types a requirement names, where
        // the extended type's parameters are known (`extension ForEach where ID == Data.Element`).
        withDeclarationContext(holder) {
            for requirement in decl.whereClause where requirement.kind == .sameType && requirement.left.dottedName != "Self" {
                _ = staticType(requirement.right)
            }
        }
        holder.sourceRanges.append(declaration.range)
        holder.sourceDocs.append(declaration.docComment)
        // `extension String: Occupiable { }`: the framework type takes the app's protocol's
        // default members (`ProgramDeclarations.scriptProtocols(adoptedBy:)`).
        for inherited in decl.inheritance {
            if let name = inherited.dottedName, let proto = resolveTypeName(name), proto.kind == .protocolType {
                holder.conformances.append(proto.name)
            }
        }
        let isView = surface.lineage(of: extended).contains("View")
        // `extension ShapeStyle where Self == Vibrant { static func vibrant() -> Self { .init() } }`:
        // in the signatures, `Self` is the type the requirement names, the app's or the
        // framework's (`where Self == FloatingPointFormatStyle<Double>.Currency`).
        let fixedSelf = decl.whereClause.lazy.filter { $0.kind == .sameType && $0.left.dottedName == "Self" }
            .compactMap { requirement -> StaticType? in
                if let type = requirement.right.dottedName.flatMap(self.resolveTypeName) { return .of(type) }
                let type = self.staticType(requirement.right)
                return type == .unknown ? nil : type
            }.first
        let element = decl.whereClause.first { $0.kind == .sameType && $0.left.dottedName == "Element" }
            .map { requirement in withDeclarationContext(holder) { staticType(requirement.right) } }
        let declaredBefore = holder.methods.mapValues(\.count)
        withDeclarationContext(holder) {
            withGenerics(fixedSelf.map { ["Self": $0] } ?? [:]) {
                members(decl.members, of: holder, isView: isView, inExtension: true, bodies: &bodies)
            }
        }
        guard let element, element != .unknown else { return }
        for (name, functions) in holder.methods {
            for function in functions.dropFirst(declaredBefore[name] ?? 0) { function.elementConstraint = element }
        }
    }

    /// Standard protocols a script may extend (`extension Encodable { func asDictionary() … }`):
    /// what it adds reaches every script type conforming to them (`InheritedMembers`).
    /// `Codable` is left out: Swift cannot extend a protocol composition either.
    static let extensibleStandardProtocols: Set<String> = [
        "Encodable", "Decodable", "Hashable", "Equatable", "Comparable", "Identifiable", "Error", "LocalizedError", "CustomNSError",
        "CustomStringConvertible", "Sendable", "CaseIterable",
    ]

    /// `extension Row: View`: the protocols an extension of an app's type adds, added before
    /// any member is declared, so the type's own stored properties are a view's (its
    /// `@Environment` and `@EnvironmentObject` are no memberwise parameters), as in Swift.
    func extensionConformances(_ decl: ExtensionDecl) {
        guard !decl.extendsFrameworkType, let extended = decl.extendedType.dottedName, let type = resolveTypeName(extended),
              !type.isBuiltin else { return }
        for inherited in decl.inheritance {
            guard let name = inherited.dottedName else { continue }
            if let script = resolveTypeName(name), script.kind == .protocolType {
                type.conformances.append(script.name)
            } else if Self.standardProtocols.contains(name) || surface.type(named: name) != nil {
                type.conformances.append(name)
            } else {
                error("cannot find type '\(name)' in scope", at: inherited.range)
            }
        }
    }

    /// The generic type a sugared extension extends: `extension [Card]` is `extension Array
    /// where Element == Card`, `[K: V]` a Dictionary's, `T?` an Optional's. Other types (a
    /// tuple, a function) as Swift spells them, for the error that they cannot be extended.
    static func sugaredTypeName(_ type: TypeSyntax) -> String {
        switch type.kind {
        case .array: return "Array"
        case .dictionary: return "Dictionary"
        case .optional, .implicitlyUnwrapped: return "Optional"
        default: return type.spelled
        }
    }


    /// `extension ScrollTargetBehavior where Self == SnapToTop { static var snapToTop: SnapToTop { .init() } }`.
    private func protocolStaticExtension(_ decl: ExtensionDecl, _ declaration: Declaration, extended: String,
                                         bodies: inout [PendingBody]) {
        var selfType: StructType?
        for requirement in decl.whereClause where requirement.kind == .sameType {
            if let name = requirement.right.dottedName, let type = resolveTypeName(name) { selfType = type }
        }
        if let selfType {
            selfType.sourceRanges.append(declaration.range)
            selfType.sourceDocs.append(declaration.docComment)
        }
        for member in decl.members {
            guard member.isStatic else {
                error("only static members can be declared in an extension of '\(extended)'", at: member.range)
                continue
            }
            switch member.kind {
            case .variable(let variable) where variable.isComputed:
                guard let getter = variable.getter else { continue }
                let function = accessor(variable.name, getter.body.statements, owner: nil, returnType: variable.type,
                                        range: member.range, throwing: getter.throwing, bodies: &bodies)
                declarations.protocolStatics[variable.name] = (function, extended)
                if let selfType { selfType.staticComputed[variable.name] = function }
            case .function(let function):
                let compiled = signature(function, owner: nil, isMutating: false, range: member.range, bodies: &bodies)
                if let selfType { selfType.staticFunctions[function.name, default: []].append(compiled) }
            default:
                error("only static computed properties and functions are supported here", at: member.range)
            }
        }
    }
}
