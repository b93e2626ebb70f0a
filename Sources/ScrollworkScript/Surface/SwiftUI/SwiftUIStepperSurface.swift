import ScrollworkCore
import ScrollworkScene

/// `Stepper`: a row of its label and UIStepper's 94 × 32 control at the trailing edge
/// (`ControlViews.stepper`). A tap on − or + steps the bound value by `step`, kept within its
/// range (at a bound iOS disables that half: nothing changes), or runs `onDecrement` /
/// `onIncrement`; `onEditingChanged` hears true before the change and false after, as for a
/// tap on a device. Bounds are ranges of integers, as every range is here.
enum SwiftUIStepperSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        func titled(_ a: SurfaceArguments) -> [ViewNode] { [.text(ArgumentReader.string(a[0]))] }
        func content(_ value: Value, _ a: SurfaceArguments) throws -> [ViewNode] {
            try ViewConstructors.content(value, range: a.range, in: a.context)
        }
        let editing = "onEditingChanged: @escaping (Bool) -> Void = { _ in }"
        let doc = "A tap on − or + steps the bound value within its range."
        surface.type("Stepper", conformsTo: ["View"], doc: "A row: its label, then a 94 × 32 −/+ control.") { t in
            t.initializer("init<V: Strideable>(_ titleKey: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, \(editing))",
                          role: .interaction, doc: doc) { a in
                try stepper(titled(a), value: a[1], bounds: a[2], step: a[3], editing: a[4], a)
            }
            t.initializer("init<V: Strideable>(_ titleKey: String, value: Binding<V>, step: V.Stride = 1, \(editing))",
                          role: .interaction, doc: doc) { a in
                try stepper(titled(a), value: a[1], bounds: nil, step: a[2], editing: a[3], a)
            }
            t.initializer("init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, \(editing), @ViewBuilder label: () -> Label)",
                          role: .interaction, doc: doc) { a in
                try stepper(try content(a[4], a), value: a[0], bounds: a[1], step: a[2], editing: a[3], a)
            }
            t.initializer("init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, \(editing), @ViewBuilder label: () -> Label)",
                          role: .interaction, doc: doc) { a in
                try stepper(try content(a[3], a), value: a[0], bounds: nil, step: a[1], editing: a[2], a)
            }
            let actionsDoc = "A tap on − or + runs onDecrement or onIncrement."
            t.initializer("init(_ titleKey: String, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, \(editing))",
                          role: .interaction, doc: actionsDoc) { a in
                try stepper(titled(a), increment: a[1], decrement: a[2], editing: a[3], a)
            }
            t.initializer("init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, \(editing))",
                          role: .interaction, doc: actionsDoc) { a in
                try stepper(try content(a[0], a), increment: a[1], decrement: a[2], editing: a[3], a)
            }
            t.initializer("init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, \(editing), @ViewBuilder label: () -> Label)",
                          role: .interaction, doc: actionsDoc) { a in
                try stepper(try content(a[3], a), increment: a[0], decrement: a[1], editing: a[2], a)
            }
        }
    }

    /// A stepper of a bound value.
    private static func stepper(_ label: [ViewNode], value: Value, bounds: Value?, step: Value, editing: Value,
                                _ a: SurfaceArguments) throws -> Value {
        guard case .host(let box as StateBox) = value else { throw RuntimeFailure("Stepper needs a binding such as $value") }
        var limits: ClosedRange<Double>?
        if let bounds {
            if case .range(let low, let high) = bounds, low < high {
                limits = Double(low)...Double(high - 1)
            } else if let (low, high, closed) = FloatingRangeTypes.bounds(bounds), closed, low <= high {
                // `in: 4...12` kept as a `ClosedRange<Double>` for a Double value.
                limits = low...high
            } else {
                throw RuntimeFailure("a Stepper's bounds must be a range such as 0...10, not \(Value.describe(bounds))")
            }
        }
        let by = try ValueReaders.double(step, "step")
        func change(_ sign: Double) -> Value {
            let callable = Callable(name: "Stepper", arity: 0) { _, context in
                // At a bound iOS disables the half: nothing changes and nothing is told.
                guard let next = stepped(box.value, by: sign * by, within: limits) else { return .none }
                try edit(editing, in: context) { box.set(next) }
                return .none
            }
            return .function(callable)
        }
        return try stepper(label, increment: change(1), decrement: change(-1), editing: .none, a)
    }

    /// The value one step on, kept within the limits (an integer stays an integer, within
    /// `Int`'s own range); nil when it is at the bound already.
    static func stepped(_ value: Value, by step: Double, within limits: ClosedRange<Double>?) -> Value? {
        func clamped(_ x: Double) -> Double { limits.map { min(max(x, $0.lowerBound), $0.upperBound) } ?? x }
        switch value {
        case .int(let current):
            let next = clamped(Double(current) + step)
            // `Double(Int.max)` is 2⁶³, one past the largest Int: a step there goes nowhere.
            guard next >= Double(Int.min), next < Double(Int.max), Int(next) != current else { return nil }
            return .int(Int(next))
        case .double(let current):
            let next = clamped(current + step)
            return next == current ? nil : .double(next)
        default:
            return nil
        }
    }

    /// A stepper of two actions (the bound forms make theirs). A nil action is a disabled half:
    /// a tap on it runs nothing and `onEditingChanged` hears nothing, as at a bound.
    private static func stepper(_ label: [ViewNode], increment: Value, decrement: Value, editing: Value,
                                _ a: SurfaceArguments) throws -> Value {
        let runtime = try a.context.requiredRuntime()
        func token(_ action: Value) -> ActionToken {
            runtime.register(.closure(Callable(name: "Stepper", arity: 0) { _, context in
                guard case .function(let closure) = action else { return .none }
                try edit(editing, in: context) { _ = try closure.call([], in: context) }
                return .none
            }))
        }
        return ViewConstructors.view(ControlViews.stepper(label: label, decrement: token(decrement), increment: token(increment), runtime: runtime))
    }

    /// Runs a change between `onEditingChanged(true)` and `onEditingChanged(false)`.
    private static func edit(_ editing: Value, in context: ScriptContext?, _ change: () throws -> Void) throws {
        let callback: Callable?
        if case .function(let closure) = editing { callback = closure } else { callback = nil }
        _ = try callback?.call([.bool(true)], in: context)
        try change()
        _ = try callback?.call([.bool(false)], in: context)
    }
}
