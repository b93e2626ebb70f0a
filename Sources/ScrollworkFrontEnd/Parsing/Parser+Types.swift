// Types and patterns.
extension Parser.State {
    mutating func parseType() -> TypeSyntax {
        var composed: [TypeSyntax] = []
        return parseType(composedWith: &composed)
    }

    /// A type, and the protocols after the first of a composition at its top level
    /// (`Identifiable & Codable & Hashable`), which a type alias keeps.
    mutating func parseType(composedWith composed: inout [TypeSyntax]) -> TypeSyntax {
        let start = current.start
        guard enter() else {
            skipTokenOrGroup()
            return TypeSyntax(kind: .invalid, range: range(from: start))
        }
        defer { leave() }
        // Type attributes (`@escaping`, `@MainActor`, `@Sendable`) do not matter here.
        _ = parseAttributes()
        if atIdentifier("some") || atIdentifier("any"), peek().kind == .identifier || peek().kind == .leftParen || peek().kind == .keyword(.Self) {
            let isSome = atIdentifier("some")
            advance()
            let inner = parseType()
            return TypeSyntax(kind: isSome ? .opaque(inner) : .existential(inner), range: range(from: start))
        }
        var type = parsePrimaryType()
        // `T???…` nests one level per `?`, so each takes a level of the depth limit.
        var suffixes = 0
        defer { depth -= suffixes }
        while true {
            let isSuffix = (at(.op(.question)) || at(.op(.nilCoalescing)) || at(.op(.not))) && !current.spaceBefore
            if isSuffix {
                guard enter() else {
                    advance()
                    continue
                }
                suffixes += 1
            }
            if at(.op(.question)), !current.spaceBefore {
                advance()
                type = TypeSyntax(kind: .optional(type), range: range(from: start))
            } else if at(.op(.nilCoalescing)), !current.spaceBefore {
                advance()
                type = TypeSyntax(kind: .optional(TypeSyntax(kind: .optional(type), range: range(from: start))), range: range(from: start))
            } else if at(.op(.not)), !current.spaceBefore {
                advance()
                type = TypeSyntax(kind: .implicitlyUnwrapped(type), range: range(from: start))
            } else if at(.dot), !current.spaceBefore, isMetatypeKeyword(peek()), !peek().spaceBefore {
                // `[String].Type`, `(Int) -> Void.Type`: a metatype of a type that is not a name
                // (named types take `.Type` as a member in `parsePrimaryType`).
                advance()
                let name = text(advance())
                type = TypeSyntax(kind: .member(type, name, genericArguments: []), range: range(from: start))
            } else if at(.op(.ampersand)) {
                // `Comparable & SignedNumeric`: values have the first protocol's members (and
                // the others'); the composition is checked no further.
                advance()
                composed.append(parsePrimaryType())
            } else {
                return type
            }
        }
    }

    private mutating func parsePrimaryType() -> TypeSyntax {
        let start = current.start
        switch current.kind {
        case .identifier, .keyword(.Self):
            var type = TypeSyntax(kind: .named(text(advance()), genericArguments: parseGenericArguments()), range: range(from: start))
            // `A.B.C…` nests one level per member, so each takes a level of the depth limit.
            var members = 0
            defer { depth -= members }
            while at(.dot), isNameLike(peek()), !peek().spaceBefore {
                advance()
                let name = text(advance())
                guard enter() else { continue }
                members += 1
                type = TypeSyntax(kind: .member(type, name, genericArguments: parseGenericArguments()), range: range(from: start))
            }
            return type
        case .leftParen:
            return parseParenthesizedType()
        case .leftBracket:
            advance()
            let element = parseType()
            if consume(.colon) {
                let value = parseType()
                expect(.rightBracket, ParserMessages.expected("']' in dictionary type"))
                return TypeSyntax(kind: .dictionary(key: element, value: value), range: range(from: start))
            }
            expect(.rightBracket, ParserMessages.expected("']' in array type"))
            return TypeSyntax(kind: .array(element), range: range(from: start))
        default:
            errorAtCurrent(ParserMessages.expectedType)
            return TypeSyntax(kind: .invalid, range: SourceRange(file: file, at: atEnd || current.newlineBefore ? previousEnd : current.start))
        }
    }

