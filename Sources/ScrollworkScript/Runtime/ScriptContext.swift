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
    /// where code runs outside a scene.
    var services: SceneServices?
    /// The scene whose code runs (the runtime itself, for its own context).
    private(set) unowned(unsafe) var runtime: SceneRuntime?
    /// The scene of a context that is not the scene's own (a task's), kept alive with it.
    private let keptRuntime: SceneRuntime?
    /// The task whose body runs, if any (`Task.sleep`, `Task.isCancelled`); the task owns
    /// its context.
    private(set) weak var task: TaskRunner?
    /// The machine's counters, for `charge(_:)` without a hop through the machine.
    private let counters: UnsafeMutablePointer<Int>

    init(machine: Machine, services: SceneServices? = nil, runtime: SceneRuntime? = nil, task: TaskRunner? = nil) {
        self.machine = machine
        self.services = services
        self.runtime = runtime
        keptRuntime = runtime
        self.task = task
        counters = machine.counters.pointer
    }

    /// A scene's runtime is its own context: it names itself once made (without keeping itself).
    func becomeScene(_ runtime: SceneRuntime) { self.runtime = runtime }

    /// The scene's or the load's services; code outside a scene has none.
    func requiredServices() throws -> SceneServices {
        guard let services else { throw RuntimeFailure(ServiceMessages.outsideScene) }
        return services
    }

    /// The scene being built, for the names that make views and register actions.
    func requiredRuntime() throws -> SceneRuntime {
        guard let runtime else { throw RuntimeFailure(ServiceMessages.outsideSceneBuilding) }
        return runtime
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

    func requiredServices() throws -> SceneServices {
        guard let self else { throw RuntimeFailure(ServiceMessages.outsideScene) }
        return try self.requiredServices()
    }

    func requiredRuntime() throws -> SceneRuntime {
        guard let self else { throw RuntimeFailure(ServiceMessages.outsideSceneBuilding) }
        return try self.requiredRuntime()
    }
}
