import Foundation
import ScrollworkScript

/// `check DIR` for an app's folder: each module (`AppModules`) loads as one program in a
/// session of its own, then every `#Preview` opens, as Xcode's canvas builds the target and
/// shows each preview. One line per preview, `PASS  Title  File.swift:12`, or `FAIL  Title
/// File.swift:30:5: error: …` with the first error; the errors in full go to standard error.
struct ModuleChecker {
    let makeSession: (URL) -> Session
    let output: OutputSink
    var passed = 0
    var failed = 0

    init(makeSession: @escaping (URL) -> Session, output: OutputSink) {
        self.makeSession = makeSession
        self.output = output
    }

    /// Whether `folder` is an app's folder: it holds an Xcode project or an `@main` type.
    /// Other folders are checked file by file (`FileChecker`).
    static func isApp(_ listing: SourceFolder.Listing) -> Bool {
        !listing.projectFolders.isEmpty || listing.files.contains { AppModules.declaresMain($0.url) }
    }

    mutating func check(_ module: AppModules.Module, problems: [String]) -> CommandStatus {
        let session = makeSession(module.root)
        let loaded = session.execute("load " + module.files.map { CommandParser.pathWord($0.url.path) }.joined(separator: " "))
        for problem in problems { output.error(problem) }
        let errors = (problems + loaded.output.split(separator: "\n").map(String.init)).filter { $0.contains(": error: ") }
        let firstError = errors.first
        if loaded.status != .ok { output.error(loaded.output) }
        let previews = session.program.declaredPreviews
        let loadedTitles = Set(session.program.previewTitles)
        // A part of the folder that could not be read fails the check, whatever the previews do.
        var worst = problems.isEmpty ? CommandStatus.ok : .usageError
        if previews.isEmpty, loaded.status != .ok {
            // No preview to blame: the module itself fails.
            record(false, "FAIL  \(module.shown)  \(firstError ?? "does not load")")
            return loaded.status
        }
        for preview in previews {
            let site = "\(Session.sourcePath(preview.path)):\(preview.line)"
            guard loadedTitles.contains(preview.title) else {
                // Left out: it uses a declaration with errors (the load's notes say which).
                record(false, "FAIL  \(preview.title)  \(Self.firstError(of: preview, in: errors) ?? site + ": error: does not load")")
                worst = max(worst, .usageError)
                continue
            }
            let opened = session.execute("scene " + Session.sceneArgument(preview.title))
            if opened.status == .ok {
                record(true, "PASS  \(preview.title)  \(site)")
            } else {
                let first = opened.output.split(separator: "\n").first.map(String.init) ?? "error"
                record(false, "FAIL  \(preview.title)  " + (first.hasPrefix("error: ") ? "\(site): \(first)" : first))
                output.error(opened.output)
                worst = max(worst, opened.status)
            }
        }
        return worst
    }

    /// The error that most likely keeps a preview out: the first in its own file at or after
    /// its line (its body), else the first of the load.
    static func firstError(of preview: (title: String, path: String, line: Int), in errors: [String]) -> String? {
        let prefix = Session.sourcePath(preview.path) + ":"
        let own = errors.first { error in
            guard error.hasPrefix(prefix), let line = Int(error.dropFirst(prefix.count).prefix { $0.isNumber }) else { return false }
            return line >= preview.line
        }
        return own ?? errors.first
    }

    private mutating func record(_ passes: Bool, _ line: String) {
        if passes { passed += 1 } else { failed += 1 }
        output.standard(line)
    }
}
