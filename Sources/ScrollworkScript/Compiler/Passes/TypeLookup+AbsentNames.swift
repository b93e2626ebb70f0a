import ScrollworkFrontEnd

/// Type names no loaded file declares (`BodyChecker+AbsentNames` says how each is left out):
/// whether a name is such, and the one warning each gets, whichever pass meets it first.
extension TypeLookup {
    /// Why a name no loaded file declares may still be used.
    enum Absence: Equatable {
        /// Declared, presumably, by a file of the app that is not loaded.
        case unloaded
        /// Declared by a module the file imports that scrollwork does not simulate.
        case unsimulated(module: String)
    }

    /// Why `name`, used in file `file`, is absent; nil when it is simply unknown (an error).
    func absence(of name: String, inFile file: Int) -> Absence? {
        if let module = declarations.undeclared.unsimulatedModule(of: name, inFile: file) { return .unsimulated(module: module) }
        // A near miss of a framework's type (`CGFlaot`) is a slip, not another file's type: an error
        // with its hint. (Near the app's own names it is not: `Order` beside a view `Orders`.) A
        // framework name with words added (`MyAlignment`, `AlignmentGuide`) is an app's own name.
        let frameworkTypes = surface.typeNames + Array(BuiltinTypes.scalarTypes.keys) + Array(BuiltinTypes.records.keys)
        guard name.first?.isUppercase == true, declarations.undeclared.lacks(name, inFile: file) else { return nil }
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
        let parts = name.split(separator: ".").map(String.init)
        let root = parts.first ?? name
        if let absence = absence(of: root, inFile: range.file) {
            warnAbsent(name, absence, at: range, PlaceholderMessages.valuesArePlaceholders)
            return .placeholder(name)
        }
        // `Date.Day`: a type the app nests in a framework's type, in an extension of a file not loaded.
        guard parts.count > 1, let nested = parts.last, nested.first?.isUppercase == true,
              surface.type(named: root) != nil || BuiltinTypes.records[root] != nil,
              declarations.undeclared.mayLackMember(nested) else { return nil }
        if sink.warnedNames.insert(name).inserted {
            sink.warning(PlaceholderMessages.unloaded(name, PlaceholderMessages.valuesArePlaceholders), at: range,
                         hint: PlaceholderMessages.memberHint(of: parts.dropLast().joined(separator: ".")))
        }
        return .placeholder(name)
    }

    /// The names a type name may be a misspelling of: the program's types and the surface's.
    var typeNames: Set<String> {
        Set(Array(declarations.types.keys) + surface.typeNames)
    }

    /// Warns once of each absent name, with what follows from its absence (`consequence`).
    func warnAbsent(_ name: String, _ absence: Absence, at range: SourceRange, _ consequence: String) {
        if case .unsimulated(let module) = absence { declarations.placeholderModules[name] = module }
        if absence == .unloaded { declarations.filesNamingUnloadedTypes.insert(range.file) }
        guard sink.warnedNames.insert(name).inserted else { return }
        switch absence {
        case .unloaded:
            // `MyAlignment` is no misspelling of `Alignment`: it only needs its file.
            let closest = Suggestions.closest(to: name, among: Array(typeNames))
                .flatMap { Self.addsWords(name, to: $0) ? nil : "did you mean '\($0)'?" }
            sink.warning(PlaceholderMessages.unloaded(name, consequence), at: range,
                         hint: closest.map { "\($0), or load the files that declare '\(name)'" } ?? PlaceholderMessages.hint)
        case .unsimulated(let module):
            sink.warning(PlaceholderMessages.unsimulated(name, module, consequence), at: range)
        }
    }
}
