import Foundation

/// A context's scene with its own type, for the layers that build views and register actions.
extension ScriptContext {
    /// The scene whose code runs (the runtime itself, for its own context).
    var runtime: SceneRuntime? { hostScene as? SceneRuntime }

    /// The scene being built, for the names that make views and register actions.
    func requiredRuntime() throws -> SceneRuntime {
        guard let runtime else { throw RuntimeFailure(RuntimeMessages.outsideSceneBuilding) }
        return runtime
    }
}

extension Optional where Wrapped == ScriptContext {
    func requiredRuntime() throws -> SceneRuntime {
        guard let self else { throw RuntimeFailure(RuntimeMessages.outsideSceneBuilding) }
        return try self.requiredRuntime()
    }
}

extension SceneRuntime: ContextScene {}

extension TaskRunner {
    /// A task of the scene `runtime`, with its services.
    convenience init(body: Callable, runtime: SceneRuntime) {
        self.init(body: body, machine: runtime.machine, services: runtime.sceneServices, scene: runtime)
    }
}
