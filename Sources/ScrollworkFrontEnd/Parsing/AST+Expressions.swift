// Expression nodes of the syntax tree (see AST.swift).

package struct Expression: Equatable, Sendable {
    package var kind: ExpressionKind
    package var range: SourceRange

    package init(kind: ExpressionKind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    /// The text of a string literal with no interpolation (`"hasSeenIntro"`); nil for any
    /// other expression, whose value is known only when it runs.
    package var literalText: String? {
        guard case .string(let segments) = kind else { return nil }
        var text = ""
        for segment in segments {
            guard case .text(let part) = segment else { return nil }
            text += part
        }
        return text
    }
}

package indirect enum ExpressionKind: Equatable, Sendable {
    case integer(Int)
    /// An integer literal past `Int.max` that fits 64 unsigned bits: only a `UInt64` (or a
    /// Double) may be made of it.
    case unsignedInteger(UInt64)
    case double(Double)
    case boolean(Bool)
    /// `#available(iOS 17, *)` or `#unavailable(iOS 18)`.
    case availability(AvailabilityCondition)
    /// `#file`, `#line`, `#function`…: where it is written, or, as a parameter's default
    /// value, where the function is called.
    case magicIdentifier(MagicIdentifier)
    /// `#selector(UIResponder.resignFirstResponder)`: the method's name, the last part of the
    /// path written (`resignFirstResponder`, `keyboardWillShow(_:)`).
    case selector(String)
    /// A string literal, split into text and `\(…)` interpolations. An interpolation
    /// with formatting arguments (`\(value, specifier: "%.1f")`) is a `.tuple` whose
    /// first, unlabeled element is the value.
    case string([StringSegment])
    case nilLiteral
    /// A name: `threshold`, `min`, `CGRect`, `Color`. Backticks are removed. `#selector(…)` is
    /// the name `selectorName`, which nothing can declare.
    case identifier(String)
    /// `$0`, `$1` in a closure without a parameter list.
    case anonymousClosureArgument(Int)
    /// `$isOn`: the `Binding` projection of a `@State`/`@Binding` property.
    case bindingProjection(String)
    /// `self`
    case selfValue
    /// `super`, which only a class's members use, to reach their superclass's members
    /// (`super.init()`, `super.refresh()`).
    case superValue
    /// `Self` in expression position (e.g. `Self.defaultThreshold`).
    case selfType
    /// `[a, b]`, `[]`.
    case array([Expression])
    /// `["a": 1]`, `[:]`. Parsed so the error can name it; later stages may reject it.
    case dictionary([DictionaryElement])
    /// `(a, b)` or `(x: 1, y: 2)`. A single unlabeled `(e)` is just `e`.
    case tuple([Argument])
    /// Prefix operators before an operand, outermost first: `!!x` is two `.not`s and `x`,
    /// `- -x` two `.negate`s. Never empty when parsed.
    case prefix(operators: [PrefixOperation], operand: Expression)
    /// A run of binary operators of one precedence group after a first operand:
    /// `a + b - c` is `a` then `+ b` and `- c`. Runs of a left-associative group fold left
    /// (`(a + b) - c`); a run of `??` (right-associative) folds right (`a ?? (b ?? c)`);
    /// comparisons and ranges do not associate, so their runs have one operation in a
    /// tree without errors. Higher precedence groups are nested runs: `a + b * c` is `a`
    /// then `+ (b * c)`. Never empty when parsed.
    case binary(first: Expression, rest: [BinaryOperation])
    case ternary(condition: Expression, then: Expression, else: Expression)
    /// A base followed by postfix operations applied in order: member reads, calls,
    /// subscripts, `!`, `?`, `x...` and casts (`a.b(c)[0]!` is `a` then `.b`, `(c)`, `[0]`,
    /// `!`). Never empty when parsed. See `PostfixOperation`.
    case postfix(base: Expression, operations: [PostfixOperation])
    /// `.top`, `.init`, `.viewAligned` — the base type comes from context. A call of an
    /// implicit member is a `.postfix` chain with an `.implicitMember` base.
    case implicitMember(name: String, nameRange: SourceRange)
    case closure(ClosureExpression)
    /// `try e`, `try? e`, `try! e`: covers every call in `e` that may throw.
    case tryExpression(TryKind, Expression)
    /// Wraps a whole postfix chain that contains at least one `.optionalChain` operation,
    /// e.g. `a?.b.c` is `optionalEvaluation(postfix(a, [?, .b, .c]))`: a nil before a `?`
    /// makes the whole chain nil.
    case optionalEvaluation(Expression)
    /// `\.id`, `\Item.id`, `\.self`, `\.destination?.title`.
    case keyPath(root: TypeSyntax?, components: [KeyPathComponent])
    /// `&x` as an argument for an `inout` parameter.
    case inoutArgument(Expression)
    /// A type written where an expression is expected and which only a type parser can
    /// read: `Binding<Bool>`, `Array<Int>`, and `[Int]` / `[String: Int]` when called or
    /// followed by `.` (`[Int]()`, `[CGFloat].self`). Plain names stay `.identifier`.
    case typeExpression(TypeSyntax)
    /// `if c { a } else { b }` used as a value: each branch ends in the expression it yields.
    case ifExpression(IfStatement)
    /// `switch x { case …: a default: b }` used as a value.
    case switchExpression(SwitchStatement)
    /// An expression that failed to parse; an error was reported for it.
    case invalid

    /// What `#selector(…)` of anything but a method's name is read as: a name of the
    /// Objective-C runtime, which UIKit's target-action callbacks go through; code using it is
    /// left out as not simulated.
    package static let selectorName = "#selector"
    /// `#colorLiteral(red:green:blue:alpha:)` is a call of this name, which nothing can declare;
    /// the checker makes it a UIColor, the literal's type on iOS.
    package static let colorLiteralName = "#colorLiteral"
    /// `#imageLiteral(resourceName:)`, likewise: a UIImage.
    package static let imageLiteralName = "#imageLiteral"
    /// The object literals Xcode's pickers write, read as calls.
    package static let objectLiteralNames: Set<String> = [colorLiteralName, imageLiteralName]
}

/// The iOS version an availability condition names, read from its list (`iOS 17.4, macOS 14,
/// *`): nil when it names none, which `*` makes available on iOS. `#unavailable(…)` is the
/// negation of `#available(…, *)`.
package struct AvailabilityCondition: Equatable, Sendable {
    package var iOSVersion: [Int]?
    package var isUnavailable: Bool

    package init(list: String, isUnavailable: Bool) {
        self.isUnavailable = isUnavailable
        for item in list.split(separator: ",") {
            let words = item.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
            guard words.count == 2, words[0] == "iOS" || words[0] == "iOSApplicationExtension" else { continue }
            let parts = words[1].split(separator: ".").map { Int($0) }
            if !parts.isEmpty, parts.allSatisfy({ $0 != nil }) { iOSVersion = parts.compactMap { $0 } }
        }
    }
}

package enum StringSegment: Equatable, Sendable {
    /// Literal text with escapes already decoded.
    case text(String)
    case interpolation(Expression)
}

package struct DictionaryElement: Equatable, Sendable {
    package var key: Expression
    package var value: Expression

    package init(key: Expression, value: Expression) {
        self.key = key
        self.value = value
    }
}

/// A call, subscript, attribute or tuple argument.
package struct Argument: Equatable, Sendable {
    /// nil when unlabeled.
    package var label: String?
    package var labelRange: SourceRange?
    package var value: Expression
    /// True for closures written after the call's parentheses.
    package var isTrailingClosure: Bool
    package var range: SourceRange

    package init(
        label: String?, labelRange: SourceRange? = nil, value: Expression,
        isTrailingClosure: Bool = false, range: SourceRange
    ) {
        self.label = label
        self.labelRange = labelRange
        self.value = value
        self.isTrailingClosure = isTrailingClosure
        self.range = range
    }
}

/// `[name = value]` or `[name]` (a copy of `name`) in a closure's capture list.
package struct ClosureCapture: Equatable, Sendable {
    package var name: String
    package var value: Expression
    package var range: SourceRange

    package init(name: String, value: Expression, range: SourceRange) {
        self.name = name
        self.value = value
        self.range = range
    }
}

/// How a `try` handles an error thrown inside it.
package enum TryKind: String, Equatable, Sendable {
    /// `try`: the error propagates.
    case propagating = "try"
    /// `try?`: nil instead of the error.
    case optional = "try?"
    /// `try!`: a trap on an error.
    case forced = "try!"
}

package struct ClosureExpression: Equatable, Sendable {
    /// nil when the closure has no `… in` signature (it may then use `$0`, `$1`).
    package var parameters: [ClosureParameter]?
    package var returnType: TypeSyntax?
    package var body: [Statement]
    /// Capture-list entries that copy a value when the closure is made: `[count]`, `[last = model.id]`.
    package var captures: [ClosureCapture]

    package init(parameters: [ClosureParameter]?, returnType: TypeSyntax?, body: [Statement], captures: [ClosureCapture] = []) {
        self.parameters = parameters
        self.returnType = returnType
        self.body = body
        self.captures = captures
    }

    /// The one expression of a closure whose body is that expression or returns it
    /// (`{ content, phase in content.opacity(…) }`), with `count` named parameters.
    package func singleExpression(parameterCount count: Int) -> (parameters: [ClosureParameter], expression: Expression)? {
        guard let parameters, parameters.count == count, body.count == 1 else { return nil }
        switch body[0].kind {
        case .expression(let e): return (parameters, e)
        case .returnStatement(let e?): return (parameters, e)
        default: return nil
        }
    }
}

package struct ClosureParameter: Equatable, Sendable {
    /// The name, or "_" for an ignored parameter.
    package var name: String
    package var type: TypeSyntax?
    package var isInout: Bool
    package var range: SourceRange

    package init(name: String, type: TypeSyntax?, isInout: Bool = false, range: SourceRange) {
        self.name = name
        self.type = type
        self.isInout = isInout
        self.range = range
    }
}

package enum UnaryOperator: String, Equatable, Sendable, CaseIterable {
    case negate = "-"
    case plus = "+"
    case not = "!"
    /// `..<x`
    case upToExclusive = "..<"
    /// `...x`
    case upThrough = "..."
    /// `~x`, every bit flipped.
    case bitwiseNot = "~"
}

package enum BinaryOperator: String, Equatable, Sendable, CaseIterable {
    case multiply = "*", divide = "/", remainder = "%"
    case add = "+", subtract = "-"
    case wrappingAdd = "&+", wrappingSubtract = "&-", wrappingMultiply = "&*"
    case shiftLeft = "<<", shiftRight = ">>", bitwiseAnd = "&", bitwiseOr = "|", bitwiseXor = "^"
    case halfOpenRange = "..<", closedRange = "..."
    case nilCoalescing = "??"
    case equal = "==", notEqual = "!=", identical = "===", notIdentical = "!=="
    case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    /// `pattern ~= value`: whether a range holds the value, else whether the two are equal.
    case patternMatch = "~="
    case and = "&&", or = "||"

    /// Swift's precedence groups, higher binds tighter. Casts (`is`/`as`, 132) sit
    /// between nil-coalescing and comparison, the ternary (100) below `||`.
    package var precedence: Int {
        switch self {
        case .shiftLeft, .shiftRight: return 160
        case .multiply, .divide, .remainder, .wrappingMultiply, .bitwiseAnd: return 150
        case .add, .subtract, .wrappingAdd, .wrappingSubtract, .bitwiseOr, .bitwiseXor: return 140
        case .halfOpenRange, .closedRange: return 135
        case .nilCoalescing: return 131
        case .equal, .notEqual, .identical, .notIdentical,
             .less, .lessOrEqual, .greater, .greaterOrEqual, .patternMatch: return 130
        case .and: return 120
        case .or: return 110
        }
    }

    /// `??` is right-associative; comparisons and ranges do not associate at all
    /// (`a < b < c` is an error), the rest associate left.
    package var associativity: Associativity {
        switch self {
        case .nilCoalescing: return .right
        case .equal, .notEqual, .identical, .notIdentical, .less, .lessOrEqual,
             .greater, .greaterOrEqual, .patternMatch, .halfOpenRange, .closedRange, .shiftLeft, .shiftRight: return .none
        default: return .left
        }
    }

    /// The operators only integers have: the wrapping and the bitwise ones.
    package var isIntegerOnly: Bool {
        switch self {
        case .wrappingAdd, .wrappingSubtract, .wrappingMultiply, .shiftLeft, .shiftRight, .bitwiseAnd, .bitwiseOr, .bitwiseXor: return true
        default: return false
        }
    }

    package enum Associativity: Equatable, Sendable { case left, right, none }
}

/// A literal that names a place in the source, as swiftc expands it (`#dsohandle`: the
/// address of the module's loaded image).
package enum MagicIdentifier: String, Equatable, Sendable {
    case file = "#file", filePath = "#filePath", fileID = "#fileID", line = "#line", column = "#column", function = "#function"
    case dsoHandle = "#dsohandle"
}

package enum CastKind: String, Equatable, Sendable {
    case `is` = "is"
    case `as` = "as"
    case conditional = "as?"
    case forced = "as!"
}
