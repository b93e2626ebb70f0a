import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

extension BodyChecker {
    /// The value a one-statement body gives implicitly: an expression, or (Swift 5.9) an
    /// `if` or `switch` whose branches are single expressions, such an `if` or `switch` among them.
    static func singleValue(_ statement: Statement) -> Expression? {
        switch statement.kind {
        case .expression(let e): return e
        case .ifStatement(let branch):
            guard isValueIf(branch) else { return nil }
            return Expression(kind: .ifExpression(branch), range: statement.range)
        case .switchStatement(let choice):
            guard !choice.cases.isEmpty, choice.cases.allSatisfy({ arm in arm.body.count == 1 && singleValue(arm.body[0]) != nil }) else {
                return nil
            }
            return Expression(kind: .switchExpression(choice), range: statement.range)
        default: return nil
        }
    }

    /// An `if` with an `else` whose every branch is one expression.
    private static func isValueIf(_ branch: IfStatement) -> Bool {
        guard branch.thenBody.statements.count == 1, singleValue(branch.thenBody.statements[0]) != nil else { return false }
        switch branch.elseBranch {
        case .elseIf(let nested)?:
            if case .ifStatement(let inner) = nested.kind { return isValueIf(inner) }
            return false
        case .elseBlock(let block)?:
            return block.statements.count == 1 && singleValue(block.statements[0]) != nil
        case nil:
            return false
        }
    }

    /// `if c { a } else { b }` as a value (Swift 5.9): every branch is one expression and
    /// there is an `else`. The branches are compiled expecting the context's type, or else
    /// the first branch's.
    func ifExpression(_ statement: IfStatement, expected: StaticType, range: SourceRange) -> TypedExpression {
        var branches = [(conditions: [TypedCondition]?, value: Typed)]()
        var current: IfStatement? = statement
        var wanted = expected
        while let branch = current {
            current = nil
            scope.pushBlock()
            let test = conditions(branch.conditions)
            guard let then = branchValue(branch.thenBody.statements, kind: "if", expected: wanted, range: branch.thenBody.range) else {
                scope.popBlock()
                return .noValue
            }
            scope.popBlock()
            if wanted == .unknown { wanted = then.type }
            branches.append((test, then))
            switch branch.elseBranch {
            case .elseIf(let nested)?:
                if case .ifStatement(let inner) = nested.kind { current = inner }
            case .elseBlock(let block)?:
                guard let otherwise = inBlock({ branchValue(block.statements, kind: "if", expected: wanted, range: block.range) }) else {
                    return .noValue
                }
                branches.append((nil, otherwise))
            case nil:
                return failure("'if' must have an unconditional 'else' to be used as expression", at: range)
            }
        }
        let type = unifiedBranchType(branches.map(\.value), expected: expected, construct: "if", range: range)
        return .ifValue(branches.map { TypedIfBranch(conditions: $0.conditions, value: $0.value.eval) }, type: type)
    }

    /// `switch x { case …: a default: b }` as a value.
    func switchExpression(_ statement: SwitchStatement, expected: StaticType, range: SourceRange) -> TypedExpression {
        var values = [Typed]()
        var wanted = expected
        var failedBranch = false
        let (subject, slot, arms) = switchArms(statement, range: range) { body -> Eval in
            guard let value = self.branchValue(body, kind: "switch", expected: wanted, range: range) else {
                failedBranch = true
                return { _ in .none }
            }
            if wanted == .unknown { wanted = value.type }
            values.append(value)
            return value.eval
        }
        if failedBranch { return .noValue }
        let type = unifiedBranchType(values, expected: expected, construct: "switch", range: range)
        return .switchValue(subject, slot: slot, arms: arms.map { TypedSwitchArm(items: $0.items, value: $0.body) }, type: type,
                            range: range)
    }

    /// The one expression a branch of an `if` or `switch` expression consists of (an `if` or
    /// `switch` expression itself: `case let (.some(width), _): if … { a } else { b }`).
    private func branchValue(_ statements: [Statement], kind: String, expected: StaticType, range: SourceRange) -> Typed? {
        guard statements.count == 1, let e = Self.singleValue(statements[0]) else {
            error("each branch of an '\(kind)' expression must be a single expression", at: statements.first?.range ?? range)
            return nil
        }
        return expression(e, expected: expected)
    }

    /// The type of an `if`/`switch` expression: the context's, else the branches' common type
    /// (Ints beside Doubles are Doubles, as Swift types the literals).
    private func unifiedBranchType(_ values: [Typed], expected: StaticType, construct: String, range: SourceRange) -> StaticType {
        if expected != .unknown {
            for value in values { checkConvertible(value, to: expected, at: range, role: .specified) }
            return expected
        }
        let known = values.map(\.type).filter { $0 != .unknown }
        guard let first = known.first else { return .unknown }
        if known.allSatisfy({ $0.isNumeric }) { return known.contains(.double) ? .double : .int }
        if let other = known.first(where: { isDefinitelyIncompatible($0, first) }) {
            error("branches have mismatching types '\(first.name)' and '\(other.name)'", at: range)
        }
        return first
    }

    /// `let (a, b) = pair`, `var (x, _) = point`: a tuple destructured into locals.
    func tupleDeclaration(_ variable: VariableDecl, pattern: Pattern, range: SourceRange) -> TypedStatement {
        guard let initializer = variable.initializer else {
            error("tuple patterns need an initial value here", at: range)
            return .nothing
        }
        let declared = variable.type.map(staticType) ?? .unknown
        let value = expression(initializer, expected: declared)
        let type = declared != .unknown ? declared : value.type
        let binding = destructure(pattern, type: type, isLet: variable.isLet)
        return .destructure(value.eval, binding: binding, range: initializer.range)
    }

    /// The names of a tuple pattern declared, each to be bound to its part of a value.
    private func destructure(_ pattern: Pattern, type: StaticType, isLet: Bool) -> TypedBinding {
        switch pattern.kind {
        case .binding(let name):
            return .slot(scope.declare(name, type: type, isLet: isLet, range: pattern.range).slot)
        case .valueBinding(let innerIsLet, let inner):
            return destructure(inner, type: type, isLet: innerIsLet)
        case .wildcard:
            return .discard
        case .tuple(let parts):
            var types = [StaticType](repeating: .unknown, count: parts.count)
            if case .tuple(let elements) = type {
                if elements.count != parts.count {
                    error("'\(type.name)' is not convertible to a tuple of \(parts.count) elements", at: pattern.range)
                } else {
                    types = elements.map(\.type)
                }
            }
            return .tuple(parts.indices.map { destructure(parts[$0], type: types[$0], isLet: isLet) })
        default:
            error("only names, '_' and tuples of them can be declared here", at: pattern.range)
            return .discard
        }
    }
}
