// Type declarations: struct, enum, class, protocol and extension headers (generic
// parameters, inheritance, where clauses), member blocks and enum cases.
extension Parser.State {
    mutating func parseTypeDeclaration(_ kind: StructDecl.Kind) -> DeclarationKind {
        advance()
        guard at(.identifier) else {
            errorAtCurrent(ParserMessages.expectedName(kind.rawValue))
            skipToBodyAndOver()
            return .invalid
        }
        let nameToken = advance()
        let generics = parseGenericParameterClause()
        let inheritance = parseInheritance()
        let requirements = at(.keyword(.where)) ? parseWhereClause() : []
        let saved = inProtocol
        inProtocol = kind == .protocol
        defer { inProtocol = saved }
        guard let members = parseMemberBlock(of: kind.rawValue) else { return .invalid }
        return .structDecl(StructDecl(kind: kind, name: text(nameToken), nameRange: range(nameToken), genericParameters: generics,
                                      inheritance: inheritance, whereClause: requirements, members: members))
    }

    mutating func parseExtension() -> DeclarationKind {
        advance()
        let extended = parseType()
        let inheritance = parseInheritance()
        let requirements = at(.keyword(.where)) ? parseWhereClause() : []
        let saved = inProtocol
        inProtocol = false
        defer { inProtocol = saved }
        guard let members = parseMemberBlock(of: "extension") else { return .invalid }
        return .extensionDecl(ExtensionDecl(extendedType: extended, inheritance: inheritance, whereClause: requirements, members: members))
    }

    private mutating func parseInheritance() -> [TypeSyntax] {
        guard consume(.colon) else { return [] }
        var types: [TypeSyntax] = []
        repeat {
            // `protocol P: AnyObject`, `: class` (an old spelling of it).
            if at(.keyword(.class)) {
                types.append(TypeSyntax(kind: .named("AnyObject", genericArguments: []), range: range(advance())))
                continue
            }
            types.append(parseType())
        } while consume(.comma)
        return types
    }

    mutating func parseWhereClause() -> [GenericRequirement] {
        advance()
        var requirements: [GenericRequirement] = []
        repeat {
            let start = current.start
            let left = parseType()
            let kind: GenericRequirement.Kind
            if consume(.op(.equal)) {
                kind = .sameType
            } else if consume(.colon) {
                kind = .conformance
            } else {
                errorAtCurrent(ParserMessages.expected("'==' or ':' in 'where' requirement"))
                return requirements
            }
            let right = parseType()
            requirements.append(GenericRequirement(kind: kind, left: left, right: right, range: range(from: start)))
        } while consume(.comma)
        return requirements
    }

    /// `<T, Content: View>` directly after a declaration's name.
    mutating func parseGenericParameterClause() -> [GenericParameter] {
        guard at(.op(.less)) else { return [] }
        advance()
        var parameters: [GenericParameter] = []
        while !atClosingAngle(), !atEnd {
            let before = index
            let start = current.start
            guard at(.identifier) else {
                errorAtCurrent(ParserMessages.expected("generic parameter name"))
                break
            }
            let name = text(advance())
            var constraint: TypeSyntax?
            if consume(.colon) { constraint = parseType() }
            parameters.append(GenericParameter(name: name, constraint: constraint, range: range(from: start)))
            if !consume(.comma) { break }
            if index == before { advance() }
        }
        if !consumeClosingAngle() {
            errorAtCurrent(ParserMessages.expected("'>' to complete generic parameter list"))
            while !atEnd, !at(.leftBrace), !at(.leftParen), !at(.colon), !current.newlineBefore { advance() }
        }
        return parameters
    }

    /// Whether the current token closes a generic list: `>`, or the first half of `>=`.
    func atClosingAngle() -> Bool {
        switch current.kind {
        case .op(.greater), .op(.greaterEqual): return true
        default: return false
        }
    }

    /// Consumes one `>`; of `>=` (`let x: Array<Int>= []`) the first half. Two `>` are never
    /// glued into one token, so nested lists (`Binding<Array<Int>>`) close one at a time.
    mutating func consumeClosingAngle() -> Bool {
        switch current.kind {
        case .op(.greater):
            advance()
            return true
        case .op(.greaterEqual):
            tokens[index] = Token(kind: .op(.assign), start: current.start + 1, end: current.end, flags: [])
            return true
        default:
            return false
        }
    }

