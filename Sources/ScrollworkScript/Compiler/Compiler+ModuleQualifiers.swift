import ScrollworkFrontEnd

/// `Backend.Category`, `SwiftUI.Animation`, `Swift.Error`: a name qualified by the module that
/// declares it, as apps write it where two modules declare one name. The program is one
/// namespace (`ModuleAccess` keeps the local modules' access rules), so a qualifier that names
/// a module some file imports, or one of the frameworks, is read past, unless the program
/// declares a type, variable or function of that name, which Swift would find first.
extension Compiler {
    /// The frameworks a name may be qualified with without an import naming them.
    static let frameworkQualifiers: Set<String> = UnsimulatedModuleNames.had.union(Compiler.allowedImports)

    /// Records the modules the files import (`import Backend`), before any body is compiled.
    func noteImportedModule(_ path: [String]) {
        if let module = path.first { moduleQualifiers.insert(module) }
    }

    /// Whether `name`, written before a dot, is a module's name rather than one of the program's.
    func isModuleQualifier(_ name: String, at range: SourceRange) -> Bool {
        guard moduleQualifiers.contains(name) || Self.frameworkQualifiers.contains(name) else { return false }
        return resolveTypeName(name) == nil && scope.lookup(name) == nil && global(name, at: range) == nil
            && topLevelFunctions(name, at: range) == nil
    }

    /// `Module.Name` as a type: `Name`, or nil when the base is no module. A framework's name
    /// the program also declares (`SwiftUI.Visibility` beside the app's `Visibility`) is the
    /// framework's type.
    func typeWithoutModule(_ syntax: TypeSyntax) -> StaticType? {
        guard case .member(let base, let name, let arguments) = syntax.kind, case .named(let module, let none) = base.kind,
              none.isEmpty, isModuleQualifier(module, at: base.range) else { return nil }
        if Self.frameworkQualifiers.contains(module), arguments.isEmpty, resolveTypeName(name) != nil, surface.type(named: name) != nil {
            return staticType(surfaceName: surface.canonical(name))
        }
        return staticType(TypeSyntax(kind: .named(name, genericArguments: arguments), range: syntax.range))
    }

    /// `Backend.Category.all` as `Category.all`: the chain without its module, or nil.
    func chainWithoutModule(_ base: Expression, _ operations: [PostfixOperation]) -> (Expression, [PostfixOperation])? {
        guard case .identifier(let module) = base.kind, let first = operations.first,
              case .member(let name, let nameRange) = first.kind, isModuleQualifier(module, at: base.range) else { return nil }
        return (Expression(kind: .identifier(name), range: SourceRange(file: base.range.file, start: base.range.start, end: nameRange.end)),
                Array(operations.dropFirst()))
    }
}
