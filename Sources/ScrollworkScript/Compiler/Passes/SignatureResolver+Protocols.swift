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
                type.requirements.append(ProtocolRequirement(kind: member.isStatic ? .staticMethod : .method, name: decl.name,
                                                             labels: decl.parameters.map(\.label), range: member.range))
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
