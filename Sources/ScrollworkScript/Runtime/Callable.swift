import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// A function value: a script function or closure bound to its captured frame, or a builtin.
///
/// What a call needs of the closure (the machine, the captured frame) is kept here or captured by
/// `invoke`, so builtins such as `map` can call script closures without knowing how they run;
/// what it needs of its host comes from the caller, as the context passed to `call(_:in:)`.
final class Callable {
    let name: String
    /// Parameter count, or nil when it takes any number (builtins like `print`).
    let arity: Int?
    /// A builtin's body; nil for a script closure, which `call` runs from `function` itself.
    private let invoke: (([Value], ScriptContext?) throws -> Value)?
    /// For a script closure: its code and the frame it captured, so a host calling it
    /// often (a transition, per item and frame) can skip the argument array.
    let function: ScriptFunction?
    let captured: Frame?
    private let machine: Machine?
    private let range: SourceRange?

    /// Where a script closure or function is written: what a callback turned off is known by.
    var declaration: SourceRange? { range ?? function?.range }

    init(name: String, arity: Int?, function: ScriptFunction? = nil, captured: Frame? = nil,
         invoke: @escaping ([Value], ScriptContext?) throws -> Value) {
        self.name = name
        self.arity = arity
        self.function = function
        self.captured = captured
        self.invoke = invoke
        machine = nil
        range = nil
    }

    /// A script closure made at `range`: no Swift closure of its own, so making one (a view
    /// builder's content, once per row of a large `ForEach`) is a single allocation.
    init(closure function: ScriptFunction, captured: Frame, machine: Machine, range: SourceRange) {
        name = function.name
        arity = function.parameterSlots.count
        self.function = function
        self.captured = captured
        self.machine = machine
        self.range = range
        invoke = nil
    }

    /// Calls a closure whose one parameter is `inout` (`Path { path in path.move(to: …) }`) and
    /// writes back what the closure left in it.
    func callWithInout(_ value: inout Value, in context: ScriptContext?) throws {
        guard let function, let machine, let range, function.parameterSlots.count == 1 else {
            throw RuntimeFailure("'\(name)' must be a closure of one inout parameter")
        }
        var frame = function.makeFrame(parent: captured, context: context)
        let slot = function.parameterSlots[0]
        frame.slots[slot] = value
        _ = try function.run(frame, machine: machine, at: range)
        value = frame.slots[slot]
        function.pool.give(&frame)
    }

    /// The function's type as Swift writes it, for messages: `(Int) -> Void`, `() -> Bool`.
    var typeDescription: String {
        guard let function else {
            let count = arity ?? 1
            return "(" + Array(repeating: "Any", count: count).joined(separator: ", ") + ") -> Any"
        }
        let parameters = function.parameterTypes.map { $0 == .unknown ? "Any" : $0.name }
        let result = function.returnType == .unknown ? "Any" : function.returnType.name
        return "(" + parameters.joined(separator: ", ") + ") -> " + result
    }

    /// Calls the function with `arguments`; its code runs with `context` (the caller's).
    func call(_ arguments: [Value], in context: ScriptContext?) throws -> Value {
        if let arity, arity != arguments.count {
            // A closure of several parameters given one tuple takes its elements, as Swift
            // destructures it (`ForEach(Array(items.enumerated()), …) { index, item in … }`;
            // `enumerated()` and `zip` give their pairs as records).
            if arguments.count == 1, case .tuple(let tuple) = arguments[0], tuple.elements.count == arity {
                return try call(tuple.elements, in: context)
            }
            if arity == 2, arguments.count == 1, case .record(let type, let fields) = arguments[0],
               type.type === StructType.enumeratedPair || type.type === StructType.pair {
                return try call(fields, in: context)
            }
            throw RuntimeFailure("'\(name)' takes \(arity) argument\(arity == 1 ? "" : "s"), not \(arguments.count)")
        }
        if let invoke { return try invoke(arguments, context) }
        guard let function, let machine, let range else { return .none }
        var frame = function.makeFrame(parent: captured, context: context)
        for (index, value) in arguments.enumerated() {
            frame.slots[function.parameterSlots[index]] = coerce(value, to: function.parameterTypes[index])
        }
        let result = try function.run(frame, machine: machine, at: range)
        function.pool.give(&frame)
        return result
    }

    /// Calls a script closure whose parameter `index` is `inout` (`transformPreference`'s
    /// callback, `reduce(into:)`'s) and gives back that parameter's final value; a builtin
    /// cannot change it. No array is made per call: hosts call it once per element.
    func call(_ arguments: [Value], readingBack index: Int, in context: ScriptContext?) throws -> Value {
        guard let function, let machine, let range, invoke == nil, function.parameterSlots.indices.contains(index) else {
            _ = try call(arguments, in: context)
            return arguments.indices.contains(index) ? arguments[index] : .none
        }
        return try function.run(arguments, parent: captured, machine: machine, at: range, in: context) { frame, _ in
            frame.slots[function.parameterSlots[index]]
        }
    }

    /// Calls a closure whose parameters `indices` are `inout` (`update(&state)`): its result and
    /// those parameters' final values; a builtin cannot change them.
    func call(_ arguments: [Value], readingBack indices: [Int], in context: ScriptContext?) throws -> (result: Value, values: [Value]) {
        guard let function, let machine, let range, invoke == nil, indices.allSatisfy(function.parameterSlots.indices.contains) else {
            let result = try call(arguments, in: context)
            return (result, indices.map { arguments.indices.contains($0) ? arguments[$0] : .none })
        }
        return try function.run(arguments, parent: captured, machine: machine, at: range, in: context) { frame, result in
            (result, indices.map { frame.slots[function.parameterSlots[$0]] })
        }
    }
}

extension ScriptFunction {
    /// Runs the function with `arguments` in its parameter slots and gives back the final
    /// value of parameter `index` (an `inout` one), for hosts calling `reduce(value:nextValue:)`.
    func run(_ arguments: [Value], parent: Frame?, readingBack index: Int, machine: Machine, at range: SourceRange,
             in context: ScriptContext?) throws -> Value {
        try run(arguments, parent: parent, machine: machine, at: range, in: context) { frame, _ in frame.slots[parameterSlots[index]] }
    }

    /// Runs the function with `arguments` in its parameter slots and gives back what `read`
    /// takes from its frame and result before the frame is given back.
    func run<T>(_ arguments: [Value], parent: Frame?, machine: Machine, at range: SourceRange, in context: ScriptContext?,
                reading read: (Frame, Value) -> T) throws -> T {
        guard arguments.count == parameterSlots.count else {
            throw RuntimeFailure("'\(name)' takes \(parameterSlots.count) argument\(parameterSlots.count == 1 ? "" : "s"), not \(arguments.count)")
        }
        var frame = makeFrame(parent: parent, context: context)
        for (position, value) in arguments.enumerated() {
            frame.slots[parameterSlots[position]] = coerce(value, to: parameterTypes[position])
        }
        let result = try run(frame, machine: machine, at: range)
        let read = read(frame, result)
        pool.give(&frame)
        return read
    }
}
