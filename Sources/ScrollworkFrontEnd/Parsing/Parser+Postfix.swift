// Postfix chains: member access, calls, subscripts, trailing closures, `!`, `?` and `x...`
// after a primary, collected in one loop into one flat `.postfix` node.
extension Parser.State {
    mutating func parsePostfix() -> Expression {
        parsePostfixChain(parsePrimary())
    }

    /// The postfix steps after a primary. A chain containing `?` is wrapped in
    /// `.optionalEvaluation`.
    mutating func parsePostfixChain(_ primary: Expression) -> Expression {
        var base = primary
        var operations: [PostfixOperation] = []
        // `[Int]()`, `[String: Int]()`, `[CGFloat].self`: a literal that names a type.
        if (at(.leftParen) && !current.newlineBefore) || at(.dot), let type = collectionType(primary) {
            base = Expression(kind: .typeExpression(type), range: primary.range)
            // `[Int].init(repeating: 0, count: 3)` is `[Int](repeating: 0, count: 3)`, as in Swift.
            if at(.dot), peek().kind == .keyword(.`init`), peek(2).kind == .leftParen {
                advance()
                advance()
            }
        } else if case .postfix(let inner, let steps) = primary.kind {
            // `(a.b).c` continues the chain, as the nested tree it stands for would.
            base = inner
            operations = steps
        }
        var hasOptionalChain = false
        let start = primary.range.start
        loop: while true {
            switch current.kind {
            case .dot:
                let dot = advance()
                // `self.$isOn`: the binding of a property, as a member named with its `$`.
                guard isNameLike(current) || at(.integer) || at(.dollarIdentifier), !current.newlineBefore || dot.newlineBefore else {
                    errorAtCurrent(ParserMessages.expectedMemberName)
                    break loop
                }
                let nameToken = advance()
                operations.append(PostfixOperation(kind: .member(name: text(nameToken), nameRange: range(nameToken)), range: range(from: start)))
            case .leftParen where !current.newlineBefore && namesDeclaration(base, operations) && argumentLabelsFollow():
                operations.append(PostfixOperation(kind: .argumentLabels(parseArgumentLabels()), range: range(from: start)))
            case .leftParen where !current.newlineBefore:
                operations.append(PostfixOperation(kind: .call(parseArgumentList(closer: .rightParen)), range: range(from: start)))
            case .leftBracket where !current.newlineBefore:
                operations.append(PostfixOperation(kind: .subscriptCall(parseArgumentList(closer: .rightBracket)), range: range(from: start)))
            // As in Swift, a trailing closure may open on the next line (`Button("Save")⏎{ … }`),
            // unless the brace opens a property's `{ didSet … }` block: on the same line too, as
            // Swift's parser decides (`var items = [Item]() { didSet { … } }` is no closure).
            case .leftBrace where !opensAccessorBlock() && acceptsTrailingClosure(base, operations)
                && (allowsTrailingClosure || closureContinuesCondition()):
                if !allowsTrailingClosure { warning(ParserMessages.confusableTrailingClosure, at: currentRange) }
                let closures = parseTrailingClosures()
                if let last = operations.last, case .call(let arguments) = last.kind {
                    operations[operations.count - 1] = PostfixOperation(kind: .call(arguments + closures), range: range(from: start))
                } else {
                    operations.append(PostfixOperation(kind: .call(closures), range: range(from: start)))
                }
            case .op(.not) where !current.spaceBefore:
                advance()
                operations.append(PostfixOperation(kind: .forceUnwrap, range: range(from: start)))
            case .op(.question) where !current.spaceBefore:
                advance()
                hasOptionalChain = true
                operations.append(PostfixOperation(kind: .optionalChain, range: range(from: start)))
            // Postfix as Swift decides: bound to its operand on the left only, where a closing
            // bracket, `,`, `;` or `:` after it counts as space (`items[2...]`, `case 1...:`).
            case .op(.closedRange) where !current.spaceBefore
                && (current.spaceAfter || [.rightParen, .rightBracket, .rightBrace, .comma, .semicolon, .colon].contains(peek().kind)):
                advance()
                operations.append(PostfixOperation(kind: .postfixRange, range: range(from: start)))
            case .op(.less) where !current.spaceBefore && isTypeName(base, operations) && genericArgumentsFollow():
                guard let specialized = parseGenericSpecialization(base, operations, start: start) else { break loop }
                base = specialized
                operations = []
            default:
                break loop
            }
        }
        let expression = Expression.chain(base, operations)
        if hasOptionalChain {
            return Expression(kind: .optionalEvaluation(expression), range: expression.range)
        }
        return expression
    }

