import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

extension BodyChecker {
    /// Compiles an expression; `expected` is the type the context wants (for literals and `.member`),
    /// `hints` what a callee tells the closure it is passed as (or the function named in its place).
    func expression(_ e: Expression, expected: StaticType = .unknown, hints: ClosureHints = .none) -> Typed {
        let compiled = expressionLowering.lower(typedExpression(e, expected: expected, hints: hints))
        // A generic function's call whose result type names what its arguments do not.
        guard compiled.genericArguments != nil else { return compiled }
        return bindExpectedResult(compiled, expected: expected)
    }

    /// Type-checks an expression into the typed tree (`TypedExpression`), reporting its errors.
    func typedExpression(_ e: Expression, expected: StaticType = .unknown, hints: ClosureHints = .none) -> TypedExpression {
        if case .record = expected.unwrapped, let built = literalOfConformingType(e, expected: expected) { return built }
        switch e.kind {
        case .integer(let value):
            if expected.unwrapped == .uint64 { return unsignedLiteral(value, at: e.range) }
            return expected.unwrapped == .double ? .literal(.double(Double(value)), .double) : .literal(.int(value), .int)
        case .unsignedInteger(let value):
            if expected.unwrapped == .double { return .literal(.double(Double(value)), .double) }
            if expected.unwrapped == .uint64 { return .literal(.uint(value), .uint64) }
            return failure("integer literal '\(value)' overflows when stored into 'Int'", at: e.range)
        case .double(let value):
            return .literal(.double(value), .double)
        case .boolean(let value):
            return .literal(.bool(value), .bool)
        case .magicIdentifier(let kind):
            return magicIdentifier(kind, at: e.range)
        case .selector(let name):
            return .literal(.string(name), staticType(surfaceName: "Selector"))
        case .availability(let condition):
            // A list that names no iOS version is available on iOS (its `*`).
            guard let version = condition.iOSVersion else { return .literal(.bool(!condition.isUnavailable), .bool) }
            return .availability(version: version, negated: condition.isUnavailable)
        case .nilLiteral:
            return .literal(.none, expected)
        case .string(let segments):
            // `var question: AttributedString = ""`: a literal where a framework type expressible by
            // one is wanted builds it, through the type's `init(stringLiteral:)`, as Swift does.
            if let type = stringLiteralType(expected) {
                return initializerCall(type, [Argument(label: "stringLiteral", value: e, range: e.range)], range: e.range, nameRange: e.range)
            }
            return stringLiteral(segments, range: e.range)
        case .identifier(let name):
            return identifier(name, range: e.range, expected: expected, hints: hints)
        case .anonymousClosureArgument(let index):
            guard let (slot, depth, type, _) = anonymousArgument(index) else {
                return failure(Self.anonymousArgumentOutsideClosure(index), at: e.range)
            }
            return .anonymousArgument(TypedLocal(slot: slot, depth: depth, type: type, range: e.range))
        case .selfValue:
            if let type = staticSelf(e) { return typedExpression(type, expected: expected, hints: hints) }
            return selfValue(range: e.range)
        case .superValue:
            // A member of it is a chain (`BodyChecker+Super.swift`); alone it is nothing.
            return failure(SuperMessages.alone, at: e.range)
        case .array(let elements):
            return arrayLiteral(elements, expected: expected, range: e.range)
        case .prefix(let operators, let operand):
            return prefixChain(operators, operand, range: e.range, expected: expected)
        case .binary(let first, let rest):
            return binaryRun(first, rest, expected: expected)
        case .ternary(let condition, let then, let otherwise):
            let test = expression(condition, expected: .bool).condition(at: condition.range)
            let (a, b) = ternaryBranches(then, otherwise, expected: expected)
            let type = a.type == b.type ? a.type : (a.type.isNumeric && b.type.isNumeric ? .double : a.type)
            return .conditional(test, then: a, else: b, type: type)
        case .postfix(let base, let operations):
            return postfixChain(base, operations, expected: expected, hints: hints)
        case .implicitMember(let name, let nameRange):
            return implicitMember(name, range: nameRange, expected: expected, hints: hints)
        case .closure(let closure):
            return self.closure(closure, range: e.range, hints: hints.completed(by: expected))
        case .tryExpression(let kind, let inner):
            return tryExpression(kind, inner, expected: expected, range: e.range)
        case .optionalEvaluation(let inner):
            let compiled = expression(inner, expected: expected)
            return .optionalEvaluation(compiled.eval, type: .optional(compiled.type.unwrapped))
        case .tuple(let arguments):
            if arguments.count == 1, arguments[0].label == nil {
                return typedExpression(arguments[0].value, expected: expected, hints: hints)
            }
            return tupleLiteral(arguments, expected: expected)
        case .inoutArgument:
            return failure("'&' is only allowed for an inout argument", at: e.range)
        case .selfType:
            guard let type = currentNominal else { return failure("'Self' is only available inside a type", at: e.range) }
            if let surfaceSelf = type.surfaceSelf, let name = surfaceTypeName(of: surfaceSelf) { return .literal(.type(.builtin(name)), .unknown) }
            return .literal(.type(.user(type)), .unknown)
        case .keyPath(let root, let components):
            return keyPath(root: root, components, range: e.range, expected: expected)
        case .bindingProjection:
            if let value = viewSupportExpression(e) { return value }
            return unsupportedExpression("\(constructName(e.kind)) is not supported in behaviour scripts", at: e.range)
        case .typeExpression(let syntax):
            // `Activity<Attributes>.activities`: a generic type no loaded file or module we have
            // declares is a placeholder, as its name alone would be.
            if case .named(let name, let generics) = syntax.kind, !generics.isEmpty, !name.contains("."),
               let placeholder = placeholderValue(name, at: e.range) {
                return placeholder
            }
            let type = staticType(syntax)
            // `[T].self` in a generic function: spelled with the type its call bound `T` to.
            if Self.mentionsGeneric(type), let spelled = genericSpelling(type, range: e.range) {
                return .genericTypeValue(spelled: spelled)
            }
            return .literal(.type(.builtin(type.name)), .unknown)
        case .ifExpression(let statement):
            return ifExpression(statement, expected: expected, range: e.range)
        case .switchExpression(let statement):
            return switchExpression(statement, expected: expected, range: e.range)
        case .dictionary(let elements):
            return dictionaryLiteral(elements, expected: expected, range: e.range)
        case .invalid:
            return failure("invalid expression", at: e.range)
        }
    }