    private func isMetatypeKeyword(_ token: Token) -> Bool {
        token.kind == .identifier && (text(token) == "Type" || text(token) == "Protocol")
    }

    /// `<A, B>` after a type name: directly, or after a space or a line break where a
    /// well-formed list follows (`selection: Binding <Int>`, `Group\n<_ConditionalContent\n<A, B>>`,
    /// which Swift reads as `Binding<Int>` and `Group<_ConditionalContent<A, B>>`).
    mutating func parseGenericArguments() -> [TypeSyntax] {
        guard at(.op(.less)), !current.spaceBefore || (!peek().spaceBefore && genericArgumentsFollow(acrossLines: true)) else { return [] }
        advance()
        var arguments: [TypeSyntax] = []
        repeat {
            arguments.append(parseType())
        } while consume(.comma)
        if !consumeClosingAngle() { errorAtCurrent(ParserMessages.expected("'>' to complete generic argument list")) }
        return arguments
    }

    /// `(A, B)`, `()`, `(A) -> B`, `(_ x: Int) -> Void`.
    private mutating func parseParenthesizedType() -> TypeSyntax {
        let start = advance().start
        var elements: [TypeSyntax] = []
        var labels: [String?] = []
        while !at(.rightParen), !atEnd {
            let before = index
            // Labels name a tuple's elements (`(x: Int, y: Int)`); in function types
            // (`(_ value: Int) -> Void`) they are only documentation.
            var label: String?
            if isNameLike(current), peek().kind == .colon {
                label = text(advance())
                advance()
            } else if isNameLike(current), isNameLike(peek()), peek(2).kind == .colon {
                advance()
                label = text(advance())
                advance()
            }
            labels.append(label == "_" ? nil : label)
            let isInout = consume(.keyword(.inout))
            var element = parseType()
            element.isInout = isInout
            elements.append(element)
            if !consume(.comma), !at(.rightParen) {
                errorAtCurrent(ParserMessages.expected("',' separator"))
                break
            }
            if index == before { advance() }
        }
        expect(.rightParen, ParserMessages.expected("')' in type"))
        // `() async throws -> Void`: see `skipEffects`.
        skipEffects()
        if consume(.arrow) {
            let result = parseType()
            return TypeSyntax(kind: .function(parameters: elements, returnType: result), range: range(from: start))
        }
        if elements.count == 1, (labels.first ?? nil) == nil { return TypeSyntax(kind: elements[0].kind, range: range(from: start)) }
        let written = labels.contains { $0 != nil } ? labels : []
        return TypeSyntax(kind: .tuple(elements, labels: written), range: range(from: start))
    }

    // MARK: Patterns

