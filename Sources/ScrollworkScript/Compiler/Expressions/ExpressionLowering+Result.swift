import ScrollworkCore
import ScrollworkFrontEnd

/// `Result(catching:)`: the closure run once, its value or the error it throws kept as a case
/// (as `task.result` keeps a task's); `get()` and the transforms of a `Result`.
extension ExpressionLowering {
    func resultCatching(_ body: @escaping Eval, _ cases: ResultCases, range: SourceRange) -> Typed {
        resultOf({ f in
            guard case .function(let callable) = try body(f) else { throw Diagnostic.error("'init(catching:)' needs a closure", at: range) }
            return try located(range) { try callable.call([], in: f.context) }
        }, cases)
    }

    /// What `outcome` gives as `.success`, or the error it throws as `.failure`.
    func resultOf(_ outcome: @escaping Eval, _ cases: ResultCases) -> Typed {
        let type = cases.type, success = cases.success, failure = cases.failure
        return Typed({ f in
            do {
                return .enumCase(RecordType(type), success, [try outcome(f)])
            } catch let diagnostic as Diagnostic {
                // Only an error thrown is caught; a trap or a spent budget goes on.
                guard let thrown = diagnostic.thrown?.value as? Value else { throw diagnostic }
                return .enumCase(RecordType(type), failure, [thrown])
            }
        }, .of(type))
    }

    func resultGet(of value: @escaping Eval, _ cases: ResultCases, range: SourceRange) -> Typed {
        let machine = self.machine, success = cases.success
        return Typed({ f in
            let (index, payload) = try cases.outcome(try value(f), range: range)
            if index == success { return payload }
            throw machine.thrownError(payload, at: range)
        }, .unknown)
    }

    /// `map` and `flatMap` run the closure on a success, `mapError` and `flatMapError` on a
    /// failure; the other case passes through unchanged.
    func resultTransform(of value: @escaping Eval, transform: @escaping Eval, _ cases: ResultCases, name: String,
                         type: StaticType, range: SourceRange) -> Typed {
        let transformed = name.hasSuffix("Error") ? cases.failure : cases.success, flattens = name.hasPrefix("flatMap")
        let resultType = cases.type
        return Typed({ f in
            let result = try value(f)
            let (index, payload) = try cases.outcome(result, range: range)
            guard index == transformed else { return result }
            guard case .function(let callable) = try transform(f) else { throw Diagnostic.error("'\(name)' needs a closure", at: range) }
            let mapped = try located(range) { try callable.call([payload], in: f.context) }
            return flattens ? mapped : .enumCase(RecordType(resultType), index, [mapped])
        }, type)
    }
}

/// The standard library's `Result` as the program declares it: its type and its two cases' indices.
struct ResultCases {
    let type: StructType
    let success: Int
    let failure: Int

    /// The case's index and its one payload.
    func outcome(_ result: Value, range: SourceRange) throws -> (index: Int, payload: Value) {
        guard case .enumCase(_, let index, let payload) = result, let first = payload.first else {
            throw Diagnostic.error("expected a Result, found \(result.typeName)", at: range)
        }
        return (index, first)
    }
}
