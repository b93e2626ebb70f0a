import Foundation
import ScrollworkCore

/// The state of running scripts: budget, call depth, globals and `print` output.
///
/// One call from the host into a script (an `updateTarget`, a transition closure, a REPL
/// expression) starts with `begin()`, which resets the step budget for that call.
final class Machine {
    /// Steps left and call depth: touched on every loop turn and call.
    let counters: RunCounters
    var stepBudget: Int { counters.stepBudget }
    var recursionLimit: Int { counters.recursionLimit }
    var stepsLeft: Int {
        get { counters.pointer[0] }
        set { counters.pointer[0] = newValue }
    }
    var depth: Int {
        get { counters.pointer[1] }
        set { counters.pointer[1] = newValue }
    }
    var globals: Frame
    /// Lines printed by scripts since the host last took them.
    var output: [String] = []

    init(stepBudget: Int, recursionLimit: Int) {
        let pointer = UnsafeMutablePointer<Int>.allocate(capacity: 2)
        pointer.initialize(repeating: 0, count: 2)
        pointer[0] = stepBudget
        counters = RunCounters(pointer: pointer, stepBudget: stepBudget, recursionLimit: recursionLimit)
        self.globals = Frame(size: 0, parent: nil)
    }

    deinit {
        counters.pointer.deallocate()
    }

    /// Starts one call from the host; nested host calls (a closure run by `map`) keep the budget.
    @inline(__always)
    func begin() { counters.begin() }

    @inline(__always)
    func step(_ range: SourceRange) throws { try counters.step(range) }

    @inline(__always)
    func enter(_ range: SourceRange) throws { try counters.enter(range) }

    @inline(__always)
    func leave() { counters.leave() }

    func takeOutput() -> [String] {
        defer { output = [] }
        return output
    }
}

/// A machine's step budget and call depth, in unmanaged memory, as a value: code run per
/// item and frame (a behaviour's `updateTarget`) keeps a copy and counts with no reference
/// to count on the machine. The machine owns the memory; a copy lives no longer than the
/// program that keeps the machine.
struct RunCounters {
    /// Steps left, then call depth.
    let pointer: UnsafeMutablePointer<Int>
    let stepBudget: Int
    let recursionLimit: Int

    @inline(__always)
    func begin() {
        if pointer[1] == 0 { pointer[0] = stepBudget }
    }

    @inline(__always)
    func step(_ range: SourceRange) throws {
        pointer[0] &-= 1
        if pointer[0] < 0 { throw Diagnostic.error(RuntimeMessages.budgetExceeded(stepBudget), at: range) }
    }

    @inline(__always)
    func enter(_ range: SourceRange) throws {
        pointer[0] &-= 1
        if pointer[0] < 0 { throw Diagnostic.error(RuntimeMessages.budgetExceeded(stepBudget), at: range) }
        pointer[1] += 1
        if pointer[1] > recursionLimit {
            pointer[1] -= 1
            throw Diagnostic.error(RuntimeMessages.recursionLimit(recursionLimit), at: range)
        }
    }

    @inline(__always)
    func leave() { pointer[1] -= 1 }
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
