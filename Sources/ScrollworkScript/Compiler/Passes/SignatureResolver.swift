import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// What loading declarations produced besides code: names the host lists.
struct DeclaredNames {
    var targetBehaviors: [String] = []
    var stickyBehaviors: [String] = []
    var views: [String] = []
    var previewTitles: [String] = []
}

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
/// global, so that every body compiled next can use any of them.
///
/// It owns where names in a signature resolve (`declarationContext`, `genericContext`) and the
/// bodies it leaves, and writes what it declares into the program's `ProgramDeclarations`. It
/// hands the body pass a `ResolvedProgram`: every body as a `PendingBody`, each with the
/// function or late value it fills. Type names resolve through a `TypeLookup` it gives its
/// own context; what a signature needs compiled now it compiles with a `BodyChecker` of its
/// own, at those few calls.
final class SignatureResolver {
    let declarations: ProgramDeclarations
    let sink: DiagnosticSink
    let surface: Surface
    /// The machine the program runs on, which a computed global's initializer calls into.
    let machine: Machine
    /// What the passes share, handed to a `BodyChecker` of its own where a declaration needs
    /// code compiled before any body is: an enum case's raw value (`rawValue(of:in:)`), the
    /// placeholder standing for an `@Environment` value of a module we do not simulate
    /// (`unsimulatedEnvironmentValue`) and the rest of an `@Environment` key path.
    let compiler: Compiler
    /// The type whose members are being declared (names in signatures resolve inside it).
    private(set) var declarationContext: StructType?
    /// The file of the declaration being resolved, whose module decides which of two modules'
    /// types of one name its names reach (`ProgramDeclarations.moduleScopedType`).
    private(set) var declarationFile: Int?
    /// Where the member being declared is written: in its type's declaration or in an extension.
    var declarationPosition: SourceRange?
    /// Generic parameters of the function whose signature is being declared.
    private(set) var genericContext: [String: StaticType] = [:]
    private var pending: [PendingBody] = []

    init(compiler: Compiler) {
        self.compiler = compiler
        declarations = compiler.declarations
        sink = compiler.sink
        surface = compiler.surface
        machine = compiler.machine
    }

    func resolve(_ collected: CollectedDeclarations) -> ResolvedProgram {
        for declared in collected.types { inFile(declared.declaration.range.file) { genericParameters(declared) } }
        resolveAliases(collected.aliases)
        // Headers, then superclasses first, so a subclass starts with its superclass's fields.
        for declared in collected.types { inFile(declared.declaration.range.file) { typeHeader(declared) } }
        // `Order.ID` may be written in a signature declared before `Order`'s members are.
        for declared in collected.types {
            inFile(declared.declaration.range.file) {
                identifierType(declared)
                keyValueType(declared)
                animatableDataType(declared)
            }
        }
        for (decl, declaration) in collected.extensions { inFile(declaration.range.file) { extensionConformances(decl) } }
        for declared in collected.types where declared.type.kind != .protocolType { refinedConformances(declared.type) }
        let types = collected.types.sorted { $0.type.inheritanceDepth < $1.type.inheritanceDepth }
        var names = declaredNames(types)
        names.previewTitles = collected.previewTitles
        for declaration in collected.topLevel {
            inFile(declaration.range.file) {
                switch declaration.kind {
                case .function(let decl):
                    let function = signature(decl, owner: nil, isMutating: false, range: declaration.range, bodies: &pending)
                    declarations.functions[declarations.declaredName(decl.name, of: declaration), default: []].append(function)
                case .variable(let decl):
                    globalVariable(decl, declaration: declaration, bodies: &pending)
                default:
                    break
                }
            }
        }
        for (decl, _) in collected.extensions where decl.extendedType.dottedName == "EnvironmentValues" {
            for member in decl.members {
                if case .variable(let variable) = member.kind { declarations.environmentPropertyNames.insert(variable.name) }
            }
        }
        for declared in types {
            let type = declared.type
            let isView = type.kind == .structure && conforms(type, to: "View")
            inFile(declared.declaration.range.file) {
                withDeclarationContext(type) {
                    members(declared.decl.members, of: type, isView: isView, bodies: &pending)
                }
            }
        }
        for (decl, declaration) in collected.extensions {
            inFile(declaration.range.file) { extensionMembers(decl, declaration, bodies: &pending) }
        }
        protocolExtensionInitializers(collected.extensions, types, bodies: &pending)
        for declared in types { objectIdentity(declared.type) }
        declarations.makeInheritedMembers(surface: surface)
        for declared in types { adoptExtensionBody(declared.type) }
        return ResolvedProgram(pending: pending + collected.previews, types: types, names: names)
    }

