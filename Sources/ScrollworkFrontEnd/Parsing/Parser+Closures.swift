// Closures: signatures (`a, b in`, `(a: T) -> U in`), capture lists and bodies.
extension Parser.State {
    /// `{ body }`, `{ a, b in … }`, `{ (a: T) -> U in … }`, `{ _ in … }`.
    mutating func parseClosure() -> Expression {
        let open = current
        guard enter() else {
            skipGroup()
            return Expression(kind: .invalid, range: range(from: open.start))
        }
        defer { leave() }
        advance()
        var parameters: [ClosureParameter]?
        var returnType: TypeSyntax?
        var captures: [ClosureCapture] = []
        var signatureDone = false
        // `{ @Sendable route in … }`, `{ @MainActor in … }`: attributes of the closure's type,
        // which change nothing in a single-threaded run. Only before a signature, so a body's
        // first statement (`{ @State var x = 0 … }`) keeps its attributes.
        if closureAttributesFollow() {
            _ = parseAttributes()
            if consume(.keyword(.in)) { signatureDone = true }
        }
        if !signatureDone, at(.leftBracket), captureListFollows() {
            captures = parseCaptureList()
            // `{ [weak self] in … }` declares no parameters (and may use `$0`, as in Swift).
            if consume(.keyword(.in)) { signatureDone = true }
        }
        if !signatureDone, closureSignatureFollows(from: index) {
            (parameters, returnType) = parseClosureSignature()
        }
        let body = withTrailingClosures { state in
            state.parseStatementList { $0.at(.rightBrace) }
        }
        if !consume(.rightBrace) {
            errorAtCurrent(ParserMessages.expected("'}' at end of closure"))
            if let last = diagnostics.indices.last, diagnostics[last].message.hasPrefix("expected '}'") {
                diagnostics[last].notes.append(.note(ParserMessages.openedHere("{"), at: range(open)))
            }
        }
        return Expression(kind: .closure(ClosureExpression(parameters: parameters, returnType: returnType, body: body, captures: captures)), range: range(from: open.start))
    }

    /// `[weak self]`, `[unowned self, weak model]`, `[self]`: captures of references, which a
    /// closure here holds strongly; nothing in a script observes when an object goes away, so
    /// the closure behaves the same. Entries that copy a value (`[count]`, `[x = y]`) are
    /// returned: the closure gets the value they had when it was made.
    private mutating func parseCaptureList() -> [ClosureCapture] {
        let start = current.start
        var captures: [ClosureCapture] = []
        advance()
        while !at(.rightBracket), !atEnd {
            let before = index
            let entryStart = current.start
            if atIdentifier("weak") || atIdentifier("unowned") {
                advance()
                if at(.leftParen), !current.spaceBefore { skipGroup() }  // `unowned(unsafe)`
                if at(.identifier) || at(.keyword(.self)) { advance() } else { errorAtCurrent(ParserMessages.expected("a name to capture")) }
            } else if at(.keyword(.self)) {
                advance()
            } else if at(.identifier) {
                let name = current
                advance()
                let value = consume(.op(.assign)) ? parseExpression()
                    : Expression(kind: .identifier(text(name)), range: range(name))
                captures.append(ClosureCapture(name: text(name), value: value, range: range(from: entryStart)))
            } else {
                errorAtCurrent(ParserMessages.expected("a name to capture"))
                while !at(.comma), !at(.rightBracket), !atEnd { skipTokenOrGroup() }
            }
            if !consume(.comma) { break }
            if index == before { advance() }
        }
        if !consume(.rightBracket) { error(ParserMessages.expected("']' at end of capture list"), at: range(from: start)) }
        return captures
    }

    /// `@A @B(…)` directly followed by `in`, a capture list or a closure signature.
    private func closureAttributesFollow() -> Bool {
        var i = index
        while i + 1 < tokens.count, tokens[i].kind == .at, tokens[i + 1].kind == .identifier {
            i += 2
            if i < tokens.count, tokens[i].kind == .leftParen, !tokens[i].spaceBefore {
                guard let after = indexAfterGroup(from: i) else { return false }
                i = after
            }
        }
        guard i != index, i < tokens.count else { return false }
        return tokens[i].kind == .keyword(.in) || captureListFollows(from: i) || closureSignatureFollows(from: i)
    }

    /// The index past the bracketed group opening at `start`, or nil when it does not close
    /// before a brace or the end.
    private func indexAfterGroup(from start: Int) -> Int? {
        var i = start
        var open = 0
        repeat {
            switch tokens[i].kind {
            case .leftParen, .leftBracket: open += 1
            case .rightParen, .rightBracket: open -= 1
            case .endOfFile, .leftBrace, .rightBrace: return nil
            default: break
            }
            i += 1
        } while open > 0 && i < tokens.count
        return open == 0 ? i : nil
    }

    private func captureListFollows(from start: Int? = nil) -> Bool {
        // `[weak self] in` / `[x = y] in`: a bracket group directly followed by `in`.
        let i = start ?? index
        guard tokens[i].kind == .leftBracket, let after = indexAfterGroup(from: i), after < tokens.count else { return false }
        return tokens[after].kind == .keyword(.in) || closureSignatureFollows(from: after)
    }

