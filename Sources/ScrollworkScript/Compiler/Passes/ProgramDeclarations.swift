import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// What the program declares: the table the collecting and resolving passes fill and the
/// body pass reads (and adds to only where a body declares: globals' inferred types,
/// placeholder modules). A built program keeps it as its names for the REPL's expressions.
final class ProgramDeclarations {
    /// The standard library's `Result` is there by its name and, for `Swift.Result` where the
    /// app's own `Result` shadows the name, by its qualified one.
    var types: [String: StructType] = {
        let result = BodyChecker.standardResult()
        return BuiltinTypes.records.merging(["Result": result, BodyChecker.qualifiedStandardResult: result]) { a, _ in a }
    }()
    var functions: [String: [ScriptFunction]] = [:]
    var globals: [String: GlobalName] = [:]
    var globalCount = 0
    /// Code that fills the globals, in declaration order (each also runs on first use).
    var globalInitializers: [Machine.GlobalInitializer] = []
    /// `typealias` declared at the top level.
    var globalTypeAliases: [String: StaticType] = [:]
    /// The same aliases as written, for calls that construct through them (`Numbers()`).
    var globalTypeAliasDeclarations: [String: TypeAliasDecl] = [:]
    /// `static var snapToTop: SnapToTop` declared in `extension ScrollTargetBehavior where Self == …`.
    var protocolStatics: [String: (function: ScriptFunction, proto: String)] = [:]
    /// The properties of the script's `extension EnvironmentValues`, known before any view's
    /// `@Environment(\.name)` is declared.
    var environmentPropertyNames: Set<String> = []
    /// Names some file declares `private` at its top level (`BodyChecker+FilePrivate`).
    var filePrivateNames: Set<String> = []
    /// Top-level type names two files declare where one is private: a file's own is declared
    /// under its file's key (`DeclarationCollector.fileScopedTypeKey`).
    var filePrivateTypeNames: Set<String> = []
    /// The file of each private top-level type declared under its plain name, while no other
    /// file has declared one of that name.
    var filePrivateTypeFiles: [String: Int] = [:]
    /// Where the private top-level type aliases are declared: each is its file's alone.
    var filePrivateAliases: Set<SourceRange> = []
    /// Which files see which of the top-level types, when packages' targets load with the app.
    var visibility = ModuleVisibility.everywhere
    /// Top-level type names two modules declare (a package's `enum Strings` beside the app's):
    /// a package's is declared under its module's name (`UI.Strings`), the app's under its own.
    var moduleScopedTypeNames: Set<String> = []
    /// The modules the program's files import, whose names may qualify a name (`BodyChecker+ModuleQualifiers`).
    var moduleQualifiers: Set<String> = []
    /// Members the script adds to API-surface types (`extension View`, `extension Color`),
    /// by the surface type's name; found by the same member lookup as the surface's own.
    var surfaceExtensions: [String: StructType] = [:]
    /// What script types get from protocol extensions and surface types from the script's
    /// extensions, made once every declaration is known.
    var inherited: InheritedMembers?
    /// `#Preview` bodies, compiled as view builders, in declaration order.
    var previews: [PreviewScene] = []
    /// Names no loaded file declares, which a view position draws as a placeholder.
    var undeclared = UndeclaredNames.none
    /// The module of each placeholder type that is a module's we do not simulate.
    var placeholderModules: [String: String] = [:]
    /// The app's `@dynamicMemberLookup` types, in declaration order.
    var dynamicMemberTypes: [StructType] = []
    /// The files (by id) that name a type of a file not loaded: parts of an app, whose other
    /// files may declare the globals they use (`BodyChecker.unloadedGlobal`).
    var filesNamingUnloadedTypes: Set<Int> = []

    /// Types declared inside bodies, by their declaration's range: a body finds its own where
    /// it declares them (`FunctionScope.localType`), and no other code can name them.
    var localTypes: [SourceRange: StructType] = [:]
    /// The types each block declares, by name, which name each other (`StructType.localBlock`).
    var localTypeBlocks: [[String: StructType]] = []

    init() {}

    /// The type of a name two modules declare that a file (by id) reaches, as Swift's lookup
    /// finds it: its own module's, else (in a package) one of a module it imports; nil for an
    /// app's file when the app declares the name (its own, under the plain name).
    func moduleScopedType(_ name: String, seenFrom file: Int) -> StructType? {
        if let own = visibility.module(of: file) {
            if let type = types[own + "." + name] { return type }
        } else if types[name] != nil {
            return nil
        }
        for module in visibility.importedModules(of: file) {
            if let type = types[module + "." + name] { return type }
        }
        return nil
    }

