import Foundation
import ScrollworkFrontEnd

/// Names a file uses that nothing loaded declares, beyond views (`Compiler+Placeholders`):
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
/// slips than another file's) stay errors.
extension Compiler {
    /// Why a name no loaded file declares may still be used.
    enum Absence: Equatable {
        /// Declared, presumably, by a file of the app that is not loaded.
        case unloaded
        /// Declared by a module the file imports that scrollwork does not simulate.
        case unsimulated(module: String)
    }

    /// Why `name`, used in file `file`, is absent; nil when it is simply unknown (an error).
    func absence(of name: String, inFile file: Int) -> Absence? {
        if let module = undeclared.unsimulatedModule(of: name, inFile: file) { return .unsimulated(module: module) }
        // A near miss of a framework's type (`CGFlaot`) is a slip, not another file's type: an error
        // with its hint. (Near the app's own names it is not: `Order` beside a view `Orders`.) A
        // framework name with words added (`MyAlignment`, `AlignmentGuide`) is an app's own name.
        let frameworkTypes = surface.typeNames + Array(BuiltinTypes.scalarTypes.keys) + Array(BuiltinTypes.records.keys)
        guard name.first?.isUppercase == true, undeclared.lacks(name, inFile: file) else { return nil }
        if let closest = Suggestions.closest(to: name, among: frameworkTypes), !Self.addsWords(name, to: closest) { return nil }
        return .unloaded
    }

    /// Whether `name` is `known` with whole camel-case words added before or after it
    /// (`MyAlignment` of `Alignment`), as apps name their own types, rather than a misspelling.
    static func addsWords(_ name: String, to known: String) -> Bool {
        guard name.count > known.count else { return false }
        if name.hasSuffix(known), known.first?.isUppercase == true { return true }
        if name.hasPrefix(known), name.dropFirst(known.count).first?.isUppercase == true { return true }
        return false
    }

    /// The type a type annotation naming an absent type stands for: a placeholder type.
    func placeholderType(_ name: String, at range: SourceRange) -> StaticType? {
        // `CoreImage.CIFilter`: the module's own name is not a type of ours either.
        let root = String(name.split(separator: ".").first ?? Substring(name))
        guard let absence = absence(of: root, inFile: range.file) else { return nil }
        warnAbsent(name, absence, at: range, PlaceholderMessages.valuesArePlaceholders)
        return .placeholder(name)
    }

    /// `Name` or `Name(…)` in an expression, `Name` absent: a placeholder value, or, in code
    /// that runs a module we do not simulate, the left-out code's error. Nil when not absent.
    /// The call's arguments are not compiled: what they mean depends on the missing declaration.
    func placeholderValue(_ name: String, at range: SourceRange) -> Typed? {
        absence(of: name, inFile: range.file).map { placeholderValue(name, $0, at: range) }
    }

    func placeholderValue(_ name: String, _ absence: Absence, at range: SourceRange) -> Typed {
        if case .unsimulated(let module) = absence, let failure = usesUnsimulated(name, module, at: range) { return failure }
        warnAbsent(name, absence, at: range, PlaceholderMessages.valuesArePlaceholders)
        let value = Value.host(PlaceholderValue(name))
        return Typed({ _ in value }, .placeholder(name))
    }

    /// `base.name` or `base.name(…)` on a placeholder: a placeholder named after the member
    /// (the base is still evaluated, for what it does). In code that runs, using a value of a
    /// module we do not simulate leaves that code out.
    func placeholderMember(_ base: Typed, _ name: String, arguments: [Argument] = [], at range: SourceRange) -> Typed? {
        guard case .placeholder(let typeName) = base.type.unwrapped else { return nil }
        compileDiscarding(arguments)
        if let module = placeholderModules[typeName], let failure = usesUnsimulated(typeName, module, at: range) {
            return failure
        }
        let eval = base.eval
        return Typed({ f in
            guard let placeholder = PlaceholderValue.of(try eval(f)) else { return .none }
            return placeholder.member(name)
        }, .placeholder(typeName))
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
    /// An initialiser (`isInitializer`) left out so does not stop: `@StateObject var model =
    /// Model()` of a class whose `init()` sets up Core Data would keep the whole scene from
    /// opening. Its instance is made with its properties' declared initial values (one with
    /// none holds nil, or a placeholder), with one located warning saying so.
    func leavingOutUnsimulated(_ subject: String, isInitializer: Bool = false, _ compile: () -> Exec) -> Exec {
        let saved = leftOutUse
        leftOutUse = .open(nil)
        let before = diagnostics.count
        let exec = compile()
        let outcome = leftOutUse
        leftOutUse = saved
        guard case .open(let use?) = outcome else { return exec }
        diagnostics = Array(diagnostics[..<before]) + diagnostics[before...].filter { $0.severity != .error }
        if isInitializer {
            placeholderModules[use.name] = use.module
            warning(PlaceholderMessages.unsimulated(use.name, use.module, PlaceholderMessages.initializerIsLeftOut(subject)), at: use.range)
            return { _ in .normal }
        }
        warnAbsent(use.name, .unsimulated(module: use.module), at: use.range, PlaceholderMessages.codeIsLeftOut(subject))
        let failure = Diagnostic.error(PlaceholderMessages.leftOut(subject, use.name, use.module), at: use.range)
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
    private func usesUnsimulated(_ name: String, _ module: String, at range: SourceRange) -> Typed? {
        guard case .open(let first) = leftOutUse else { return nil }
        if first == nil { leftOutUse = .open(UnsimulatedUse(name: name, module: module, range: range)) }
        return Typed({ _ in .none }, .placeholder(name))
    }

    private func warnAbsent(_ name: String, _ absence: Absence, at range: SourceRange, _ consequence: String) {
        if case .unsimulated(let module) = absence { placeholderModules[name] = module }
        guard warnedUndeclared.insert(name).inserted else { return }
        switch absence {
        case .unloaded:
            // `MyAlignment` is no misspelling of `Alignment`: it only needs its file.
            let closest = Suggestions.closest(to: name, among: knownNames(like: name))
                .flatMap { Self.addsWords(name, to: $0) ? nil : "did you mean '\($0)'?" }
            warning(PlaceholderMessages.unloaded(name, consequence), at: range,
                    hint: closest.map { "\($0), or load the files that declare '\(name)'" } ?? PlaceholderMessages.hint)
        case .unsimulated(let module):
            warning(PlaceholderMessages.unsimulated(name, module, consequence), at: range)
        }
    }
}

/// The first name of a module we do not simulate that a unit of code runs.
struct UnsimulatedUse {
    let name: String
    let module: String
    let range: SourceRange
}

/// Whether the code being compiled is a unit that may be left out (`.open`, with the first
/// unsimulated name it runs so far) or code that is never left out (`.closed`: initial values,
/// the top level).
enum LeftOutUnit {
    case closed
    case open(UnsimulatedUse?)
}
