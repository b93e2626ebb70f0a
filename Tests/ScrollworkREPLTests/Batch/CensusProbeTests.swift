import Foundation
import Testing

/// The census probes (`Tests/CensusProbes`): one typical use of each SwiftUI name the usage
/// census counts, as Apple's documentation shows it. `scripts/probes` loads them with the
/// built executable and names each probe it rejects; the rejected ones are exactly those
/// listed here, each with what it lacks, so an accepted use cannot regress and a fixed one
/// leaves the list.
@Suite struct CensusProbeTests {
    static let knownRejections: [String: String] = [:]

    @Test func theRejectedProbesAreTheKnownOnes() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let executable = try #require(Executable.url)
        let output = folder.appendingPathComponent("out"), error = folder.appendingPathComponent("err")
        let status = try Spawn.run("/bin/bash", [TestFolders.scripts.url.appendingPathComponent("probes").path],
                                   environment: ["SCROLLWORK": executable.path, "PATH": "/usr/bin:/bin", "NO_COLOR": "1"],
                                   output: output, error: error)
        let lines = try String(contentsOf: output, encoding: .utf8).split(separator: "\n")
        #expect(status == 0, "\((try? String(contentsOf: error, encoding: .utf8)) ?? "")")
        #expect(lines.last?.hasPrefix("probe uses: ") == true)
        // "Date (381): Types1.swift:203:27: error: …": the census name is the first word.
        let rejected = lines.dropLast().map { String($0.prefix { $0 != " " }) }
        #expect(Set(rejected) == Set(Self.knownRejections.keys), "\(lines.joined(separator: "\n"))")
    }
}
