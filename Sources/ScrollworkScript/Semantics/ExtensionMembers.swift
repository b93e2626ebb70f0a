import ScrollworkFrontEnd

/// An extension of several members is loaded as one extension per member, so that a member
/// with an error is left out with what uses it and its siblings load (`PartialBuild`): the
/// `static let midnightBlue` of an `extension Color` stays when a computed colour beside it
/// uses a name we lack. Swift compiles them alike: an extension's members are independent
/// declarations, each with the extension's modifiers, attributes and `where` clause.
///
/// An extension declaring conformances is kept whole (its members meet them together). Each
/// part is located at its member; errors in the shared header are every part's
/// (`PartialBuild.holds`).
enum ExtensionMembers {
    static func split(_ unit: SourceUnit) -> SourceUnit {
        guard unit.declarations.contains(where: isSplittable) else { return unit }
        var split = unit
        split.declarations = unit.declarations.flatMap { declaration -> [Declaration] in
            guard isSplittable(declaration), case .extensionDecl(let decl) = declaration.kind else { return [declaration] }
            return decl.members.enumerated().map { index, member in
                var part = decl
                part.members = [member]
                return Declaration(kind: .extensionDecl(part), attributes: declaration.attributes, modifiers: declaration.modifiers,
                                   docComment: index == 0 ? declaration.docComment : [], range: member.range)
            }
        }
        return split
    }

    private static func isSplittable(_ declaration: Declaration) -> Bool {
        guard case .extensionDecl(let decl) = declaration.kind else { return false }
        return decl.inheritance.isEmpty && decl.members.count > 1
    }

    /// The member a part of a split extension declares: its one member, located where the
    /// part is. Nil for an extension as written.
    static func member(of declaration: Declaration) -> Declaration? {
        guard case .extensionDecl(let decl) = declaration.kind, decl.members.count == 1,
              decl.members[0].range == declaration.range else { return nil }
        return decl.members[0]
    }

    /// Whether `range` starts in the header a part shares with its siblings: the extended type
    /// or the `where` clause.
    static func headerHolds(_ declaration: Declaration, _ range: SourceRange) -> Bool {
        guard member(of: declaration) != nil, case .extensionDecl(let decl) = declaration.kind else { return false }
        return ([decl.extendedType.range] + decl.whereClause.map(\.range)).contains { $0.file == range.file && $0.contains(range.start) }
    }

    /// What a part says beyond its member's text (the extended type and `where` clause): the
    /// names it uses are found by that text too (`ReferenceCache`). Nil for another declaration.
    static func header(of declaration: Declaration) -> String? {
        guard member(of: declaration) != nil, case .extensionDecl(let decl) = declaration.kind else { return nil }
        return ([decl.extendedType.spelled] + decl.whereClause.map { "\($0.left.spelled) \($0.kind) \($0.right.spelled)" })
            .joined(separator: ", ")
    }
}
