import Foundation
import ScrollworkFrontEnd

/// Names a file uses that nothing loaded declares, beyond views (`BodyChecker+Placeholders`):
/// a type of a file that is not loaded (`Item`, `DataController`), or a name of a module
/// scrollwork does not simulate (`CIContext`, `PhotosPickerItem`, `MLModelConfiguration`).
///
/// Each is left out at the smallest unit that needs it, so the rest of its type still loads:
/// - a type written for a property, a parameter or a result is a placeholder type, and a
///   value made or read from such a name (`Item(title: "A")`, `CIFilter.sepiaTone()`) a
///   placeholder value (`PlaceholderValue`), what is read or called on it a placeholder again;
/// - code that *runs* a name of a module we do not simulate (a method's, an initialiser's or a
///   computed property's body, a closure) is left out alone: running it stops with a located
///   error naming the module, and the errors that followed from the missing name are not listed.
/// Each name gets one located warning. Names of the frameworks scrollwork stands in for
/// (`DateFormatter`), near misses of known names (`CGFlaot`) and lower-case names (more often
/// slips than another file's, except in a file that names another file's type) stay errors.
extension BodyChecker {
    /// `Name` or `Name(…)` in an expression, `Name` absent: a placeholder value, or, in code
    /// that runs a module we do not simulate, the left-out code's error. Nil when not absent.
    /// The call's arguments are not compiled: what they mean depends on the missing declaration.
    func placeholderValue(_ name: String, at range: SourceRange) -> TypedExpression? {
        // The app's own name left out for a module: only code that may be left out alone may use
        // it; other code (a view's body) is left out with it, for that module.
        if let module = undeclared.moduleLeavingOut(name) {
            if let use = usesUnsimulated(name, module, isAppDeclaration: true, at: range) { return use }
            error(PlaceholderMessages.leftOutDeclaration(name, module, PlaceholderMessages.usersLeftOut), at: range)
            return .placeholder(.absent(name: name))
        }
        if let absence = typeLookup.absence(of: name, inFile: range.file) { return placeholderValue(name, absence, at: range) }
        return unloadedGlobal(name, at: range)
    }

    /// `tripCards`, a lower-case name no loaded file declares, in a file that also names a type
    /// of a file not loaded (`TripCard`): a global of the app's other files, a placeholder with
    /// one warning. Elsewhere, or near a known name (`tripCard` beside `tripCards`), a lower-case
    /// name is more often a slip: swiftc's error.
    private func unloadedGlobal(_ name: String, at range: SourceRange) -> TypedExpression? {
        guard name.first?.isLowercase == true, declarations.filesNamingUnloadedTypes.contains(range.file),
              undeclared.lacks(name, inFile: range.file), missingNameHint(name, at: range) == nil else { return nil }
        if sink.warnedNames.insert(name).inserted {
            warning(PlaceholderMessages.unloaded(name, PlaceholderMessages.valuesArePlaceholders), at: range,
                    hint: PlaceholderMessages.globalHint)
        }
        return .placeholder(.value(name: name))
    }

    func placeholderValue(_ name: String, _ absence: TypeLookup.Absence, at range: SourceRange) -> TypedExpression {
        if case .unsimulated(let module) = absence, let failure = usesUnsimulated(name, module, at: range) { return failure }
        typeLookup.warnAbsent(name, absence, at: range, PlaceholderMessages.valuesArePlaceholders)
        return .placeholder(.value(name: name))
    }

    /// `result.publisher`, `items.$all.subscribe(on:)`: a member that a module the file imports
    /// and we do not simulate adds to a type we know (Combine's): a placeholder, as its types
    /// are, so the code that runs it is left out; nil for another name.
    ///
    /// With `orExtensionMethod`, also `date.events(for:)` or `Task.never()`: a method no loaded
    /// type and no framework we simulate has (SwiftUI's `.never` is a case, not a method), which
    /// one of the modules the file imports may add in an extension (as a package adds
    /// `events(for:)` to Date), whatever else the files declare by that name (an enum's case).
    func unsimulatedMember(_ name: String, arguments: [Argument] = [], orExtensionMethod: Bool = false,
                           at range: SourceRange) -> TypedExpression? {
        guard let module = undeclared.importedModule(declaring: name, inFile: range.file),
              UnsimulatedModuleNames.owner[name] == module
                || orExtensionMethod && !surface.entries(named: name).contains(where: \.signature.isCallable)
        else { return nil }
        return leftOut(name, arguments, for: module, at: range)
    }

