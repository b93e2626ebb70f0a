/// Messages the parser emits, kept beside it. Wording follows the Swift compiler's where
/// the same mistake exists in Swift.
enum ParserMessages {
    /// "'protocol' is not supported …", "generic parameters are not supported …".
    static func unsupported(_ construct: String) -> String {
        let plural = construct.hasSuffix("s") && !construct.hasSuffix("'")
        return "\(construct) \(plural ? "are" : "is") not supported in scrollwork scripts"
    }
    static func expected(_ what: String) -> String { "expected \(what)" }
    static func expectedName(_ construct: String) -> String { "expected a name for the \(construct)" }
    static func nonAssociative(_ op: BinaryOperator) -> String {
        let group = switch op.precedence {
        case 160: "BitwiseShiftPrecedence"
        case 135: "RangeFormationPrecedence"
        default: "ComparisonPrecedence"
        }
        return "adjacent operators are in non-associative precedence group '\(group)'"
    }
    static func integerOverflow(_ literal: String) -> String { "integer literal '\(literal)' overflows when stored into 'Int'" }
    static func invalidFloat(_ literal: String) -> String { "'\(literal)' is not a representable floating-point number" }
    static func emptyCase(_ label: String) -> String { "'\(label)' label in a 'switch' must have at least one executable statement" }

    static let expectedExpression = "expected expression"
    static let separatedUnaryOperator = "unary operator cannot be separated from its operand"
    static let expectedType = "expected type"
    static let expectedStatement = "expected statement"
    static let expectedDeclaration = "expected declaration (only declarations are allowed at the top level of a script)"
    static let entryPointNotRun = "the top-level code of main.swift is the program's entry point, which scrollwork does not run (it opens views and previews); it is left out"
    static let expectedDeclarationAfterModifiers = "expected declaration after attributes or modifiers"
    static let expectedMember = "expected a member declaration ('let', 'var', 'func', 'init', 'struct' …)"
    static let expectedMemberName = "expected member name following '.'"
    static let expectedAttributeName = "expected an attribute name after '@'"
    static let expectedModuleName = "expected module name in import declaration"
    static let expectedCase = "expected 'case' or 'default' in 'switch'"
    static let consecutiveStatements = "consecutive statements on a line must be separated by ';'"
    static let extraTokensAfterExpression = "unexpected input after the expression"
    static let extraneousBrace = "extraneous '}' at top level"
    static let unmatchedBrace = "unmatched '{'"
    static func openedHere(_ bracket: String) -> String { "to match this opening '\(bracket)'" }
    static let notAssignable = "cannot assign to this expression; only variables, properties and subscripts can be assigned"
    static let confusableTrailingClosure = "trailing closure in this context is confusable with the body of the statement; pass as a parenthesized argument to silence this warning"
    static let invalidEscape = "invalid escape sequence in literal"
    static let invalidUnicodeEscape = "invalid unicode scalar in '\\u{…}' escape"
    static let multilineMustStartOnNewLine = "multi-line string literal content must begin on a new line"
    static let multilineClosingOnOwnLine = "multi-line string literal closing delimiter must begin on a new line"
    static let tooDeep = "expression is nested too deeply (more than \(Parser.maximumDepth) levels)"

    /// Declarations with no place in the subset, named in their error.
    static let unsupportedDeclarationKeywords: Set<Keyword> = [.operator, .precedencegroup]
    /// Statements with no place in the subset.
    static let unsupportedStatementKeywords: Set<Keyword> = [.catch]
    /// `is`/`as` bind tighter than `??`... in Swift they sit just above `??`; any
    /// precedence between 131 and 135 orders them correctly.
    static let castPrecedence = 132
}

extension ParserMessages {
    /// Attributes whose arguments are not expressions (`@available(iOS 17, *)`); their
    /// arguments are skipped.
    static let spaceBeforeAttributeArguments = "extraneous whitespace between attribute name and '('; this is an error in the Swift 6 language mode"
    static let opaqueAttributes: Set<String> = ["available", "backDeployed", "_spi", "objc", "inline", "_silgen_name"]
}
