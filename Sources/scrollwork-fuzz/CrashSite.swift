// Linux only: children are forked with Glibc's resource limits (see main.swift).
#if os(Linux)
import Foundation
import Glibc

/// Where a saved crashing input crashes: runs `--reproduce` on it in a child with the
/// backtracer on and reads the innermost frames that are in the project's sources.
enum CrashSite {
    /// The frames shown per crash.
    static let frames = 3

    /// `BodyChecker.member(_:…) BodyChecker+Members.swift:8 ← …`, or nil when no frame was found.
    static func find(_ file: String, cpuSeconds: Int) -> String? {
        let log = file + ".backtrace.txt"
        fflush(nil)
        let pid = fork()
        if pid == 0 {
            let output = open(log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            if output >= 0 { dup2(output, 1); dup2(output, 2) }
            alarm(UInt32(max(30, cpuSeconds * 10)))
            setenv("SWIFT_BACKTRACE", "enable=yes,interactive=no,color=no,threads=crashed", 1)
            let words: [String] = [CommandLine.arguments[0], "--reproduce", file]
            let arguments = words.map { strdup($0) } + [nil]
            execv("/proc/self/exe", arguments)
            _exit(127)
        }
        guard pid > 0 else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        defer { try? FileManager.default.removeItem(atPath: log) }
        guard let text = try? String(contentsOfFile: log, encoding: .utf8) else { return nil }
        return summary(of: text)
    }

    /// The first frames of a Swift backtrace that point into `Sources/`, paths cut to `Sources/…`.
    static func summary(of backtrace: String) -> String? {
        var sites: [String] = []
        for line in backtrace.split(separator: "\n") where line.contains(" at ") && line.contains("/Sources/") {
            guard let at = line.range(of: " at "), let sources = line.range(of: "Sources/", range: at.upperBound..<line.endIndex)
            else { continue }
            var function = line[..<at.lowerBound]
            if let inBinary = function.range(of: " in ") { function = function[..<inBinary.lowerBound] }
            let name = function.split(separator: " ").drop { !$0.contains("(") && !$0.contains(".") }.joined(separator: " ")
            let place = line[sources.lowerBound...].split(separator: "/").last.map(String.init) ?? ""
            let entry = "\(Self.strippingOffset(name)) \(place)"
            if sites.last != entry { sites.append(entry) }
            if sites.count == frames { break }
        }
        return sites.isEmpty ? nil : sites.joined(separator: " ← ")
    }

    /// `BodyChecker.expression(_:expected:) + 20` → `BodyChecker.expression(_:expected:)`.
    private static func strippingOffset(_ text: String) -> String {
        guard let plus = text.range(of: " + ", options: .backwards) else { return text }
        return String(text[..<plus.lowerBound])
    }
}
#endif
