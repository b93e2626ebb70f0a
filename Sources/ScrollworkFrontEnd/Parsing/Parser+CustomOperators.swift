// Operators of modules scrollwork does not have (`|>`, `>=>`, `<>` of Prelude-style
// packages). Swift lexes a run of operator characters as one operator, which a module
// declares; the lexer here knows only the standard library's, so such an operator arrives
// as several adjacent tokens (`|` `>`), joined again here. What it does is the module's: the
// compiler puts a use on the modules the file imports that we lack, or reports swiftc's
// "cannot find operator" when every import is known.
extension Parser.State {
    /// Adjacent operator tokens that Swift reads as one operator none of ours is.
    struct GluedOperator {
        let name: String
        let tokenCount: Int
        /// Space on both sides or on neither, as Swift's infix operators are written.
        let isInfix: Bool
    }

    /// The operator written from the current token on, when it is glued to the next
    /// operator token and is not `>>` or `>>=` (split so that `Array<Array<Int>>` closes).
    func gluedOperator() -> GluedOperator? {
        guard case .op = current.kind else { return nil }
        var count = 1
        var last = current
        while case .op = peek(count).kind, peek(count).start == last.end {
            last = peek(count)
            count += 1
        }
        guard count > 1, count > 2 || shiftRightTokens() == nil else { return nil }
        let name = String(decoding: bytes[current.start..<last.end], as: UTF8.self)
        return GluedOperator(name: name, tokenCount: count, isInfix: current.spaceBefore == last.spaceAfter)
    }

    /// Where Swift puts an operator declared without a precedence group (`DefaultPrecedence`):
    /// above the ternary and unordered with the rest, which scrollwork orders below `||`.
    static let defaultPrecedence = 105

    /// `lhs |> rhs`, an operator of a module scrollwork does not have (`|>` of Prelude): a call
    /// of the operator function, named as Swift names it, with the two operands. Its precedence
    /// group is the module's, unknown here, so it is taken as `DefaultPrecedence` and
    /// left-associative, which parses the chains such modules are made for (`a |> f |> g`).
    mutating func parseCustomOperation(after lhs: Expression, _ custom: GluedOperator) -> Expression {
        let callee = customOperatorReference(custom)
        let rhs = parseBinary(minimumPrecedence: Self.defaultPrecedence + 1)
        let arguments = [lhs, rhs].map { Argument(label: nil, value: $0, range: $0.range) }
        return .chain(callee, [PostfixOperation(kind: .call(arguments), range: lhs.range.to(rhs.range))])
    }

    /// The operator's name, as its function is named: the callee of a use, or the function
    /// itself passed as an argument (`reduce(.empty, <>)`).
    mutating func customOperatorReference(_ custom: GluedOperator) -> Expression {
        let start = current.start
        var end = start
        for _ in 0..<custom.tokenCount { end = advance().end }
        return Expression(kind: .identifier(custom.name), range: SourceRange(file: file, start: start, end: end))
    }
}
