import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// A type declaration collected in the first pass, with the type made for it.
struct DeclaredType {
    let decl: StructDecl
    let declaration: Declaration
    let type: StructType
}

extension StructType {
    /// How many script superclasses a class has, so superclasses are declared first.
    var inheritanceDepth: Int {
        var depth = 0, current = superclass
        while let type = current, depth < 64 {
            depth += 1
            current = type.superclass
        }
        return depth
    }
}

extension Compiler {
    /// Protocols of the standard library and Foundation a script type may declare conformance to
    /// without the surface listing them; what each means is implemented where it matters.
    static let standardProtocols: Set<String> = [
        "Equatable", "Hashable", "Comparable", "Identifiable", "CaseIterable", "RawRepresentable", "Codable",
        "Encodable", "Decodable", "Sendable", "CustomStringConvertible", "CustomDebugStringConvertible",
        "ObservableObject", "AnyObject", "Error", "LocalizedError", "NSObject", "ScrollTargetBehavior", "StickyBehavior",
        "PreferenceKey", "ViewModifier", "CodingKey",
    ]

    /// Makes the type for a declaration and, first, the types nested in it (`A.Key`).
    func declareType(_ decl: StructDecl, _ declaration: Declaration, outer: StructType?, into declared: inout [DeclaredType],
                     aliases: inout [(TypeAliasDecl, StructType?)]) {
        let qualified = outer.map { $0.name + "." + decl.name } ?? decl.name
        // An app's own type with a framework's name (`struct ScrollPosition: View`) shadows the
        // framework's inside the module, as in Swift; two of the app's own clash.
        if let existing = types[qualified], !existing.isBuiltin && !(outer == nil && isStandardEnum(existing)) || outer != nil {
            error("invalid redeclaration of '\(decl.name)'", at: decl.nameRange)
            return
        }
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
        declareModel(type, declaration, range: decl.nameRange)
        type.isFinal = declaration.modifiers.contains { $0.kind == .final }
        types[qualified] = type
        declared.append(DeclaredType(decl: decl, declaration: declaration, type: type))
        for member in decl.members {
            switch member.kind {
            case .structDecl(let nested): declareType(nested, member, outer: type, into: &declared, aliases: &aliases)
            case .typeAlias(let alias): aliases.append((alias, type))
            default: break
            }
        }
    }

    /// Resolves `typealias` declarations once every type exists.
    func resolveAliases(_ aliases: [(TypeAliasDecl, StructType?)]) {
        for (alias, owner) in aliases {
            let type = withDeclarationContext(owner) { staticType(alias.type) }
            if let owner { owner.typeAliases[alias.name] = type } else { globalTypeAliases[alias.name] = type }
        }
    }

    /// The superclass, raw type, conformances and generic parameters of a type.
    func typeHeader(_ declared: DeclaredType) {
        let decl = declared.decl, type = declared.type
        withDeclarationContext(type.outer) {
            for parameter in decl.genericParameters {
                type.genericParameters[parameter.name] = .generic(parameter.name, constraint: parameter.constraint?.dottedName)
            }
            for requirement in decl.whereClause where requirement.kind == .conformance {
                if let name = requirement.left.dottedName, type.genericParameters[name] != nil {
                    type.genericParameters[name] = .generic(name, constraint: requirement.right.dottedName)
                }
            }
            var conformances = [String]()
            for (position, inherited) in decl.inheritance.enumerated() {
                guard let name = inherited.dottedName else { continue }
                if let script = withDeclarationContext(type, { resolveTypeName(name) }) {
                    if script.kind == .classType {
                        if type.kind != .classType || position != 0 {
                            error("inheritance from non-protocol type '\(script.name)'", at: inherited.range)
                        } else {
                            if script.isFinal {
                                error("inheritance from a final class '\(script.name)'", at: inherited.range)
                            }
                            type.superclass = script
                            if script.observation != .none, type.observation == .none { type.observation = script.observation }
                        }
                        continue
                    }
                    if script.kind != .protocolType {
                        error("inheritance from non-protocol type '\(script.name)'", at: inherited.range)
                        continue
                    }
                    conformances.append(script.name)
                    continue
                }
                if type.kind == .enumeration, position == 0, let raw = BuiltinTypes.scalarTypes[name], raw != .unknown {
                    type.rawType = raw
                    conformances.append("RawRepresentable")
                    continue
                }
                if name == "Character", type.kind == .enumeration, position == 0 {
                    type.rawType = .string
                    continue
                }
                if !Self.standardProtocols.contains(name), surface.type(named: name) == nil {
                    let candidates = Array(types.keys) + Array(Self.standardProtocols) + surface.typeNames
                    error("cannot find type '\(name)' in scope", at: inherited.range,
                          hint: NameSuggestions.hint(for: name, in: candidates))
                    continue
                }
                conformances.append(name)
            }
            type.conformances = conformances
            modelConformances(type)
            // What the protocols' associated types stand for inside the type.
            if conformances.contains("ViewModifier") || conformances.contains("Transition"), type.typeAliases["Content"] == nil {
                type.typeAliases["Content"] = .named("View")
            }
            if conformances.contains("Layout") {
                // `Subviews` is `LayoutSubviews`; `Cache` is what `makeCache(subviews:)` returns (`()` without one).
                if type.typeAliases["Subviews"] == nil { type.typeAliases["Subviews"] = .array(.named("LayoutSubview")) }
                if type.typeAliases["Cache"] == nil { type.typeAliases["Cache"] = .unknown }
            }
            for (proto, configuration) in [("ButtonStyle", "ButtonStyleConfiguration"), ("PrimitiveButtonStyle", "PrimitiveButtonStyleConfiguration")]
            where conformances.contains(proto) && type.typeAliases["Configuration"] == nil {
                type.typeAliases["Configuration"] = .named(configuration)
            }
            if type.kind == .classType, type.observation == .none, conforms(type, to: "ObservableObject") {
                type.observation = .published([])
            }
        }
    }

