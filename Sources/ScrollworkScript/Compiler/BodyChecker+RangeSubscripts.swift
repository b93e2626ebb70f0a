import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

// `items[1...3]`, `items[2..<4]`, `items[..<2]`, `items[...2]`, `items[2...]`, `text[..<i]`, `items[...]`: the
// elements (or characters) in a range of positions. Swift gives an `ArraySlice` that keeps the
// array's indices; scrollwork gives a new array (indices from 0), which reads the same through
// `map`, `count`, `first`, `Array(…)`, `for … in` and every other collection member; a
// `Substring` is a `String`. The range is recognised where it is written in the brackets or by
// its type (a one-sided range kept in a variable), so the result's type is known when the code
// is compiled.
extension BodyChecker {
    /// A range subscript of an array or a string (or of a value whose type is not known yet);
    /// nil when the brackets hold something else, which the general subscript reads.
    func rangeSubscript(_ container: Typed, _ arguments: [Argument], range: SourceRange) -> TypedExpression? {
        guard arguments.count == 1, arguments[0].label == nil else { return nil }
        switch container.type.unwrapped {
        case .array, .string, .unknown: break
        default: return nil
        }
        let argument = arguments[0].value
        // `items[...]`: every element, the unbounded range.
        if case .identifier(UnaryOperator.upThrough.rawValue) = argument.kind {
            return .retyped(.unchangedReceiver(container), container.type.unwrapped)
        }
        let isWritten = Self.isWrittenRange(argument)
        // A name is compiled once more to learn its type; nothing deeper, so nested subscripts
        // are not compiled again and again.
        guard isWritten || Self.isName(argument) else { return nil }
        let saved = diagnostics.count
        let positions = expression(argument, expected: .int)
        guard isWritten || PartialRangeTypes.isPartialRange(positions.type) || positions.type.isIntegerRange else {
            diagnostics.removeSubrange(saved...)
            return nil
        }
        return .subscriptRead(.range(of: container.eval, bounds: positions.eval, range: range), type: container.type.unwrapped)
    }

    /// `visible`, `self.visible`, `model.visible`: a value read by name.
    private static func isName(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .identifier: return true
        case .postfix(_, let operations): return operations.allSatisfy { $0.memberName != nil }
        default: return false
        }
    }

    /// `a...b`, `a..<b`, `..<b`, `...b` or `a...` as written; or a choice of two
    /// (`last ? 6...6 : i...i + 2`).
    private static func isWrittenRange(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .ternary(_, let then, let otherwise):
            return isWrittenRange(then) && isWrittenRange(otherwise)
        case .binary(_, let rest) where rest.count == 1:
            return rest[0].op == .closedRange || rest[0].op == .halfOpenRange
        case .prefix(let operators, _) where operators.count == 1:
            return operators[0].op == .upToExclusive || operators[0].op == .upThrough
        case .postfix:
            guard let (_, last) = expression.splitLastOperation, case .postfixRange = last.kind else { return false }
            return true
        default:
            return false
        }
    }
}
