// Functions, initializers, parameters and properties (stored and computed).
extension Parser.State {
    /// The operators a type (with `static func`) or a file may implement.
    static let declarableOperators: Set<Operator> = [.equal, .notEqual, .less, .plus, .minus, .star, .slash, .percent,
                                                     .plusAssign, .minusAssign, .starAssign, .slashAssign]

    /// A function; one `@NSManaged` (`isManaged`), whose body Core Data provides, may have none.
    mutating func parseFunction(isManaged: Bool = false) -> DeclarationKind {
        advance()
        let nameToken: Token
        var generics: [GenericParameter] = []
        if case .op(let op) = current.kind, Self.declarableOperators.contains(op) {
            // `static func == (lhs: T, rhs: T) -> Bool`, `static func <`, `static func + (lhs: Self,
            // rhs: Self) -> Self`, `static func += (lhs: inout Self, rhs: Self)`: operators a type
            // implements, or a file (`func * (size: CGSize, scale: CGFloat) -> CGSize`), generic
            // ones too (`func ==<T: Equatable>(lhs: [T]?, rhs: [T]?) -> Bool`).
            nameToken = advance()
            generics = parseGenericParameterClause()
        } else {
            guard isNameLike(current) || at(.identifier) else {
                if case .op = current.kind {
                    error(ParserMessages.unsupported("operator functions other than comparisons, '+', '-', '*', '/', '%' and '+=', '-=', '*=', '/='"),
                          at: currentRange)
                } else {
                    errorAtCurrent(ParserMessages.expectedName("function"))
                }
                skipToBodyAndOver()
                return .invalid
            }
            nameToken = advance()
            generics = parseGenericParameterClause()
        }
        guard at(.leftParen) else {
            errorAtCurrent(ParserMessages.expected("'(' in argument list of function declaration"))
            skipToBodyAndOver()
            return .invalid
        }
        let parameters = parseParameterClause()
        let throwing = skipEffects()
        var returnType: TypeSyntax?
        if consume(.arrow) { returnType = parseType() }
        let requirements = at(.keyword(.where)) ? parseWhereClause() : []
        guard at(.leftBrace) else {
            if inProtocol || isManaged {
                return .function(FunctionDecl(name: text(nameToken), nameRange: range(nameToken), genericParameters: generics,
                                              parameters: parameters, returnType: returnType, whereClause: requirements,
                                              hasBody: false, body: Block(statements: [], range: SourceRange(file: file, at: previousEnd)),
                                              throwing: throwing))
            }
            errorAtCurrent(ParserMessages.expected("'{' in body of function declaration"))
            synchronizeDeclaration()
            return .invalid
        }
        let body = parseBlock()
        return .function(FunctionDecl(name: text(nameToken), nameRange: range(nameToken), genericParameters: generics,
                                      parameters: parameters, returnType: returnType, whereClause: requirements, body: body,
                                      throwing: throwing))
    }

    mutating func parseInitializer() -> DeclarationKind {
        advance()
        var failable = false
        if (at(.op(.question)) || at(.op(.not))), !current.spaceBefore {
            failable = at(.op(.question))
            advance()
        }
        let generics = parseGenericParameterClause()
        guard at(.leftParen) else {
            errorAtCurrent(ParserMessages.expected("'(' in initializer declaration"))
            skipToBodyAndOver()
            return .invalid
        }
        let parameters = parseParameterClause()
        let throwing = skipEffects()
        let requirements = at(.keyword(.where)) ? parseWhereClause() : []
        guard at(.leftBrace) else {
            if inProtocol {
                return .initializer(InitializerDecl(parameters: parameters, isFailable: failable, hasBody: false,
                                                    body: Block(statements: [], range: SourceRange(file: file, at: previousEnd)),
                                                    throwing: throwing, genericParameters: generics, whereClause: requirements))
            }
            errorAtCurrent(ParserMessages.expected("'{' in body of initializer"))
            synchronizeDeclaration()
            return .invalid
        }
        return .initializer(InitializerDecl(parameters: parameters, isFailable: failable, body: parseBlock(), throwing: throwing,
                                            genericParameters: generics, whereClause: requirements))
    }

