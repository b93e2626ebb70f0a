import Foundation

/// A context's services and task with their own types, for the layers that use more of them
/// than the runtime does.
extension ScriptContext {
    /// Random numbers, `UUID()`, `Date()` and scheduled work: the scene's, or the load's; nil
    /// where code runs outside a scene.
    var services: SceneServices? {
        get { hostServices as? SceneServices }
        set { hostServices = newValue }
    }

    /// The task whose body runs, if any.
    var task: TaskRunner? { hostTask as? TaskRunner }

    /// The scene's or the load's services; code outside a scene has none.
    func requiredServices() throws -> SceneServices {
        guard let services else { throw RuntimeFailure(RuntimeMessages.outsideScene) }
        return services
    }
}

extension Optional where Wrapped == ScriptContext {
    func requiredServices() throws -> SceneServices {
        guard let self else { throw RuntimeFailure(RuntimeMessages.outsideScene) }
        return try self.requiredServices()
    }
}

extension SceneServices: ContextServices {}
extension TaskRunner: ContextTask {}
