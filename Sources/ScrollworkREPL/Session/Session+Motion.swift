import Foundation
import ScrollworkFrontEnd
import ScrollworkCore
import ScrollworkScene

/// Gestures, programmatic scrolls and time.
extension Session {
    /// The most frames one command may step: a typo such as `step 100000000` should not
    /// freeze the REPL (a frame costs microseconds, so this is about a second of work).
    static let frameLimit = 1_000_000

    func checkDragDuration(_ seconds: Double) throws { try checkFrames(seconds, "drag in") }

    private func checkFrames(_ seconds: Double, _ what: String) throws {
        let frames = seconds * framesPerSecond
        guard frames <= Double(Self.frameLimit) else {
            throw SessionFailure.usage("\(what) \(Format.number(seconds)) s is \(Format.number(frames, decimals: 0)) frames; "
                + "at most \(Self.frameLimit) frames at a time")
        }
    }

    func runMotion(_ command: Command) throws -> String {
        let scene = try requireScene()
        switch command {
        case .step(let frames) where frames > Self.frameLimit:
            throw SessionFailure.usage("at most \(Self.frameLimit) frames at a time")
        case .wait(let seconds): try checkFrames(seconds, "wait")
        case .settle(let seconds): try checkFrames(seconds ?? 10, "settle")
        case .drag(_, let seconds): try checkFrames(seconds ?? 0.1, "drag in")
        default: break
        }
        let simulation = scene.simulation
        if scene.hasNothingToScroll {
            switch command {
            case .touch, .drag, .fling, .release, .scrollTo:
                return "there is nothing to scroll: '\(scene.name)' has no ScrollView"
            default: break
            }
        }
        switch command {
        case .touch:
            simulation.touch()
            return simulation.canScroll ? "" : "the scene does not scroll (scrolling is disabled or the content fits)"
        case .release(let velocity):
            guard simulation.isFingerDown else { throw SessionFailure.usage("the finger is not down (`touch` or `drag` first)") }
            simulation.release(velocity: velocity)
            return ""
        case .drag(let distance, let duration):
            simulation.drag(by: distance, over: duration ?? 0.1)
            return ""
        case .fling(let velocity):
            if !simulation.canScroll { return "the scene does not scroll (scrolling is disabled or the content fits)" }
            simulation.fling(velocity)
            return ""
        case .dragOn(let id, let dy, let dx):
            try scene.drag(on: try itemID(id, in: scene), by: Vector(dx: dx, dy: dy))
            return ""
        case .tap(let id):
            // A presented dialog is in front of everything: its actions take the tap first.
            let label = id.count >= 2 && id.hasPrefix("\"") && id.hasSuffix("\"") ? String(id.dropFirst().dropLast()) : id
            if try scene.tapDialogAction(label) { return "" }
            try scene.tap(try itemID(id, in: scene))
            return ""
        case .press(let id):
            try scene.press(try itemID(id, in: scene))
            return ""
        case .pressThenDrag(let id, let dy, let dx):
            try scene.press(try itemID(id, in: scene), thenDrag: Vector(dx: dx, dy: dy))
            return ""
        case .scrollTo(let destination, let instant):
            let target = try destinationOffset(destination, scene: scene)
            simulation.scroll(toOffset: target, animated: !instant)
            return ""
        case .step(let frames):
            simulation.step(frames: frames)
            return ""
        case .wait(let seconds):
            simulation.advance(seconds: seconds)
            return ""
        case .settle(let maxSeconds):
            if simulation.isFingerDown { throw SessionFailure.usage("the finger is still down (`release` first)") }
            let settled = simulation.settle(maxSeconds: maxSeconds ?? 10)
            return settled || Interruption.isRequested ? "" : "not settled after \(Format.number(maxSeconds ?? 10)) s (phase \(simulation.phase.rawValue))"
        default:
            return ""
        }
    }

    /// Parses an id as the scene spells it: `12` is an integer id unless only a string id matches.
    /// The current scroll view is searched first, then the others, then the views outside
    /// scroll content (`tap house` for a button behind the list).
    func itemID(_ text: String, in scene: any LiveScene) throws -> ItemID {
        let unquoted = text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"") ? String(text.dropFirst().dropLast()) : text
        let parsed = ItemID(parsing: unquoted)
        for layout in scene.contentLayouts {
            if layout.index(of: parsed) != nil { return parsed }
            if layout.index(of: .string(unquoted)) != nil { return .string(unquoted) }
        }
        // A colour or an enum case, as the scene's ids name them: `Color.red` (or a colour of the
        // app's own) is the value it evaluates to, `.red` its name.
        if let named = memberID(unquoted), scene.contentLayouts.contains(where: { $0.index(of: named) != nil }) {
            return named
        }
        // A view with an `.id` inside an item on screen (a segment of a segmented Picker).
        let nested = ItemID.string(unquoted)
        if scene.reading.scrollViews.contains(where: { $0.nestedView(nested) != nil }) { return nested }
        // Then what the item shows: `tap "Row 3"` reads as a person would say it.
        let layout = scene.simulation.layout
        if let index = scene.itemIndex(labelled: unquoted), layout.items.indices.contains(index) {
            return layout.items[index].id
        }
        // A view outside the scroll content, by its `.id` (a floating button).
        if scene.reading.outsideView(unquoted) != nil { return .string(unquoted) }
        let names = layout.items.prefix(10_000).map(\.id.description)
        let suggestion = Suggestions.closest(to: unquoted, among: names)
        throw SessionFailure.usage(SceneError.unknownItem(parsed).description + Suggestions.phrase(suggestion))
    }

    /// The id `Type.member` or `.member` names (`Color.red`, `.red`), nil for other text.
    private func memberID(_ text: String) -> ItemID? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let isName = { (part: Substring) in part.first.map { $0.isLetter || $0 == "_" } == true && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
        guard parts.count == 2, isName(parts[1]) else { return nil }
        if parts[0].isEmpty { return .string(String(parts[1])) }
        guard isName(parts[0]), let value = try? program.evaluate(text, bindings: bindings) else { return nil }
        return SessionNames.itemID(value)
    }

    /// The offset a programmatic scroll heads for, before clamping.
    private func destinationOffset(_ destination: Command.ScrollDestination, scene: any LiveScene) throws -> Double {
        let simulation = scene.simulation
        let metrics = simulation.metrics
        switch destination {
        case .offset(let value):
            return value
        case .edge(let edge):
            return edge == .top ? metrics.minOffset : metrics.maxOffset
        case .item(let text, let anchor):
            let measured = simulation.targetMetrics
            let id = try itemID(text, in: scene)
            guard let index = simulation.layout.index(of: id) else { throw SessionFailure.usage(SceneError.unknownItem(id).description) }
            let axis = measured.axis
            let frame = simulation.layout.items[index].frame
            let start = axis.minimum(of: frame), end = axis.maximum(of: frame)
            let length = measured.targetLength
            let targetMin: Double
            switch anchor {
            case .top, .leading: targetMin = start
            case .center: targetMin = (start + end) / 2 - length / 2
            case .bottom, .trailing: targetMin = end - length
            }
            return measured.offset(forTargetMin: measured.clampedTargetMin(targetMin))
        }
    }
}