    /// A copy for a compiler of the REPL's expressions: what it declares (a REPL `let`) stays its own.
    func copy() -> ProgramDeclarations {
        let copy = ProgramDeclarations()
        copy.types = types
        copy.functions = functions
        copy.globals = globals
        copy.globalCount = globalCount
        copy.globalTypeAliases = globalTypeAliases
        copy.globalTypeAliasDeclarations = globalTypeAliasDeclarations
        copy.protocolStatics = protocolStatics
        copy.environmentPropertyNames = environmentPropertyNames
        copy.filePrivateNames = filePrivateNames
        copy.filePrivateTypeNames = filePrivateTypeNames
        copy.filePrivateTypeFiles = filePrivateTypeFiles
        copy.filePrivateAliases = filePrivateAliases
        copy.moduleQualifiers = moduleQualifiers
        copy.visibility = visibility
        copy.moduleScopedTypeNames = moduleScopedTypeNames
        copy.surfaceExtensions = surfaceExtensions
        copy.inherited = inherited
        copy.previews = previews
        copy.localTypes = localTypes
        copy.localTypeBlocks = localTypeBlocks
        copy.undeclared = undeclared
        copy.placeholderModules = placeholderModules
        return copy
    }

    /// Makes `inherited` from the declarations collected so far.
    /// The type holding the script's members of a surface type, made on first use.
    /// The app's protocols a framework type adopts in an extension, and those they refine,
    /// whose extensions' members its values have (`extension String: Occupiable { }`).
    func scriptProtocols(adoptedBy holder: StructType) -> [StructType] {
        var found: [StructType] = [], pending = holder.conformances
        while let name = pending.popLast() {
            guard let proto = types[name], proto.kind == .protocolType, !found.contains(where: { $0 === proto }) else { continue }
            found.append(proto)
            pending += proto.conformances
        }
        return found
    }

    func surfaceExtension(for name: String, in surface: Surface) -> StructType {
        let canonical = surface.canonical(name)
        if let existing = surfaceExtensions[canonical] { return existing }
        let holder = StructType(name: canonical)
        holder.surfaceSelf = TypeLookup.staticType(surfaceName: canonical)
        if canonical == "Array" || CollectionProtocols.ofArray.contains(canonical) { holder.surfaceSelf = .array(.unknown) }
        if canonical == "Dictionary" { holder.surfaceSelf = .dictionary(.unknown, .unknown) }
        // CGFloat and Float are Double here: the floating-point protocols' `Self` is Double.
        if canonical == "BinaryFloatingPoint" || canonical == "FloatingPoint" { holder.surfaceSelf = .double }
        if canonical == "Set" { holder.surfaceSelf = .set(.unknown) }
        if canonical == "Optional" { holder.surfaceSelf = .optional(.unknown) }
        // `self` in `extension Identifiable` is any conforming value: its members are read as it
        // runs; in `extension Error` it is an error (`localizedDescription` is Foundation's).
        if SignatureResolver.extensibleStandardProtocols.contains(canonical) {
            holder.surfaceSelf = canonical == "Error" || canonical == "LocalizedError" ? .named("Error") : .unknown
        }
        surfaceExtensions[canonical] = holder
        return holder
    }

    func makeInheritedMembers(surface: Surface) {
        let protocols = types.filter { $0.value.kind == .protocolType }
        inherited = InheritedMembers(protocols: protocols, surfaceExtensions: surfaceExtensions,
                                     lineage: { surface.lineage(of: $0) })
    }

    func declareGlobal(_ name: String, type: StaticType, isLet: Bool, range: SourceRange) -> Int {
        let slot = globalCount
        globalCount += 1
        globals[name] = GlobalName(slot: slot, type: type, isLet: isLet, range: range)
        return slot
    }
}

extension ProgramDeclarations {
    /// Whether a script type conforms to a protocol, directly, through a superclass, as a
    /// `View` (whose protocols the surface knows), through the app's own protocols' refinements
    /// (`protocol Ingredient: Identifiable, Hashable`), or as `Hashable` and `Comparable` are `Equatable`.
    func conforms(_ type: StructType, to name: String, surface: Surface) -> Bool {
        if surface.conforms(type, to: name) { return true }
        var pending = type.allConformances, seen = Set<String>()
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            if next == name || (name == "Equatable" && (next == "Hashable" || next == "Comparable")) { return true }
            // The collection protocols refine Sequence (and the random-access one, Collection).
            if name == "Sequence" || name == "Collection", next != "Sequence", ScriptSequences.protocols.contains(next) { return true }
            if let refined = types[next], refined.kind == .protocolType { pending += refined.allConformances }
        }
        return false
    }
}