    /// The framework protocols a type conforms to through the app's own protocols (`struct
    /// RingOne: Ring` of a `protocol Ring: View` is a View), listed with its own, as Swift's
    /// conformance is.
    private func refinedConformances(_ type: StructType) {
        var pending = type.conformances, seen = Set<String>()
        while let next = pending.popLast() {
            guard seen.insert(next).inserted, let proto = declarations.types[next], proto.kind == .protocolType else { continue }
            for refined in proto.conformances where !type.conformances.contains(refined) {
                if declarations.types[refined]?.kind != .protocolType { type.conformances.append(refined) }
                pending.append(refined)
            }
        }
    }

    /// A view whose `body` an extension of one of its protocols gives (`extension Ring { var
    /// body: some View { … } }`): that is its body, as in Swift.
    private func adoptExtensionBody(_ type: StructType) {
        guard type.kind != .protocolType, type.conforms(to: "View"), type.computedProperty(named: "body") == nil,
              let body = declarations.inherited?.computed(of: type, "body") else { return }
        type.computed["body"] = body
    }

    /// `id` of a class that is `Identifiable` without declaring one: its `ObjectIdentifier`, as
    /// Swift's `extension Identifiable where Self: AnyObject` gives it.
    private func objectIdentity(_ type: StructType) {
        guard type.kind == .classType, conforms(type, to: "Identifiable") else { return }
        var owner: StructType? = type
        while let current = owner {
            if current.fieldIndex["id"] != nil || current.computed["id"] != nil { return }
            owner = current.superclass
        }
        type.nativeComputed["id"] = { value in
            guard case .object(let object) = value else { return .none }
            return .host(ObjectIdentifierValue(object))
        }
    }

    /// The behaviours and views the host lists, by name.
    private func declaredNames(_ types: [DeclaredType]) -> DeclaredNames {
        var names = DeclaredNames()
        for declared in types {
            let type = declared.type
            if type.conforms(to: "ScrollTargetBehavior") { names.targetBehaviors.append(type.name) }
            if type.conforms(to: "StickyBehavior") { names.stickyBehaviors.append(type.name) }
            // A `#Preview`'s own view (`@Previewable` state) is no scene of its own.
            if type.kind == .structure, conforms(type, to: "View"), !type.name.contains("·") { names.views.append(type.name) }
        }
        names.targetBehaviors.sort()
        names.stickyBehaviors.sort()
        names.views.sort()
        return names
    }
}

// Where names in a signature resolve, and the reports of this pass.
extension SignatureResolver {
    /// Type names as they resolve in the signature being declared.
    var typeLookup: TypeLookup {
        TypeLookup(declarations: declarations, surface: surface, sink: sink, nominal: declarationContext, generics: genericContext,
                   file: declarationFile, position: declarationPosition)
    }

    func staticType(_ syntax: TypeSyntax) -> StaticType {
        typeLookup.staticType(syntax)
    }

    func resolveTypeName(_ name: String) -> StructType? {
        typeLookup.resolveTypeName(name)
    }

    /// Runs `body` with `type` as the type whose members are being declared, so names in
    /// signatures resolve as inside it (nested types, generic parameters, `Self`).
    func withDeclarationContext<T>(_ type: StructType?, _ body: () -> T) -> T {
        let saved = declarationContext
        declarationContext = type
        defer { declarationContext = saved }
        return body()
    }

    /// Runs `body` with names resolving as written in `file`.
    func inFile<T>(_ file: Int, _ body: () -> T) -> T {
        let saved = declarationFile
        declarationFile = file
        defer { declarationFile = saved }
        return body()
    }

    /// Runs `body` with a function's generic parameters added to those in scope.
    func withGenerics<T>(_ generics: [String: StaticType], _ body: () -> T) -> T {
        let saved = genericContext
        genericContext.merge(generics) { _, new in new }
        defer { genericContext = saved }
        return body()
    }

    func conforms(_ type: StructType, to name: String) -> Bool {
        declarations.conforms(type, to: name, surface: surface)
    }

    func error(_ message: String, at range: SourceRange, hint: String? = nil) {
        sink.error(message, at: range, hint: hint)
    }

    func warning(_ message: String, at range: SourceRange, hint: String? = nil) {
        sink.warning(message, at: range, hint: hint)
    }
}
