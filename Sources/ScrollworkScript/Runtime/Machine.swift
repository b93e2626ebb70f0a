import Foundation
import ScrollworkCore

/// The state of running scripts: budget, call depth, globals and `print` output.
///
/// One call from the host into a script (an `updateTarget`, a transition closure, a REPL
/// expression) starts with `begin()`, which resets the step budget for that call.
final class Machine {
    let stepBudget: Int
    let recursionLimit: Int
    /// Steps left and call depth, in unmanaged memory: touched on every loop turn and call.
    private let counters: UnsafeMutablePointer<Int>
    var stepsLeft: Int {
        get { counters[0] }
        set { counters[0] = newValue }
    }
    var depth: Int {
        get { counters[1] }
        set { counters[1] = newValue }
    }
    var globals: Frame
    /// Lines printed by scripts since the host last took them.
    var output: [String] = []

    init(stepBudget: Int, recursionLimit: Int) {
        self.stepBudget = stepBudget
        self.recursionLimit = recursionLimit
        counters = .allocate(capacity: 2)
        counters.initialize(repeating: 0, count: 2)
        self.globals = Frame(size: 0, parent: nil)
        counters[0] = stepBudget
    }

    deinit {
        counters.deallocate()
    }

    /// Starts one call from the host; nested host calls (a closure run by `map`) keep the budget.
    func begin() {
        if depth == 0 { stepsLeft = stepBudget }
    }

    @inline(__always)
    func step(_ range: SourceRange) throws {
        counters[0] &-= 1
        if counters[0] < 0 { throw Diagnostic.error(RuntimeMessages.budgetExceeded(stepBudget), at: range) }
    }

    @inline(__always)
    func enter(_ range: SourceRange) throws {
        counters[0] &-= 1
        if counters[0] < 0 { throw Diagnostic.error(RuntimeMessages.budgetExceeded(stepBudget), at: range) }
        counters[1] += 1
        if counters[1] > recursionLimit {
            counters[1] -= 1
            throw Diagnostic.error(RuntimeMessages.recursionLimit(recursionLimit), at: range)
        }
    }

    @inline(__always)
    func leave() { counters[1] -= 1 }

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
    static func nilReceiver(_ member: String) -> String {
        "value is nil; use '?.' or unwrap it before reading '\(member)'"
    }
    static func forceUnwrapNil(_ what: String) -> String { "unexpectedly found nil while unwrapping '\(what)'" }
    static func indexOutOfRange(_ index: Int, _ count: Int) -> String { "index \(index) out of range 0..<\(count)" }
    /// A value of another type reached code compiled for `expected` (scripts are not fully type-checked).
    static func typeMismatch(_ expected: String, _ value: Value) -> String {
        "expected a value of type '\(expected)', found '\(value.typeName)'"
    }
}
