import Foundation
import ScrollworkScript

/// `scrollwork check PATH…`: loads every `.swift` file in a fresh program and runs every
/// `.session` file in a fresh session, then prints `N passed, M failed`. An app's folder (an
/// Xcode project or an `@main` type in it) is checked by its modules and their previews
/// instead (`ModuleChecker`), and prints `N previews passed, M failed`.
struct FileChecker {
    let makeSession: (URL) -> Session
    let output: OutputSink

    func check(_ paths: [URL]) -> CommandStatus {
        var apps = [(url: URL, listing: SourceFolder.Listing)](), others = [URL]()
        for path in paths {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder), isFolder.boolValue {
                let listing = SourceFolder.swiftFiles(in: path, shownAs: path.relativePath)
                if ModuleChecker.isApp(listing) {
                    apps.append((path, listing))
                    continue
                }
            }
            others.append(path)
        }
        var worst = CommandStatus.ok
        if !others.isEmpty || apps.isEmpty { worst = checkFiles(others) }
        guard !apps.isEmpty else { return worst }
        var modules = ModuleChecker(makeSession: makeSession, output: output)
        for (url, listing) in apps {
            let split = AppModules.split(listing, in: url, shownAs: url.relativePath)
            var problems = listing.problems
            for warning in split.warnings { output.error(warning) }
            for module in split.modules {
                worst = max(worst, modules.check(module, problems: problems))
                problems = []
            }
        }
        output.standard("\(modules.passed) preview\(modules.passed == 1 ? "" : "s") passed, \(modules.failed) failed")
        return modules.failed > 0 ? max(worst, .usageError) : worst
    }

    /// Each `.swift` file alone and each `.session` file, under the paths.
    private func checkFiles(_ paths: [URL]) -> CommandStatus {
        var worst = CommandStatus.ok
        var passed = 0, partial = 0, failed = 0
        let files = collect(paths)
        if files.isEmpty {
            output.error("error: nothing to check: no .swift or .session files in \(paths.map(\.relativePath).joined(separator: ", "))")
            return .usageError
        }
        for file in files {
            let status = file.pathExtension == "session" ? runSession(file) : loadSource(file)
            worst = max(worst, status)
            switch status {
            case .ok: passed += 1
            case .incomplete: partial += 1
            default: failed += 1
            }
            output.standard("\(status == .ok ? "PASS" : status == .incomplete ? "OPEN" : "FAIL")  \(file.relativePath)")
        }
        let opened = partial == 0 ? "" : "\(partial) opened with placeholders, "
        output.standard("\(passed) passed, \(opened)\(failed) failed")
        return worst
    }

    /// Every `.swift` and `.session` file under the paths, sorted, each once.
    ///
    /// A URL works its `path`, `relativePath` and `standardizedFileURL` out of its string
    /// again at each call: each is asked once per file here (sorting a folder of 10,000 files
    /// by `relativePath` asked it some 280,000 times), and a folder's own paths once.
    func collect(_ paths: [URL]) -> [URL] {
        var found: [(url: URL, shown: String, key: String)] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isDirectory) else {
                output.error("error: no such file or folder '\(path.relativePath)'")
                continue
            }
            if !isDirectory.boolValue {
                found.append((path, path.relativePath, path.standardizedFileURL.path))
                continue
            }
            let shownRoot = path.relativePath, standardRoot = path.standardizedFileURL.path
            let rootLength = standardRoot.count
            let enumerator = FileManager.default.enumerator(at: path, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                let pathExtension = url.pathExtension
                guard pathExtension == "swift" || pathExtension == "session" else { continue }
                // The enumerator's URLs are under the folder, with no `.` or `..` in the rest.
                let rest = String(url.path.dropFirst(rootLength))
                let file = URL(fileURLWithPath: shownRoot + rest)
                found.append((file, file.relativePath, standardRoot + rest))
            }
        }
        var seen = Set<String>()
        return found.filter { seen.insert($0.key).inserted }.sorted { $0.shown < $1.shown }.map(\.url)
    }

    /// Loads the file, then opens each of its `#Preview` scenes: a body that fails, or one
    /// over a budget (a `ForEach` of more rows than the row budget), fails the check as it
    /// would fail `scene` in the REPL. A file that opens only with placeholders for views it
    /// lacks is `incomplete`: its warnings are shown, and it is neither passed nor failed.
    private func loadSource(_ file: URL) -> CommandStatus {
        // A file that cannot be read is named as the check lists it (`app/Views/Row.swift`),
        // not as `load` in its folder would name it.
        if case .failure(let failure) = TextFile.readability(file, shownAs: file.relativePath) {
            output.error(failure.message)
            return .usageError
        }
        let session = makeSession(file.deletingLastPathComponent())
        let result = session.execute("load \(file.lastPathComponent)")
        if result.status != .ok {
            output.error(result.output)
            return result.status
        }
        var worst = CommandStatus.ok
        let loaded = Set(session.program.previewTitles)
        if session.program.declaredPreviews.contains(where: { !loaded.contains($0.title) }) {
            // A preview left out (for an error, or for a module scrollwork lacks) is a scene that
            // does not open: the file fails, with the notes that say why.
            output.error(result.output)
            return .usageError
        }
        if !session.program.placeholders.isEmpty {
            // It opens, but with views drawn in place of ones the file lacks: not clean, and said why.
            output.error(result.output)
            worst = .incomplete
        }
        for title in session.program.previewTitles {
            let opened = session.execute("scene \"\(title)\"")
            if opened.status != .ok { output.error(opened.output) }
            worst = max(worst, opened.status)
        }
        return worst
    }

    private func runSession(_ file: URL) -> CommandStatus {
        let text: String
        switch TextFile.read(file, shownAs: file.relativePath) {
        case .success(let read): text = read
        case .failure(let failure):
            output.error(failure.message)
            return .usageError
        }
        let session = makeSession(file.deletingLastPathComponent())
        let quiet = OutputSink(standard: { _ in }, error: output.error)
        return SessionScript(path: file.relativePath, text: text).run(in: session, output: quiet)
    }
}
