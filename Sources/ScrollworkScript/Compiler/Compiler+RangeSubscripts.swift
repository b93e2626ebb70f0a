import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

// `items[1...3]`, `items[2..<4]`, `items[..<2]`, `items[...2]`, `items[2...]`: the elements in
// a range of positions. Swift gives an `ArraySlice` that keeps the array's indices; scrollwork
// gives a new array (indices from 0), which reads the same through `map`, `count`, `first`,
// `Array(…)`, `for … in` and every other collection member. The range is recognised where it
// is written in the brackets, so the result's type (an array of the elements) is known when
// the code is compiled.
extension Compiler {
    /// The bounds written inside `[…]`: a lower bound (nil: from the start), an upper bound
    /// (nil: to the end), and whether the upper bound is included.
    private struct WrittenRange {
        var lower: Expression?
        var upper: Expression?
        var isClosed: Bool
    }

    /// A range subscript of an array (or of a value whose type is not known yet); nil when the
    /// brackets hold something else, which the general subscript reads.
    func rangeSubscript(_ container: Typed, _ arguments: [Argument], range: SourceRange) -> Typed? {
        guard arguments.count == 1, arguments[0].label == nil, let written = Self.writtenRange(arguments[0].value) else {
            return nil
        }
        switch container.type.unwrapped {
        case .array, .unknown: break
        default: return nil
        }
        let lower = written.lower.map { expression($0, expected: .int).eval }
        let upper = written.upper.map { expression($0, expected: .int).eval }
        let isClosed = written.isClosed
        let base = container.eval
        return Typed({ f in
            guard case .array(let items) = try base(f) else {
                throw Diagnostic.error("only arrays are subscripted by a range in scrollwork", at: range)
            }
            let low = try lower.map { try Self.bound($0(f), range: range) } ?? 0
            var high = try upper.map { try Self.bound($0(f), range: range) } ?? items.count
            if isClosed {
                guard high < .max else { throw Diagnostic.error("range upper bound overflows", at: range) }
                high += 1
            }
            guard low <= high else { throw Diagnostic.error("range requires lowerBound <= upperBound", at: range) }
            guard low >= 0, high <= items.count else {
                throw Diagnostic.error("range \(low)..<\(high) out of bounds 0..<\(items.count)", at: range)
            }
            return .array(Array(items[low..<high]))
        }, container.type.unwrapped == .unknown ? .unknown : container.type.unwrapped)
    }

    private static func bound(_ value: Value, range: SourceRange) throws -> Int {
        guard case .int(let bound) = value else {
            throw Diagnostic.error("range bounds must be Int, not \(value.typeName)", at: range)
        }
        return bound
    }

    /// `a...b`, `a..<b`, `..<b`, `...b` or `a...` as written; nil for any other expression.
    private static func writtenRange(_ expression: Expression) -> WrittenRange? {
        switch expression.kind {
        case .binary(let first, let rest) where rest.count == 1:
            switch rest[0].op {
            case .closedRange: return WrittenRange(lower: first, upper: rest[0].operand, isClosed: true)
            case .halfOpenRange: return WrittenRange(lower: first, upper: rest[0].operand, isClosed: false)
            default: return nil
            }
        case .prefix(let operators, let operand) where operators.count == 1:
            switch operators[0].op {
            case .upToExclusive: return WrittenRange(lower: nil, upper: operand, isClosed: false)
            case .upThrough: return WrittenRange(lower: nil, upper: operand, isClosed: true)
            default: return nil
            }
        case .postfix:
            guard let (rest, last) = expression.splitLastOperation, case .postfixRange = last.kind else { return nil }
            return WrittenRange(lower: rest, upper: nil, isClosed: false)
        default:
            return nil
        }
    }
}
