import ScrollworkFrontEnd

/// `Backend.Category`, `SwiftUI.Animation`, `Swift.Error`: a name qualified by the module that
/// declares it, as apps write it where two modules declare one name. The program is one
/// namespace (`ModuleAccess` keeps the local modules' access rules), so a qualifier that names
/// a module some file imports, or one of the frameworks, is read past, unless the program
/// declares a type, variable or function of that name, which Swift would find first.
extension TypeLookup {
    /// The frameworks a name may be qualified with without an import naming them.
    static let frameworkQualifiers: Set<String> = UnsimulatedModuleNames.had.union(DeclarationCollector.allowedImports)

    /// Whether `name`, written before a dot, is a module's name rather than one of the program's.
    /// An imported module other than the frameworks qualifies only what the program declares at
    /// its top level (a local package's types and functions): a module's name cannot reach an
    /// enclosing type's members, so `Purchases.shared` of a module scrollwork lacks is that
    /// module's, not the app's own `shared`.
    func isModuleQualifier(_ name: String, of member: String, at range: SourceRange) -> Bool {
        let isFramework = Self.frameworkQualifiers.contains(name)
        guard declarations.moduleQualifiers.contains(name) || isFramework else { return false }
        guard resolveTypeName(name) == nil && scope?.lookup(name) == nil && declarations.global(name, at: range) == nil
            && declarations.topLevelFunctions(name, at: range) == nil else { return false }
        return isFramework || resolveTypeName(member) != nil || declarations.global(member, at: range) != nil
            || declarations.topLevelFunctions(member, at: range) != nil
    }

    /// `Module.Name` as a type: `Name`, or nil when the base is no module. A framework's name
    /// the program also declares (`SwiftUI.Visibility` beside the app's `Visibility`) is the
    /// framework's type.
    func typeWithoutModule(_ syntax: TypeSyntax) -> StaticType? {
        guard let (module, unqualified) = syntaxWithoutModule(syntax) else { return nil }
        if Self.frameworkQualifiers.contains(module), case .named(let name, let arguments) = unqualified.kind, arguments.isEmpty,
           resolveTypeName(name) != nil, surface.type(named: name) != nil {
            return Self.staticType(surfaceName: surface.canonical(name))
        }
        // `Swift.Result<Data, Error>` where the app declares its own `Result`: the standard enum.
        if Self.frameworkQualifiers.contains(module), case .named("Result", let arguments) = unqualified.kind,
           let standard = declarations.types[BodyChecker.qualifiedStandardResult], resolveTypeName("Result") !== standard {
            return staticType(TypeSyntax(kind: .named(BodyChecker.qualifiedStandardResult, genericArguments: arguments), range: syntax.range))
        }
        // `Swift.Error` inside a type that nests its own `Error`: the standard library's.
        if Self.frameworkQualifiers.contains(module), case .named(let name, let arguments) = unqualified.kind, arguments.isEmpty,
           let standard = Self.standardTypes[name] {
            return standard
        }
        // `UI.Strings` where the app declares a `Strings` too: that module's own.
        if case .named(let name, _) = unqualified.kind, declarations.moduleScopedTypeNames.contains(name),
           let scoped = declarations.types[module + "." + name] {
            return .of(scoped)
        }
        // A module's name reaches its top-level types only: `Model.PokemonType` inside `enum
        // Strings`, which nests its own `PokemonType`, is the package's.
        let topLevel = TypeLookup(declarations: declarations, surface: surface, sink: sink, nominal: nil, file: file)
        return topLevel.staticType(unqualified)
    }

    /// `Models.Notification.Kind` as `Notification.Kind`, with the module's name: the module is
    /// the innermost base of the member chain, and qualifies the type nested in it.
    func syntaxWithoutModule(_ syntax: TypeSyntax) -> (module: String, type: TypeSyntax)? {
        guard case .member(let base, let name, let arguments) = syntax.kind else { return nil }
        if case .named(let module, let none) = base.kind, none.isEmpty {
            guard isModuleQualifier(module, of: name, at: base.range) else { return nil }
            return (module, TypeSyntax(kind: .named(name, genericArguments: arguments), range: syntax.range))
        }
        guard let (module, inner) = syntaxWithoutModule(base) else { return nil }
        return (module, TypeSyntax(kind: .member(inner, name, genericArguments: arguments), range: syntax.range))
    }
}
