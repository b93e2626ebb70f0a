import ScrollworkCore

/// Work handed to queues beyond a plain block, on the scene's clock as every queue's blocks
/// are (`DispatchSurface`): a `DispatchGroup` (work entered and left, and blocks to run once
/// all of it has left) and a `DispatchWorkItem` (a block that can be cancelled before it runs).
/// `wait()` is declared on neither: the work it would wait for runs on the scene's clock after
/// the current command, so waiting for it would never end.
enum DispatchWorkSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("DispatchGroup", .class, doc: "Work entered and left; blocks run once all of it has left.") { t in
            t.initializer("init()", role: .interaction, doc: "A group with no work in it.") { _ in .host(DispatchGroupValue()) }
            t.method("func enter()", role: .interaction, doc: "One more piece of work in the group.") { r, _ in
                try group(r).enter()
                return .none
            }
            t.method("func leave()", role: .interaction,
                     doc: "One piece of work done; when none is left, the blocks waiting for the group are scheduled.") { r, a in
                try group(r).leave(try a.context.requiredServices())
                return .none
            }
            t.method("func notify(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], queue: DispatchQueue, "
                     + "execute work: @escaping () -> Void)", role: .interaction,
                     doc: "Runs the block on the queue once no work is left in the group (after the current command's own work when none is).") { r, a in
                try group(r).notify(.block(try ValueReaders.closure(a[3], "execute"), onMainThread: try DispatchSurface.isMain(a[2])),
                                    services: try a.context.requiredServices())
                return .none
            }
        }
        workItems(&surface)
        surface.type("DispatchWorkItemFlags", .optionSet, doc: "How a work item runs: the same on the scene's clock.") { t in
            for (name, bits) in [("barrier", 1), ("detached", 2), ("assignCurrentContext", 4), ("enforceQoS", 8)] {
                t.constant("static let \(name): DispatchWorkItemFlags", role: .visual, doc: "A work item flag.", .int(bits))
            }
        }
    }

    /// `DispatchWorkItem`: a block apps keep to cancel before it runs (a search debounced by
    /// cancelling the last one), performed now or given to a queue. A cancelled item's block
    /// never runs: performing it, or its turn on a queue, returns at once.
    private static func workItems(_ surface: inout SurfaceBuilder) {
        surface.type("DispatchWorkItem", .class, doc: "A block to run, on a queue or now, that can be cancelled before it runs.") { t in
            t.initializer("init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], block: @escaping () -> Void)",
                          role: .interaction, doc: "An item that runs the block.") { a in
                .host(DispatchWorkItemValue(block: try ValueReaders.closure(a[2], "block")))
            }
            t.method("func perform()", role: .interaction, doc: "Runs the block now, unless the item was cancelled.") { r, a in
                _ = try workItem(r).run([], a.context)
                return .none
            }
            t.method("func cancel()", role: .interaction, doc: "The block will not run: a later turn returns at once.") { r, _ in
                try workItem(r).isCancelled = true
                return .none
            }
            t.property("var isCancelled: Bool { get }", doc: "Whether the item was cancelled.") { .bool(try workItem($0).isCancelled) }
        }
    }

    /// The work item a queue's `async(execute:)` or `asyncAfter(deadline:execute:)` is given, as a block.
    static func block(of value: Value) throws -> Callable {
        let item = try workItem(value)
        return Callable(name: "DispatchWorkItem", arity: 0, invoke: item.run)
    }

    private static func workItem(_ value: Value) throws -> DispatchWorkItemValue {
        try ValueReaders.host(value, DispatchWorkItemValue.self, "DispatchWorkItem")
    }

    private static func group(_ value: Value) throws -> DispatchGroupValue {
        try ValueReaders.host(value, DispatchGroupValue.self, "DispatchGroup")
    }
}

/// A dispatch group: how much work is in it and the blocks waiting for it to empty.
final class DispatchGroupValue: HostObject {
    private(set) var entered = 0
    private var waiting: [WorkSchedule.Work] = []
    var typeName: String { "DispatchGroup" }

    func enter() { entered += 1 }

    /// One piece of work left; Dispatch stops the app on a leave with none entered.
    func leave(_ services: SceneServices) throws {
        guard entered > 0 else { throw RuntimeFailure("Unbalanced call to dispatch_group_leave(): the group has no work entered") }
        entered -= 1
        guard entered == 0 else { return }
        let due = waiting
        waiting = []
        for work in due { try services.schedule.add(work, at: services.now) }
    }

    func notify(_ work: WorkSchedule.Work, services: SceneServices) throws {
        if entered == 0 { try services.schedule.add(work, at: services.now) } else { waiting.append(work) }
    }
}

/// A dispatch work item: its block, and whether it was cancelled before it ran.
final class DispatchWorkItemValue: HostObject {
    let block: Callable
    var isCancelled = false
    var typeName: String { "DispatchWorkItem" }
    init(block: Callable) { self.block = block }

    func run(_ arguments: [Value], _ context: ScriptContext?) throws -> Value {
        isCancelled ? .none : try block.call([], in: context)
    }
}
