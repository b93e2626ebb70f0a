import ScrollworkCore

/// Haptic feedback generators: each `impactOccurred()`, `notificationOccurred(_:)` and
/// `selectionChanged()` is a `haptic …` event in the trace and counts in `haptics`.
enum UIKitFeedbackSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("UIImpactFeedbackGenerator", .class, doc: "Taps the Taptic Engine as a collision would.") { t in
            t.initializer("init(style: UIImpactFeedbackGenerator.FeedbackStyle = .medium)", role: .interaction,
                          doc: "A generator of impacts of this weight.") { a in
                .host(FeedbackGenerator("UIImpactFeedbackGenerator", style: ValueReaders.symbol(a[0]) ?? "medium"))
            }
            t.method("func impactOccurred()", role: .interaction, doc: "Plays an impact: a `haptic impact STYLE` event.") { r, a in
                try play(r, in: a.context) { "impact \($0.style)" }
            }
            t.method("func impactOccurred(intensity: CGFloat)", role: .interaction,
                     doc: "Plays an impact at an intensity from 0 to 1: a `haptic impact STYLE INTENSITY` event.") { r, a in
                let intensity = Swift.min(1, Swift.max(0, try ValueReaders.double(a[0], "intensity")))
                return try play(r, in: a.context) { "impact \($0.style) \(Value.describe(double: intensity))" }
            }
            prepare(&t)
        }
        surface.type("UIImpactFeedbackGenerator.FeedbackStyle", .enum, doc: "How heavy an impact feels.") { t in
            t.cases(["light", "medium", "heavy", "soft", "rigid"], doc: "An impact style.")
        }
        surface.type("UINotificationFeedbackGenerator", .class, doc: "Haptics for a task's outcome.") { t in
            t.initializer("init()", role: .interaction, doc: "A generator of outcome haptics.") { _ in
                .host(FeedbackGenerator("UINotificationFeedbackGenerator", style: ""))
            }
            t.method("func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType)", role: .interaction,
                     doc: "Plays an outcome: a `haptic notification TYPE` event.") { r, a in
                let kind = ValueReaders.symbol(a[0]) ?? "success"
                return try play(r, in: a.context) { _ in "notification \(kind)" }
            }
            prepare(&t)
        }
        surface.type("UINotificationFeedbackGenerator.FeedbackType", .enum, doc: "A task's outcome.") { t in
            t.cases(["success", "warning", "error"], doc: "An outcome.")
        }
        surface.type("UISelectionFeedbackGenerator", .class, doc: "Haptics for a changing selection.") { t in
            t.initializer("init()", role: .interaction, doc: "A generator of selection ticks.") { _ in
                .host(FeedbackGenerator("UISelectionFeedbackGenerator", style: ""))
            }
            t.method("func selectionChanged()", role: .interaction, doc: "Plays a tick: a `haptic selection` event.") { r, a in
                try play(r, in: a.context) { _ in "selection" }
            }
            prepare(&t)
        }
    }

    /// `UIFeedbackGenerator.prepare()`, which every generator inherits.
    private static func prepare(_ t: inout SurfaceTypeBuilder) {
        t.method("func prepare()", role: .visual, doc: "Wakes the Taptic Engine; no effect in the simulation.") { _, _ in .none }
    }

    private static func play(_ value: Value, in context: ScriptContext?, _ describe: (FeedbackGenerator) -> String) throws -> Value {
        guard case .host(let generator as FeedbackGenerator) = value else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("UIFeedbackGenerator", value))
        }
        try context.requiredServices().playHaptic(describe(generator))
        return .none
    }
}

/// A feedback generator in a script.
final class FeedbackGenerator: HostObject {
    let typeName: String
    let style: String
    init(_ typeName: String, style: String) {
        self.typeName = typeName
        self.style = style
    }
}
