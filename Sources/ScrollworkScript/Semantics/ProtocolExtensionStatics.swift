import ScrollworkFrontEnd

/// The static members an app's protocol extension adds (`extension Sampled { static var
/// samples: [Self] { [sample, sample] } }`), as Swift gives them to each conforming type: in a
/// static member `Self` is the conforming type and the protocol's static requirements are its
/// own (`sample`, `Self.mock(isSuccess:)`). Each conforming type of the program that does not
/// declare a member of that name gets a copy, in an extension of its own located at the
/// protocol's member, so `Item.samples` is `Item`'s and an error in one copy leaves out that
/// copy alone; the protocol's extension keeps its other members, which read a static property
/// it adds through the extension's own copy (`extensionOwnName`). An extension with a `where`
/// clause (`where Self == PrimaryStyle`) is left as it is written.
enum ProtocolExtensionStatics {
    static func specialized(_ units: [SourceUnit]) -> [SourceUnit] {
        // The names extended with static members, found first: most programs have none, and
        // then no type is walked (this runs on every build).
        var extendedWithStatics = Set<String>()
        for unit in units {
            for declaration in unit.declarations {
                guard case .extensionDecl(let decl) = declaration.kind, decl.whereClause.isEmpty, let name = decl.extendedType.dottedName,
                      decl.members.contains(where: isCopied) else { continue }
                extendedWithStatics.insert(name)
            }
        }
        guard !extendedWithStatics.isEmpty else { return units }
        let types = units.flatMap { unit in unit.declarations.flatMap { declaredTypes($0, outer: nil) } }
        let protocols = Dictionary(types.filter { $0.decl.kind == .protocol }.map { ($0.name, $0.decl.inheritance.compactMap(\.dottedName)) }) { first, _ in first }
        let statics = extendedWithStatics.filter { protocols[$0] != nil }
        guard !statics.isEmpty else { return units }
        // What each type of the program conforms to and declares, from its declaration and extensions.
        var conformances = [String: [String]](), declared = [String: Set<String>]()
        for type in types where type.decl.kind != .protocol {
            conformances[type.name, default: []] += type.decl.inheritance.compactMap(\.dottedName)
            declared[type.name, default: []].formUnion(type.decl.members.compactMap(memberName))
        }
        for unit in units {
            for declaration in unit.declarations {
                guard case .extensionDecl(let decl) = declaration.kind, let name = decl.extendedType.dottedName,
                      conformances[name] != nil else { continue }
                conformances[name, default: []] += decl.inheritance.compactMap(\.dottedName)
                declared[name, default: []].formUnion(decl.members.compactMap(memberName))
            }
        }
        // The copies go after the unit's own declarations, and a protocol's static members
        // leave an extension without them in their place: a declaration's index in its unit is
        // what a build's left-out keys name (`PartialBuild.DeclarationKey`), for the unit as parsed.
        var specialized = units
        for index in specialized.indices {
            var copies = [Declaration]()
            specialized[index].declarations = specialized[index].declarations.map { declaration -> Declaration in
                guard case .extensionDecl(var decl) = declaration.kind, decl.whereClause.isEmpty,
                      let proto = decl.extendedType.dottedName, statics.contains(proto) else { return declaration }
                let own = decl.members.filter(isCopied)
                guard !own.isEmpty else { return declaration }
                for type in conformances.keys.sorted() where conforms(type, to: proto, conformances, protocols) {
                    let members = own.filter { !(declared[type]?.contains(memberName($0) ?? "") ?? false) }
                        + own.compactMap { extensionOwn($0, of: proto) }
                    copies += members.map { member in
                        Declaration(kind: .extensionDecl(ExtensionDecl(extendedType: typeSyntax(type, at: member.range), inheritance: [],
                                                                       whereClause: [], members: [member])),
                                    range: member.range)
                    }
                }
                var kept = declaration
                decl.members.removeAll(where: isCopied)
                kept.kind = .extensionDecl(decl)
                return kept
            }
            specialized[index].declarations += copies
        }
        return specialized
    }

    /// The name the extension's own static property has in each conforming type (no Swift name
    /// has a `·`): the protocol's extension reads `Self.marker` there, as Swift dispatches a
    /// member no requirement declares statically, whatever the type declares of that name.
    static func extensionOwnName(_ name: String, of proto: String) -> String { name + "·" + proto }

    private static func extensionOwn(_ member: Declaration, of proto: String) -> Declaration? {
        guard case .variable(var variable) = member.kind else { return nil }
        variable.name = extensionOwnName(variable.name, of: proto)
        var renamed = member
        renamed.kind = .variable(variable)
        return renamed
    }

    /// The types a declaration declares, nested ones by their dotted names.
    private static func declaredTypes(_ declaration: Declaration, outer: String?) -> [(name: String, decl: StructDecl)] {
        guard case .structDecl(let decl) = declaration.kind else { return [] }
        let name = outer.map { $0 + "." + decl.name } ?? decl.name
        return [(name, decl)] + decl.members.flatMap { declaredTypes($0, outer: name) }
    }

    /// Whether a type conforms to the protocol, directly or through the protocols it conforms to.
    private static func conforms(_ type: String, to proto: String, _ conformances: [String: [String]], _ protocols: [String: [String]]) -> Bool {
        var pending = conformances[type] ?? [], seen = Set<String>()
        while let next = pending.popLast() {
            if next == proto { return true }
            guard seen.insert(next).inserted else { continue }
            pending += protocols[next] ?? []
        }
        return false
    }

    /// A static function or property: what each conforming type gets a copy of.
    private static func isCopied(_ member: Declaration) -> Bool { member.isStatic && memberName(member) != nil }

    private static func memberName(_ member: Declaration) -> String? {
        switch member.kind {
        case .function(let function): return function.name
        case .variable(let variable): return variable.name
        default: return nil
        }
    }

    private static func typeSyntax(_ dotted: String, at range: SourceRange) -> TypeSyntax {
        let parts = dotted.split(separator: ".").map(String.init)
        var syntax = TypeSyntax(kind: .named(parts[0], genericArguments: []), range: range)
        for part in parts.dropFirst() { syntax = TypeSyntax(kind: .member(syntax, part, genericArguments: []), range: range) }
        return syntax
    }
}
