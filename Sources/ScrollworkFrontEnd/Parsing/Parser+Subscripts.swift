// `subscript` declarations, parsed as the accessor functions `value[…]` calls.
extension Parser.State {
    /// `subscript(index: Int) -> T { get { … } set { … } }`, or a getter's body alone: the
    /// getter as a function named `FunctionDecl.subscriptGetterName` and, with a `set`, a
    /// setter named `FunctionDecl.subscriptSetterName` whose last parameter is the new value.
    /// The current token is `subscript`.
    mutating func parseSubscript() -> [(function: FunctionDecl, isSetter: Bool)] {
        let keyword = advance()
        let generics = parseGenericParameterClause()
        guard at(.leftParen) else {
            errorAtCurrent(ParserMessages.expected("'(' for subscript parameters"))
            skipToBodyAndOver()
            return []
        }
        let parameters = parseParameterClause(namesAreLabels: false)
        let throwing = skipEffects()
        guard expect(.arrow, ParserMessages.expected("'->' for subscript element type")) else {
            skipToBodyAndOver()
            return []
        }
        let elementType = parseType()
        let requirements = at(.keyword(.where)) ? parseWhereClause() : []
        guard at(.leftBrace) else {
            errorAtCurrent(ParserMessages.expected("'{' in subscript to specify getter and setter implementation"))
            synchronizeDeclaration()
            return []
        }
        let accessors = parseAccessors(afterInitializer: false)
        func function(_ name: String, _ parameters: [Parameter], returnType: TypeSyntax?, _ accessor: Accessor) -> FunctionDecl {
            FunctionDecl(name: name, nameRange: range(keyword), genericParameters: generics, parameters: parameters,
                         returnType: returnType, whereClause: requirements, hasBody: !accessor.isRequirement,
                         body: accessor.body, throwing: throwing)
        }
        var functions: [(FunctionDecl, Bool)] = []
        if let getter = accessors.first(where: { $0.kind == .get }) {
            functions.append((function(FunctionDecl.subscriptGetterName, parameters, returnType: elementType, getter), false))
        } else {
            error(ParserMessages.expected("a getter in the subscript"), at: range(keyword))
        }
        if let setter = accessors.first(where: { $0.kind == .set }) {
            let newValue = Parameter(label: nil, name: setter.parameterName ?? "newValue", type: elementType, range: setter.range)
            functions.append((function(FunctionDecl.subscriptSetterName, parameters + [newValue], returnType: nil, setter), true))
        }
        return functions
    }
}
