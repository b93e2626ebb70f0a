import Foundation
import ScrollworkScript

/// `presets` and `preset show|import|export` (SPEC §8).
extension Session {
    var presetCatalog: PresetCatalog { PresetCatalog(directories: options.presetDirectories) }

    func listPresets() -> String {
        let presets = presetCatalog.presets()
        if presets.isEmpty {
            let searched = options.presetDirectories.map(\.label).joined(separator: ", ")
            return "no presets found (searched: \(searched.isEmpty ? "nothing" : searched))"
        }
        return Format.table([["name", "version", "summary", "origin"]]
            + presets.map { [$0.name, $0.version ?? "-", $0.summary, $0.origin] })
    }

    func showPreset(_ name: String) throws -> String {
        let preset = try findPreset(name)
        let text = try TextFile.read(preset.url, shownAs: preset.url.path).mapError(\.sessionFailure).get()
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    /// Validates the file in a fresh session (it must load, its sibling session must pass),
    /// then copies both into the user's preset folder, the last on the search path.
    func importPreset(_ path: String, force: Bool) throws -> String {
        let source = resolve(path)
        guard source.pathExtension == "swift", FileManager.default.fileExists(atPath: source.path) else {
            throw SessionFailure.usage("no preset file '\(path)' (a preset is one .swift file)")
        }
        let name = source.deletingPathExtension().lastPathComponent
        if !force, let existing = presetCatalog.presets().first(where: { $0.name == name }) {
            throw SessionFailure.usage("a preset called '\(name)' already exists (\(existing.origin)); use --force to replace it")
        }
        guard let destination = options.presetDirectories.last?.url else { throw SessionFailure.usage("no preset folder on the search path") }
        let checker = Session(program: ScriptProgram(), registry: registry,
                              options: SessionOptions(directory: source.deletingLastPathComponent(), render: options.render))
        let loaded = checker.execute("load \(source.lastPathComponent)")
        guard loaded.status == .ok else { throw SessionFailure.diagnostics(loaded.output + "\nerror: '\(name)' was not imported") }
        let sessionFile = source.deletingPathExtension().appendingPathExtension("session")
        var copied = [source]
        if let text = try? String(contentsOf: sessionFile, encoding: .utf8) {
            var problems: [String] = []
            let tester = Session(program: ScriptProgram(), registry: registry,
                                 options: SessionOptions(directory: source.deletingLastPathComponent(), render: options.render))
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
        let text = try showPreset(name)
        guard let file else { return text }
        do {
            try (text + "\n").write(to: resolve(file), atomically: true, encoding: .utf8)
        } catch {
            throw SessionFailure.usage("cannot write '\(file)': \(error.localizedDescription)")
        }
        return "wrote \(name) to \(file)"
    }

    private func findPreset(_ name: String) throws -> Preset {
        let presets = presetCatalog.presets()
        if let preset = presets.first(where: { $0.name == name }) { return preset }
        throw SessionFailure.usage("no preset '\(name)'" + Suggestion.phrase(Suggestion.nearest(to: name, in: presets.map(\.name))))
    }
}
