import Foundation
import ScrollworkTestSupport

/// The folders the REPL tests read: golden files, session scripts, the bundled presets.
enum TestFolders {
    /// `Tests/ScrollworkREPLTests/Snapshots`.
    static let snapshots = SnapshotFolder(CaseFolder(from: #filePath, up: 1, "Snapshots").url)
    /// `Tests/ScrollworkREPLTests/Sessions`: session scripts run against the native scenes.
    static let sessions = CaseFolder(from: #filePath, up: 1, "Sessions")
    /// `Tests/ScrollworkREPLTests/Apps`: app folders in the shapes of real Xcode projects.
    static let apps = CaseFolder(from: #filePath, up: 1, "Apps")
    /// `behaviors/` at the package root.
    static let behaviors = CaseFolder(from: #filePath, up: 3, "behaviors")
    /// `Tests/Conformance`: view files in the shapes apps use, each with the session that checks it.
    static let conformance = CaseFolder(from: #filePath, up: 2, "Conformance")
    /// `Tests/CensusProbes`: one typical use of each name of the SwiftUI usage census.
    static let censusProbes = CaseFolder(from: #filePath, up: 2, "CensusProbes")
    /// `scripts/` at the package root.
    static let scripts = CaseFolder(from: #filePath, up: 3, "scripts")
}
