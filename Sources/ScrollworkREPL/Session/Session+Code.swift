import Foundation
import ScrollworkCore
import ScrollworkScene
import ScrollworkScript

/// Loading code, making scenes, choosing behaviours.
extension Session {
    func load(_ path: String) throws -> String {
        let url = resolve(path)
        if let folder = options.confinedTo, !Self.isInside(url, folder) {
            throw SessionFailure.usage("a preset's session may only load files from the preset's own folder; "
                + "'\(Format.clipped(path))' is outside it")
        }
        let text = try TextFile.read(url, shownAs: path).mapError(\.sessionFailure).get()
        let report = try loadSource(path: Self.sourcePath(url.path), text: text)
        if let index = loadedFiles.firstIndex(where: { $0.path == url.path }) {
            loadedFiles[index].text = text
        } else {
            loadedFiles.append((url.path, text))
        }
        return report.isEmpty ? "loaded \(path)" : report
    }

    func loadCode(_ text: String) throws -> String {
        codeEntries += 1
        return try loadSource(path: "<repl-\(codeEntries)>", text: text)
    }

    /// Loads one file into the program; errors make it a load failure (the last good
    /// version stays active), warnings are shown and the load counts.
    @discardableResult
    func loadSource(path: String, text: String) throws -> String {
        let id = fileIDs[path] ?? (fileIDs.count + 1)
        fileIDs[path] = id
        let diagnostics = program.load(SourceFile(id: id, path: path, text: text))
        let rendered = describe(diagnostics)
        let trimmed = rendered.hasSuffix("\n") ? String(rendered.dropLast()) : rendered
        if diagnostics.contains(where: { $0.severity == .error }) { throw SessionFailure.diagnostics(trimmed.isEmpty ? "error: cannot load \(path)" : trimmed) }
        return trimmed
    }

    func reload() throws -> String {
        var lines: [String] = []
        var failed: [String] = []
        for file in loadedFiles {
            let text: String
            switch TextFile.read(URL(fileURLWithPath: file.path), shownAs: Self.sourcePath(file.path)) {
            case .success(let read): text = read
            case .failure(let failure):
                failed.append(failure.message + "\nnote: the last good version of \(displayPath(file.path)) stays active")
                continue
            }
            guard text != file.text else { continue }
            do {
                let report = try loadSource(path: Self.sourcePath(file.path), text: text)
                if let index = loadedFiles.firstIndex(where: { $0.path == file.path }) { loadedFiles[index].text = text }
                lines.append(report.isEmpty ? "reloaded \(displayPath(file.path))" : report)
            } catch SessionFailure.diagnostics(let message) {
                failed.append(message + "\nnote: the last good version of \(displayPath(file.path)) stays active")
            }
        }
        if let old = scene, try old.reload(program: program) {
            pendingEvents = []
        } else if let source = sceneSource, let old = scene {
            let offset = old.simulation.offset
            let rebuilt = try registry.makeScene(source, program: program, screen: screen)
            adopt(rebuilt)
            if let behaviorOverride { rebuilt.overrideBehavior(try program.makeTargetBehavior(behaviorOverride)) }
            rebuilt.simulation.scroll(toOffset: offset, animated: false)
            pendingEvents = []
        }
        if lines.isEmpty && failed.isEmpty { lines.append("nothing changed") }
        if !failed.isEmpty { throw SessionFailure.diagnostics((lines + failed).joined(separator: "\n")) }
        return lines.joined(separator: "\n")
    }

    func makeScene(_ source: String) throws -> String {
        let made: any LiveScene
        do {
            made = try registry.makeScene(source, program: program, screen: screen)
        } catch let error as SceneError {
            throw SessionFailure.usage(error.description)
        } catch let diagnostic as Diagnostic {
            throw SessionFailure.diagnostics(describe(diagnostic).trimmingCharacters(in: .newlines))
        }
        adopt(made)
        sceneSource = source
        behaviorOverride = nil
        return "scene \(made.name): \(made.simulation.layout.count) items, \(made.simulation.metrics.axis.rawValue)"
    }