    /// Whether the `{` here opens a property's accessors (`{ didSet {` , `{ get {`) rather than a closure.
    private func opensAccessorBlock() -> Bool {
        let first = peek()
        return first.kind == .identifier && ["get", "set", "didSet", "willSet"].contains(text(first))
            && (peek(2).kind == .leftBrace || accessorParameterFollows || peek(2).newlineBefore)
    }

    /// Whether `(name) {` follows the accessor's name, as in `set(newTitle) {`: a call such as
    /// `set()` opening a closure's body is not an accessor.
    var accessorParameterFollows: Bool {
        peek(2).kind == .leftParen && peek(3).kind == .identifier && peek(4).kind == .rightParen && peek(5).kind == .leftBrace
    }

    /// How many tokens from the current one (which opens a bracket) to the one after the
    /// bracket that closes it; nil when the file ends first.
    func offsetPastGroup() -> Int? {
        var open = 0, offset = 0
        repeat {
            switch peek(offset).kind {
            case .leftParen, .leftBrace, .leftBracket: open += 1
            case .rightParen, .rightBrace, .rightBracket: open -= 1
            case .endOfFile: return nil
            default: break
            }
            offset += 1
        } while open > 0
        return offset
    }

    /// In a statement header, where `{` opens the body, whether it opens a closure after all
    /// (`if xs.filter { $0 > 1 }.isEmpty {`): as swiftc decides, its first token is on the
    /// brace's line and its `}` is followed by the body's `{`, `where` or `,`, or on the
    /// same line by a postfix step or a binary operator.
    private func closureContinuesCondition() -> Bool {
        guard !peek().newlineBefore, let offset = offsetPastGroup() else { return false }
        let next = peek(offset)
        switch next.kind {
        case .leftBrace, .keyword(.where), .comma:
            return true
        case .leftBracket, .leftParen, .dot, .keyword(.is), .keyword(.as):
            return !next.newlineBefore
        case .op(let op):
            return op != .assign && !next.newlineBefore
        default:
            return false
        }
    }

    /// Whether a chain so far ends in a name a compound name's labels can follow: `.init` in
    /// `AppIcon.init(rawValue:)`, `handle` in `handle(url:)`.
    private func namesDeclaration(_ base: Expression, _ operations: [PostfixOperation]) -> Bool {
        if let last = operations.last { return last.memberName != nil }
        switch base.kind {
        case .identifier, .implicitMember: return true
        default: return false
        }
    }

    /// Whether `(label:label:)`, `(_:)` follows: argument labels with no values, which
    /// no call can be.
    private func argumentLabelsFollow() -> Bool {
        var offset = 1
        while isNameLike(peek(offset)), peek(offset + 1).kind == .colon { offset += 2 }
        return offset > 1 && peek(offset).kind == .rightParen
    }

    /// The labels of `(label:_:)`, nil for `_`, after `argumentLabelsFollow`.
    private mutating func parseArgumentLabels() -> [String?] {
        advance()
        var labels: [String?] = []
        while !at(.rightParen) {
            let label = text(advance())
            labels.append(label == "_" ? nil : label)
            advance()
        }
        advance()
        return labels
    }

    /// Trailing closures attach to names, members and calls, not to literals.
    private func acceptsTrailingClosure(_ base: Expression, _ operations: [PostfixOperation]) -> Bool {
        if let last = operations.last {
            switch last.kind {
            case .member, .call, .subscriptCall, .optionalChain: return true
            default: return false
            }
        }
        switch base.kind {
        case .identifier, .implicitMember, .typeExpression, .selfType: return true
        default: return false
        }
    }

    /// `{ … }` then any `label: { … }` closures (`Button { } label: { }`).
    private mutating func parseTrailingClosures() -> [Argument] {
        let first = parseClosure()
        var arguments = [Argument(label: nil, value: first, isTrailingClosure: true, range: first.range)]
        while isNameLike(current), peek().kind == .colon, peek(2).kind == .leftBrace {
            let labelToken = advance()
            advance()
            let closure = parseClosure()
            arguments.append(Argument(label: text(labelToken), labelRange: range(labelToken), value: closure, isTrailingClosure: true, range: range(from: labelToken.start)))
        }
        return arguments
    }

    /// Whether a chain so far names a type, so `<` after it can open generic arguments.
    private func isTypeName(_ base: Expression, _ operations: [PostfixOperation]) -> Bool {
        if let last = operations.last {
            return last.memberName?.first?.isUppercase == true
        }
        if case .identifier(let name) = base.kind { return name.first?.isUppercase == true }
        return false
    }

