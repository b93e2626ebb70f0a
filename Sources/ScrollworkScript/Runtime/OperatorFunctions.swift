import Foundation
import ScrollworkFrontEnd

/// Binary operators passed as functions, as the standard library's collection API takes
/// them: `reduce(0, +)`, `sorted(by: >)`, `max(by: <)`.
enum OperatorFunctions {
    static func function(named name: String) -> Callable? { table[name] }

    private static let table: [String: Callable] = {
        var functions: [String: Callable] = [:]
        functions["+"] = Callable(name: "+", arity: 2) { arguments, context in
            try Operators.add(arguments[0], arguments[1], in: context)
        }
        let arithmetic: [(String, (Value, Value) throws -> Value)] = [
            ("-", Operators.subtract), ("*", Operators.multiply), ("/", Operators.divide), ("%", Operators.remainder),
        ] + BinaryOperator.allCases.filter(\.isIntegerOnly).map { ($0.rawValue, Operators.integer($0)) }
        for (name, operation) in arithmetic {
            functions[name] = Callable(name: name, arity: 2) { arguments, _ in try operation(arguments[0], arguments[1]) }
        }
        let comparisons: [(String, ComparisonOperator)] = [
            ("<", .less), (">", .greater), ("<=", .lessOrEqual), (">=", .greaterOrEqual), ("==", .equal), ("!=", .notEqual),
        ]
        for (name, comparison) in comparisons {
            functions[name] = Callable(name: name, arity: 2) { arguments, context in
                .bool(try Operators.compare(comparison, arguments[0], arguments[1], in: context))
            }
        }
        return functions
    }()
}
