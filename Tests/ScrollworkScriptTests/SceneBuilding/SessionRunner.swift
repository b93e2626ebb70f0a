import Foundation
import ScrollworkCore
@testable import ScrollworkScript

/// A small stand-in for the REPL: runs the commands the bundled `.session` files use against
/// a `SceneInstance`, so the presets' interactions are checked where scenes are built.
final class SessionRunner: SessionBindings {
    let program = ScriptProgram()
    let folder: URL
    var scene: SceneInstance?
    var failures: [String] = []
    var loadDiagnostics: [Diagnostic] = []
    private var nextFileID = 1

    init(folder: URL) { self.folder = folder }

    /// Runs every line; failures are collected with their line numbers.
    func run(_ text: String, name: String) {
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            do {
                try command(line)
            } catch let diagnostic as Diagnostic {
                failures.append("\(name):\(number + 1): \(line): \(diagnostic.message)")
            } catch {
                failures.append("\(name):\(number + 1): \(line): \(error)")
            }
        }
    }

    private func command(_ line: String) throws {
        let words = line.split(separator: " ").map(String.init)
        let rest = line.dropFirst(words[0].count).trimmingCharacters(in: .whitespaces)
        guard let first = words.first else { return }
        if first == "load" {
            let url = folder.appendingPathComponent(rest)
            let text = try String(contentsOf: url, encoding: .utf8)
            nextFileID += 1
            loadDiagnostics += program.load(SourceFile(id: nextFileID, path: url.path, text: text))
            if let error = loadDiagnostics.first(where: \.isError) { throw error }
            return
        }
        if first == "scene" {
            if let open = rest.firstIndex(of: "("), rest.hasSuffix(")") {
                let name = String(rest[..<open])
                let arguments = String(rest[rest.index(after: open)..<rest.index(before: rest.endIndex)])
                scene = try program.makeScene(name, arguments: arguments)
            } else {
                scene = try program.makeScene(rest)
            }
            return
        }
        guard let scene else { throw SessionFailure("no scene") }
        let simulation = scene.simulation
        defer { scene.afterFrame() }
        switch first {
        case "expect":
            let (passed, detail) = try program.check(rest, bindings: self)
            if !passed { throw SessionFailure("expectation failed: \(detail)") }
        case "tap": try scene.tap(ItemID(parsing: words[1]))
        case "press": try scene.press(ItemID(parsing: words[1]))
        case "drag" where words.count > 1 && words[1] == "on":
            let dy = Double(words[3]) ?? 0, dx = words.count > 4 ? Double(words[4]) ?? 0 : 0
            try scene.drag(on: ItemID(parsing: words[2]), translation: Vector(dx: dx, dy: dy))
        case "drag":
            let distance = Double(words[1]) ?? 0
            let duration = words.count > 3 && words[2] == "in" ? Double(words[3]) ?? 0.1 : 0.1
            simulation.drag(by: distance, over: duration)
        case "release": simulation.release(velocity: words.count > 1 ? Double(words[1]) : nil)
        case "fling": simulation.fling(Double(words[1]) ?? 0)
        case "settle":
            // A long cap: some presets land slowly (a decay rate chosen to land exactly on a page).
            for _ in 0..<(120 * 60) where simulation.phase != .idle || simulation.isFingerDown {
                simulation.step()
                scene.afterFrame()
            }
        case "step": simulation.step(frames: words.count > 1 ? Int(words[1]) ?? 1 : 1)
        case "scrollto":
            let instant = words.last == "instant"
            if words[1] == "offset" {
                simulation.scroll(toOffset: Double(words[2]) ?? 0, animated: !instant)
            } else if words[1] == "edge" {
                let range = simulation.metrics.offsetRange
                simulation.scroll(toOffset: words[2] == "top" ? range.lowerBound : range.upperBound, animated: !instant)
            } else {
                _ = simulation.scroll(toItem: ItemID(parsing: words[1]), animated: !instant)
            }
        case "behavior":
            scene.overrideBehavior(try program.makeTargetBehavior(rest))
        case "set":
            let parts = rest.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            let path = parts[0].split(separator: ".").map(String.init)
            if path.count == 2, let behavior = simulation.behavior {
                scene.overrideBehavior(try program.setParameter(path[1], of: behavior, to: parts[1]))
            } else {
                try scene.setState(path.last ?? "", toSource: parts[1], in: program)
            }
        default:
            throw SessionFailure("unknown command")
        }
        for error in scene.takeErrors() { throw error }
    }

    // MARK: SessionBindings

    func value(of name: String) -> ScriptValue? {
        guard let scene else { return nil }
        let simulation = scene.simulation
        switch name {
        case "offset": return .double(simulation.offset)
        case "velocity": return .double(simulation.velocity)
        case "phase": return .enumCase(type: "ScrollPhase", name: simulation.phase.rawValue)
        case "refreshCount": return .int(simulation.refreshCount)
        case "state": return scene.stateRecord
        case "scrollPositionID": return simulation.scrollPositionID.map { ScriptValue.string($0.description) } ?? ScriptValue.none
        case "naturalTarget": return simulation.lastRelease.map { .double($0.naturalTarget) } ?? ScriptValue.none
        case "finalTarget": return simulation.lastRelease.map { .double($0.finalTarget) } ?? ScriptValue.none
        default: return nil
        }
    }

    func call(_ name: String, arguments: [ScriptValue]) throws -> ScriptValue? {
        guard name == "item", let scene, let argument = arguments.first else { return nil }
        let id: ItemID
        switch argument {
        case .int(let number): id = .int(number)
        case .string(let text): id = .string(text)
        default: return nil
        }
        let simulation = scene.simulation
        if let index = simulation.layout.index(of: id) {
            var frame = simulation.drawnFrame(ofItemAt: index)
            if simulation.metrics.axis == .vertical { frame.origin.y -= simulation.offset } else { frame.origin.x -= simulation.offset }
            let effects = simulation.effects(ofItemAt: index)
            return Self.item(frame: frame, effects: effects, pinned: simulation.pins.contains { $0.index == index })
        }
        if let frame = scene.outsideFrame(id.description) {
            return Self.item(frame: frame, effects: scene.outsideEffects(id.description) ?? .identity, pinned: false)
        }
        return ScriptValue.none
    }

    static func item(frame: Rect, effects: ItemEffects, pinned: Bool) -> ScriptValue {
        .record(type: "Item", fields: [("frame", ScriptValue(frame)), ("scale", .double(effects.scaleX)),
                                       ("opacity", .double(effects.opacity)), ("isPinned", .bool(pinned))])
    }
}

struct SessionFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
