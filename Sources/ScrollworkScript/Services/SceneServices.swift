import Foundation
import ScrollworkCore
import ScrollworkScene

/// What Foundation's nondeterministic names read, made deterministic per scene (docs/SEMANTICS.md,
/// "Determinism"): one seeded generator for `random(in:)`, `shuffled()` and `randomElement()`, a
/// counter for `UUID()`, the simulation clock for `Date()`, and the work scheduled on that clock
/// (`DispatchQueue.main.asyncAfter`, `Task.sleep`, `Timer`).
///
/// Scene code (body evaluation, actions, scheduled work) reaches its scene's services through
/// the context it runs with (`ScriptContext.services`); a program's global initialisers, which
/// run before any scene exists, run with services of their own for the load (`CompiledProgram`).
final class SceneServices {
    private(set) var seed: UInt64
    var generator: SplitMix64
    /// The C library's `srand48`/`drand48` state, the scene's own.
    var rand48 = Rand48()
    private var uuidCount = 0
    private var staticNamespaceCount = 0
    /// Simulated seconds since the scene opened; the scene points it at its simulation.
    var clock: () -> Double = { 0 }
    /// Work waiting for the simulation clock.
    let schedule = WorkSchedule()
    /// Whether the code running is on the main thread (`Thread.isMainThread`): false while a
    /// block of another queue runs, as on iOS, though every block runs one at a time here.
    var isOnMainThread = true
    /// `UITabBar.appearance().isHidden`: whether the scene's TabViews show no bar.
    var hidesTabBars = false
    /// Haptic feedback played so far (`impact medium`, `notification success` …), in order.
    private(set) var haptics: [String] = []
    /// Where the scene hears about what its code did (haptics), as trace events.
    var emit: ((ScrollEvent.Kind) -> Void)?
    /// `UserDefaults` by suite name ("" for `.standard`), empty as on a fresh install and kept
    /// in memory only: nothing is written to disk.
    var defaults: [String: [String: Value]] = [:]
    /// `UserDefaults.register(defaults:)`: what a key reads in every store that has no value
    /// for it (the registration domain, never saved).
    var registeredDefaults: [String: Value] = [:]
    /// The app's files, empty as on a fresh install and kept in memory only.
    let sandbox = AppSandbox()
    /// `UIPasteboard.general`, empty when the scene opens.
    let pasteboard = PasteboardObject()
    /// What observes `NotificationCenter.default` in this scene, for the app's own posts.
    let notifications = NotificationRegistry()
    /// `UNUserNotificationCenter.current()`, not yet asked for permission when the scene opens.
    let notificationCenter = NotificationCenterObject()
    /// `UIApplication.shared`, as at launch when the scene opens.
    let application = ApplicationObject()
    /// Tasks started and not finished: each runs on a thread of its own (`TaskRunner`).
    var runningTasks = 0
    /// Most tasks one scene may run at once.
    static let runningTaskLimit = 500
    static let tooManyRunningTasks = "more than \(runningTaskLimit) tasks are running at once in this scene (does code start one each time the scene is laid out?)"

    /// GameKit's `GKRandomSource.sharedRandom()`: one source for the scene, seeded from the
    /// generator when first asked for (and again after `set seed`).
    private var sharedRandom: RandomSourceValue?

    init(seed: UInt64 = 0) {
        self.seed = seed
        generator = SplitMix64(seed: seed)
    }

    /// Starts the generator again from `seed` (`set seed N`).
    func reseed(_ seed: UInt64) {
        self.seed = seed
        generator = SplitMix64(seed: seed)
        sharedRandom = nil
    }

    func sharedRandomSource() -> RandomSourceValue {
        if let sharedRandom { return sharedRandom }
        let made = RandomSourceValue(seed: generator.next())
        sharedRandom = made
        return made
    }

    var now: Double { clock() }

    /// `00000000-0000-0000-0000-000000000001`, then `…002`, … in the order they are made.
    func nextUUID() -> String {
        uuidCount += 1
        return "00000000-0000-0000-0000-" + String(String(uuidCount, radix: 16, uppercase: true).suffix(12)).leftPadded(to: 12)
    }

    /// A namespace made outside any view (`@Namespace static var` of a preview): -1, -2, … in
    /// the order they are made, apart from the views' namespaces (1, 2, …).
    func nextStaticNamespace() -> Int {
        staticNamespaceCount += 1
        return -staticNamespaceCount
    }

    /// Plays haptic feedback: an event in the trace, one more in `haptics`.
    func playHaptic(_ description: String) {
        if haptics.count < Limits.elements { haptics.append(description) }
        emit?(.haptic(description))
    }

}

extension String {
    func leftPadded(to length: Int, with pad: Character = "0") -> String {
        count >= length ? self : String(repeating: pad, count: length - count) + self
    }
}

/// Messages of the scene services, next to the code that raises them.
enum ServiceMessages {
    static func tooMuchWork(_ limit: Int) -> String { "more than \(limit) pieces of work are scheduled in this scene" }
    static let sleepOutsideTask = "Task.sleep suspends only inside Task { … }; here it cannot wait for the simulation clock"
    static func blockingSleepOutsideTask(_ name: String) -> String {
        "\(name) blocks the thread it runs on; here it waits only in a task's body (Task { … }, .task { … }), for the scene's clock"
    }
    static let taskAwaitsItself = "a task awaits its own value, which it never has: it would wait for ever"
    static let groupOutsideTask = "a task group's children are awaited only inside Task { … } (or .task { … }) before they have finished; here it cannot wait"
    static let valueOutsideTask = "a task's value is awaited only inside Task { … } (or .task { … }) before it has finished; here it cannot wait"
}
