import ScrollworkCore
import ScrollworkFrontEnd

/// `onAppear`, `onDisappear`, `task` and `onChange(of:)`: actions SwiftUI runs after an update, recorded by
/// the scene's `ViewLifecycle` while the body is evaluated and run once it is over.
enum SwiftUILifecycleSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.extend("View") { t in
            t.transform("func onAppear(perform action: (() -> Void)? = nil) -> some View", role: .interaction,
                        doc: "Runs action when the view appears: after the update that first builds it, and again after it was absent (not in ForEach rows).") { _, a in
                guard !a[0].isNil else { return }
                try appear(.call(try ValueReaders.closure(a[0], "action"), []), "onAppear", a)
            }
            t.transform("func onDisappear(perform action: (() -> Void)? = nil) -> some View", role: .interaction,
                        doc: "Runs action after the update in which the view went away (not in ForEach rows).") { _, a in
                guard !a[0].isNil else { return }
                let runtime = try a.context.requiredRuntime(), action = try ValueReaders.closure(a[0], "action")
                let (place, inRow) = runtime.lifecyclePlace(a.range)
                runtime.lifecycle.disappear(place, inRow: inRow, .call(action, []), range: a.range)
            }
            t.transform("func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View",
                        role: .interaction, doc: "Starts action as a task when the view appears (its sleeps wait for the simulation clock).") { _, a in
                try appear(.task(try ValueReaders.closure(a[1], "action")), "task", a)
            }
            t.transform("func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View",
                        role: .interaction, doc: "Starts action as a task when the view appears, and again (cancelling the one running) when id changes.") { _, a in
                let action = try ValueReaders.closure(a[2], "action"), runtime = try a.context.requiredRuntime()
                let place = runtime.lifecyclePlace(a.range).place
                let start = { [weak runtime] (_: [Value], _: ScriptContext?) throws -> Value in
                    guard let runtime else { return .none }
                    runtime.tasksByPlace[place]?.cancel()
                    let task = TaskRunner(body: action, runtime: runtime)
                    runtime.tasksByPlace[place] = task
                    task.start()
                    if let failure = task.unclaimedFailure { throw failure }
                    return .none
                }
                try appear(.call(Callable(name: "task", arity: 0, invoke: start), []), "task", a)
                try change(a[0], initial: false, Callable(name: "task", arity: 2, invoke: start), a)
            }
            t.transform("func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View",
                        role: .interaction, doc: "Runs action with the old and new value after an update in which value changed (and at first with initial).") { _, a in
                try change(a[0], initial: try ValueReaders.bool(a[1], "initial"), try ValueReaders.closure(a[2], "action"), a)
            }
            t.transform("func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View",
                        role: .interaction, doc: "Runs action with the new value after an update in which value changed (the form before iOS 17).") { _, a in
                let action = try ValueReaders.closure(a[1], "action")
                let newValueOnly = Callable(name: action.name, arity: 2) { values, context in try action.call([values[1]], in: context) }
                try change(a[0], initial: false, newValueOnly, a)
            }
        }
    }

    private static func appear(_ action: ViewLifecycle.Action, _ name: String, _ a: SurfaceArguments) throws {
        let runtime = try a.context.requiredRuntime(), range = a.range
        let (place, inRow) = runtime.lifecyclePlace(range)
        runtime.lifecycle.appear(place, inRow: inRow, action, name: name, range: range)
    }

    private static func change(_ value: Value, initial: Bool, _ action: Callable, _ a: SurfaceArguments) throws {
        let runtime = try a.context.requiredRuntime(), range = a.range
        runtime.lifecycle.change(runtime.lifecyclePlace(range).place, value: value, initial: initial, action)
    }
}
