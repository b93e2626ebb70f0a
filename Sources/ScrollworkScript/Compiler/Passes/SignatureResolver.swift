import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// What resolving hands to the body pass.
struct ResolvedProgram {
    /// Every body to compile, in the order resolving met them (the files' top level, then the
    /// types' members as collected, then extensions, then previews), which is the order of the
    /// globals' initial values.
    let pending: [PendingBody]
    /// The types, superclasses before their subclasses.
    let types: [DeclaredType]
    let names: DeclaredNames
}

/// Resolving, the second pass: type aliases, type headers (superclass, raw type, conformances,
/// generic parameters), then the signature of every function, property, initializer and
/// global, so that every body compiled next can use any of them. Each body is left as a
/// `PendingBody`. Its own state is where names in a signature resolve: the compiler's type
/// lookup reads it while this pass runs (`Compiler.declarationContext`), and never after.
final class SignatureResolver {
    /// The helpers that declare members (`members`, `signature`, `accessor`) and resolve type names.
    private let compiler: Compiler
    /// The type whose members are being declared (names in signatures resolve inside it).
    var declarationContext: StructType?
    /// Generic parameters of the function whose signature is being declared.
    var genericContext: [String: StaticType] = [:]
    private var pending: [PendingBody] = []

    init(compiler: Compiler) {
        self.compiler = compiler
    }

    func resolve(_ collected: CollectedDeclarations) -> ResolvedProgram {
        compiler.resolver = self
        defer { compiler.resolver = nil }
        compiler.resolveAliases(collected.aliases)
        // Headers, then superclasses first, so a subclass starts with its superclass's fields.
        for declared in collected.types { compiler.typeHeader(declared) }
        let types = collected.types.sorted { $0.type.inheritanceDepth < $1.type.inheritanceDepth }
        var names = declaredNames(types)
        names.previewTitles = collected.previewTitles
        for declaration in collected.topLevel {
            switch declaration.kind {
            case .function(let decl):
                let function = compiler.signature(decl, owner: nil, isMutating: false, range: declaration.range, bodies: &pending)
                compiler.functions[compiler.declaredName(decl.name, of: declaration), default: []].append(function)
            case .variable(let decl):
                compiler.globalVariable(decl, declaration: declaration, bodies: &pending)
            default:
                break
            }
        }
        for (decl, _) in collected.extensions where decl.extendedType.dottedName == "EnvironmentValues" {
            for member in decl.members {
                if case .variable(let variable) = member.kind { compiler.environmentPropertyNames.insert(variable.name) }
            }
        }
        for declared in types {
            let type = declared.type
            let isView = type.kind == .structure && compiler.conforms(type, to: "View")
            compiler.withDeclarationContext(type) {
                compiler.members(declared.decl.members, of: type, isView: isView, bodies: &pending)
            }
        }
        for (decl, declaration) in collected.extensions { compiler.extensionMembers(decl, declaration, bodies: &pending) }
        compiler.makeInheritedMembers()
        return ResolvedProgram(pending: pending + collected.previews, types: types, names: names)
    }

    /// The behaviours and views the host lists, by name.
    private func declaredNames(_ types: [DeclaredType]) -> DeclaredNames {
        var names = DeclaredNames()
        for declared in types {
            let type = declared.type
            if type.conforms(to: "ScrollTargetBehavior") { names.targetBehaviors.append(type.name) }
            if type.conforms(to: "StickyBehavior") { names.stickyBehaviors.append(type.name) }
            // A `#Preview`'s own view (`@Previewable` state) is no scene of its own.
            if type.kind == .structure, compiler.conforms(type, to: "View"), !type.name.contains("·") { names.views.append(type.name) }
        }
        names.targetBehaviors.sort()
        names.stickyBehaviors.sort()
        names.views.sort()
        return names
    }
}

// Type lookup (`Compiler+Types`) serves signatures and bodies alike; while resolving runs it
// reads where the resolver is declaring, and in the body pass there is no such place.
extension Compiler {
    var declarationContext: StructType? {
        get { resolver?.declarationContext }
        set { resolver?.declarationContext = newValue }
    }

    var genericContext: [String: StaticType] {
        get { resolver?.genericContext ?? [:] }
        set { resolver?.genericContext = newValue }
    }
}
