import ScrollworkFrontEnd

/// The names a program may use without any loaded file declaring them: what one file pasted
/// from an app or an article takes from the app's other files (`CellView`, an `idView`
/// modifier of `extension View`). Where such a name stands for a view the scene still opens,
/// with the view drawn as a placeholder (see `BodyChecker+Placeholders.swift`).
///
/// A name any loaded file declares is never one of them, even when its declaration is left
/// out for errors: then the declaration's own error is what the user needs to see. Nor is a
/// name of the frameworks scrollwork stands in for that it lacks (`DateFormatter`), or one a
/// module the file imports and scrollwork lacks may declare (that module's note says so).
struct UndeclaredNames {
    /// Every type, function, variable, case and member name the loaded files declare, at any depth.
    private let declared: Set<String>
    /// Of those, the names declared only as types nested in another type (`Product` of `struct
    /// BirdFood { struct Product }`): where no enclosing type declares it, Swift finds such a
    /// name in the modules the file imports (StoreKit's `Product`), not in the other type.
    private var nestedTypesOnly: Set<String> = []
    /// Per file id, the modules it imports that scrollwork does not have.
    private let lackedImports: [Int: [String]]
    /// Per file id, the frameworks we stand in for that it imports (SwiftData).
    private var standInImports: [Int: Set<String>] = [:]
    /// Per file id, the frameworks it imports that re-export a module scrollwork does not have
    /// (`UnsimulatedModuleNames.reexportedByStandIns`).
    private var reexportingImports: [Int: [String]] = [:]
    /// The app's types that wrap a UIKit view (`UIKitRepresentables`), drawn as placeholders.
    private let representables: Set<String>
    /// Those of them that wrap a UIKit gesture recognizer instead, attached as gestures never recognised.
    private var gestureRepresentables: Set<String> = []
    /// False for the REPL's expression compilers, which keep every unknown name an error.
    private let isActive: Bool
    /// Whether the files are part of an app (files loaded alone, not its whole folder), so
    /// that a member of a framework type no file declares (`Bundle.main.decode(…)`) may be
    /// in an extension of a file not loaded.
    let isPartial: Bool
    /// The app's own names whose declarations a build left out for a module we do not
    /// simulate (`class ShareSource: UIActivityItemSource`, of UIKit's view machinery), by that module.
    private var leftOutForModules: [String: String] = [:]
    /// Members of extensions of types no loaded file declares, by member: the type extended
    /// (`unimplemented` of `extension EitherIO`), the first by name where several are.
    private var extendedUndeclaredTypes: [String: String] = [:]
    /// The classes Xcode generates from the app's models (`AppResources.generatedClasses`): names
    /// of CoreData or CoreML, which scrollwork does not simulate, where no loaded file declares them.
    private var generated: [String: String] = [:]

    static let none = UndeclaredNames(declared: [], lackedImports: [:], representables: [], isActive: false, isPartial: false)

    private init(declared: Set<String>, lackedImports: [Int: [String]], representables: Set<String>, isActive: Bool, isPartial: Bool) {
        self.declared = declared
        self.lackedImports = lackedImports
        self.representables = representables
        self.isActive = isActive
        self.isPartial = isPartial
    }

    /// The names of `units`, every file of the program (those whose declarations a build
    /// leaves out included); `wholeModule` when they are an app's whole folder.
    init(_ units: [SourceUnit], wholeModule: Bool = false, generated: [String: String] = [:]) {
        var declared = Set<String>(), lacked = [Int: [String]](), reexporting = [Int: [String]](), representables = Set<String>()
        var standIns = [Int: Set<String>]()
        var gestures = Set<String>()
        var extensionMembers = [(type: String, member: String)]()
        let byExtensions = Set(UIKitRepresentables.madeByExtensions(units).compactMap { $0.split(separator: ".").last.map(String.init) })
        var pending = units.flatMap(\.declarations).map { (declaration: $0, isNested: false) }
        // A type declared in a body is as one nested in another: no other code can name it.
        pending += units.flatMap(\.localTypes).joined().map { ($0, true) }
        var nestedTypes = Set<String>(), outerNames = Set<String>()
        while let (declaration, isNested) = pending.popLast() {
            if !isNested, DeclarationDependencies.extendedTypeName(of: declaration) == nil {
                outerNames.formUnion(DeclarationDependencies.declared(by: declaration).names)
            }
            switch declaration.kind {
            case .importDecl(let decl):
                if let module = decl.path.first, UnsimulatedModuleNames.standIns.contains(module) {
                    standIns[declaration.range.file, default: []].insert(module)
                }
                if let module = decl.path.first, !UnsimulatedModuleNames.had.contains(module) {
                    lacked[declaration.range.file, default: []].append(module)
                } else if let module = decl.path.first, UnsimulatedModuleNames.reexportedByStandIns[module] != nil {
                    reexporting[declaration.range.file, default: []].append(module)
                }
            case .structDecl(let decl) where UIKitRepresentables.isRepresentable(decl) || byExtensions.contains(decl.name):
                representables.insert(decl.name)
                if UIKitRepresentables.isGestureRepresentable(decl) { gestures.insert(decl.name) }
            case .structDecl(let decl):
                declared.insert(decl.name)
                if isNested { nestedTypes.insert(decl.name) }
                pending += decl.members.map { ($0, true) }
            case .extensionDecl(let decl):
                pending += decl.members.map { ($0, true) }
                if let type = decl.extendedType.dottedName?.split(separator: ".").first.map(String.init) {
                    extensionMembers += DeclarationDependencies.declared(by: declaration).members.map { (type, $0) }
                }
            case .function(let decl): declared.insert(decl.name)
            case .variable(let decl): declared.insert(decl.name)
            case .typeAlias(let decl): declared.insert(decl.name)
            case .enumCase(let elements): declared.formUnion(elements.map(\.name))
            case .associatedType(let name, _): declared.insert(name)
            case .preview, .initializer, .deinitializer, .invalid: break
            }
        }
        self.init(declared: declared, lackedImports: lacked, representables: representables,
                  isActive: true, isPartial: !wholeModule)
        reexportingImports = reexporting
        standInImports = standIns
        gestureRepresentables = gestures
        nestedTypesOnly = nestedTypes.subtracting(outerNames)
        self.generated = generated
        for (type, member) in extensionMembers where !declared.contains(type) {
            extendedUndeclaredTypes[member] = min(extendedUndeclaredTypes[member] ?? type, type)
        }
    }

