import Foundation

/// A function value: a script function or closure bound to its captured frame, or a builtin.
///
/// Everything a call needs (the machine, the captured frame) is captured by `invoke`, so
/// builtins such as `map` can call script closures without knowing how they run.
final class Callable {
    let name: String
    /// Parameter count, or nil when it takes any number (builtins like `print`).
    let arity: Int?
    let invoke: ([Value]) throws -> Value
    /// For a script closure: its code and the frame it captured, so a host calling it
    /// often (a transition, per item and frame) can skip the argument array.
    let function: ScriptFunction?
    let captured: Frame?

    init(name: String, arity: Int?, function: ScriptFunction? = nil, captured: Frame? = nil,
         invoke: @escaping ([Value]) throws -> Value) {
        self.name = name
        self.arity = arity
        self.function = function
        self.captured = captured
        self.invoke = invoke
    }

    func call(_ arguments: [Value]) throws -> Value {
        if let arity, arity != arguments.count {
            throw RuntimeFailure("'\(name)' takes \(arity) argument\(arity == 1 ? "" : "s"), not \(arguments.count)")
        }
        return try invoke(arguments)
    }
}
