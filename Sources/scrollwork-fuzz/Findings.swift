// Linux only: children are forked with Glibc's resource limits (see main.swift).
#if os(Linux)
import Foundation

/// What a run found, kept as the inputs themselves (saved for `--reproduce`) and a summary
/// printed at the end: counts per kind of finding and per input shape, and the peak memory.
final class Findings {
    enum Kind: String, CaseIterable {
        case crash, hang, unlocated, flood, memory, exit
    }

    struct Finding {
        let kind: Kind
        let index: Int
        let shape: String
        let detail: String
        let file: String
    }

    let folder: String
    let memoryBudgetKB: Int
    private(set) var list: [Finding] = []
    private(set) var inputs = 0
    private(set) var inputsByShape: [String: Int] = [:]
    private(set) var peak: (kilobytes: Int, index: Int, shape: String) = (0, -1, "")
    private(set) var outputLines = (most: 0, index: -1)
    /// Crash sites found for the first crashes of each shape family.
    private(set) var sites: [String: [String]] = [:]
    /// Crashes per shape family whose site is looked up (a backtrace takes a second or two).
    static let sitesPerFamily = 3

    /// Looks up where the first crashes of each family crash.
    func findCrashSites(cpuSeconds: Int) {
        var looked: [String: Int] = [:]
        for finding in list where finding.kind == .crash {
            let family = Self.family(finding.shape)
            guard looked[family, default: 0] < Self.sitesPerFamily else { continue }
            looked[family, default: 0] += 1
            let site = CrashSite.find(finding.file, cpuSeconds: cpuSeconds) ?? "no frame in Sources/"
            if !(sites[family] ?? []).contains(site) { sites[family, default: []].append(site) }
        }
    }

    init(folder: String, memoryBudgetMB: Int) {
        self.folder = folder
        self.memoryBudgetKB = memoryBudgetMB * 1_024
    }

    /// Records one input's outcome; returns the findings it made.
    @discardableResult
    func record(_ input: FuzzInput, index: Int, outcome: ChildProcess.Outcome, output: OutputCheck) -> [Finding] {
        inputs += 1
        let shape = Self.family(input.shape)
        inputsByShape[shape, default: 0] += 1
        if outcome.peakKilobytes > peak.kilobytes { peak = (outcome.peakKilobytes, index, input.shape) }
        if output.lines > outputLines.most { outputLines = (output.lines, index) }
        var made: [(Kind, String)] = []
        switch outcome.ending {
        case .finished: break
        case .crashed(let signal): made.append((.crash, "signal \(signal) (\(Self.signalName(signal)))"))
        case .hung: made.append((.hang, "over the CPU-time limit"))
        case .flooded: made.append((.flood, "output over \(ChildProcess.outputLimitBytes >> 20) MB"))
        case .exited(let status): made.append((.exit, "exited with status \(status)"))
        }
        if output.unlocatedCount > 0 {
            made.append((.unlocated, "\(output.unlocatedCount) unlocated: " + output.unlocated.joined(separator: " | ")))
        }
        if outcome.peakKilobytes > memoryBudgetKB { made.append((.memory, "peak \(outcome.peakKilobytes / 1_024) MB")) }
        return made.map { kind, detail in
            let file = save(input, index: index, prefix: kind.rawValue)
            let finding = Finding(kind: kind, index: index, shape: input.shape, detail: detail, file: file)
            list.append(finding)
            return finding
        }
    }

    /// Writes the input (and its companion) into the findings folder as `PREFIX-INDEX.EXT`.
    @discardableResult
    func save(_ input: FuzzInput, index: Int, prefix: String) -> String {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let name = "\(prefix)-\(index).\(input.kind.fileExtension)"
        let path = folder + "/" + name
        if input.kind == .folder {
            // A folder input is kept as the folder the run used: `NAME.folder/app/…`.
            FolderWriter.write(input.folder, into: path + "/" + FolderWriter.appName)
            return path
        }
        FolderWriter.writeFile(path, input.bytes)
        if let companion = input.companion {
            FolderWriter.writeFile(folder + "/" + name + ".companion.swift", companion)
        }
        return path
    }

    /// `mutated:paging.swift` and `mutated:paging.session` are one family, `mutated:swift`.
    static func family(_ shape: String) -> String {
        guard shape.hasPrefix("mutated:") else { return shape }
        return shape.hasSuffix(".session") ? "mutated:session" : "mutated:swift"
    }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGSEGV: return "SIGSEGV, e.g. a stack overflow"
        case SIGILL: return "SIGILL, a Swift runtime trap"
        case SIGTRAP: return "SIGTRAP, a Swift runtime trap"
        case SIGABRT: return "SIGABRT"
        case SIGBUS: return "SIGBUS"
        case SIGFPE: return "SIGFPE"
        default: return "signal \(signal)"
        }
    }

    /// The summary, deterministic for a seed except for the memory figures.
    func report() -> String {
        var lines = ["\(inputs) inputs"]
        for (shape, count) in inputsByShape.sorted(by: { $0.key < $1.key }) { lines.append("  \(shape): \(count)") }
        lines.append("peak memory: \(peak.kilobytes / 1_024) MB (input \(peak.index), \(peak.shape))")
        lines.append("most output: \(outputLines.most) lines (input \(outputLines.index))")
        for kind in Kind.allCases {
            let found = list.filter { $0.kind == kind }
            lines.append("\(kind.rawValue): \(found.count)")
            var byShape: [String: [Int]] = [:]
            for finding in found { byShape[Self.family(finding.shape), default: []].append(finding.index) }
            for (shape, indices) in byShape.sorted(by: { $0.key < $1.key }) {
                lines.append("  \(shape): \(indices.count) (inputs \(indices.prefix(8).map(String.init).joined(separator: ", "))\(indices.count > 8 ? ", …" : ""))")
                if kind == .crash { for site in sites[shape] ?? [] { lines.append("    at " + site) } }
            }
        }
        return lines.joined(separator: "\n")
    }
}
#endif