    /// `{ members }` of a type or extension; nil (after an error) if there is no `{`.
    mutating func parseMemberBlock(of construct: String) -> [Declaration]? {
        guard at(.leftBrace) else {
            errorAtCurrent(ParserMessages.expected("'{' in \(construct)"))
            synchronizeDeclaration()
            return nil
        }
        guard enter() else {
            skipGroup()
            return []
        }
        defer { leave() }
        let open = advance()
        var members: [Declaration] = []
        while !at(.rightBrace), !atEnd {
            let before = index
            if consume(.semicolon) { continue }
            if let parsed = parseDeclaration() {
                members += parsed
            } else {
                errorAtToken(ParserMessages.expectedMember)
                synchronizeDeclaration()
            }
            if index == before { advance() }
        }
        if !expect(.rightBrace, ParserMessages.expected("'}' to end \(construct)")),
           let last = diagnostics.indices.last, diagnostics[last].message.hasPrefix("expected '}'") {
            diagnostics[last].notes.append(.note(ParserMessages.openedHere("{"), at: range(open)))
        }
        return members
    }

    // MARK: Enum cases and associated types

    /// `case a, b(Int, label: String = ""), c = 3`.
    mutating func parseEnumCase() -> DeclarationKind {
        advance()
        var elements: [EnumCaseElement] = []
        repeat {
            guard isNameLike(current) else {
                errorAtCurrent(ParserMessages.expected("identifier in enum 'case' declaration"))
                synchronizeDeclaration()
                return elements.isEmpty ? .invalid : .enumCase(elements)
            }
            let nameToken = advance()
            var associated: [Parameter] = []
            if at(.leftParen), !current.newlineBefore { associated = parseAssociatedValues() }
            var rawValue: Expression?
            if consume(.op(.assign)) { rawValue = parseExpression() }
            elements.append(EnumCaseElement(name: text(nameToken), nameRange: range(nameToken), associatedValues: associated,
                                            rawValue: rawValue))
        } while consume(.comma)
        return .enumCase(elements)
    }

    /// `(URL, caption: String = "")`: labels are optional, as in a tuple type.
    private mutating func parseAssociatedValues() -> [Parameter] {
        advance()
        var values: [Parameter] = []
        while !at(.rightParen), !atEnd {
            let before = index
            let start = current.start
            var label: String?
            if isNameLike(current), peek().kind == .colon {
                label = text(advance())
                advance()
            } else if isNameLike(current), isNameLike(peek()), peek(2).kind == .colon {
                // `_ id: Int`: the second name is only documentation.
                let first = text(advance())
                advance()
                advance()
                label = first == "_" ? nil : first
            }
            let type = parseType()
            var defaultValue: Expression?
            if consume(.op(.assign)) { defaultValue = parseExpression() }
            values.append(Parameter(label: label, name: label ?? "_", type: type, defaultValue: defaultValue, range: range(from: start)))
            if !consume(.comma) {
                if !at(.rightParen) {
                    errorAtCurrent(ParserMessages.expected("',' separator"))
                    while !at(.rightParen), !at(.comma), !atEnd, !at(.leftBrace) { skipTokenOrGroup() }
                    _ = consume(.comma)
                }
            }
            if index == before { advance() }
        }
        expect(.rightParen, ParserMessages.expected("')' in enum case"))
        return values
    }

    /// `associatedtype Element: Hashable = Int`.
    mutating func parseAssociatedType() -> DeclarationKind {
        advance()
        guard at(.identifier) else {
            errorAtCurrent(ParserMessages.expectedName("associatedtype"))
            synchronizeDeclaration()
            return .invalid
        }
        let name = text(advance())
        var constraint: TypeSyntax?
        if consume(.colon) { constraint = parseType() }
        if consume(.op(.assign)) { _ = parseType() }
        if at(.keyword(.where)) { _ = parseWhereClause() }
        return .associatedType(name: name, constraint: constraint)
    }
}