    /// Looks ahead (without consuming) for `names in`, `names -> T in` or `(…) [throws] [-> T] in`.
    private func closureSignatureFollows(from start: Int) -> Bool {
        var i = start
        if tokens[i].kind == .leftParen {
            var open = 0
            repeat {
                switch tokens[i].kind {
                case .leftParen: open += 1
                case .rightParen: open -= 1
                case .endOfFile, .leftBrace, .rightBrace: return false
                default: break
                }
                i += 1
            } while open > 0 && i < tokens.count
        } else {
            while i < tokens.count, tokens[i].kind == .identifier || tokens[i].kind == .dollarIdentifier {
                i += 1
                guard i < tokens.count, tokens[i].kind == .comma else { break }
                i += 1
            }
            if i == start { return false }
        }
        // `url throws -> Data in`, `(x) async throws in`: effects after the parameters.
        while i < tokens.count, tokens[i].kind == .keyword(.throws) || isIdentifier(tokens[i], "async") {
            i += 1
        }
        guard i < tokens.count else { return false }
        if tokens[i].kind == .keyword(.in) { return true }
        if tokens[i].kind == .arrow {
            // The return type runs to `in` on the same line, which may be the next one
            // (`{ () ->⏎ Alert in`).
            let arrow = i
            while i < tokens.count, tokens[i].kind != .endOfFile {
                if tokens[i].kind == .keyword(.in) { return true }
                if tokens[i].kind == .leftBrace || tokens[i].kind == .rightBrace { return false }
                if i > arrow + 1, tokens[i].newlineBefore { return false }
                i += 1
            }
        }
        return false
    }

    private mutating func parseClosureSignature() -> ([ClosureParameter], TypeSyntax?) {
        var parameters: [ClosureParameter] = []
        if at(.leftParen) {
            advance()
            while !at(.rightParen), !atEnd {
                let before = index
                let start = current.start
                if isNameLike(current) || at(.dollarIdentifier) {
                    var name = text(advance())
                    // `(_ value: Int)`: a label before the name is allowed and ignored.
                    if isNameLike(current), !at(.colon) { name = text(advance()) }
                    var type: TypeSyntax?
                    var isInout = false
                    if consume(.colon) {
                        isInout = consume(.keyword(.inout))
                        type = parseType()
                    }
                    parameters.append(ClosureParameter(name: name, type: type, isInout: isInout, range: range(from: start)))
                } else {
                    errorAtCurrent(ParserMessages.expected("parameter name"))
                    skipTokenOrGroup()
                }
                if !consume(.comma), !at(.rightParen) {
                    errorAtCurrent(ParserMessages.expected("',' separator"))
                    while !at(.rightParen), !at(.comma), !atEnd { skipTokenOrGroup() }
                    _ = consume(.comma)
                }
                if index == before { advance() }
            }
            expect(.rightParen, ParserMessages.expected("')' in closure parameter list"))
        } else {
            repeat {
                let token = advance()
                // `$item in`: a binding parameter (`ForEach($items) { $item in … }`); the text keeps its `$`.
                parameters.append(ClosureParameter(name: text(token), type: nil, range: range(token)))
            } while consume(.comma)
        }
        skipEffects()
        var returnType: TypeSyntax?
        if consume(.arrow) { returnType = parseType() }
        expect(.keyword(.in), ParserMessages.expected("'in' after closure signature"))
        return (parameters, returnType)
    }
}

extension Parser.State {
    /// The names after `#` of Foundation's expression macros.
    static let foundationMacros: Set<String> = ["Predicate", "Expression"]

    /// At `#` of an expression (`#function`, `#Predicate { … }`, `#selector(…)`) rather than of a directive or
    /// a declaration (`#if`, `#Preview`).
    var startsPoundExpression: Bool {
        let next = peek()
        guard at(.hash), isNameLike(next), !next.spaceBefore else { return false }
        let name = text(next), pound = "#" + name
        return MagicIdentifier(rawValue: pound) != nil || Self.foundationMacros.contains(name)
            || pound == ExpressionKind.selectorName || ExpressionKind.objectLiteralNames.contains(pound)
    }

    /// `#Predicate<User> { user in user.age > 18 }` and `#Expression<…> { … }`: Foundation's
    /// macros over a closure, read as the call `Predicate<User>({ user in … })` they expand to
    /// a value of, so the type checker sees the closure and the type it builds.
    mutating func parseFoundationMacro(_ name: String, start: Int) -> Expression {
        var arguments: [TypeSyntax] = []
        if at(.op(.less)), !current.spaceBefore {
            advance()
            repeat { arguments.append(parseType()) } while consume(.comma)
            if !consumeClosingAngle() { errorAtCurrent(ParserMessages.expected("'>' to complete generic argument list")) }
        }
        let type = TypeSyntax(kind: .named(name, genericArguments: arguments), range: range(from: start))
        guard at(.leftBrace) else {
            errorAtCurrent(ParserMessages.expected("'{' to begin the closure of '#\(name)'"))
            return Expression(kind: .invalid, range: range(from: start))
        }
        let closure = parseClosure()
        let argument = Argument(label: nil, value: closure, isTrailingClosure: true, range: closure.range)
        let call = PostfixOperation(kind: .call([argument]), range: range(from: start))
        return Expression(kind: .postfix(base: Expression(kind: .typeExpression(type), range: type.range), operations: [call]),
                          range: range(from: start))
    }
}
