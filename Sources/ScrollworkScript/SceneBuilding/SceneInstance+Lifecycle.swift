import ScrollworkCore
import ScrollworkFrontEnd

// Running the `onAppear`, `task` and `onChange(of:)` actions an update made due.
extension SceneInstance {
    /// How many times in a row actions may change state that makes more actions due before
    /// the scene stops running them for this update (SwiftUI logs "onChange(of:) action tried
    /// to update multiple times per frame" and stops too).
    static let lifecycleRounds = 8

    /// Runs the due actions in the order they were met, each failure reported on its own,
    /// then evaluates again what they changed, and so on while new actions fall due.
    func runLifecycleActions() throws {
        for warning in runtime.lifecycle.takeWarnings() { report(warning) }
        for _ in 0..<Self.lifecycleRounds {
            let due = runtime.lifecycle.takeDue()
            if due.isEmpty { return }
            for action in due {
                attempt {
                    switch action {
                    case .call(let closure, let arguments):
                        try call(closure, arguments)
                    case .task(let closure):
                        let task = TaskRunner(body: closure, runtime: runtime)
                        task.start()
                        if let failure = task.unclaimedFailure { throw failure }
                    }
                }
            }
            if runtime.isDirty { try rebuild() }
        }
        guard !runtime.lifecycle.takeDue().isEmpty else { return }
        report(Diagnostic.warning("onAppear, task and onChange actions kept changing state after \(Self.lifecycleRounds) updates; "
                                  + "the rest are left out of this update", at: Self.range(of: root)))
    }
}
