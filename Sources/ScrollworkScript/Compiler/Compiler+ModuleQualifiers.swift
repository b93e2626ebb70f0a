import ScrollworkFrontEnd

/// `Backend.Category.all`: a module-qualified name in an expression (`TypeLookup+ModuleQualifiers`).
extension Compiler {
    /// `Backend.Category.all` as `Category.all`: the chain without its module, or nil.
    func chainWithoutModule(_ base: Expression, _ operations: [PostfixOperation]) -> (Expression, [PostfixOperation])? {
        guard case .identifier(let module) = base.kind, let first = operations.first,
              case .member(let name, let nameRange) = first.kind, typeLookup.isModuleQualifier(module, of: name, at: base.range) else { return nil }
        return (Expression(kind: .identifier(name), range: SourceRange(file: base.range.file, start: base.range.start, end: nameRange.end)),
                Array(operations.dropFirst()))
    }
}