    /// A ternary's branches: a leading-dot one (`.hex(0x242424)`) is named from the other's
    /// type when the other has one, as Swift gives both branches one type.
    private func ternaryBranches(_ then: Expression, _ otherwise: Expression,
                                 expected: StaticType) -> (Typed, Typed) {
        // An array literal takes its type from the context too (`[.isButton, .isSelected]` is
        // an option set where one is expected): it names no type for the other branch.
        func takesContext(_ e: Expression) -> Bool {
            if case .array = e.kind { return true }
            return Self.startsWithImplicitMember(e)
        }
        // `fixed ? width : .none`: Optional's own `none`, the branches being of the optional type.
        func beside(_ implicit: Expression, _ other: Typed) -> StaticType {
            guard other.type != .unknown else { return expected }
            if case .implicitMember("none", _) = implicit.kind, other.type == other.type.unwrapped { return .optional(other.type) }
            return other.type
        }
        let (thenIsImplicit, otherwiseIsImplicit) = (takesContext(then), takesContext(otherwise))
        if otherwiseIsImplicit, !thenIsImplicit {
            let a = expression(then, expected: expected)
            return (a, expression(otherwise, expected: beside(otherwise, a)))
        }
        if thenIsImplicit, !otherwiseIsImplicit {
            let b = expression(otherwise, expected: expected)
            return (expression(then, expected: beside(then, b)), b)
        }
        return (expression(then, expected: expected), expression(otherwise, expected: expected))
    }

    private func constructName(_ kind: ExpressionKind) -> String {
        switch kind {
        case .keyPath: return "a key path"
        case .bindingProjection: return "a binding ('$name')"
        default: return "this expression"
        }
    }

    /// The framework type the context wants that a string literal builds with its own
    /// `init(stringLiteral:)` (`AttributedString`); nil for a `String` or an alias of one.
    private func stringLiteralType(_ expected: StaticType) -> String? {
        guard case .named(let name) = expected.unwrapped else { return nil }
        let builds = surface.overloads(.type(name), "init").contains { $0.signature.parameters.first?.label == "stringLiteral" }
        return builds ? name : nil
    }