    /// A cheap bounded scan for a closing `>` over tokens that can appear in a type, so
    /// that speculative parsing (below) is tried only where it can succeed; without the
    /// bound, `A<A<A<…` would make parsing quadratic. In a type, the list may span lines.
    func genericArgumentsFollow(acrossLines: Bool = false) -> Bool {
        var open = 0
        var i = index
        while i < min(tokens.count, index + 64) {
            let token = tokens[i]
            if i > index, token.newlineBefore, !acrossLines { return false }
            switch token.kind {
            case .op(.less): open += 1
            case .op(.greater):
                open -= 1
                if open == 0 { return true }
            case .identifier, .keyword(.Self), .dot, .comma, .colon, .leftBracket, .rightBracket,
                 .leftParen, .rightParen, .arrow, .op(.question), .op(.not), .op(.nilCoalescing):
                break
            default:
                return false
            }
            i += 1
        }
        return false
    }

    /// `Binding<Bool>` in expression position: tried speculatively, kept only if it is
    /// a well-formed argument list followed by `(`, `.`, the end of the expression, or a
    /// trailing closure where one may open (`Binding<Order> { … } set: { … }`).
    private mutating func parseGenericSpecialization(
        _ base: Expression, _ operations: [PostfixOperation], start: Int
    ) -> Expression? {
        let savedIndex = index
        let savedDiagnostics = diagnostics.count
        let savedLastError = lastErrorOffset
        let savedDepthExceeded = depthExceeded
        var arguments: [TypeSyntax] = []
        advance()
        repeat {
            arguments.append(parseType())
        } while consume(.comma)
        let closes = consume(.op(.greater))
        // `AsyncStream<Int> { continuation in … }`: a trailing closure where one may follow.
        let follows = at(.leftParen) || at(.dot) || at(.rightParen) || at(.comma) || atEnd || current.newlineBefore
            || (at(.leftBrace) && allowsTrailingClosure)
        guard closes, follows, diagnostics.count == savedDiagnostics,
              let type = typeSyntax(from: base, operations, arguments: arguments, start: start) else {
            index = savedIndex
            diagnostics.removeSubrange(savedDiagnostics...)
            lastErrorOffset = savedLastError
            depthExceeded = savedDepthExceeded
            return nil
        }
        return Expression(kind: .typeExpression(type), range: range(from: start))
    }

    /// `A.B.C` (a name and member names) as a type whose last part takes `arguments`.
    private func typeSyntax(from base: Expression, _ operations: [PostfixOperation], arguments: [TypeSyntax],
                            start: Int) -> TypeSyntax? {
        let whole = SourceRange(file: file, start: start, end: previousEnd)
        guard case .identifier(let name) = base.kind else { return nil }
        var type = TypeSyntax(kind: .named(name, genericArguments: operations.isEmpty ? arguments : []), range: whole)
        for (index, operation) in operations.enumerated() {
            guard let member = operation.memberName else { return nil }
            let isLast = index == operations.count - 1
            type = TypeSyntax(kind: .member(type, member, genericArguments: isLast ? arguments : []), range: whole)
        }
        return type
    }

    /// The type a one-element array or dictionary literal spells, if its parts are type
    /// names (capitalised, as Swift types are by convention).
    private func collectionType(_ expression: Expression) -> TypeSyntax? {
        switch expression.kind {
        case .array(let elements) where elements.count == 1:
            guard let element = typeName(elements[0]) else { return nil }
            return TypeSyntax(kind: .array(element), range: expression.range)
        case .dictionary(let pairs) where pairs.count == 1:
            guard let key = typeName(pairs[0].key), let value = typeName(pairs[0].value) else { return nil }
            return TypeSyntax(kind: .dictionary(key: key, value: value), range: expression.range)
        default:
            return nil
        }
    }

    /// The type an element of such a literal spells: `Edge.Set`, `CGFloat?`, `[Int]`.
    private func typeName(_ expression: Expression) -> TypeSyntax? {
        switch expression.kind {
        case .identifier(let name) where name.first?.isUppercase == true:
            return TypeSyntax(kind: .named(name, genericArguments: []), range: expression.range)
        case .typeExpression(let type):
            return type
        case .optionalEvaluation(let inner):
            return typeName(inner)
        case .tuple(let elements) where elements.count > 1:
            // `[(f1: Int, f2: Int)]()`: an array of labelled tuples.
            var types: [TypeSyntax] = []
            for element in elements {
                guard let type = typeName(element.value) else { return nil }
                types.append(type)
            }
            return TypeSyntax(kind: .tuple(types, labels: elements.map(\.label)), range: expression.range)
        case .array, .dictionary:
            return collectionType(expression)
        case .postfix(let base, let operations):
            guard var type = typeName(base) else { return nil }
            for operation in operations {
                switch operation.kind {
                case .member(let name, _) where name.first?.isUppercase == true:
                    type = TypeSyntax(kind: .member(type, name, genericArguments: []), range: operation.range)
                case .optionalChain:
                    type = TypeSyntax(kind: .optional(type), range: operation.range)
                default:
                    return nil
                }
            }
            return type
        default:
            return nil
        }
    }
}