    /// The type no loaded file declares that an extension adding the member `name` extends
    /// (`EitherIO` for `.unimplemented`): a module's, when the file using it imports one we lack.
    func undeclaredType(extendedWith name: String) -> String? {
        isActive ? extendedUndeclaredTypes[name] : nil
    }

    /// Whether `name`, used in the file `file` and found nowhere else, is one the loaded files
    /// lack rather than a mistake or a name of a module scrollwork does not have.
    func lacks(_ name: String, inFile file: Int) -> Bool {
        guard isActive, !declared.contains(name), !UnsimulatedModuleNames.framework.contains(name) else { return false }
        guard let modules = lackedImports[file] else { return UnsimulatedModuleNames.owner[name] == nil }
        // A name of a module we know (`CLLocationCoordinate2D`) is that module's, not another file's:
        // without its import it is an error, as in Swift.
        return UnsimulatedModuleNames.blamed(name, imports: modules) == nil && UnsimulatedModuleNames.owner[name] == nil
    }

    /// The same names, with `names` (the app's own, by module) left out for modules we do not simulate.
    func leavingOut(_ names: [String: String]) -> UndeclaredNames {
        var copy = self
        copy.leftOutForModules = names
        return copy
    }

    /// Whether `name`, a type of a framework we stand in for that the file does not import
    /// (SwiftData's `Query`), is hidden there by a module it imports and we lack, which may
    /// declare one of that name (FirebaseFirestore's `Query`): Swift looks names up in each
    /// file's own imports.
    func hidesFrameworkType(_ name: String, inFile file: Int) -> Bool {
        guard isActive, let module = UnsimulatedModuleNames.standInTypes[name], lackedImports[file]?.isEmpty == false else { return false }
        return standInImports[file]?.contains(module) != true
    }

    /// The module we do not simulate that the declaration of the app's `name` was left out
    /// for: code that runs it is left out alone, as code running the module's own names is.
    func moduleLeavingOut(_ name: String) -> String? {
        isActive ? leftOutForModules[name] : nil
    }

    /// Whether `name` is one of the app's types that wrap a UIKit view.
    func isRepresentable(_ name: String) -> Bool {
        isActive && representables.contains(name)
    }

    /// Whether `name` is one of the app's types that wrap a UIKit gesture recognizer.
    func isGestureRepresentable(_ name: String) -> Bool {
        isActive && gestureRepresentables.contains(name)
    }

    /// The module we do not simulate that `name`, used in file `file`, comes from: one the
    /// file imports that declares it (or may: a module we know nothing of), or a part of a
    /// framework we do not simulate (UIKit's view machinery, `UIKitRepresentables`), when no
    /// loaded file declares it.
    func unsimulatedModule(of name: String, inFile file: Int) -> String? {
        guard !declared.contains(name) || nestedTypesOnly.contains(name) else { return nil }
        if isActive, let part = UnsimulatedModuleNames.frameworkPart(of: name) { return part }
        if isActive, let module = generated[name] { return module }
        return importedModule(declaring: name, inFile: file)
    }

    /// The module we do not simulate, imported by file `file`, that declares the member `name`
    /// (`\.requestReview` of StoreKit), whatever the files declare under that name.
    func importedModule(declaring name: String, inFile file: Int) -> String? {
        guard isActive else { return nil }
        if let modules = lackedImports[file], let module = UnsimulatedModuleNames.blamed(name, imports: modules) { return module }
        return UnsimulatedModuleNames.reexportedOwner(of: name, by: reexportingImports[file] ?? [])
    }

    /// Whether a member name (a modifier) is declared by no loaded file; the surface's own
    /// members are the caller's to rule out.
    func lacksMember(_ name: String) -> Bool {
        isActive && !declared.contains(name) && UnsimulatedModuleNames.owner[name] == nil
    }

    /// Whether a member of a framework type (`decode` of `Bundle`, `.roundedAndShadow` of a
    /// button style) may be one an extension in a file not loaded declares: only when the
    /// files are loaded without the rest of their app. The loaded files' extensions of the type
    /// are the caller's to rule out; a member of that name in another type (a view's
    /// `currentWeek` beside `Date.currentWeek`) does not.
    func mayLackMember(_ name: String) -> Bool {
        isPartial && isActive && UnsimulatedModuleNames.owner[name] == nil
    }
}
