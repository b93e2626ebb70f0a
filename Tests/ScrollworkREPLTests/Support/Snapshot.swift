import Foundation
import Testing

/// Compares text with a golden file in `Snapshots/`; `RECORD_SNAPSHOTS=1` writes it instead.
enum Snapshot {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Snapshots")

    static func assert(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name + ".txt")
        let actual = text.hasSuffix("\n") ? text : text + "\n"
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing snapshot \(name).txt (run with RECORD_SNAPSHOTS=1)", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "snapshot \(name) differs:\n\(actual)", sourceLocation: sourceLocation)
    }
}
