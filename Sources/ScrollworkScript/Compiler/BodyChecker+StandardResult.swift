import Foundation
import ScrollworkFrontEnd

/// The standard library's `Result` members on the enum every program is given
/// (`BodyChecker.standardResult()`): `init(catching:)`, `get() throws`, `map`, `mapError`,
/// `flatMap` and `flatMapError`, as Swift declares them. `get()` is `throws(Failure)`: a
/// `Result<_, Never>`'s needs no `try`, and as the enum's generic arguments are not known
/// when compiled, no call of it is required to have one.
extension BodyChecker {
    /// A call of one of those methods on the standard `Result`; nil for any other call.
    func standardResultCall(_ receiver: Typed, _ type: StructType, _ name: String, _ arguments: [Argument],
                            range: SourceRange) -> Typed? {
        guard declarations.isStandardEnum(type), let success = type.caseIndex["success"], let failure = type.caseIndex["failure"] else {
            return nil
        }
        let value = receiver.eval, machine = self.machine
        /// The case's index and its one payload.
        func outcome(_ result: Value) throws -> (index: Int, payload: Value) {
            guard case .enumCase(_, let index, let payload) = result, let first = payload.first else {
                throw Diagnostic.error("expected a Result, found \(result.typeName)", at: range)
            }
            return (index, first)
        }
        switch name {
        case "get" where arguments.isEmpty:
            return Typed({ f in
                let (index, payload) = try outcome(try value(f))
                if index == success { return payload }
                throw machine.thrownError(payload, at: range)
            }, .unknown)
        case "map", "mapError", "flatMap", "flatMapError":
            guard arguments.count == 1, arguments[0].label == nil || arguments[0].label == "transform" else { return nil }
            let transformed = name.hasSuffix("Error") ? failure : success, flattens = name.hasPrefix("flatMap")
            // A flatMap's closure makes a Result again (`{ .success($0 * 10) }`).
            let hints = ClosureHints(result: flattens ? receiver.type.unwrapped : nil)
            let transform = expression(arguments[0].value, expected: .functionType([.unknown], .unknown), hints: hints).eval
            return Typed({ f in
                let result = try value(f)
                let (index, payload) = try outcome(result)
                // The other case passes through unchanged.
                guard index == transformed else { return result }
                guard case .function(let callable) = try transform(f) else { throw Diagnostic.error("'\(name)' needs a closure", at: range) }
                let mapped = try located(range) { try callable.call([payload], in: f.context) }
                return flattens ? mapped : .enumCase(RecordType(type), index, [mapped])
            }, receiver.type.unwrapped)
        default:
            return nil
        }
    }

    /// `Result { try … }`, `Result(catching:)`: `.success` of what the closure returns, or
    /// `.failure` of the error it throws; nil for any other construction.
    func standardResultInit(_ type: StructType, _ arguments: [Argument], range: SourceRange) -> TypedExpression? {
        guard declarations.isStandardEnum(type), arguments.count == 1, arguments[0].label == nil || arguments[0].label == "catching",
              let success = type.caseIndex["success"], let failure = type.caseIndex["failure"] else { return nil }
        let body = expression(arguments[0].value, expected: .functionType([], .unknown)).eval
        return .resultCatching(body, ResultCases(type: type, success: success, failure: failure), range: range)
    }
}