    /// A pattern in `case …:`, `if case … =` or `for … in`. With `bindsNames`, plain
    /// names bind (inside `let`, and in `for`); otherwise they are expressions to match.
    mutating func parsePattern(bindsNames: Bool = false) -> Pattern {
        let start = current.start
        guard enter() else {
            skipTokenOrGroup()
            return Pattern(kind: .expression(Expression(kind: .invalid, range: range(from: start))), range: range(from: start))
        }
        defer { leave() }
        var pattern: Pattern
        switch current.kind {
        case .identifier where atIdentifier("_"):
            advance()
            pattern = Pattern(kind: .wildcard, range: range(from: start))
        case .keyword(.let), .keyword(.var):
            let isLet = advance().kind == .keyword(.let)
            let inner = parsePattern(bindsNames: true)
            pattern = Pattern(kind: .valueBinding(isLet: isLet, inner), range: range(from: start))
        case .keyword(.is):
            advance()
            pattern = Pattern(kind: .isType(parseType()), range: range(from: start))
        case .leftParen where !operatorFollowsGroup():
            let elements = parsePatternArguments(bindsNames: bindsNames)
            if elements.count == 1, elements[0].label == nil {
                pattern = elements[0].pattern
                pattern.range = range(from: start)
            } else {
                pattern = Pattern(kind: .tuple(elements.map(\.pattern)), range: range(from: start))
            }
        case .identifier where qualifiedCaseWithArgumentsFollows():
            // `LoadError.missing(let name)`: the type, then the case with its sub-patterns; under
            // `let` too (`case let .failed(LoadError.missing(name))`), where a name is a binding.
            var type = TypeSyntax(kind: .named(text(advance()), genericArguments: []), range: range(from: start))
            while peek(2).kind != .leftParen {
                advance()
                type = TypeSyntax(kind: .member(type, text(advance()), genericArguments: []), range: range(from: start))
            }
            advance()
            let name = text(advance())
            let arguments = parsePatternArguments(bindsNames: bindsNames)
            pattern = Pattern(kind: .enumCase(type: type, name: name, arguments: arguments), range: range(from: start))
        case .identifier where bindsNames:
            pattern = Pattern(kind: .binding(text(advance())), range: range(from: start))
        case .dot where isNameLike(peek()) && peek(2).kind == .leftParen && !peek(2).newlineBefore:
            advance()
            let name = text(advance())
            let arguments = parsePatternArguments(bindsNames: bindsNames)
            pattern = Pattern(kind: .enumCase(type: nil, name: name, arguments: arguments), range: range(from: start))
        default:
            let expression = withoutTrailingClosures { $0.parseExpression() }
            pattern = Pattern(kind: .expression(expression), range: range(from: start))
        }
        if at(.op(.question)), !current.spaceBefore {
            advance()
            pattern = Pattern(kind: .optional(pattern), range: range(from: start))
        }
        if at(.keyword(.as)), peek().kind != .op(.question), peek().kind != .op(.not) {
            advance()
            pattern = Pattern(kind: .cast(pattern, parseType()), range: range(from: start))
        }
        return pattern
    }

    /// Whether the parenthesised group starting here is followed by an infix operator
    /// (`case (-100)...(-1):`): then the pattern is an expression, not a tuple.
    private func operatorFollowsGroup() -> Bool {
        guard let offset = offsetPastGroup(), case .op(let op) = peek(offset).kind else { return false }
        return op != .question && op != .assign
    }

    /// Whether `Type.case(` or `Outer.Type.case(` starts here (names joined by dots, the last
    /// one followed by `(` on the same line).
    private func qualifiedCaseWithArgumentsFollows() -> Bool {
        var offset = 0
        while peek(offset).kind == .identifier, peek(offset + 1).kind == .dot, !peek(offset + 1).newlineBefore {
            offset += 2
            guard isNameLike(peek(offset)) else { return false }
            if peek(offset + 1).kind == .leftParen, !peek(offset + 1).newlineBefore, !peek(offset + 1).spaceBefore {
                return true
            }
        }
        return false
    }

    /// `(a, label: let b)`; the current token is `(`.
    private mutating func parsePatternArguments(bindsNames: Bool) -> [PatternArgument] {
        advance()
        var arguments: [PatternArgument] = []
        while !at(.rightParen), !atEnd {
            let before = index
            var label: String?
            if isNameLike(current), peek().kind == .colon {
                label = text(advance())
                advance()
            }
            arguments.append(PatternArgument(label: label, pattern: parsePattern(bindsNames: bindsNames)))
            if !consume(.comma), !at(.rightParen) {
                errorAtCurrent(ParserMessages.expected("',' separator"))
                while !at(.rightParen), !at(.comma), !atEnd, !at(.leftBrace), !at(.rightBrace) { skipTokenOrGroup() }
                if !consume(.comma) { break }
            }
            if index == before { advance() }
        }
        expect(.rightParen, ParserMessages.expected("')' in pattern"))
        return arguments
    }
}