    private func stringLiteral(_ segments: [StringSegment], range: SourceRange) -> TypedExpression {
        var typedSegments = [TypedStringSegment]()
        var allText = true
        var text = ""
        for segment in segments {
            switch segment {
            case .text(let literal):
                typedSegments.append(.text(literal))
                text += literal
            case .interpolation(let inner):
                allText = false
                if case .tuple(let arguments) = inner.kind, let label = arguments.first?.label {
                    // `\(bind: id)`: an `appendInterpolation(bind:)` of a type of its own (a query
                    // string of a database package), which a String's interpolation has not.
                    error("extraneous argument label '\(label):' in call", at: arguments[0].labelRange ?? inner.range)
                    continue
                }
                typedSegments.append(.value(describedAsSwift(expression(Self.formattingInterpolation(inner)), at: inner.range).eval))
            }
        }
        if allText { return .literal(.string(text), .string) }
        return .interpolatedString(typedSegments, range: range)
    }

    /// `\(value, format: style)`, `\(value, specifier: "%.2f")` and `\(value, formatter: f)`, the
    /// interpolations SwiftUI's `LocalizedStringKey` adds (a literal is a key wherever `Text` takes
    /// one), read as `value.formatted(style)`, `String(format: specifier, value)` and
    /// `f.string(for: value) ?? ""`; any other interpolation as it is.
    static func formattingInterpolation(_ inner: Expression) -> Expression {
        guard case .tuple(let arguments) = inner.kind, arguments.count == 2, arguments[0].label == nil,
              let label = arguments[1].label else { return inner }
        let value = arguments[0].value, style = arguments[1].value
        switch label {
        case "format":
            return .chain(value, [PostfixOperation(kind: .member(name: "formatted", nameRange: style.range), range: inner.range),
                                  PostfixOperation(kind: .call([Argument(label: nil, value: style, range: style.range)]),
                                                   range: inner.range)])
        case "specifier":
            let callee = Expression(kind: .identifier("String"), range: style.range)
            return .chain(callee, [PostfixOperation(kind: .call([Argument(label: "format", value: style, range: style.range),
                                                                 Argument(label: nil, value: value, range: value.range)]),
                                                    range: inner.range)])
        case "formatter":
            let written = Expression.chain(style, [PostfixOperation(kind: .member(name: "string", nameRange: style.range), range: inner.range),
                                                   PostfixOperation(kind: .call([Argument(label: "for", value: value, range: value.range)]),
                                                                    range: inner.range)])
            let empty = Expression(kind: .string([]), range: style.range)
            return Expression(kind: .binary(first: written, rest: [BinaryOperation(op: .nilCoalescing, operatorRange: style.range, operand: empty)]),
                              range: inner.range)
        default:
            return inner
        }
    }

    /// `typed` as `print` or an interpolation takes it: a value of a script type conforming to
    /// `CustomStringConvertible`, its `description`; when its type holds an optional, its
    /// description as Swift writes it (`Optional(3)`, a string); otherwise itself, at no cost.
    func describedAsSwift(_ typed: Typed, at range: SourceRange) -> Typed {
        if let type = typed.type.nominal, conforms(type, to: "CustomStringConvertible") {
            return expressionLowering.lower(memberRead(typed, "description", nameRange: range, range: range))
        }
        guard typed.type.describesAsOptional else { return typed }
        let eval = typed.eval, type = typed.type
        return Typed({ f in .string(Value.describe(try eval(f), as: type)) }, .string)
    }

    func selfValue(range: SourceRange) -> TypedExpression {
        guard let (depth, type, _) = scope.selfScope() else {
            return failure("'self' is only available inside a type", at: range)
        }
        // In an extension of a surface type `self` is a value of that type; in a protocol
        // extension, of whichever type conforms.
        let selfType = type.surfaceSelf ?? (type.kind == .protocolType ? .generic("Self", constraint: type.name) : .of(type))
        return .selfValue(TypedLocal(slot: 0, depth: depth, type: selfType, range: range))
    }