    /// `async`, `throws`, `rethrows` after a parameter list; what the function may throw.
    /// Scripts run synchronously, so a function that may suspend behaves as one that does not.
    @discardableResult
    mutating func skipEffects() -> Throwing {
        var throwing = Throwing.none
        while true {
            if at(.keyword(.throws)) || at(.keyword(.rethrows)) {
                throwing = at(.keyword(.throws)) ? .throws : .rethrows
                advance()
                // Typed throws: `throws(MyError)`.
                if at(.leftParen), !current.spaceBefore { skipGroup() }
            } else if atIdentifier("async") || atIdentifier("reasync") {
                advance()
            } else {
                return throwing
            }
        }
    }

    /// `(label name: Type = default, …)`. In a subscript's clause a single name is no
    /// label (`namesAreLabels` false), as in Swift.
    mutating func parseParameterClause(namesAreLabels: Bool = true) -> [Parameter] {
        advance()
        var parameters: [Parameter] = []
        while !at(.rightParen), !atEnd {
            let before = index
            if let parameter = parseParameter(nameIsLabel: namesAreLabels) {
                parameters.append(parameter)
            } else {
                // Skip to the next parameter or the end of the list.
                while !at(.comma), !at(.rightParen), !atEnd, !at(.leftBrace) { skipTokenOrGroup() }
            }
            if at(.leftBrace) { break }
            if !consume(.comma) {
                if !at(.rightParen) {
                    errorAtCurrent(ParserMessages.expected("',' separator"))
                    while !at(.comma), !at(.rightParen), !atEnd, !at(.leftBrace) { skipTokenOrGroup() }
                    _ = consume(.comma)
                }
            }
            if index == before { advance() }
        }
        expect(.rightParen, ParserMessages.expected("')' in parameter list"))
        return parameters
    }

    private mutating func parseParameter(nameIsLabel: Bool) -> Parameter? {
        let start = current.start
        var attributes = parseAttributes()
        guard isNameLike(current) else {
            errorAtCurrent(ParserMessages.expected("parameter name"))
            return nil
        }
        let first = advance()
        var label: String? = nameIsLabel ? text(first) : nil
        var name = text(first)
        if isNameLike(current), !at(.colon) {
            label = name
            name = text(advance())
        }
        if label == "_" { label = nil }
        guard expect(.colon, ParserMessages.expected("':' following argument label and parameter name")) else {
            return nil
        }
        attributes += parseAttributes()
        let isInout = consume(.keyword(.inout))
        attributes += parseAttributes()
        let type = parseType()
        let isVariadic = consume(.op(.closedRange))
        var defaultValue: Expression?
        if consume(.op(.assign)) {
            defaultValue = parseExpression()
        }
        return Parameter(label: label, name: name, type: type, isInout: isInout, isVariadic: isVariadic, attributes: attributes,
                         defaultValue: defaultValue, range: range(from: start))
    }

    // MARK: Properties

