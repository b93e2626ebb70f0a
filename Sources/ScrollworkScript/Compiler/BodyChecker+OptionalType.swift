import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// `Optional` named as a type: `Optional<Int>.none`, `Optional.some(3)`, `Optional(5)`,
/// `Optional<String>(name)`, and `.some(x)` where an optional is expected. An optional here is
/// its value or nil, so each makes the value (or nil) typed as the optional.
extension BodyChecker {
    /// The head of a chain whose base names `Optional` (or `T?`) as a type; nil for any other.
    func optionalTypeHead(_ base: Expression, _ operations: [PostfixOperation], consumed: inout Int,
                          expected: StaticType) -> TypedExpression? {
        if case .implicitMember("some", _) = base.kind, case .optional(let wrapped) = expected, operations.count == 1,
           let arguments = operations[0].callArguments, arguments.count == 1, arguments[0].label == nil {
            // `name = .some("Ada")` where a `String?` is expected.
            consumed = 1
            return wrapping(arguments[0].value, in: wrapped)
        }
        guard let declared = optionalTypeNamed(by: base) else { return nil }
        let wrapped = declared != .unknown ? declared : (expected.unwrapped == expected ? .unknown : expected.unwrapped)
        if let arguments = operations[0].callArguments {
            // `Optional(5)`, `Optional<String>(name)`: the value, wrapped.
            guard arguments.count == 1, arguments[0].label == nil else { return nil }
            consumed = 1
            return wrapping(arguments[0].value, in: wrapped)
        }
        guard case .member(let name, _) = operations[0].kind else { return nil }
        switch name {
        case "none":
            consumed = 1
            return .literal(.none, .optional(wrapped))
        case "some":
            guard operations.count > 1, let arguments = operations[1].callArguments, arguments.count == 1, arguments[0].label == nil else { return nil }
            consumed = 2
            return wrapping(arguments[0].value, in: wrapped)
        default:
            return nil
        }
    }

    /// The wrapped type `Optional<T>` or `T?` names (`.unknown` for `Optional` alone); nil when
    /// the expression names no optional type (or an app declares its own `Optional`).
    private func optionalTypeNamed(by base: Expression) -> StaticType? {
        switch base.kind {
        case .identifier("Optional"):
            guard scope.lookup("Optional") == nil, resolveTypeName("Optional") == nil else { return nil }
            return .unknown
        case .typeExpression(let syntax):
            switch syntax.kind {
            case .named("Optional", let arguments) where arguments.count == 1: break
            case .optional: break
            default: return nil
            }
            guard case .optional(let wrapped) = staticType(syntax) else { return nil }
            return wrapped
        default:
            return nil
        }
    }

    private func wrapping(_ value: Expression, in wrapped: StaticType) -> TypedExpression {
        let typed = expression(value, expected: wrapped)
        let type = typed.type == .unknown ? wrapped : typed.type
        return .retyped(.unchangedReceiver(typed), .optional(type.unwrapped))
    }
}
