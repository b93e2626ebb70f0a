// Declarations: imports, structs, extensions, functions, properties, #Preview, and the
// clear "not supported" errors for the rest of Swift's declarations.
extension Parser.State {
    mutating func parseSourceUnit() -> SourceUnit {
        var declarations: [Declaration] = []
        while !atEnd {
            let before = index
            if consume(.semicolon) { continue }
            if at(.rightBrace) {
                errorAtToken(ParserMessages.extraneousBrace)
                advance()
                continue
            }
            if let parsed = parseDeclaration() {
                declarations += parsed
            } else if before == index {
                reportNonDeclaration()
            }
            if index == before { advance() }
        }
        return SourceUnit(declarations: declarations, headerDocComment: headerDocComment,
                          range: SourceRange(file: file, start: 0, end: bytes.count), localTypes: localTypes)
    }

    /// Top-level code other than declarations: report once, skip the statement. In a
    /// `main.swift` it is the program's entry point: Swift allows it there; it is read and left
    /// out, with one warning, as scrollwork runs no entry point (it opens views).
    private mutating func reportNonDeclaration() {
        guard isMainFile else {
            errorAtToken(ParserMessages.expectedDeclaration)
            synchronizeDeclaration()
            return
        }
        if !reportedEntryPoint {
            reportedEntryPoint = true
            warning(ParserMessages.entryPointNotRun, at: currentRange)
        }
        let before = index
        _ = parseStatement()
        if index == before { synchronizeDeclaration() }
    }

    /// Whether `token` (at the start of a line) can begin a declaration, for recovery.
    func startsDeclaration(_ token: Token) -> Bool {
        switch token.kind {
        case .at, .hash: return true
        case .keyword(let keyword):
            switch keyword {
            case .import, .struct, .class, .enum, .protocol, .extension, .func, .`init`, .deinit,
                 .let, .var, .static, .typealias, .subscript, .private, .fileprivate, .internal,
                 .public, .operator, .precedencegroup, .associatedtype:
                return true
            default: return false
            }
        case .identifier:
            return modifierKind(token) != nil || isIdentifier(token, "actor")
        default: return false
        }
    }

    /// Parses one declaration with its attributes and modifiers. Returns nil without
    /// consuming anything when the tokens do not start a declaration. A `var a = 1, b = 2`
    /// yields several declarations.
    mutating func parseDeclaration() -> [Declaration]? {
        let start = current.start
        let doc = docComments[index] ?? []
        let startIndex = index
        let attributes = parseAttributes()
        let modifiers = parseModifiers()
        func make(_ kind: DeclarationKind) -> [Declaration] {
            [Declaration(kind: kind, attributes: attributes, modifiers: modifiers, docComment: doc, range: range(from: start))]
        }
        switch current.kind {
        case .keyword(.import):
            return make(parseImport())
        case .keyword(.struct):
            return make(parseTypeDeclaration(.struct))
        case .keyword(.enum):
            return make(parseTypeDeclaration(.enum))
        case .keyword(.class) where peek().kind == .identifier:
            return make(parseTypeDeclaration(.class))
        case .keyword(.protocol):
            return make(parseTypeDeclaration(.protocol))
        case .keyword(.case):
            return make(parseEnumCase())
        case .keyword(.deinit):
            advance()
            if at(.leftBrace) { _ = parseBlock() } else { errorAtCurrent(ParserMessages.expected("'{' in deinit")) }
            return make(.deinitializer)
        case .keyword(.associatedtype):
            return make(parseAssociatedType())
        case .keyword(.extension):
            return make(parseExtension())
        case .keyword(.func):
            return make(parseFunction(isManaged: attributes.contains { $0.name == "NSManaged" }))
        case .keyword(.`init`):
            return make(parseInitializer())
        case .keyword(.typealias):
            return make(parseTypeAlias())
        case .keyword(.subscript):
            let mutating = Modifier(kind: .mutating, range: currentRange)
            return parseSubscript().map { function, isSetter in
                Declaration(kind: .function(function), attributes: attributes, modifiers: modifiers + (isSetter ? [mutating] : []),
                            docComment: doc, range: range(from: start))
            }
        case .keyword(.let), .keyword(.var):
            return parseVariables().map { binding in
                Declaration(kind: .variable(binding.decl), attributes: attributes, modifiers: modifiers, docComment: doc, range: binding.range)
            }
        case .keyword(let keyword) where ParserMessages.unsupportedDeclarationKeywords.contains(keyword):
            skipUnsupportedDeclaration(named: keyword.rawValue)
            return make(.invalid)
        case .identifier where isIdentifier(current, "actor") && peek().kind == .identifier:
            guard case .structDecl(var decl) = parseTypeDeclaration(.class) else { return make(.invalid) }
            decl.isActor = true
            return make(.structDecl(decl))
        case .identifier where peek().kind == .keyword(.operator)
            && (atIdentifier("infix") || atIdentifier("prefix") || atIdentifier("postfix")):
            error(ParserMessages.unsupported("operator declarations"), at: SourceRange(file: file, start: current.start, end: peek().end))
            advance()
            advance()
            skipToBodyAndOver()
            return make(.invalid)
        case .hash:
            return make(parsePoundDeclaration())
        default:
            if index != startIndex {
                errorAtCurrent(ParserMessages.expectedDeclarationAfterModifiers)
                synchronizeDeclaration()
                return make(.invalid)
            }
            return nil
        }
    }

