import ScrollworkCore

/// `withTaskGroup` and `withThrowingTaskGroup`: children are `Task`s of the scene, started in
/// the order added, whose results the group hands back in the order they finished on the
/// scene's clock (see `TaskGroupValue`).
enum SwiftTaskGroupSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        group(&surface, throwing: false)
        group(&surface, throwing: true)
    }

    private static func group(_ surface: inout SurfaceBuilder, throwing: Bool) {
        let name = throwing ? "ThrowingTaskGroup" : "TaskGroup"
        let generic = throwing ? "\(name)<ChildTaskResult, any Error>" : "\(name)<ChildTaskResult>"
        let (throwsWord, tryWord) = throwing ? (" throws", "Throwing") : ("", "")
        // Swift declares `returning returnType: GroupResult.Type = GroupResult.self` once; the
        // default names the function's own parameter, which a call site cannot spell, so the
        // form without it is declared on its own.
        for returning in ["returning returnType: GroupResult.Type, ", ""] {
            surface.function("func with\(tryWord)TaskGroup<ChildTaskResult, GroupResult>(of childTaskResultType: ChildTaskResult.Type, \(returning)body: (inout \(generic)) async\(throwsWord) -> GroupResult) async\(throwing ? " rethrows" : "") -> GroupResult",
                             role: .interaction, doc: "Runs body with a group whose child tasks run on the scene's clock; returns once every child has finished.") { a in
                try run(a[returning.isEmpty ? 1 : 2], throwing: throwing, childType: a[0], in: a.context)
            }
        }
        surface.type(name, .class, conformsTo: ["AsyncSequence"],
                     doc: "Child tasks started in the order added; next() gives their results in the order they finish.") { t in
            for (method, result, doc) in [("addTask", "", "Starts a child task now; it runs until its first sleep."),
                                          ("addTaskUnlessCancelled", " -> Bool", "Starts a child task unless the group is cancelled; whether it did.")] {
                t.method("func \(method)(priority: TaskPriority? = nil, operation: @escaping () async\(throwsWord) -> ChildTaskResult)\(result)",
                         role: .interaction, doc: doc) { r, a in
                    let group = try taskGroup(r)
                    if method == "addTaskUnlessCancelled", group.isCancelled { return .bool(false) }
                    let runtime = try a.context.requiredRuntime()
                    group.add(TaskRunner(body: try ValueReaders.closure(a[1], "operation"), runtime: runtime))
                    return result.isEmpty ? .none : .bool(true)
                }
            }
            t.method("func next() async\(throwsWord) -> ChildTaskResult?", role: .interaction,
                     doc: "The result of the child that finished first, waiting for one; nil when none is left.") { r, a in
                try taskGroup(r).next(in: a.context) ?? .none
            }
            t.method("func waitForAll() async\(throwsWord)", role: .interaction,
                     doc: throwing ? "Waits for every child; then throws the first error one threw." : "Waits for every child to finish.") { r, a in
                try taskGroup(r).waitForAll(in: a.context)
                return .none
            }
            t.method("func cancelAll()", role: .interaction, doc: "Cancels every child: their sleeps throw CancellationError.") { r, _ in
                try taskGroup(r).cancelAll()
                return .none
            }
            t.property("var isEmpty: Bool { get }", doc: "Whether every child's result has been delivered.") { .bool(try taskGroup($0).isEmpty) }
            t.property("var isCancelled: Bool { get }", doc: "Whether the group has been cancelled.") { .bool(try taskGroup($0).isCancelled) }
        }
    }

    /// The body runs with a fresh group; its remaining children are awaited (or, when it
    /// threw, cancelled) before the call returns, as Swift's group does.
    private static func run(_ body: Value, throwing: Bool, childType: Value, in context: ScriptContext?) throws -> Value {
        var returnsVoid = false
        if case .type(.builtin(let name)) = childType { returnsVoid = name == "Void" || name == "()" }
        let group = TaskGroupValue(isThrowing: throwing, childrenReturnVoid: returnsVoid)
        let result: Value
        do {
            result = try ValueReaders.closure(body, "body").call([.host(group)], in: context)
        } catch {
            try group.close(bodyThrew: true, in: context)
            throw error
        }
        try group.close(bodyThrew: false, in: context)
        return result
    }

    private static func taskGroup(_ value: Value) throws -> TaskGroupValue {
        guard case .host(let group as TaskGroupValue) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("TaskGroup", value)) }
        return group
    }
}
