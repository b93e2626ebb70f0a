import Foundation
import Testing

/// Golden files of expected output: `assert` compares text with `NAME.txt` in the folder, and
/// with `RECORD_SNAPSHOTS=1` in the environment writes the file instead.
public struct SnapshotFolder {
    public let url: URL

    public init(_ url: URL) { self.url = url }

    /// Whether this run re-records snapshots instead of comparing them.
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

    /// Compares `text` (a final line break added if missing) with the snapshot `name`.
    public func assert(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let file = url.appendingPathComponent(name + ".txt")
        let actual = text.hasSuffix("\n") ? text : text + "\n"
        if Self.isRecording {
            do {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
                try actual.write(to: file, atomically: true, encoding: .utf8)
            } catch {
                Issue.record("cannot record snapshot \(name).txt: \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("missing snapshot \(name).txt (run with RECORD_SNAPSHOTS=1)\n\(actual)", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "snapshot \(name) differs:\n\(actual)", sourceLocation: sourceLocation)
    }

    /// The names (without `.txt`) of the snapshots in the folder, sorted.
    public var names: [String] {
        CaseFolder(url).files(withExtension: "txt").map { String($0.dropLast(4)) }
    }
}