    /// `value as T`, `as! T`, `as? T`, `is T`; `target` is the type `written` stands for.
    func cast(_ kind: CastKind, _ receiver: Typed, to target: StaticType, written: TypeSyntax) -> TypedExpression {
        if kind != .is, target.unwrapped == Self.nsError, isError(receiver.type) {
            // Every error bridges to NSError, so even `as?` always succeeds.
            return .bridgedError(of: receiver.eval, errorDescriptions, type: kind == .conditional ? .optional(Self.nsError) : Self.nsError,
                                 range: written.range)
        }
        // `Bundle.main.decode("resorts.json") as [Resort]`: the coercion is the type a generic
        // call's result is expected to have, as swiftc infers `T` from it.
        let receiver = kind == .as ? bindExpectedResult(receiver, expected: target) : receiver
        switch kind {
        case .as where target == .unknown && receiver.type != receiver.type.unwrapped:
            // `value as Any` of an optional keeps the optional inside: `print(x as Any)` writes
            // `Optional(5)`, as Swift does, not the bare 5.
            return .unchangedReceiver(receiver)
        case .as, .forced:
            return .conversion(of: receiver.eval, to: target)
        case .conditional:
            if let bound = boundGenericType(target, range: written.range) {
                // `values[key] as? Value` in `func fetch<Value>`: the type the call bound, tested as it runs.
                let value = receiver.eval
                return .conversion(of: { f in
                    let result = try value(f)
                    return Self.matches(result, bound: try bound(f)) ? result : .none
                }, to: .optional(target))
            }
            return .conditionalCast(of: receiver.eval, to: target)
        case .is:
            return .typeTest(of: receiver.eval, typeTest(written))
        }
    }

    /// The type a generic parameter cast to is bound to when the code runs (`Value` of the
    /// function or generic class whose body this is), as a value; nil for any other type.
    private func boundGenericType(_ target: StaticType, range: SourceRange) -> Eval? {
        guard case .generic(let name, _) = target.unwrapped, let read = genericTypeValue(name, range: range) else { return nil }
        return expressionLowering.lower(read).eval
    }

    /// Whether a value is of the type a generic parameter was bound to: a script type's
    /// instance, or a value of the built-in type spelled (`BuiltinTypes.scalarTypes`); any value
    /// where the type is not bound or is one whose values are not told apart here (an array's).
    static func matches(_ value: Value, bound: Value) -> Bool {
        guard case .type(let type) = bound else { return true }
        switch type {
        case .user(let declared): return matches(value, .of(declared))
        case .builtin(let spelling): return BuiltinTypes.scalarTypes[spelling].map { matches(value, $0) } ?? true
        }
    }

    /// Foundation's error types, which values of the host carry (`CodingErrorValue`).
    static let hostErrorTypes: Set<String> = ["DecodingError", "EncodingError"]
    /// Framework types whose values are host objects of that name, and only they (`x as? URL`
    /// of an `Any` holding an Int is nil).
    static let hostValueTypes: Set<String> = hostErrorTypes.union(["URL", "Data"])

    static func matches(_ value: Value, _ type: StaticType) -> Bool {
        if type == .unknown { return true }
        if let nominal = type.unwrapped.nominal {
            switch (nominal.kind, value) {
            case (.classType, .object(let object)): return object.type.isSubtype(of: nominal)
            case (.protocolType, .object(let object)): return object.type.allConformances.contains(nominal.name)
            case (.protocolType, .record(let record, _)), (.protocolType, .enumCase(let record, _, _)):
                return record.type.allConformances.contains(nominal.name)
            case (.classType, _), (.protocolType, _): return false
            case (.structure, .record(let record, _)), (.enumeration, .enumCase(let record, _, _)): return record.type === nominal
            case (.structure, _), (.enumeration, _): return false
            }
        }
        if case .named(let name) = type.unwrapped, Self.hostValueTypes.contains(name) {
            if case .host(let host) = value { return host.typeName == name }
            return false
        }
        guard let kind = type.unwrapped.kind else { return true }
        return ValueKind(value) == kind
    }

    /// The source text of an expression, for messages like "offset was 799.5".
    func describeSource(_ e: Expression) -> String {
        sourceText(e.range) ?? "value"
    }

    /// The source text of a range, for messages that quote the script; nil without its file.
    func sourceText(_ range: SourceRange) -> String? {
        sourceFile?(range.file)?.text(in: range)
    }
}
