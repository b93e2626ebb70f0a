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
        !listing.projectFolders.isEmpty || !listing.manifests.isEmpty || listing.files.contains { AppModules.declaresMain($0.url) }
    }

    mutating func check(_ module: AppModules.Module, problems: [String]) -> CommandStatus {
        let session = makeSession(module.root)
        for warning in session.useAssetCatalogs(module.assetCatalogs) { output.error(warning) }
        session.useResources(of: module.root)
        for (file, target) in module.targets { session.program.modules[Session.sourcePath(file)] = target }
        session.program.loadsWholeModule = true
        let loaded = session.execute("load " + module.files.map { CommandParser.pathWord($0.url.path) }.joined(separator: " "))
        for problem in problems { output.error(problem) }
        let lines = problems + loaded.output.split(separator: "\n").map(String.init)
        // A note that a module we do not simulate leaves a declaration out explains a preview's failure.
        let errors = lines.filter { $0.contains(": error: ") || $0.contains("which scrollwork does not simulate") }
        var warnings = lines.filter { $0.contains(": warning: ") }
        if loaded.status != .ok { output.error(loaded.output) }
        // A file two targets compile shows its previews under the first of them.
        let declared = session.program.declaredPreviews.filter { preview in
            module.previewFiles.map { $0.contains(URL(fileURLWithPath: preview.path).standardizedFileURL.path) } ?? true
        }
        let previews = declared.filter { !$0.isAppWindow }
        let loadedTitles = Set(session.program.previewTitles)
        // A part of the folder that could not be read fails the check, whatever the previews do.
        var worst = problems.isEmpty ? CommandStatus.ok : .usageError
        if previews.isEmpty, loaded.status != .ok {
            // No preview to blame: the module itself fails, on an error of its own before a
            // note that a module we do not simulate left something out.
            let first = errors.first { $0.contains(": error: ") } ?? errors.first
            record(false, "FAIL  \(module.shown)  \(first ?? "does not load")")
            return loaded.status
        }
        for preview in previews {
            let (opened, line) = open(preview, in: session, loaded: loadedTitles, errors: errors)
            record(opened, line)
            if !opened { worst = max(worst, .usageError) }
            // The warnings of its file, under the file's first preview: they do not fail it.
            let prefix = Session.sourcePath(preview.path) + ":"
            for warning in warnings where warning.hasPrefix(prefix) { output.standard("    " + warning) }
            warnings.removeAll { $0.hasPrefix(prefix) }
        }
        // An App's window is a scene but not a preview: opened, and listed apart.
        for window in declared where window.isAppWindow {
            let (opened, line) = open(window, in: session, loaded: loadedTitles, errors: errors)
            // `PASS  Title  Site` as `window  Title  opens  Site`: not counted with the previews.
            let parts = line.dropFirst(6).components(separatedBy: "  ")
            output.standard("window  \(parts[0])  \(opened ? "opens" : "fails")  " + parts.dropFirst().joined(separator: "  "))
        }
        return worst
    }

    /// Opens one preview's scene: whether it opened, and its line (`PASS  Title  File.swift:12`
    /// or `FAIL  Title  File.swift:30:5: error: …`).
    private func open(_ preview: ScriptProgram.DeclaredPreview, in session: Session, loaded: Set<String>,
                      errors: [String]) -> (Bool, String) {
        let site = "\(Session.sourcePath(preview.path)):\(preview.line)"
        guard loaded.contains(preview.title) else {
            // Left out: it uses a declaration with errors (the load's notes say which).
            return (false, "FAIL  \(preview.title)  \(Self.firstError(of: preview, in: errors) ?? site + ": error: does not load")")
        }
        // Each preview on its own device: the one its `.previewDevice` names (`scene` sets it), else none.
        if session.device != nil, session.previewDevice(for: preview.title) == nil { _ = session.execute("device none") }
        let opened = session.execute("scene " + Session.sceneArgument(preview.title))
        if opened.status == .ok { return (true, "PASS  \(preview.title)  \(site)") }
        output.error(opened.output)
        let first = opened.output.split(separator: "\n").first { $0.contains("error: ") }.map(String.init) ?? "error: does not open"
        return (false, "FAIL  \(preview.title)  " + (first.hasPrefix("error: ") ? "\(site): \(first)" : first))
    }

    /// The error that most likely keeps a preview out: the first in its own file at or after
    /// its line (its body), else the first in its file (the view it shows), else the first of
    /// the load.
    static func firstError(of preview: ScriptProgram.DeclaredPreview, in errors: [String]) -> String? {
        if let cause = preview.leftOutBecause {
            // The error the build left it out for, through what it uses, as the load printed it.
            let site = "\(Session.sourcePath(cause.path)):\(cause.line):\(cause.column): "
            return errors.first { $0.hasPrefix(site) } ?? site + "\(cause.severity.rawValue): " + cause.message
        }
        let prefix = Session.sourcePath(preview.path) + ":"
        let inFile = errors.filter { $0.hasPrefix(prefix) }
        let own = inFile.first { error in
            guard let line = Int(error.dropFirst(prefix.count).prefix { $0.isNumber }) else { return false }
            return line >= preview.line
        }
        return own ?? inFile.first ?? errors.first
    }

    private mutating func record(_ passes: Bool, _ line: String) {
        if passes { passed += 1 } else { failed += 1 }
        output.standard(line)
    }
}
