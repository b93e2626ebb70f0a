import Foundation
import ScrollworkFrontEnd

/// SwiftUI's `@Entry` macro in an `extension EnvironmentValues`, expanded as Swift expands it:
/// `@Entry var isCompact: Bool = false` becomes a key type
///
///     struct __Key_isCompact: EnvironmentKey { static var defaultValue: Bool { false } }
///
/// and the computed property `var isCompact: Bool { get { self[__Key_isCompact.self] } set {
/// self[__Key_isCompact.self] = newValue } }`, which the environment reads and writes as an
/// app's own key. The default is the property's initial value, or nil for an optional with none.
extension DeclarationCollector {
    /// `decl` with its `@Entry` properties made computed, and the key types they read.
    static func expandingEntries(_ decl: ExtensionDecl) -> (decl: ExtensionDecl, keys: [Declaration]) {
        guard decl.extendedType.dottedName == "EnvironmentValues" else { return (decl, []) }
        var expanded = decl
        var keys = [Declaration]()
        for (index, member) in decl.members.enumerated() {
            guard let entry = member.attributes.firstIndex(where: { $0.name == "Entry" }), case .variable(let variable) = member.kind,
                  !variable.isComputed, variable.pattern == nil, let type = variable.type else { continue }
            let defaultValue: Expression
            if let initializer = variable.initializer {
                defaultValue = initializer
            } else if case .optional = type.kind {
                defaultValue = Expression(kind: .nilLiteral, range: variable.nameRange)
            } else {
                continue
            }
            let range = member.range, keyName = "__Key_" + variable.name
            func block(_ kind: StatementKind) -> Block { Block(statements: [Statement(kind: kind, range: range)], range: range) }
            let defaultMember = Declaration(kind: .variable(VariableDecl(
                isLet: false, name: "defaultValue", nameRange: variable.nameRange, type: type, initializer: nil,
                accessors: [Accessor(kind: .get, body: block(.returnStatement(defaultValue)), range: range)])),
                modifiers: [Modifier(kind: .static, range: range)], range: range)
            keys.append(Declaration(kind: .structDecl(StructDecl(
                name: keyName, nameRange: variable.nameRange,
                inheritance: [TypeSyntax(kind: .named("EnvironmentKey", genericArguments: []), range: member.attributes[entry].range)],
                members: [defaultMember])), range: range))
            // `self[__Key_name.self]`
            let keyType = Expression(kind: .postfix(base: Expression(kind: .identifier(keyName), range: variable.nameRange),
                                                    operations: [PostfixOperation(kind: .member(name: "self", nameRange: variable.nameRange),
                                                                                  range: variable.nameRange)]),
                                     range: variable.nameRange)
            let stored = Expression(kind: .postfix(base: Expression(kind: .selfValue, range: variable.nameRange),
                                                   operations: [PostfixOperation(kind: .subscriptCall([Argument(label: nil, value: keyType,
                                                                                                                range: variable.nameRange)]),
                                                                                 range: variable.nameRange)]),
                                    range: variable.nameRange)
            let newValue = Expression(kind: .identifier("newValue"), range: variable.nameRange)
            var property = member
            property.attributes.remove(at: entry)
            property.kind = .variable(VariableDecl(
                isLet: false, name: variable.name, nameRange: variable.nameRange, type: type, initializer: nil,
                accessors: [Accessor(kind: .get, body: block(.returnStatement(stored)), range: range),
                            Accessor(kind: .set, body: block(.assignment(target: stored, op: .assign, value: newValue)), range: range)]))
            expanded.members[index] = property
        }
        return (expanded, keys)
    }
}