    /// `Binding($card.prompt, replacingNilWith: "")`: an initialiser of a framework type whose
    /// labels fit none of the framework's, in a file importing a module we do not simulate,
    /// which may add it in an extension: left out for that module as its own names are. Nil otherwise.
    func unsimulatedInitializer(_ typeName: String, _ initializers: [SurfaceEntry], _ arguments: [Argument],
                                at range: SourceRange) -> TypedExpression? {
        let shapes = arguments.map(ArgumentShape.init)
        guard !initializers.contains(where: { CallMatcher.fits($0.signature.shapes, shapes) }),
              let module = undeclared.importedModule(declaring: typeName + ".init", inFile: range.file) else { return nil }
        let name = "\(typeName).init(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
        return leftOut(name, arguments, for: module, at: range)
    }

    /// `Publishers.CombineLatest4(…)`: what scrollwork lacks of a namespace it has in part, which
    /// a module we do not simulate owns (Combine's `Publishers`), is that module's, left out as
    /// its names are; nil for another type's member.
    func unsimulatedNamespaceMember(_ typeName: String, _ name: String, arguments: [Argument],
                                    at range: SourceRange) -> TypedExpression? {
        guard let module = undeclared.importedModule(declaring: typeName, inFile: range.file),
              UnsimulatedModuleNames.owner[typeName] == module else { return nil }
        return leftOut(typeName + "." + name, arguments, for: module, at: range)
    }

    /// `.unimplemented("…")` where the context's type is not known: a member the app adds in an
    /// extension of a type of a module we do not simulate (`extension EitherIO` of Either), or
    /// one no loaded file and no framework we simulate declares, in a file that imports such
    /// modules, which may declare it. Code that runs it is left out alone, as for the modules'
    /// own names; nil for another name.
    func unsimulatedImplicitMember(_ name: String, _ arguments: [Argument], at range: SourceRange) -> TypedExpression? {
        var module: String?
        if let type = undeclared.undeclaredType(extendedWith: name), surface.type(named: type) == nil,
           BuiltinTypes.records[type] == nil, BuiltinTypes.scalarTypes[type] == nil,
           case .unsimulated(let owner)? = typeLookup.absence(of: type, inFile: range.file) {
            module = owner
        } else if surface.entries(named: name).isEmpty {
            module = undeclared.unsimulatedModule(of: name, inFile: range.file)
        }
        guard let module else { return nil }
        return leftOut(name, arguments, for: module, at: range)
    }

    /// A use of `name` of `module` with `arguments` (not compiled: what they mean is the
    /// module's): left out for the module, as `placeholderValue` leaves it.
    private func leftOut(_ name: String, _ arguments: [Argument], for module: String, at range: SourceRange) -> TypedExpression {
        compileDiscarding(arguments)
        return placeholderValue(name, .unsimulated(module: module), at: range)
    }

    /// `UIWindow(windowScene:)`, `window.rootViewController`, `database.fetch(withRecordID:)`:
    /// what a type the surface has in part has beyond that part (UIKit's windows,
    /// `UIKitSceneSurface`; CloudKit's container, `CloudKitAccountSurface`) is left out as the
    /// names of its module are; nil for a member of another type.
    func unsimulatedPartUse(_ name: String, arguments: [Argument], at range: SourceRange) -> TypedExpression? {
        guard let type = name.split(separator: ".").first, let module = UnsimulatedModuleNames.moduleOfPart(String(type)) else { return nil }
        compileDiscarding(arguments)
        return placeholderValue(name, .unsimulated(module: module), at: range)
    }

    /// `base.name` or `base.name(…)` on a placeholder: a placeholder named after the member
    /// (the base is still evaluated, for what it does). In code that runs, using a value of a
    /// module we do not simulate leaves that code out.
    func placeholderMember(_ base: Typed, _ name: String, arguments: [Argument] = [], at range: SourceRange) -> TypedExpression? {
        guard case .placeholder(let typeName) = base.type.unwrapped else { return nil }
        compileDiscarding(arguments)
        if let module = placeholderModules[typeName], let failure = usesUnsimulated(typeName, module, at: range) {
            return failure
        }
        return .placeholder(.member(of: base.eval, name: name, typeName: typeName))
    }