    // MARK: Attributes and modifiers

    /// Type attributes that never take arguments, so swiftc reads `@escaping()` as the
    /// attribute and then a function type's parameter list.
    static let argumentlessAttributes: Set<String> = ["escaping", "autoclosure", "Sendable", "noescape"]
    /// Declaration attributes whose arguments Swift 5 still finds after a space.
    static let spacedArgumentAttributes: Set<String> = ["Environment", "AppStorage", "SceneStorage", "FetchRequest", "Query",
                                                        "ScaledMetric", "FocusedValue", "FocusedBinding", "available"]

    mutating func parseAttributes() -> [Attribute] {
        var attributes: [Attribute] = []
        while at(.at) {
            let start = current.start
            advance()
            guard at(.identifier), !current.spaceBefore else {
                errorAtCurrent(ParserMessages.expectedAttributeName)
                break
            }
            let nameToken = advance()
            var name = text(nameToken)
            // `@FocusState.Binding`: a wrapper nested in another type, spelled with no spaces.
            while at(.dot), !current.spaceBefore, peek().kind == .identifier, !peek().spaceBefore {
                advance()
                name += "." + text(advance())
            }
            // A generic builder's type arguments (`@ReducerBuilder<State, Action>`): the builder is known by its name.
            _ = parseGenericArguments()
            var arguments: [Argument] = []
            // `@escaping() -> Void`: attributes that take no arguments leave a `(` to the type after them.
            // `@Environment (\.colorScheme)`: Swift 5 reads the arguments after a space too, with a
            // warning, for the attributes that take them; a type attribute's `(` begins a type.
            let takesArguments = at(.leftParen) && !Self.argumentlessAttributes.contains(name)
                && (!current.spaceBefore || !current.newlineBefore && Self.spacedArgumentAttributes.contains(name))
            if takesArguments, current.spaceBefore { warning(ParserMessages.spaceBeforeAttributeArguments, at: currentRange) }
            if takesArguments {
                // `@available(iOS 17, *)` is not an expression list; it has no meaning here.
                if ParserMessages.opaqueAttributes.contains(name) {
                    skipGroup()
                } else {
                    arguments = parseArgumentList(closer: .rightParen)
                }
            }
            attributes.append(Attribute(name: name, arguments: arguments, range: range(from: start)))
        }
        return attributes
    }

    mutating func parseModifiers() -> [Modifier] {
        var modifiers: [Modifier] = []
        while true {
            let token = current
            let kind: Modifier.Kind?
            switch token.kind {
            case .keyword(.private): kind = .private
            case .keyword(.fileprivate): kind = .fileprivate
            case .keyword(.internal): kind = .internal
            case .keyword(.public): kind = .public
            case .keyword(.static): kind = .static
            case .identifier where !token.flags.has(.backticked):
                // Contextual modifiers only count when a declaration follows them.
                let next = peek()
                if let candidate = modifierKind(token),
                   startsDeclaration(next) || next.kind == .keyword(.func) || next.kind == .leftParen {
                    kind = candidate
                } else {
                    kind = nil
                }
            case .keyword(.class) where peek().kind == .keyword(.func) || peek().kind == .keyword(.var)
                || peek().kind == .keyword(.let) || (peek().kind == .identifier && modifierKind(peek()) != nil):
                // `class func`/`class var`: a type member subclasses may override; here a static one.
                kind = .static
            default:
                kind = nil
            }
            guard let kind else { return modifiers }
            advance()
            var detail: String?
            // `private(set)`; swiftc takes `private (set)` too.
            let isAccess = [.private, .fileprivate, .internal, .public, .open].contains(kind)
            if at(.leftParen), !current.spaceBefore || (isAccess && isIdentifier(peek(), "set")),
               peek().kind == .identifier, peek(2).kind == .rightParen {
                advance()
                detail = text(advance())
                advance()
            }
            modifiers.append(Modifier(kind: kind, detail: detail, range: range(from: token.start)))
        }
    }

    /// The contextual modifier a token spells (`mutating`, `final` …), compared on the
    /// bytes so that checking every statement's first word allocates nothing.
    func modifierKind(_ token: Token) -> Modifier.Kind? {
        guard token.kind == .identifier, !token.flags.has(.backticked) else { return nil }
        for kind in Modifier.Kind.allCases where bytesEqual(token.start, token.end, kind.rawValue) {
            return kind
        }
        return nil
    }

    // MARK: Simple declarations

