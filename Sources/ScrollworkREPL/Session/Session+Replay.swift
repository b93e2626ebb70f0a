import Foundation
import ScrollworkCore
import ScrollworkScript

/// `export html FILE`: a page that replays the last motion for people who will not open a REPL.
extension Session {
    /// Keeps the events of recent commands for the page's trace (whether or not `trace` is on);
    /// the oldest half goes when the log grows past its bound.
    func keepForReplay(_ events: [ScrollEvent]) {
        eventLog.append(contentsOf: events)
        if eventLog.count > 50_000 { eventLog.removeFirst(eventLog.count / 2) }
    }

    func exportReplayPage(_ path: String) throws -> String {
        let scene = try requireScene()
        let simulation = scene.simulation
        let log = simulation.motionLog
        let recorded = replay.frames(of: log)
        guard let first = log.first, !recorded.isEmpty else {
            throw SessionFailure.usage("no motion to replay yet: fling, drag or scrollto first")
        }
        let (frames, frameLabels) = ReplayData.frames(of: log, recorded: recorded)
        var labels = frameLabels
        // The whole screen when views stand around the scroll view, else the scroll view alone.
        let reading = scene.reading
        let around = ReplayData.around(reading, labels: &labels)
        let screen = around.isEmpty ? simulation.metrics.containerSize : reading.screen
        let origin = around.isEmpty ? Point(x: 0, y: 0) : reading.current.frame.origin
        let trace = eventLog.filter { $0.time >= first.time - 1e-9 }
            .map { ReplayData.TraceLine(t: ReplayData.rounded($0.time, places: 4), text: EventFormatter.describe($0)) }
        let metrics = simulation.metrics
        let behavior = simulation.behavior
        let name = behavior?.displayName ?? "none"
        let source: String
        if let behavior, let text = program.source(ofType: Self.typeName(of: behavior)) {
            source = text
        } else if behavior != nil {
            source = "// \(name) is built into SwiftUI: it has no source of its own here."
        } else {
            source = "// No target behaviour: the content rests where the deceleration takes it."
        }
        let data = ReplayData(scene: scene.name, axis: metrics.axis.rawValue, width: metrics.containerSize.width,
                              height: metrics.containerSize.height, minOffset: metrics.minOffset, maxOffset: metrics.maxOffset,
                              visibleShare: min(1, metrics.containerLength / max(1, metrics.contentLength + metrics.leadingInset + metrics.trailingInset)),
                              framesPerSecond: simulation.framesPerSecond, labels: labels, around: around, frames: frames, trace: trace,
                              behavior: name, source: source)
        let page = ReplayPageTemplate.page(title: scene.name, width: metrics.containerSize.width,
                                           height: metrics.containerSize.height, screen: screen, origin: origin, json: try data.json())
        do {
            try page.write(to: resolve(path), atomically: true, encoding: .utf8)
        } catch {
            throw SessionFailure.usage("cannot write '\(path)'")
        }
        return "exported \(path): \(frames.count) frames from \(Format.seconds(first.time)) to \(Format.seconds(log.last?.time ?? first.time))"
    }
}
