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
                            range: SourceRange) -> TypedExpression? {
        guard declarations.isStandardEnum(type), let success = type.caseIndex["success"], let failure = type.caseIndex["failure"] else {
            return nil
        }
        let cases = ResultCases(type: type, success: success, failure: failure)
        switch name {
        case "get" where arguments.isEmpty:
            return .resultGet(of: receiver.eval, cases, range: range)
        case "map", "mapError", "flatMap", "flatMapError":
            guard arguments.count == 1, arguments[0].label == nil || arguments[0].label == "transform" else { return nil }
            // A flatMap's closure makes a Result again (`{ .success($0 * 10) }`).
            let hints = ClosureHints(result: name.hasPrefix("flatMap") ? receiver.type.unwrapped : nil)
            let transform = expression(arguments[0].value, expected: .functionType([.unknown], .unknown), hints: hints).eval
            return .resultTransform(of: receiver.eval, transform: transform, cases, name: name, type: receiver.type.unwrapped,
                                    range: range)
        default:
            return nil
        }
    }

    /// `result.publisher`: Combine's `Result.Publisher`, the success's value then finished, or the
    /// failure; nil for any other member.
    func standardResultPublisher(_ receiver: Typed, _ type: StructType, _ name: String, range: SourceRange) -> TypedExpression? {
        guard name == "publisher", receiver.type == receiver.type.unwrapped, declarations.isStandardEnum(type),
              type.caseIndex["success"] != nil, type.caseIndex["failure"] != nil else { return nil }
        return .surfaceProperty(of: receiver.eval, .value { .host(EndingPublisher(typeName: "Result.Publisher", outcome: $0)) },
                                name: name, type: staticType(surfaceName: "Result.Publisher"), range: range)
    }

    /// `Result { try … }`, `Result(catching:)`: `.success` of what the closure returns, or
    /// `.failure` of the error it throws; nil for any other construction.
    func standardResultInit(_ type: StructType, _ arguments: [Argument], range: SourceRange) -> TypedExpression? {
        guard declarations.isStandardEnum(type), arguments.count == 1, arguments[0].label == nil || arguments[0].label == "catching",
              let success = type.caseIndex["success"], let failure = type.caseIndex["failure"] else { return nil }
        let body = expression(arguments[0].value, expected: .functionType([], .unknown)).eval
        return .resultCatching(body, ResultCases(type: type, success: success, failure: failure), range: range)
    }

    /// `await task.result`: the task's `value` (waited for as `value` is), or the error its
    /// operation threw, as the standard `Result` (whatever `Result` the app declares).
    func taskResult(_ task: Typed, range: SourceRange) -> TypedExpression? {
        guard let type = declarations.types[BodyChecker.qualifiedStandardResult],
              let success = type.caseIndex["success"], let failure = type.caseIndex["failure"],
              let value = surface.members(of: "Task", named: "value").first else { return nil }
        let outcome = expressionLowering.lower(surfaceValue(value, receiver: task, range: range))
        return .resultOf(outcome.eval, ResultCases(type: type, success: success, failure: failure))
    }
}
