import Foundation
import ScrollworkCore
import ScrollworkScript

/// `save FILE.session`: the current scene's commands since it opened, followed by `expect`
/// lines for where they left it, so an exploration becomes a regression test in one command.
extension Session {
    /// Starts a new recording when a scene opens; what was loaded and set before it is the
    /// saved session's setup.
    func startRecording(scene source: String) {
        eventLog = []
        guard let scene else { recording = nil; return }
        var states: [String: ScriptValue] = [:]
        for name in scene.stateNames { states[name] = scene.stateValue(name) ?? ScriptValue.none }
        recording = SessionRecording(files: loadedFiles.map { URL(fileURLWithPath: $0.path) }, code: codeLog,
                                     device: device?.name, screen: screen, framesPerSecond: framesPerSecond,
                                     scene: source, stateAtOpen: states)
    }

    /// Adds a command that ran to the recording, as typed (a `load` by its file's location).
    func record(_ command: Command, input: String) {
        guard SessionRecording.records(command) else { return }
        let text = input.trimmingCharacters(in: .whitespacesAndNewlines)
        if case .code = command { codeLog.append(text) }
        guard recording != nil else { return }
        if case .load(let paths) = command {
            recording?.steps.append(.load(paths.map(resolve)))
        } else {
            recording?.steps.append(.line(text))
        }
    }

    /// A `step`, `wait` or `settle` that Ctrl-C stopped is saved as the frames it ran, so the
    /// saved session replays to where the scene was left.
    func recordFramesRun(by command: Command, since timeBefore: Double?) {
        switch command {
        case .step, .wait, .settle: break
        default: return
        }
        guard let timeBefore, let scene else { return }
        let frames = Int(((scene.simulation.time - timeBefore) * framesPerSecond).rounded())
        if frames > 0 { record(.step(frames), input: "step \(frames)") }
    }

    func save(_ path: String) throws -> String {
        let scene = try requireScene()
        guard let recording else { throw SessionFailure.usage("nothing to save: open a scene with `scene NAME` first") }
        guard path.hasSuffix(".session") else { throw SessionFailure.usage("save writes a session script: name it FILE.session") }
        let url = resolve(path)
        let expectations = self.expectations(for: scene, since: recording)
        var lines = ["# Saved from a scrollwork session: the commands since `scene` opened, then where they left it."]
        lines += recording.commandLines(savedIn: url.deletingLastPathComponent())
        lines.append("# where the commands leave the scene")
        lines += expectations
        do {
            try (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
        } catch {
            throw SessionFailure.usage("cannot write '\(path)'")
        }
        let count = recording.steps.count, expected = expectations.filter { $0.hasPrefix("expect ") }.count
        return "saved \(path): \(Format.count(count, "command")), \(Format.count(expected, "expectation"))"
    }

    /// `expect` lines for the current scroll view's state (phase, offset, final target, scroll
    /// position, pinned items) and each `@State` that changed since the scene opened.
    func expectations(for scene: any LiveScene, since recording: SessionRecording) -> [String] {
        let simulation = scene.reading.current
        var lines = ["expect phase == .\(simulation.phase.rawValue)", "expect " + Self.closeTo("offset", simulation.offset)]
        if let release = simulation.lastRelease {
            lines.append("expect " + Self.closeTo("finalTarget", release.finalTarget, optional: true))
        } else {
            lines.append("expect finalTarget == nil")
        }
        let position = simulation.scrollPositionID.map { Self.literal(scene.idValue($0)) ?? "nil" } ?? "nil"
        lines.append("expect scrollPositionID == \(position)")
        for pin in simulation.pins {
            // `item(ID)` finds the first item with that id: a header without an `.id` of its own
            // may share its number with a row, and then cannot be named.
            if scene.simulation.layout.index(of: pin.id) == pin.index, let id = Self.literal(scene.idValue(pin.id)) {
                lines.append("expect item(\(id)).isPinned")
            } else {
                let label = scene.reading.current.item(at: pin.index)?.label ?? pin.id.description
                lines.append("# pinned: \(label) (no id of its own to name it by)")
            }
        }
        for name in scene.stateNames {
            let now = scene.stateValue(name) ?? ScriptValue.none
            guard recording.stateAtOpen[name] != now else { continue }
            if let literal = Self.literal(now) {
                if case .double(let value) = now, value.isFinite {
                    lines.append("expect " + Self.closeTo("state.\(name)", value))
                } else {
                    lines.append("expect state.\(name) == \(literal)")
                }
            } else {
                // A struct has no literal to compare with; its printed form still says what it was.
                lines.append("# state.\(name) is now \(now)")
            }
        }
        return lines
    }

    /// `offset == 960` for a whole number, else within 0.01 of the value to two decimals, as
    /// the README advises for values that are not exact. An optional name is compared as a
    /// number only when it has one (nil is then never close).
    static func closeTo(_ name: String, _ value: Double, optional: Bool = false) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return "\(name) == \(Format.number(value, decimals: 0))" }
        let operand = optional ? "(\(name) ?? .infinity)" : name
        return "abs(\(operand) - \(Format.number(value))) < 0.01"
    }

    /// The Swift literal for a value, when it has one.
    static func literal(_ value: ScriptValue) -> String? {
        switch value {
        case .int(let number): return String(number)
        case .uint(let number): return String(number)
        case .double(let number): return number.isFinite ? "\(number)" : nil
        case .bool(let flag): return flag ? "true" : "false"
        case .string(let text): return "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        case .none: return "nil"
        case .enumCase(_, let name): return "." + name
        case .array(let elements):
            let literals = elements.compactMap(literal)
            return literals.count == elements.count ? "[" + literals.joined(separator: ", ") + "]" : nil
        case .record: return nil
        }
    }
}
