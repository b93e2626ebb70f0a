import ScrollworkFrontEnd

/// `Backend.Category.all`: a module-qualified name in an expression (`TypeLookup+ModuleQualifiers`).
extension BodyChecker {
    /// `Backend.Category.all` as `Category.all`: the chain without its module, or nil.
    func chainWithoutModule(_ base: Expression, _ operations: [PostfixOperation]) -> (Expression, [PostfixOperation])? {
        guard case .identifier(let module) = base.kind, let first = operations.first,
              case .member(let name, let nameRange) = first.kind, typeLookup.isModuleQualifier(module, of: name, at: base.range) else { return nil }
        return (Expression(kind: .identifier(name), range: SourceRange(file: base.range.file, start: base.range.start, end: nameRange.end)),
                Array(operations.dropFirst()))
    }

    /// `Swift.min(a, b)`: the framework's function, called where a member of `self` has the
    /// same name (`min()` in an extension of `ClosedRange`), as the qualifier tells Swift.
    func frameworkFunctionCall(_ module: Expression, _ name: Expression, _ rest: [PostfixOperation]) -> TypedExpression? {
        guard case .identifier(let moduleName) = module.kind, TypeLookup.frameworkQualifiers.contains(moduleName),
              case .identifier(let functionName) = name.kind, let arguments = rest.first?.callArguments,
              topLevelFunctions(functionName, at: name.range) == nil else { return nil }
        let functions = surface.overloads(.global, functionName)
        guard !functions.isEmpty else { return nil }
        return surfaceCall(functionName, functions, receiver: nil, arguments, nameRange: name.range, range: rest[0].range)
    }

    /// `Swift.Duration.seconds(3)` where the app declares its own `Duration`: the framework
    /// type's static member (or call of one), as the qualifier tells Swift, with the number of
    /// steps of `rest` it takes.
    func frameworkTypeMember(_ module: Expression, _ type: Expression, _ rest: [PostfixOperation]) -> (head: TypedExpression, steps: Int)? {
        guard case .identifier(let moduleName) = module.kind, TypeLookup.frameworkQualifiers.contains(moduleName),
              case .identifier(let typeName) = type.kind, resolveTypeName(typeName) != nil, surface.type(named: typeName) != nil,
              let first = rest.first else { return nil }
        let framework = surface.canonical(typeName)
        // `SwiftUI.Tab("Home", systemImage: "house") { … }`, `SwiftUI.Tab.init(value: 1) { … }`:
        // the framework type's initialiser.
        if let arguments = first.callArguments {
            return (initializerCall(framework, arguments, range: first.range, nameRange: type.range, frameworkOnly: true), 1)
        }
        guard case .member(let name, let nameRange) = first.kind else { return nil }
        if rest.count > 1, let arguments = rest[1].callArguments {
            if name == "init" { return (initializerCall(framework, arguments, range: rest[1].range, nameRange: type.range, frameworkOnly: true), 2) }
            return (surfaceStaticCall(framework, name, arguments, nameRange: nameRange, range: rest[1].range), 2)
        }
        return (surfaceStatic(framework, name, range: nameRange), 1)
    }
}