    // MARK: Extensions

    /// `extension T { … }`: members added to a script type, to a script protocol (default
    /// implementations), or to a type of the API surface (`extension View`, `extension Color`).
    func extensionMembers(_ decl: ExtensionDecl, _ declaration: Declaration, bodies: inout [PendingBody]) {
        let extended = decl.extendedType.dottedName ?? Self.sugaredTypeName(decl.extendedType)
        if let type = resolveTypeName(extended), !type.isBuiltin {
            type.sourceRanges.append(declaration.range)
            type.sourceDocs.append(declaration.docComment)
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
            let isView = type.kind == .structure && conforms(type, to: "View") || (type.kind == .protocolType && extended == "View")
            withDeclarationContext(type) {
                members(decl.members.filter { !Self.isNestedType($0) }, of: type, isView: isView, inExtension: true, bodies: &bodies)
            }
            return
        }
        if decl.whereClause.contains(where: { $0.kind == .sameType && $0.left.dottedName == "Self" }),
           extended == "ScrollTargetBehavior" || extended == "StickyBehavior" {
            protocolStaticExtension(decl, declaration, extended: extended, bodies: &bodies)
            return
        }
        switch decl.extendedType.kind {
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
        // `extension Array where Element == Card`: so must the types a requirement names.
        for requirement in decl.whereClause where requirement.kind == .sameType && requirement.left.dottedName != "Self" {
            _ = staticType(requirement.right)
        }
        guard surface.type(named: extended) != nil || BuiltinTypes.scalarTypes[extended] != nil
                || ["Array", "Dictionary", "Set", "Optional", "Collection", "Sequence"].contains(extended) else {
            let candidates = Array(types.keys) + surface.typeNames
            error("cannot find type '\(extended)' in scope", at: decl.extendedType.range,
                  hint: NameSuggestions.hint(for: extended, in: candidates))
            return
        }
        let holder = surfaceExtension(for: extended)
        holder.sourceRanges.append(declaration.range)
        holder.sourceDocs.append(declaration.docComment)
        let isView = surface.lineage(of: extended).contains("View")
        withDeclarationContext(holder) {
            members(decl.members, of: holder, isView: isView, inExtension: true, bodies: &bodies)
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

    private static func isNestedType(_ member: Declaration) -> Bool {
        switch member.kind {
        case .structDecl, .typeAlias: return true
        default: return false
        }
    }

    /// The type holding the script's members of a surface type, made on first use.
    func surfaceExtension(for name: String) -> StructType {
        let canonical = surface.canonical(name)
        if let existing = surfaceExtensions[canonical] { return existing }
        let holder = StructType(name: canonical)
        holder.surfaceSelf = staticType(surfaceName: canonical)
        if canonical == "Array" || canonical == "Collection" || canonical == "Sequence" { holder.surfaceSelf = .array(.unknown) }
        if canonical == "Dictionary" { holder.surfaceSelf = .dictionary(.unknown, .unknown) }
        if canonical == "Set" { holder.surfaceSelf = .set(.unknown) }
        if canonical == "Optional" { holder.surfaceSelf = .optional(.unknown) }
        surfaceExtensions[canonical] = holder
        return holder
    }

    /// The script's extension members a value of this surface type has: its own type's, then
    /// those of the protocols it conforms to (`Text` has `extension View`'s methods).
    func extensionHolders(forSurfaceType name: String) -> [StructType] {
        guard !surfaceExtensions.isEmpty else { return [] }
        var lineage = surface.lineage(of: name)
        if name == "Array" { lineage += ["Collection", "Sequence"] }
        return lineage.compactMap { surfaceExtensions[$0] }
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
                let function = accessor(variable.name, getter.body.statements, owner: nil,
                                        returnType: variable.type, range: member.range, bodies: &bodies)
                protocolStatics[variable.name] = (function, extended)
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