    /// `let`/`var` with one or more comma-separated bindings.
    mutating func parseVariables() -> [(decl: VariableDecl, range: SourceRange)] {
        let introducer = advance()
        let isLet = introducer.kind == .keyword(.let)
        var bindings: [(VariableDecl, SourceRange)] = []
        repeat {
            let start = bindings.isEmpty ? introducer.start : current.start
            if at(.leftParen) {
                // `let (width, height) = size`: a tuple pattern, destructured when it runs.
                let patternStart = current
                let pattern = parsePattern(bindsNames: true)
                var type: TypeSyntax?
                if consume(.colon) { type = parseType() }
                var initializer: Expression?
                if consume(.op(.assign)) { initializer = parseExpression() }
                let decl = VariableDecl(isLet: isLet, name: "_", nameRange: range(patternStart), type: type,
                                        initializer: initializer, pattern: pattern)
                bindings.append((decl, range(from: start)))
                continue
            }
            guard at(.identifier) else {
                errorAtCurrent(ParserMessages.expected("pattern"))
                synchronizeStatement()
                return bindings.isEmpty ? [(VariableDecl(isLet: isLet, name: "_", nameRange: range(introducer), type: nil, initializer: nil), range(from: start))] : bindings
            }
            let nameToken = advance()
            var type: TypeSyntax?
            if consume(.colon) { type = parseType() }
            var initializer: Expression?
            if consume(.op(.assign)) {
                initializer = parseExpression()
            }
            var accessors: [Accessor] = []
            if at(.leftBrace) {
                accessors = parseAccessors(afterInitializer: initializer != nil)
            }
            let decl = VariableDecl(isLet: isLet, name: text(nameToken), nameRange: range(nameToken), type: type, initializer: initializer, accessors: accessors)
            bindings.append((decl, range(from: start)))
        } while consume(.comma)
        // `let marketCap, rank: Double?`: a name with neither a type nor a value has the type
        // written after it, as Swift reads the list.
        var following: TypeSyntax?
        for index in bindings.indices.reversed() {
            let decl = bindings[index].0
            if let type = decl.type {
                following = type
            } else if decl.initializer == nil, decl.accessors.isEmpty, decl.pattern == nil {
                bindings[index].0.type = following
            } else {
                following = nil
            }
        }
        return bindings
    }

    /// `{ get … set … }`, `{ didSet … }`, `{ get async throws { … } }` or the getter
    /// shorthand `{ statements }`.
    mutating func parseAccessors(afterInitializer: Bool) -> [Accessor] {
        let open = current
        let first = peek()
        let names = ["get", "set", "didSet", "willSet"]
        let startsWithAccessor = first.kind == .identifier && names.contains(text(first))
            && (peek(2).kind == .leftBrace || accessorParameterFollows || peek(2).kind == .rightBrace || peek(2).newlineBefore
                || isIdentifier(peek(2), "set") || isIdentifier(peek(2), "get")
                || (text(first) == "get" && (isIdentifier(peek(2), "async") || peek(2).kind == .keyword(.throws))))
        if !startsWithAccessor {
            if afterInitializer {
                errorAtCurrent(ParserMessages.expected("'didSet' or 'willSet' after an initial value"))
                skipGroup()
                return []
            }
            let body = parseBlock()
            return [Accessor(kind: .get, body: body, range: body.range)]
        }
        guard enter() else {
            skipGroup()
            return []
        }
        defer { leave() }
        advance()
        var accessors: [Accessor] = []
        while !at(.rightBrace), !atEnd {
            let start = current.start
            let before = index
            _ = parseModifiers()  // `mutating get`, `nonmutating set`
            guard at(.identifier), let kind = Accessor.Kind(rawValue: text(current)) else {
                errorAtCurrent(ParserMessages.expected("'get', 'set', 'didSet' or 'willSet'"))
                synchronizeStatement()
                if index == before { advance() }
                continue
            }
            advance()
            var parameterName: String?
            if at(.leftParen) {
                advance()
                if at(.identifier) { parameterName = text(advance()) }
                expect(.rightParen, ParserMessages.expected("')' after accessor parameter"))
            }
            let throwing = kind == .get ? skipEffects() : .none
            let body: Block
            var isRequirement = false
            if at(.leftBrace) {
                body = parseBlock()
            } else {
                if inProtocol {
                    isRequirement = true
                } else {
                    errorAtCurrent(ParserMessages.expected("'{' to start accessor body"))
                }
                body = Block(statements: [], range: SourceRange(file: file, at: previousEnd))
            }
            accessors.append(Accessor(kind: kind, parameterName: parameterName, body: body, range: range(from: start),
                                      isRequirement: isRequirement, throwing: throwing))
        }
        if !expect(.rightBrace, ParserMessages.expected("'}' to end accessors")) {
            error(ParserMessages.unmatchedBrace, at: range(open))
        }
        return accessors
    }
}
