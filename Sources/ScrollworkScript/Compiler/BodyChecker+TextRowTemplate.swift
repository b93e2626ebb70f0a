import Foundation
import ScrollworkFrontEnd

/// Recognises row closures whose rows differ only by a `Text`'s string (see `TextRowTemplate`).
extension BodyChecker {
    /// The modifiers a templated `Text` may have: each draws or sizes the text the same way for
    /// every row when its arguments are constants, and none reads the row or registers anything.
    private static let templateModifiers: Set<String> = [
        "padding", "font", "fontWeight", "bold", "italic", "foregroundColor", "foregroundStyle", "frame",
        "lineLimit", "multilineTextAlignment", "opacity", "monospacedDigit", "kerning", "tracking",
        "underline", "strikethrough", "fixedSize", "tint",
    ]

    /// The template of `closure`'s rows, compiled in the scope its body was just compiled in (so
    /// `Text` means there what it meant to the body), or nil when it has another shape. The
    /// shapes are `{ i in Text("Row \(i)") }` (the string made from the element: the closure's
    /// parameter, bare, in the interpolations), the same followed by `templateModifiers` with
    /// constant arguments, and `{ i in Row(index: i) }` for a view of the app's own whose one
    /// stored property is an `Int` and whose body is such a `Text` of that property. A parameter
    /// declared `Double` would turn the element into one: such a closure is run as written.
    func rowTemplate(_ closure: ClosureExpression, of function: ScriptFunction) -> RowTemplate? {
        guard let (parameters, expression) = closure.singleExpression(parameterCount: 1),
              function.parameterTypes.first != .double else { return nil }
        let name = parameters[0].name
        if let template = textTemplate(expression, element: name) { return .text(template) }
        return ownViewRow(expression, element: name).map(RowTemplate.ownView)
    }

    /// The template of a view's `body` that is one `Text` of its one `Int` stored property, for
    /// rows made of that view (`rowTemplate`'s `Row(index: i)`).
    func bodyTemplate(_ statements: [Statement], of type: StructType) -> TextRowTemplate? {
        guard statements.count == 1, case .expression(let expression) = statements[0].kind,
              type.fieldNames.count == 1, type.fieldTypes == [.int] else { return nil }
        return textTemplate(expression, element: type.fieldNames[0])
    }

    /// `Text("… \(element) …")` with constant modifiers after it.
    private func textTemplate(_ expression: Expression, element name: String) -> TextRowTemplate? {
        guard case .postfix(let base, let operations) = expression.kind,
              case .identifier("Text") = base.kind, isSwiftUIText,
              let arguments = operations[0].callArguments, arguments.count == 1, arguments[0].label == nil,
              !arguments[0].isTrailingClosure, case .string(let segments) = arguments[0].value.kind,
              operations.count % 2 == 1, constantModifiers(operations.dropFirst()) else { return nil }
        var parts = [TextRowTemplate.Part]()
        for segment in segments {
            switch segment {
            case .text(let literal):
                parts.append(.text(literal))
            case .interpolation(let inner):
                guard case .identifier(name) = inner.kind else { return nil }
                parts.append(.element)
            }
        }
        return TextRowTemplate(parts: parts, range: arguments[0].value.range, isTextAlone: operations.count == 1)
    }

    /// `.padding().font(.title)`: pairs of a `templateModifiers` member (SwiftUI's: no extension of `View` declares it) and a call of
    /// it with constant arguments.
    private func constantModifiers(_ operations: ArraySlice<PostfixOperation>) -> Bool {
        var rest = operations
        while let member = rest.popFirst(), let call = rest.popFirst() {
            guard let name = member.memberName, Self.templateModifiers.contains(name), surfaceExtensions["View"]?.methods[name] == nil,
                  let arguments = call.callArguments,
                  arguments.allSatisfy({ !$0.isTrailingClosure && isConstant($0.value) }) else { return false }
        }
        return true
    }

    /// A literal, or a leading-dot member of SwiftUI's (`.title`, `.system(size: 20)`) with
    /// constant arguments: the same value for every row.
    private func isConstant(_ e: Expression) -> Bool {
        switch e.kind {
        case .integer, .unsignedInteger, .double, .boolean:
            return true
        case .string(let segments):
            return segments.allSatisfy { if case .text = $0 { true } else { false } }
        case .prefix(let operators, let operand):
            return operators.allSatisfy { $0.op == .negate } && isConstant(operand)
        case .implicitMember(let name, _):
            return !extendedStatically(name)
        case .postfix(let base, let operations):
            guard operations.count == 1, case .implicitMember(let name, _) = base.kind, !extendedStatically(name),
                  let arguments = operations[0].callArguments else { return false }
            return arguments.allSatisfy { !$0.isTrailingClosure && isConstant($0.value) }
        default:
            return false
        }
    }

    /// `Row(index: i)`: a view of the app's own, made by its memberwise initialiser from the
    /// element alone, with nothing SwiftUI gives it (state, environment, queries, observers).
    private func ownViewRow(_ expression: Expression, element name: String) -> StructType? {
        guard case .postfix(let base, let operations) = expression.kind, operations.count == 1,
              case .identifier(let typeName) = base.kind, scope.lookup(typeName) == nil, functions[typeName] == nil,
              let type = types[typeName], type.kind == .structure, !type.isBuiltin, type.conforms(to: "View"),
              type.initializers.isEmpty, type.fieldNames.count == 1, type.fieldTypes == [.int], type.fieldDefaults.allSatisfy({ $0 == nil }),
              type.wrapperFields.isEmpty, type.environmentKeys.isEmpty, type.environmentObjectFields.isEmpty,
              type.queryFields.isEmpty, type.fieldObservers.isEmpty, type.lazyInitializers.isEmpty,
              let arguments = operations[0].callArguments, arguments.count == 1, !arguments[0].isTrailingClosure,
              arguments[0].label == type.fieldNames[0], case .identifier(name) = arguments[0].value.kind else { return nil }
        return type
    }

    /// `Text` is SwiftUI's: no script type, local, function or global is named `Text`, and no
    /// extension adds to it (an initialiser of its own could take the literal).
    private var isSwiftUIText: Bool {
        types["Text"] == nil && scope.lookup("Text") == nil && functions["Text"] == nil && globals["Text"] == nil
            && surfaceExtensions["Text"] == nil
    }

    /// Whether any extension declares a static member `name` a leading dot could mean.
    private func extendedStatically(_ name: String) -> Bool {
        surfaceExtensions.values.contains { $0.declaresStatic(name) }
    }
}
