import Foundation
import ScrollworkFrontEnd

/// Swift's error handling: `throw`, `do`/`catch`, `try`, `try?` and `try!`.
///
/// A thrown error travels up the host's own call stack as a `Diagnostic` carrying the value
/// (`Diagnostic.thrown`): every call the host makes into a script already passes diagnostics
/// on, so an error nothing catches is reported, located at its `throw`, where a trap would be.
/// Only a diagnostic with a thrown value is caught; a trap or a spent budget is not an error
/// Swift code can catch, as in Swift.
extension BodyChecker {
    /// `throw value`: the value must be an `Error`.
    func throwStatement(_ value: Expression, range: SourceRange) -> TypedStatement {
        if scope.errors.escapes {
            error(scope.errors.partlyHandled > 0 ? ErrorMessages.throwNotExhaustive : ErrorMessages.throwNotHandled, at: range)
        }
        let compiled = expression(value)
        if let nominal = compiled.type.unwrapped.nominal, !nominal.allConformances.contains("Error"),
           !nominal.allConformances.contains("LocalizedError") {
            error(ErrorMessages.notAnError(nominal.name), at: value.range)
        }
        return .throwError(compiled.eval, range: range)
    }

    /// `do { … } catch … { … }`: the first clause whose pattern matches the error runs; an
    /// error no clause matches goes on to the enclosing code.
    func doStatement(_ body: Block, catches: [CatchClause]) -> TypedStatement {
        let catchesAll = catches.contains(where: \.catchesAll)
        if catchesAll { scope.errors.handled += 1 } else if !catches.isEmpty { scope.errors.partlyHandled += 1 }
        let run = inBlock { typedBlock(body.statements) }
        if catchesAll { scope.errors.handled -= 1 } else if !catches.isEmpty { scope.errors.partlyHandled -= 1 }
        guard !catches.isEmpty else { return run }
        let errorSlot = scope.newSlot()
        let clauses = catches.map { clause in inBlock { typedCatch(clause) } }
        return .doCatch(body: run, errorSlot: errorSlot, clauses: clauses)
    }

    private func typedCatch(_ clause: CatchClause) -> TypedArm {
        guard !clause.items.isEmpty else {
            // A bare `catch` binds the error as `error`.
            let slot = scope.declare("error", type: .named("Error"), isLet: true, range: clause.range).slot
            return TypedArm(items: [TypedCaseItem(pattern: .bind(slot: slot), filter: nil)], body: typedBlock(clause.body.statements))
        }
        let items = clause.items.map { caseItem($0.pattern, whereClause: $0.whereClause) }
        return TypedArm(items: items, body: typedBlock(clause.body.statements))
    }

    static let nsError = StaticType.named("NSError")

    var errorDescriptions: ErrorDescriptions { ErrorDescriptions(machine: machine, members: memberTable) }

    /// A value of a script's error type or of `Error` itself (not already an `NSError`).
    func isError(_ type: StaticType) -> Bool {
        let type = type.unwrapped
        if let nominal = type.nominal { return nominal.allConformances.contains("Error") || nominal.allConformances.contains("LocalizedError") }
        return type == .named("Error") || BodyChecker.hostErrorTypes.contains(type.name) || type.name == "URLError"
    }

    /// `error.localizedDescription` of an `Error` value (see `ErrorDescriptions`); nil when the
    /// value is not a script's error or its type declares the property itself.
    func errorDescription(_ base: Typed, range: SourceRange) -> TypedExpression? {
        let type = base.type.unwrapped
        if let nominal = type.nominal {
            guard nominal.allConformances.contains("Error") || nominal.allConformances.contains("LocalizedError"),
                  memberType(of: type, "localizedDescription") == nil else { return nil }
        } else if type != .named("Error") && type != .unknown {
            // A value of unknown type (a property declared `Error`) is told apart when it is read.
            return nil
        }
        return .errorDescription(of: base.eval, errorDescriptions, range: range)
    }

    /// A call of a function declared `throws`: swiftc's error when no `try` covers it.
    func checkMarkedWithTry(at range: SourceRange) {
        guard scope.errors.marked == 0 else { return }
        error(scope.errors.escapes ? ErrorMessages.callNotMarkedNorHandled : ErrorMessages.callNotMarked, at: range)
    }

    /// `try e`, `try? e`, `try! e`.
    func tryExpression(_ kind: TryKind, _ inner: Expression, expected: StaticType, range: SourceRange) -> TypedExpression {
        scope.errors.marked += 1
        defer { scope.errors.marked -= 1 }
        switch kind {
        case .propagating:
            if scope.errors.escapes {
                error(scope.errors.partlyHandled > 0 ? ErrorMessages.tryNotExhaustive : ErrorMessages.tryNotHandled, at: range)
            }
            return typedExpression(inner, expected: expected)
        case .optional:
            // Swift 5 flattens: `try?` of an optional is that optional, not a nested one.
            scope.errors.handled += 1
            let compiled = expression(inner, expected: expected.unwrapped)
            scope.errors.handled -= 1
            return .optionalTry(compiled.eval, type: .optional(compiled.type.unwrapped))
        case .forced:
            scope.errors.handled += 1
            let compiled = expression(inner, expected: expected)
            scope.errors.handled -= 1
            return .forcedTry(compiled.eval, type: compiled.type, range: range)
        }
    }
}

extension Machine {
    /// The diagnostic that carries `value`, thrown at `range`, up to a `catch`; its message is
    /// what is reported if nothing catches it.
    func thrownError(_ value: Value, at range: SourceRange) -> Diagnostic {
        var diagnostic = Diagnostic.error(RuntimeMessages.uncaught(reflecting(value)), at: range)
        diagnostic.thrown = ThrownPayload(value)
        return diagnostic
    }

    /// `String(reflecting:)` of a script's value: its type qualified by the module, as the
    /// Swift runtime names an error it reports (`App.LoadError.missing`).
    func reflecting(_ value: Value) -> String {
        switch value {
        case .enumCase(let type, _, _):
            return moduleName + "." + type.name + "." + Value.describe(value)
        case .record, .object:
            return moduleName + "." + Value.describe(value)
        default:
            return Value.describe(value)
        }
    }
}

/// Messages of error handling, worded as swiftc and the Swift runtime word them.
enum ErrorMessages {
    static let callNotMarked = "call can throw but is not marked with 'try'"
    static let callNotMarkedNorHandled = "call can throw, but it is not marked with 'try' and the error is not handled"
    static let tryNotHandled = "errors thrown from here are not handled"
    static let tryNotExhaustive = "errors thrown from here are not handled because the enclosing catch is not exhaustive"
    static let throwNotHandled = "error is not handled because the enclosing function is not declared 'throws'"
    static let throwNotExhaustive = "error is not handled because the enclosing catch is not exhaustive"
    static let asyncLetNeedsInitializer = "'async let' binding requires an initializer expression"
    static let asyncLetTuple = "'async let' of a tuple pattern is not supported in scrollwork scripts; declare each name with its own 'async let'"

    static func notAnError(_ type: String) -> String {
        "thrown expression type '\(type)' does not conform to 'Error'"
    }

    static func forcedTryFailed(_ error: String) -> String {
        "'try!' expression unexpectedly raised an error: \(error)"
    }
}