    func setScreen(_ width: Double, _ height: Double) throws -> String {
        // The new size takes effect only once the scene has been laid out on it.
        let size = Size(width: width, height: height)
        if let scene, try scene.setScreen(size) {
            pendingEvents = []
        } else if let source = sceneSource {
            let rebuilt = try registry.makeScene(source, program: program, screen: size)
            adopt(rebuilt)
            if let behaviorOverride { rebuilt.overrideBehavior(try program.makeTargetBehavior(behaviorOverride)) }
        }
        screen = size
        return "screen \(Format.number(width)) × \(Format.number(height))"
    }

    func setBehavior(_ source: String) throws -> String {
        let scene = try requireScene()
        let behavior: (any TargetBehavior)?
        do {
            behavior = try program.makeTargetBehavior(source)
        } catch let diagnostic as Diagnostic {
            throw SessionFailure.diagnostics(describe(diagnostic).trimmingCharacters(in: .newlines))
        }
        scene.overrideBehavior(behavior)
        behaviorOverride = behavior?.displayName ?? "none"
        return "behavior \(behavior?.displayName ?? "none")"
    }

    func export(_ name: String) throws -> String {
        if let source = program.source(ofType: name) { return source }
        let known = program.targetBehaviorNames + program.stickyBehaviorNames
        throw SessionFailure.usage("no behaviour '\(name)' to export" + Suggestion.phrase(Suggestion.nearest(to: name, in: known)))
    }

    /// A file's diagnostics, at most `DiagnosticRenderer.shownPerFile` of them and a count of the rest.
    func describe(_ diagnostics: [Diagnostic]) -> String {
        if let files = files(of: diagnostics) {
            return DiagnosticRenderer(files: files, color: options.render.color).render(diagnostics)
        }
        let shown = diagnostics.prefix(DiagnosticRenderer.shownPerFile)
        let hidden = diagnostics.count - shown.count
        return shown.map(describe).joined() + (hidden > 0 ? "note: \(hidden) more not shown\n" : "")
    }

    /// The files the diagnostics and their notes point into, or nil if the program does not know
    /// a diagnostic's own file. Looked up one by one: a session may have loaded thousands of entries.
    private func files(of diagnostics: [Diagnostic]) -> [SourceFile]? {
        var files: [Int: SourceFile] = [:]
        for diagnostic in diagnostics {
            guard let file = program.file(withID: diagnostic.range.file) else { return nil }
            files[file.id] = file
            for note in diagnostic.notes { files[note.range.file] = program.file(withID: note.range.file) }
        }
        return files.keys.sorted().compactMap { files[$0] }
    }

    /// A diagnostic with its source line when the program knows the file, else its message.
    func describe(_ diagnostic: Diagnostic) -> String {
        if let files = files(of: [diagnostic]) {
            let text = DiagnosticRenderer(files: files, color: options.render.color).render(diagnostic)
            return text.hasSuffix("\n") ? text : text + "\n"
        }
        let label = diagnostic.severity == .warning ? "warning" : diagnostic.severity == .note ? "note" : "error"
        var text = "\(label): \(diagnostic.message)"
        if let hint = diagnostic.hint { text += " (\(hint))" }
        return text + "\n"
    }

    /// Whether `url`, symbolic links resolved, is inside `folder`.
    static func isInside(_ url: URL, _ folder: URL) -> Bool {
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().path
        let path = url.standardizedFileURL.resolvingSymlinksInPath().path
        return path.hasPrefix(base.hasSuffix("/") ? base : base + "/")
    }

    func resolve(_ path: String) -> URL {
        let expanded = (path as NSString).expandingTildeInPath
        if expanded.hasPrefix("/") { return URL(fileURLWithPath: expanded).standardizedFileURL }
        return options.directory.appendingPathComponent(expanded).standardizedFileURL
    }

    /// The name a loaded file goes by in diagnostics: relative to the working directory when
    /// inside it (as the user typed it), else absolute. It is also the file's identity for
    /// the program, so it must not change while the tool runs, and the working directory does not.
    static func sourcePath(_ absolute: String) -> String {
        let base = FileManager.default.currentDirectoryPath
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    private func displayPath(_ path: String) -> String {
        let base = options.directory.standardizedFileURL.path + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
