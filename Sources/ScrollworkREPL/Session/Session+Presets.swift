import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScript

/// `presets` and `preset show|import|export` (docs/SEMANTICS.md, "Presets").
extension Session {
    var presetCatalog: PresetCatalog { PresetCatalog(directories: options.presetDirectories) }

    func listPresets() throws -> String {
        try refuseWhenConfined("presets")
        let presets = presetCatalog.presets()
        if presets.isEmpty {
            let searched = options.presetDirectories.map(\.label).joined(separator: ", ")
            return "no presets found (searched: \(searched.isEmpty ? "nothing" : searched))"
        }
        // Names and headers come from files: escaped, so they cannot drive the terminal.
        let cell = { (text: String) in TerminalText.escaped(text, singleLine: true) }
        // The summary last, wrapped, so the table fits an 80-column terminal.
        return Format.table([["name", "version", "origin", "summary"]]
            + presets.map { [cell($0.name), cell($0.version ?? "-"), $0.origin, cell($0.summary)] }, width: 80)
    }

    func showPreset(_ name: String) throws -> String {
        try refuseWhenConfined("preset show")
        return TerminalText.escaped(try presetText(name))
    }

    /// The file as it is, for `preset export` (which writes it) and `preset show` (which escapes it).
    private func presetText(_ name: String) throws -> String {
        let preset = try findPreset(name)
        let text = try TextFile.read(preset.url, shownAs: preset.url.path).mapError(\.sessionFailure).get()
            .replacingOccurrences(of: "\r\n", with: "\n")
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    /// Validates the file in a fresh session (it must load, its sibling session must pass),
    /// then copies both into the user's preset folder, the last on the search path.
    func importPreset(_ path: String, force: Bool) throws -> String {
        try refuseWhenConfined("preset import")
        let source = resolve(path)
        guard source.pathExtension == "swift", FileManager.default.fileExists(atPath: source.path) else {
            throw SessionFailure.usage("no preset file '\(Format.clipped(path))' (a preset is one .swift file)")
        }
        let text = try TextFile.read(source, shownAs: path).mapError(\.sessionFailure).get()
        guard PresetCatalog.hasDocHeader(text) else {
            throw SessionFailure.usage("'\(Format.clipped(path))' is not a preset: it has no `///` doc header. A preset starts with "
                + "a `///` one-sentence summary, then `/// - Version:` and `/// - Author:` lines")
        }
        let name = source.deletingPathExtension().lastPathComponent
        if !force, let existing = presetCatalog.presets().first(where: { $0.name == name }) {
            throw SessionFailure.usage("a preset called '\(name)' already exists (\(existing.origin)); use --force to replace it")
        }
        guard let destination = options.presetDirectories.last?.url else { throw SessionFailure.usage("no preset folder on the search path") }
        // Checking and the session's run are confined to the preset's folder.
        let folder = source.deletingLastPathComponent()
        let confined = SessionOptions(directory: folder, render: options.render, confinedTo: folder)
        let checker = Session(program: ScriptProgram(), registry: registry, options: confined)
        let loaded = checker.execute("load \(source.lastPathComponent)")
        guard loaded.status == .ok else { throw SessionFailure.diagnostics(loaded.output + "\nerror: '\(name)' was not imported") }
        let sessionFile = source.deletingPathExtension().appendingPathExtension("session")
        var copied = [source]
        if FileManager.default.fileExists(atPath: sessionFile.path) {
            let text = try TextFile.read(sessionFile, shownAs: sessionFile.lastPathComponent).mapError(\.sessionFailure).get()
            var problems: [String] = []
            let tester = Session(program: ScriptProgram(), registry: registry, options: confined)
            let status = SessionScript(path: sessionFile.lastPathComponent, text: text)
                .run(in: tester, output: OutputSink(standard: { _ in }, error: { problems.append($0) }))
            guard status == .ok else {
                throw SessionFailure.usage((problems + ["'\(name)' was not imported: its session failed"]).joined(separator: "\n"))
            }
            copied.append(sessionFile)
        }
        do {
            try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
            for file in copied {
                let target = destination.appendingPathComponent(file.lastPathComponent)
                if target.standardizedFileURL.path == file.standardizedFileURL.path { continue }
                if FileManager.default.fileExists(atPath: target.path) { try FileManager.default.removeItem(at: target) }
                try FileManager.default.copyItem(at: file, to: target)
            }
        } catch {
            throw SessionFailure.usage("cannot copy into \(destination.path): \(error.localizedDescription)")
        }
        return "imported \(name) into \(options.presetDirectories.last?.label ?? destination.path)"
            + (copied.count > 1 ? " (its session passed)" : " (it has no session to run)")
    }

    /// A preset is one self-contained file: export writes it out, or prints it.
    func exportPreset(_ name: String, to file: String?) throws -> String {
        try refuseWhenConfined("preset export")
        let text = try presetText(name)
        guard let file else { return TerminalText.escaped(text) }
        do {
            try (text + "\n").write(to: resolve(file), atomically: true, encoding: .utf8)
        } catch {
            throw SessionFailure.usage("cannot write '\(file)': \(error.localizedDescription)")
        }
        return "wrote \(name) to \(file)"
    }

    /// A preset's session, run while it is imported, may not read, list or write presets.
    private func refuseWhenConfined(_ command: String) throws {
        guard options.confinedTo != nil else { return }
        throw SessionFailure.usage("`\(command)` cannot run in a preset's session while the preset is imported")
    }

    private func findPreset(_ name: String) throws -> Preset {
        let presets = presetCatalog.presets()
        if let preset = presets.first(where: { $0.name == name }) { return preset }
        throw SessionFailure.usage("no preset '\(name)'" + Suggestions.phrase(Suggestions.closest(to: name, among: presets.map(\.name))))
    }
}