    private mutating func parseImport() -> DeclarationKind {
        advance()
        var path: [String] = []
        // `import struct SwiftUI.View` names a kind first; skip it.
        switch current.kind {
        case .keyword(.struct), .keyword(.class), .keyword(.enum), .keyword(.protocol), .keyword(.func),
             .keyword(.var), .keyword(.let), .keyword(.typealias):
            advance()
        default:
            break
        }
        repeat {
            guard at(.identifier) else {
                errorAtCurrent(ParserMessages.expectedModuleName)
                return .invalid
            }
            path.append(text(advance()))
        } while consume(.dot)
        return .importDecl(ImportDecl(path: path))
    }

    private mutating func parseTypeAlias() -> DeclarationKind {
        advance()
        guard at(.identifier) else {
            errorAtCurrent(ParserMessages.expectedName("typealias"))
            synchronizeDeclaration()
            return .invalid
        }
        let nameToken = advance()
        let genericParameters = parseGenericParameterClause()
        guard expect(.op(.assign), ParserMessages.expected("'=' in typealias declaration")) else {
            synchronizeDeclaration()
            return .invalid
        }
        var composed: [TypeSyntax] = []
        let type = parseType(composedWith: &composed)
        return .typeAlias(TypeAliasDecl(name: text(nameToken), nameRange: range(nameToken), type: type,
                                        genericParameters: genericParameters, composedWith: composed))
    }

    /// Reports an unsupported declaration (`protocol`, `class`, `enum` …) and skips it:
    /// its header up to the end of the line, and its `{ … }` body if one follows.
    mutating func skipUnsupportedDeclaration(named name: String) {
        error(ParserMessages.unsupported("'\(name)'"), at: currentRange)
        advance()
        skipToBodyAndOver()
    }

    /// Skips header tokens up to a `{` (then the whole braced body) or a new line.
    mutating func skipToBodyAndOver() {
        while !atEnd, !at(.rightBrace) {
            if at(.leftBrace) {
                skipGroup()
                return
            }
            if current.newlineBefore, startsDeclaration(current) { return }
            skipTokenOrGroup()
        }
    }

    // MARK: #Preview and other directives

    /// `#warning("Remove before release")`, `#error("…")`: reported as Swift's compiler reports
    /// them, at the directive, with its message; nothing is left to run.
    private mutating func compilerDiagnosticDirective(_ name: String, start: Int) -> DeclarationKind {
        let arguments = parseArgumentList(closer: .rightParen)
        let directive = range(from: start)
        guard arguments.count == 1, arguments[0].label == nil, case .string(let segments) = arguments[0].value.kind else {
            error(ParserMessages.expected("a string literal as the message of '#\(name)'"), at: directive)
            return .invalid
        }
        let message = Self.literalText(segments)
        if name == "error" { error(message, at: directive) } else { warning(message, at: directive) }
        return .invalid
    }

    /// A string literal's text, its interpolations left out.
    private static func literalText(_ segments: [StringSegment]) -> String {
        segments.reduce(into: "") { text, segment in
            if case .text(let piece) = segment { text += piece }
        }
    }

    private mutating func parsePoundDeclaration() -> DeclarationKind {
        let hash = advance()
        guard isNameLike(current), !current.spaceBefore else {
            error(ParserMessages.expected("a directive name after '#'"), at: range(hash))
            synchronizeDeclaration()
            return .invalid
        }
        let nameToken = advance()
        let name = text(nameToken)
        if name == "if" || name == "elseif" || name == "else" || name == "endif" {
            // Resolved before parsing; one left here was not at the start of a line.
            error("'#\(name)' must begin a line", at: range(from: hash.start))
            synchronizeDeclaration()
            return .invalid
        }
        if name == "warning" || name == "error", at(.leftParen), !current.spaceBefore {
            return compilerDiagnosticDirective(name, start: hash.start)
        }
        guard name == "Preview" else {
            error(ParserMessages.unsupported("'#\(name)'"), at: range(from: hash.start))
            skipToBodyAndOver()
            return .invalid
        }
        var arguments: [Argument] = []
        if at(.leftParen), !current.newlineBefore {
            arguments = parseArgumentList(closer: .rightParen)
        }
        guard at(.leftBrace) else {
            errorAtCurrent(ParserMessages.expected("'{' to start the #Preview body"))
            synchronizeDeclaration()
            return .invalid
        }
        let body = parseBlock()
        // A widget's `#Preview(as: .systemSmall) { Widget() } timeline: { Entry() }`: its entries.
        while isNameLike(current), peek().kind == .colon, peek(2).kind == .leftBrace {
            let labelToken = advance()
            advance()
            let closure = parseClosure()
            arguments.append(Argument(label: text(labelToken), labelRange: range(labelToken), value: closure, isTrailingClosure: true,
                                      range: range(from: labelToken.start)))
        }
        var title: String?
        if let first = arguments.first, first.label == nil, case .string(let segments) = first.value.kind {
            title = Self.literalText(segments)
        }
        return .preview(PreviewDecl(title: title, arguments: arguments, body: body))
    }
}
