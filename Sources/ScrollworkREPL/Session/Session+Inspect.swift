import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene
import ScrollworkScript

/// `state`, `items`, `print`, `expect` and `set`.
extension Session {
    func describeState(_ scene: any LiveScene) -> String {
        let reading = scene.reading
        let simulation = reading.current
        let metrics = simulation.metrics
        let pins = simulation.pins.map { "\($0.id) (\($0.side.rawValue))" }
        // What `print` shows exactly is rounded here, and marked where that changed it.
        let ascii = options.render.ascii
        var rows: [[String]] = [
            ["scene", scene.name],
            ["phase", simulation.phase.rawValue],
            ["offset", "\(Format.rounded(simulation.offset, ascii: ascii))  "
                + "(range \(Format.number(metrics.minOffset))…\(Format.number(metrics.maxOffset)))"],
            ["velocity", Format.rounded(simulation.velocity, ascii: ascii)],
            ["natural", simulation.lastRelease.map { Self.describeTarget($0.naturalTarget, $0, metrics.axis, ascii: ascii) } ?? "-"],
            ["final", simulation.lastRelease.map { Self.describeTarget($0.finalTarget, $0, metrics.axis, ascii: ascii) } ?? "-"],
            ["position", simulation.scrollPositionID?.description ?? "nil"],
            ["pinned", pins.isEmpty ? "none" : pins.joined(separator: ", ")],
            ["behavior", scene.simulation.behavior?.displayName ?? "none"],
            ["time", Format.seconds(simulation.time)],
        ]
        if simulation.isFingerDown { rows.insert(["finger", "down"], at: 2) }
        let summaries = reading.scrollViews
        if summaries.count > 1, let current = summaries.first(where: { $0.isCurrent }) {
            rows.insert(["scroll view", "\(current.number) of \(summaries.count) (\(current.axis.rawValue) \(current.declaration))"], at: 1)
        }
        if simulation.refreshCount > 0 { rows.append(["refreshes", String(simulation.refreshCount)]) }
        for name in scene.stateNames { rows.append(["state.\(name)", scene.stateValue(name)?.description ?? "nil"]) }
        return Format.table(rows)
    }

    /// A release target in the same terms as the `offset` row above it (content offset), then
    /// the target rect's edge that `updateTarget` and `naturalTarget`/`finalTarget` use: the two
    /// differ by the leading inset the release measured them with, and an unlabelled rect
    /// position next to an offset misleads.
    static func describeTarget(_ targetMin: Double, _ release: ReleaseRecord, _ axis: Axis, ascii: Bool) -> String {
        let edge = axis == .vertical ? "minY" : "minX"
        return "\(Format.rounded(targetMin - release.leadingInset, ascii: ascii))  "
            + "(target.rect.\(edge) \(Format.rounded(targetMin, ascii: ascii)))"
    }

    func describeItems(_ scene: any LiveScene) -> String {
        var rows: [[String]] = [["id", "frame (container)", "visible", "phase", "value", "effects", "pinned"]]
        // The views inside an item with effects or ids of their own follow it, indented.
        let nestedMark = options.render.ascii ? "  > " : "  └ "
        for item in scene.reading.current.items {
            for (view, mark) in [(item, "")] + item.nested.map({ ($0, nestedMark) }) {
                rows.append([mark + view.id.description, Format.rect(view.frame), Format.number(view.visibleFraction),
                             view.phase.name, Format.number(view.phase.value, decimals: 3),
                             Self.describe(view.effects), item.pin.map { $0.side.rawValue } ?? "-"])
            }
        }
        if rows.count == 1 { return "no visible items" }
        return Format.table(rows)
    }

    static func describe(_ effects: ItemEffects) -> String {
        let parts = effects.changes { value, quantity in Format.number(value, decimals: quantity == .factor ? 3 : 2) }
        return parts.isEmpty ? "-" : parts.joined(separator: ", ")
    }

    func printValue(_ source: String) throws -> String {
        try checkSyntax(source)
        do {
            return try program.evaluate(source, bindings: bindings).description
        } catch let diagnostic as Diagnostic {
            throw SessionFailure.scriptFailure(rendered(diagnostic))
        }
    }

    func expect(_ source: String) throws -> String {
        try checkSyntax(source)
        let outcome: (passed: Bool, detail: String)
        do {
            outcome = try program.check(source, bindings: bindings)
        } catch let diagnostic as Diagnostic {
            throw SessionFailure.scriptFailure(rendered(diagnostic))
        }
        if outcome.passed { return "" }
        let detail = outcome.detail.isEmpty ? "" : " (\(Format.clipped(outcome.detail, limit: 300)))"
        throw SessionFailure.expectation("expect failed: \(Format.clipped(source, limit: 300))" + detail)
    }