    /// Compiles the arguments of a call standing for a placeholder, for what they declare and
    /// use (`$0` of `map { Item(n: $0) }` makes its closure take one argument), and drops the
    /// code and its errors: what the arguments mean depends on the missing declaration.
    func compileDiscarding(_ arguments: [Argument]) {
        guard !arguments.isEmpty else { return }
        let before = diagnostics.count
        for argument in arguments { _ = expression(argument.value) }
        diagnostics = Array(diagnostics[..<before]) + diagnostics[before...].filter { $0.severity != .error }
    }

    /// Compiles a unit of code (a body, a closure) that is left out alone when it runs a name
    /// of a module we do not simulate: it then raises, when run, the located error naming the
    /// module, and the errors that followed from the missing name are dropped. `subject` names
    /// the unit in that error (`'calculateBedtime()'`).
    ///
    /// An initialiser (`initializerOf` its type) left out so does not stop: `@StateObject var
    /// model = Model()` of a class whose `init()` sets up Core Data would keep the whole scene
    /// from opening. Its instance is made with its properties' declared initial values (one
    /// with none holds nil, or a placeholder; one Swift guarantees a value holds what says
    /// which module left it unset, `UnsetProperty`), with one located warning saying so.
    func leavingOutUnsimulated(_ subject: String, initializerOf owner: StructType? = nil, _ compile: () -> Exec) -> Exec {
        let saved = leftOutUse
        leftOutUse = .open(nil)
        let before = diagnostics.count
        let exec = compile()
        let outcome = leftOutUse
        leftOutUse = saved
        guard case .open(let use?) = outcome else { return exec }
        diagnostics = Array(diagnostics[..<before]) + diagnostics[before...].filter { $0.severity != .error }
        let reason = PlaceholderMessages.leftOut(subject, use.name, use.module, isAppDeclaration: use.isAppDeclaration)
        if let owner {
            placeholderModules[use.name] = use.module
            let consequence = PlaceholderMessages.initializerIsLeftOut(subject)
            warning(use.isAppDeclaration ? PlaceholderMessages.leftOutDeclaration(use.name, use.module, consequence)
                        : PlaceholderMessages.unsimulated(use.name, use.module, consequence), at: use.range)
            let unset = UnsetProperty.fields(of: owner)
            guard !unset.isEmpty, let (depth, _, _) = scope.selfScope() else { return { _ in .normal } }
            let instance = slotLValue(0, depth: depth)
            return { f in
                try instance.modify(f) { UnsetProperty.mark(unset, of: &$0, reason: reason) }
                return .normal
            }
        }
        if use.isAppDeclaration {
            if sink.warnedNames.insert(use.name).inserted {
                warning(PlaceholderMessages.leftOutDeclaration(use.name, use.module, PlaceholderMessages.codeIsLeftOut(subject)), at: use.range)
            }
        } else {
            typeLookup.warnAbsent(use.name, .unsimulated(module: use.module), at: use.range, PlaceholderMessages.codeIsLeftOut(subject))
        }
        let failure = Diagnostic.error(reason, at: use.range)
        return { _ in throw failure }
    }

    /// The same for code compiled outside any unit (an initial value): never left out.
    func outsideUnits<T>(_ compile: () -> T) -> T {
        let saved = leftOutUse
        leftOutUse = .closed
        defer { leftOutUse = saved }
        return compile()
    }

    /// Inside a unit, records that it runs `name` of `module` and gives code standing in for
    /// the use (never run: the unit is left out); outside, nil.
    private func usesUnsimulated(_ name: String, _ module: String, isAppDeclaration: Bool = false,
                                 at range: SourceRange) -> TypedExpression? {
        guard case .open(let first) = leftOutUse else { return nil }
        if first == nil {
            leftOutUse = .open(UnsimulatedUse(name: name, module: module, range: range, isAppDeclaration: isAppDeclaration))
        }
        return .placeholder(.absent(name: name))
    }
}

/// The first name of a module we do not simulate (or of the app's, left out for one) that a
/// unit of code runs.
struct UnsimulatedUse {
    let name: String
    let module: String
    let range: SourceRange
    /// Whether `name` is the app's own, its declaration left out for the module.
    var isAppDeclaration = false
}

/// Whether the code being compiled is a unit that may be left out (`.open`, with the first
/// unsimulated name it runs so far) or code that is never left out (`.closed`: initial values,
/// the top level).
enum LeftOutUnit {
    case closed
    case open(UnsimulatedUse?)
}
