import Foundation
import ScrollworkCore

/// The viewports of the current motion, kept as the scene published them frame by frame, so
/// the replay page draws what `show` drew at each moment without running the scene's code
/// again. One viewport per record of the simulation's motion log; past `frameLimit` every other
/// one is dropped and the spacing doubles, so a long motion keeps a few thousand.
struct ReplayRecorder {
    static let frameLimit = 3000

    /// The viewport of motion records 0, `spacing`, 2·`spacing`, …
    private(set) var viewports: [ViewportModel] = []
    private(set) var spacing = 1
    /// The viewport of the latest record, for the page's last frame.
    private(set) var latest: ViewportModel?
    /// How many motion records have a viewport noted, and which motion they belong to.
    private var covered = 0
    private var motionStart: Double?
    private weak var simulation: ScrollSimulation?

    /// Notes the reading a frame published for the records `simulation`'s motion log gained since.
    mutating func note(_ reading: ScrollViewReading, of simulation: ScrollSimulation) {
        let log = simulation.motionLog
        if simulation !== self.simulation || log.first?.time != motionStart || log.count < covered {
            self = ReplayRecorder()
            self.simulation = simulation
            motionStart = log.first?.time
        }
        guard covered < log.count else { return }
        let viewport = ViewportModel(reading)
        while covered < log.count {
            if covered % spacing == 0 { viewports.append(viewport) }
            covered += 1
        }
        latest = viewport
        if viewports.count > Self.frameLimit {
            viewports = Swift.stride(from: 0, to: viewports.count, by: 2).map { viewports[$0] }
            spacing *= 2
        }
    }

    /// The viewports of `log`'s records, as (record index, viewport), the last record included;
    /// empty when they were not recorded for this log.
    func frames(of log: [MotionRecord]) -> [(index: Int, viewport: ViewportModel)] {
        guard covered == log.count, log.first?.time == motionStart, let latest else { return [] }
        var frames = viewports.enumerated().map { (index: $0.offset * spacing, viewport: $0.element) }
        if let last = frames.last, last.index != log.count - 1 { frames.append((log.count - 1, latest)) }
        return frames
    }
}
