import Foundation
import ScrollworkFrontEnd

/// `async let x = e`: a child task running `e`, whose value `await x` reads.
///
/// Tasks here run one at a time at fixed points (README, "Time, randomness and identifiers"),
/// so the child runs at once, to its end, before the statements after it: one of the orders
/// Swift allows, and the same on every run. A child that sleeps holds its parent as long. What
/// it throws is kept and thrown where `try await x` reads it, as Swift delivers it; a child
/// never awaited drops its error, as Swift does when the scope ends.
extension BodyChecker {
    func asyncLetDeclaration(_ variable: VariableDecl, range: SourceRange) -> TypedStatement {
        guard variable.pattern == nil else {
            error(ErrorMessages.asyncLetTuple, at: range)
            return .nothing
        }
        guard let initializer = variable.initializer else {
            error(ErrorMessages.asyncLetNeedsInitializer, at: variable.nameRange)
            return .nothing
        }
        let declared = variable.type.map(staticType) ?? .unknown
        // The child's errors reach whoever awaits it: its calls need no `try` of their own here.
        scope.errors.handled += 1
        scope.errors.marked += 1
        let initial = expression(initializer, expected: declared)
        scope.errors.handled -= 1
        scope.errors.marked -= 1
        checkConvertible(initial, to: declared, at: initializer.range, role: .specified)
        let type = declared != .unknown ? declared : initial.type
        let local = scope.declare(variable.name, type: type, isLet: true, isChildTask: true, range: variable.nameRange)
        let eval = initial.eval
        return .initialize(slot: local.slot, value: { f in
            do {
                return try eval(f)
            } catch let diagnostic as Diagnostic where diagnostic.thrown != nil {
                return .host(ChildTaskFailure(error: diagnostic))
            }
        }, asDouble: declared == .double)
    }
}

/// The error an `async let`'s child task threw, held in its slot until it is awaited.
final class ChildTaskFailure: HostObject {
    let error: Diagnostic
    var typeName: String { "Error" }

    init(error: Diagnostic) {
        self.error = error
    }
}
