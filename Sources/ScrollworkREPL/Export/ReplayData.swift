import Foundation
import ScrollworkCore

/// What the replay page shows, as the JSON its script reads: the last motion frame by frame
/// (each frame's viewport as the scene published it, see `ReplayRecorder`), the trace of that motion, and the behaviour.
struct ReplayData: Encodable {
    struct Frame: Encodable {
        /// Seconds of simulation time, as `plot` and `trace` show them.
        let t: Double
        let offset: Double
        let velocity: Double
        /// One array per drawn item, pinned ones last: label index, x, y, width, height (container
        /// coordinates, points), opacity, 1 when pinned. Arrays keep a long motion's page small.
        let boxes: [[Double]]
    }

    struct TraceLine: Encodable {
        let t: Double
        let text: String
    }

    let scene: String
    let axis: String
    let width: Double
    let height: Double
    /// For the scroll indicator: the offset range and how much of the content shows.
    let minOffset: Double
    let maxOffset: Double
    let visibleShare: Double
    let framesPerSecond: Double
    let labels: [String]
    /// The views around the scroll view on the screen, drawn once: label index, x, y, width,
    /// height (screen coordinates), 1 when drawn over the scroll view (0 behind it).
    let around: [[Double]]
    let frames: [Frame]
    let trace: [TraceLine]
    let behavior: String
    /// The behaviour's Swift source, or a line saying it is built in.
    let source: String

    /// The page's frames: each recorded viewport at its motion record's time, offset and velocity.
    static func frames(of log: [MotionRecord], recorded: [(index: Int, viewport: ViewportModel)]) -> (frames: [Frame], labels: [String]) {
        var labels: [String] = [], labelIndex: [String: Int] = [:]
        let frames = recorded.map { index, viewport -> Frame in
            let record = log[index]
            let boxes = viewport.boxes.map { box -> [Double] in
                let label: Int
                if let known = labelIndex[box.label] { label = known } else {
                    label = labels.count
                    labelIndex[box.label] = label
                    labels.append(box.label)
                }
                return [Double(label), rounded(box.frame.minX), rounded(box.frame.minY), rounded(box.frame.width),
                        rounded(box.frame.height), rounded(box.opacity, places: 3), box.isPinned ? 1 : 0]
            }
            return Frame(t: rounded(record.time, places: 4), offset: rounded(record.offset), velocity: rounded(record.velocity), boxes: boxes)
        }
        return (frames, labels)
    }

    /// The views `reading` draws around its current scroll view, as `around` rows, their labels
    /// added to `labels`.
    static func around(_ reading: SceneReading, labels: inout [String]) -> [[Double]] {
        var rows: [[Double]] = [], over = 0.0
        for view in reading.screenViews {
            if let number = view.scrollView {
                if number == reading.current.number { over = 1 }
                continue
            }
            let text = view.shownLabel(ascii: false)
            let label = labels.firstIndex(of: text) ?? labels.count
            if label == labels.count { labels.append(text) }
            let frame = view.frame
            rows.append([Double(label), rounded(frame.minX), rounded(frame.minY), rounded(frame.width), rounded(frame.height), over])
        }
        return rows
    }

    /// Two decimals (a hundredth of a point is below what a screen shows); non-finite as 0.
    static func rounded(_ value: Double, places: Int = 2) -> Double {
        guard value.isFinite else { return 0 }
        let scale = pow(10, Double(places))
        let result = (value * scale).rounded() / scale
        return result == 0 ? 0 : result
    }

    /// The JSON, safe inside a `<script>` element (no `<` that could close it).
    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let text = String(decoding: try encoder.encode(self), as: UTF8.self)
        return text.replacingOccurrences(of: "<", with: "\\u003c")
    }
}
