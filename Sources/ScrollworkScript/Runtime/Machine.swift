import Foundation

/// The state of running scripts: budget, call depth, globals and `print` output.
///
/// One call from the host into a script (an `updateTarget`, a transition closure, a REPL
/// expression) starts with `begin()`, which resets the step budget for that call.
final class Machine {
    let stepBudget: Int
    let recursionLimit: Int
    var stepsLeft: Int
    var depth = 0
    var globals: Frame
    /// Lines printed by scripts since the host last took them.
    var output: [String] = []

    init(stepBudget: Int, recursionLimit: Int) {
        self.stepBudget = stepBudget
        self.recursionLimit = recursionLimit
        self.stepsLeft = stepBudget
        self.globals = Frame(size: 0, parent: nil)
    }

    /// Starts one call from the host; nested host calls (a closure run by `map`) keep the budget.
    func begin() {
        if depth == 0 { stepsLeft = stepBudget }
    }

    @inline(__always)
    func step(_ range: SourceRange) throws {
        stepsLeft &-= 1
        if stepsLeft < 0 { throw Diagnostic.error(RuntimeMessages.budgetExceeded(stepBudget), at: range) }
    }

    @inline(__always)
    func enter(_ range: SourceRange) throws {
        stepsLeft &-= 1
        if stepsLeft < 0 { throw Diagnostic.error(RuntimeMessages.budgetExceeded(stepBudget), at: range) }
        depth += 1
        if depth > recursionLimit {
            depth -= 1
            throw Diagnostic.error(RuntimeMessages.recursionLimit(recursionLimit), at: range)
        }
    }

    @inline(__always)
    func leave() { depth -= 1 }

    func takeOutput() -> [String] {
        defer { output = [] }
        return output
    }
}

/// Messages of errors raised while a script runs.
enum RuntimeMessages {
    static func budgetExceeded(_ budget: Int) -> String {
        "script exceeded its step budget of \(budget) steps (an endless loop?)"
    }
    static func recursionLimit(_ limit: Int) -> String { "recursion deeper than \(limit) calls" }
    static func forceUnwrapNil(_ what: String) -> String { "unexpectedly found nil while unwrapping '\(what)'" }
    static func indexOutOfRange(_ index: Int, _ count: Int) -> String { "index \(index) out of range 0..<\(count)" }
    static func missingReturn(_ name: String) -> String { "'\(name)' ended without returning a value" }
}
