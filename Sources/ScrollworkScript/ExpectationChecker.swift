import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// Evaluates an `expect` expression and explains a failure with the values it compared.
struct ExpectationChecker {
    let compiler: BodyChecker
    let program: CompiledProgram

    func check(_ expression: Expression) throws -> (passed: Bool, detail: String) {
        var operands = [Expression]()
        var compiled: Typed
        if case .binary(let left, let rest) = expression.kind, rest.count == 1,
           [.equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual].contains(rest[0].op) {
            operands = [left, rest[0].operand]
        } else {
            operands = [expression]
        }
        compiled = compiler.expression(expression, expected: .bool)
        let parts = operands.filter { !isLiteral($0) }.map { ($0, compiler.expression($0)) }
        if let first = compiler.diagnostics.first(where: \.isError) { throw first }
        let size = compiler.scope.slotCount
        let result = try program.run(compiled.eval, frameSize: size)
        guard case .bool(let passed) = result else {
            throw Diagnostic.error("expect needs a Bool expression, found \(result.typeName)", at: expression.range)
        }
        if passed { return (true, "") }
        var details = [String]()
        for (operand, typed) in parts {
            let value = try program.run(typed.eval, frameSize: size)
            details.append("\(compiler.describeSource(operand)) was \(ScriptValue(value).swiftLiteral)")
        }
        return (false, details.joined(separator: ", "))
    }

    private func isLiteral(_ e: Expression) -> Bool {
        switch e.kind {
        case .integer, .unsignedInteger, .double, .boolean, .string, .nilLiteral, .implicitMember: return true
        case .prefix(let operators, let inner): return operators.allSatisfy { $0.op == .negate } && isLiteral(inner)
        default: return false
        }
    }
}
