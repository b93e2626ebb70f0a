import ScrollworkCore
import ScrollworkFrontEnd

/// `Result(catching:)`: the closure run once, its value or the error it throws kept as a case.
extension ExpressionLowering {
    func resultCatching(_ body: @escaping Eval, _ cases: ResultCases, range: SourceRange) -> Typed {
        let type = cases.type, success = cases.success, failure = cases.failure
        return Typed({ f in
            guard case .function(let callable) = try body(f) else { throw Diagnostic.error("'init(catching:)' needs a closure", at: range) }
            do {
                return .enumCase(RecordType(type), success, [try located(range) { try callable.call([], in: f.context) }])
            } catch let diagnostic as Diagnostic {
                // Only an error the closure throws is caught; a trap or a spent budget goes on.
                guard let thrown = diagnostic.thrown?.value as? Value else { throw diagnostic }
                return .enumCase(RecordType(type), failure, [thrown])
            }
        }, .of(type))
    }
}

/// The standard library's `Result` as the program declares it: its type and its two cases' indices.
struct ResultCases {
    let type: StructType
    let success: Int
    let failure: Int
}
