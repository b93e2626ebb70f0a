import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

extension SignatureResolver {
    /// A protocol's members: requirements (no bodies), which conforming types must have.
    func protocolRequirements(_ requirements: [Declaration], of type: StructType) {
        for member in requirements {
            switch member.kind {
            case .function(let decl):
                if decl.hasBody { error("protocol methods must not have bodies", at: decl.body.range) }
                // `func fetch<Value>(for key: Key) -> Value?`: the method's generic parameters are in scope.
                let result = withGenerics(genericParameters(decl.genericParameters, decl.whereClause)) {
                    decl.returnType.map(staticType) ?? .void
                }
                type.requirements.append(ProtocolRequirement(kind: member.isStatic ? .staticMethod : .method, name: decl.name,
                                                             labels: decl.parameters.map(\.label), range: member.range,
                                                             type: result, isMutating: member.isMutating))
            case .variable(let variable):
                if !variable.isRequirement {
                    error("property in protocol must have explicit { get } or { get set } specifier", at: variable.nameRange)
                }
                type.requirements.append(ProtocolRequirement(kind: member.isStatic ? .staticProperty : .property,
                                                             name: variable.name, labels: [], range: member.range,
                                                             type: variable.type.map(staticType) ?? .unknown))
            case .initializer(let decl):
                if decl.hasBody { error("protocol initializers must not have bodies", at: member.range) }
                type.requirements.append(ProtocolRequirement(kind: .initializer, name: "init", labels: decl.parameters.map(\.label),
                                                             range: member.range))
            case .associatedType(let name, let constraint):
                // `associatedtype Content` names, in the protocol and its extensions, the type
                // each conforming type gives it.
                if type.typeAliases[name] == nil { type.typeAliases[name] = .generic(name, constraint: constraint?.dottedName) }
            case .typeAlias, .invalid:
                break
            case .structDecl(let nested):
                error("type '\(nested.name)' cannot be nested in protocol '\(type.name)'", at: nested.nameRange)
            default:
                error("this declaration cannot be a protocol requirement", at: member.range)
            }
        }
    }
}

extension SignatureResolver {
    /// `extension Card { init(_ content: …) { self.init(content: content) } }`: an initialiser a
    /// protocol extension adds is one of every conforming type's, as in Swift, where it must
    /// delegate to `self.init`, the conforming type's own. Each conforming type gets it compiled
    /// as its own, so `self.init` finds that type's initialisers (and `Content` its generic
    /// parameter); a type that declares one of the same labels keeps its own, as Swift prefers it.
    func protocolExtensionInitializers(_ extensions: [(ExtensionDecl, Declaration)], _ types: [DeclaredType],
                                       bodies: inout [PendingBody]) {
        for (decl, _) in extensions {
            guard let name = decl.extendedType.dottedName, let proto = resolveTypeName(name), proto.kind == .protocolType else { continue }
            let initializers = decl.members.filter { if case .initializer(let initializer) = $0.kind { initializer.hasBody } else { false } }
            guard !initializers.isEmpty else { continue }
            for declared in types where declared.type.kind != .protocolType && conforms(declared.type, to: proto.name) {
                let type = declared.type
                let added = initializers.filter { member in
                    guard case .initializer(let initializer) = member.kind else { return false }
                    let labels = initializer.parameters.map(\.label)
                    return !type.initializers.contains { $0.labels == labels }
                }
                let isView = type.kind == .structure && conforms(type, to: "View")
                withDeclarationContext(type) {
                    members(added, of: type, isView: isView, inExtension: true, bodies: &bodies)
                }
            }
        }
    }

    /// Whether `member` is an initialiser a protocol extension declares, which only its
    /// conforming types have (`protocolExtensionInitializers`).
    static func isProtocolExtensionInitializer(_ member: Declaration, of type: StructType) -> Bool {
        guard type.kind == .protocolType, case .initializer = member.kind else { return false }
        return true
    }
}