    /// An expression that does not parse is a usage error (exit 2), not a runtime one.
    private func checkSyntax(_ source: String) throws {
        let diagnostics = ScriptProgram.syntaxDiagnostics(ofExpression: SourceFile(id: 0, path: "<input>", text: source))
        guard let error = diagnostics.first(where: { $0.severity == .error }) else { return }
        let text = DiagnosticRenderer(files: [SourceFile(id: 0, path: "<input>", text: source)], color: options.render.color).render(error)
        throw SessionFailure.diagnostics(text.trimmingCharacters(in: .newlines))
    }

    /// `set fps = 60`, `set SnapToTop.threshold = 80`, `set threshold = 80`, `set state.x = 1`, `set x = 1`.
    func set(_ name: String, to source: String) throws -> String {
        if name == "fps" { return try setFramesPerSecond(source) }
        if name == "seed" { return try setSeed(source) }
        if name.hasPrefix("state.") {
            let stateName = String(name.dropFirst("state.".count))
            return try setState(stateName, source, in: try requireScene())
        }
        let scene = try requireScene()
        let parts = name.split(separator: ".").map(String.init)
        if parts.count == 2 { return try setParameter(parts[1], ofType: parts[0], source, in: scene) }
        if let behavior = scene.simulation.behavior, program.parameters(of: behavior).contains(where: { $0.name == name }) {
            return try setParameter(name, ofType: nil, source, in: scene)
        }
        if scene.stateNames.contains(name) { return try setState(name, source, in: scene) }
        var known = ["fps"] + scene.stateNames
        if let behavior = scene.simulation.behavior { known += program.parameters(of: behavior).map(\.name) }
        throw SessionFailure.usage("nothing called '\(name)' to set: not fps, a parameter of the behaviour or a @State"
            + Suggestions.phrase(Suggestions.closest(to: name, among: known)))
    }

    /// `set seed N`: the seed of the current scene's generator (started again) and of the scenes opened after.
    private func setSeed(_ source: String) throws -> String {
        guard let seed = UInt64(source) else { throw SessionFailure.usage("the seed must be a whole number from 0 to \(UInt64.max)") }
        program.sceneSeed = seed
        scene?.reseed(seed)
        return "seed \(seed)"
    }

    private func setFramesPerSecond(_ source: String) throws -> String {
        let value: Double
        if let literal = Double(source) { value = literal } else {
            guard let evaluated = try program.evaluate(source, bindings: bindings).doubleValue else {
                throw SessionFailure.usage("fps must be a number")
            }
            value = evaluated
        }
        guard value.isFinite, value >= 1, value <= 10_000 else { throw SessionFailure.usage("fps must be between 1 and 10000") }
        framesPerSecond = value
        scene?.simulation.setFramesPerSecond(value)
        return "fps \(Format.number(value))"
    }

    private func setState(_ name: String, _ source: String, in scene: any LiveScene) throws -> String {
        guard scene.stateNames.contains(name) else {
            throw SessionFailure.usage(SceneError.unknownState(name, suggestion: Suggestions.closest(to: name, among: scene.stateNames)).description)
        }
        try scene.setState(name, to: source)
        return "state.\(name) = \(scene.stateValue(name)?.description ?? "nil")"
    }

    private func setParameter(_ name: String, ofType type: String?, _ source: String, in scene: any LiveScene) throws -> String {
        guard let behavior = scene.simulation.behavior else {
            throw SessionFailure.usage("the scene has no behaviour to set '\(name)' on (`behavior EXPR` first)")
        }
        let current = Self.typeName(of: behavior)
        if let type, type != current {
            throw SessionFailure.usage("the current behaviour is \(behavior.displayName), not \(type)")
        }
        let names = program.parameters(of: behavior).map(\.name)
        guard names.contains(name) else {
            throw SessionFailure.usage("\(current) has no parameter '\(name)'" + Suggestions.phrase(Suggestions.closest(to: name, among: names)))
        }
        let updated: any TargetBehavior
        do {
            updated = try program.setParameter(name, of: behavior, to: source)
        } catch let diagnostic as Diagnostic {
            throw SessionFailure.diagnostics(rendered(diagnostic))
        }
        scene.overrideBehavior(updated)
        behaviorOverride = BehaviorSpec(updated)
        return "behavior \(updated.displayName)"
    }

    /// `SnapToTop` from `SnapToTop(threshold: 80.0)`.
    static func typeName(of behavior: any TargetBehavior) -> String {
        String(behavior.displayName.prefix { $0 != "(" })
    }
}
