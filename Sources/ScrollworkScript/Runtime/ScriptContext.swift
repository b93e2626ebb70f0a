import Foundation

/// What running script code may reach of its host: the machine whose budgets it spends, the
/// scene it belongs to, that scene's services, the task whose body it is. Handed down as Lua
/// hands its C functions the `lua_State *`: the host puts it on the frame it makes for a call
/// (`Frame.context`), frames made for calls and closures take their caller's, surface entries
/// get it in their arguments (`SurfaceArguments.context`), and host code calling a script
/// closure passes it (`Callable.call(_:in:)`). Two scenes of one program each run with their
/// own, side by side.
///
/// A scene's runtime is its scene's context (`SceneRuntime` is one); a task's body runs with one
/// of its own (`TaskRunner`); a program's global initialisers with one holding services of the
/// load's own; code with no scene (a behaviour, a REPL expression) with its machine's.
///
/// Whoever starts code with a context keeps the context alive while it runs: frames point at
/// it without counting, so a call pays no reference counting for it.
class ScriptContext {
    /// The machine the code runs on; it owns the budgets allocations are charged to. Every
    /// context is kept by something that keeps the machine's program.
    unowned(unsafe) let machine: Machine
    /// Random numbers, `UUID()`, `Date()` and scheduled work: the scene's, or the load's; nil
    /// where code runs outside a scene. Held as what this layer asks of them; `services`
    /// (Services/) gives them their own type.
    var hostServices: (any ContextServices)?
    /// The scene whose code runs (the runtime itself, for its own context), as this layer sees
    /// it; `runtime` (SceneBuilding/) gives it its own type.
    private(set) unowned(unsafe) var hostScene: (any ContextScene)?
    /// The scene of a context that is not the scene's own (a task's), kept alive with it.
    private let keptScene: (any ContextScene)?
    /// The task whose body runs, if any (`Task.sleep`, `Task.isCancelled`); the task owns
    /// its context. `task` (Services/) gives it its own type.
    private(set) weak var hostTask: (any ContextTask)?
    /// The machine's counters, for `charge(_:)` without a hop through the machine.
    private let counters: UnsafeMutablePointer<Int>

    init(machine: Machine, services: (any ContextServices)? = nil, runtime: (any ContextScene)? = nil,
         task: (any ContextTask)? = nil) {
        self.machine = machine
        hostServices = services
        hostScene = runtime
        keptScene = runtime
        hostTask = task
        counters = machine.counters.pointer
    }

    /// A scene's runtime is its own context: it names itself once made (without keeping itself).
    func becomeScene(_ scene: any ContextScene) { hostScene = scene }

    /// The clock of the scene's or the load's services; code outside a scene has none.
    func requiredNow() throws -> Double {
        guard let hostServices else { throw RuntimeFailure(RuntimeMessages.outsideScene) }
        return hostServices.now
    }

    /// Charges `units` elements or bytes to the memory budget of the call or frame running
    /// (`RunCounters.memoryBudget`); a failure once the budget is used up.
    ///
    /// The per-value caps (`Limits`) stop one value growing without end; this stops thousands
    /// of values that each stay under them (3,000 arrays of a million elements each were 8 GB).
    @inline(__always)
    func charge(_ units: Int) throws {
        guard units > 0 else { return }
        counters[RunCounters.memory] -= units
        if counters[RunCounters.memory] < 0 { try memoryRanOut() }
    }

    @inline(never)
    private func memoryRanOut() throws {
        counters[RunCounters.ranOut] = 1
        throw RuntimeFailure(RuntimeMessages.memoryBudgetExceeded(RunCounters.memoryBudget))
    }
}

extension Optional where Wrapped == ScriptContext {
    /// Charges allocations to the context's budget; code with no context is held by the
    /// per-value caps alone.
    @inline(__always)
    func charge(_ units: Int) throws { try self?.charge(units) }

    func requiredNow() throws -> Double {
        guard let self else { throw RuntimeFailure(RuntimeMessages.outsideScene) }
        return try self.requiredNow()
    }
}

/// What code in this layer asks of a context's services (the rest is theirs: `SceneServices`).
protocol ContextServices: AnyObject {
    /// Seconds since the scene's clock started.
    var now: Double { get }
}

/// A context's scene as this layer sees it: what observes the objects its code reads
/// (the rest is the scene's: `SceneRuntime`).
protocol ContextScene: ObjectObserver {}

/// A context's task as this layer sees it (the rest is the task's: `TaskRunner`).
protocol ContextTask: AnyObject {}
