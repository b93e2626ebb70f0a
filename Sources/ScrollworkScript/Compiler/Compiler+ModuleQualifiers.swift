import ScrollworkFrontEnd

/// Module-qualified names in expressions and the imports that make them (`TypeLookup+ModuleQualifiers`).
extension Compiler {
    /// Records the modules the files import (`import Backend`), before any body is compiled.
    func noteImportedModule(_ path: [String]) {
        if let module = path.first { moduleQualifiers.insert(module) }
    }

    /// `Backend.Category.all` as `Category.all`: the chain without its module, or nil.
    func chainWithoutModule(_ base: Expression, _ operations: [PostfixOperation]) -> (Expression, [PostfixOperation])? {
        guard case .identifier(let module) = base.kind, let first = operations.first,
              case .member(let name, let nameRange) = first.kind, typeLookup.isModuleQualifier(module, at: base.range) else { return nil }
        return (Expression(kind: .identifier(name), range: SourceRange(file: base.range.file, start: base.range.start, end: nameRange.end)),
                Array(operations.dropFirst()))
    }
}
