import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene
import ScrollworkScript

/// Loading code, making scenes, choosing behaviours.
extension Session {
    /// `load PATH…`: the files, and every `.swift` file under the folders (`SourceFolder`),
    /// join the program as one batch, so they may use each other's names in any order. A
    /// path that cannot be read is an error and the rest loads; so is a declaration with
    /// errors (it keeps its last good version, or is left out with what uses it).
    func load(_ paths: [String]) throws -> String {
        // Each file with the name messages give it: as typed, or under the folder as typed.
        var urls = [(url: URL, shown: String)](), problems = [String](), warnings = [String](), folders = 0
        var catalogs = [SourceFolder.File]()
        for path in paths {
            let url = resolve(path)
            if let folder = options.confinedTo, !Self.isInside(url, folder) {
                throw SessionFailure.usage("a preset's session may only load files from the preset's own folder; "
                    + "'\(Format.clipped(path))' is outside it")
            }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
                let listing = SourceFolder.swiftFiles(in: url, shownAs: path)
                let split = AppModules.split(listing, in: url, shownAs: path)
                // A package's target no app imports is checked by `check`, not loaded with the app.
                // Of a project's targets, its main one (listed first): a session is one module.
                // A framework target another module links (a workspace's `Core`) is loaded with that module.
                var roots = Set<String>()
                let linked = Set(split.modules.flatMap(\.targets.values))
                let apps = split.modules.filter { module in
                    !module.isPackageTarget && !(module.target.map(linked.contains) ?? false) && roots.insert(module.root.path).inserted
                }
                let modules = apps.isEmpty ? split.modules : apps
                if modules.count > 1 {
                    // One session is one module: two apps' `ContentView`s would be redeclarations.
                    throw SessionFailure.usage("'\(Format.clipped(path))' holds \(modules.count) modules (apps told apart by "
                        + "their .xcodeproj or @main); load one: " + modules.map { "load " + CommandParser.pathWord($0.shown) }
                        .joined(separator: ", ") + " (`check` checks them all)")
                }
                problems += listing.problems
                if listing.files.isEmpty && listing.problems.isEmpty {
                    problems.append("error: no .swift files in '\(Format.clipped(path))'")
                }
                warnings += split.warnings
                let files = modules.first?.files ?? listing.files
                urls += files.map { ($0.url, $0.shown) }
                for (file, target) in modules.first?.targets ?? [:] { program.modules[Self.sourcePath(file)] = target }
                // An app's folder is its whole module: a member no file declares is an error there.
                if ModuleChecker.isApp(listing) { program.loadsWholeModule = true }
                catalogs += modules.first?.assetCatalogs ?? listing.assetCatalogs
                useResources(of: modules.first?.root ?? url)
                folders += 1
            } else {
                urls.append((url, Format.clipped(path)))
            }
        }
        if let folder = options.confinedTo, let outside = urls.first(where: { !Self.isInside($0.url, folder) }) {
            // A link inside the folder may lead out of it.
            throw SessionFailure.usage("a preset's session may only load files from the preset's own folder; "
                + "'\(Format.clipped(outside.shown))' is outside it")
        }
        var texts = [(path: String, text: String)]()
        for (url, shown) in urls {
            switch TextFile.read(url, shownAs: shown) {
            case .success(let text): texts.append((url.path, text))
            case .failure(let failure): problems.append(failure.message)
            }
        }
        // The entity classes Xcode would generate from the app's Core Data model, compiled with its code
        // (again with each batch, so that they are there whichever of the app's files come first).
        if !texts.isEmpty { texts += program.platform.resources.dataModelSources.map { ($0.path, $0.text) } }
        // A folder's catalogs replace those of the last folder loaded, before its code compiles
        // against their generated names.
        if folders > 0 { warnings += useAssetCatalogs(catalogs) }
        let report = loadBatch(texts)
        let lines = problems + warnings + (report.text.isEmpty ? [] : [report.text])
        if !problems.isEmpty || report.failed {
            throw SessionFailure.diagnostics(lines.isEmpty ? "error: cannot load \(paths.joined(separator: " "))" : lines.joined(separator: "\n"))
        }
        if !report.text.isEmpty || !warnings.isEmpty { return (warnings + (report.text.isEmpty ? [] : [report.text])).joined(separator: "\n") }
        if paths.count == 1 && folders == 0 { return "loaded \(paths[0])" }
        return "loaded \(texts.count) file\(texts.count == 1 ? "" : "s")"
    }

    /// The app's bundle resources are the files of its folder (`AppResources`).
    func useResources(of root: URL) {
        program.platform.resources = AppResources(root: root, name: root.lastPathComponent)
    }

    /// Reads an app's asset catalogs for the code loaded next (`AssetCatalogReader`); their
    /// located warnings.
    func useAssetCatalogs(_ catalogs: [SourceFolder.File]) -> [String] {
        let catalog = AssetCatalogReader.read(catalogs.map { ($0.url, $0.shown) })
        program.platform.useAssets(catalog)
        return catalog.warnings
    }

    /// Loads files (absolute paths with their text) into the program as one batch; each is
    /// watched and reloaded afterwards, with errors or not, since its other declarations load.
    /// The rendered report, whether it holds errors, and the files (of `files`) with errors.
    private func loadBatch(_ files: [(path: String, text: String)]) -> (text: String, failed: Bool, broken: Set<String>) {
        guard !files.isEmpty else { return ("", false, []) }
        let sources = files.map { file in
            let path = Self.sourcePath(file.path)
            return (path: path, text: file.text)
        }.sorted { $0.path < $1.path }
        let diagnostics = program.load(sources.map { sourceFile(path: $0.path, text: $0.text) })
        // Found by path through an index made once: searching the list for each of a folder's
        // 10,000 files compared paths 50 million times.
        var positions = [String: Int]()
        for (index, loaded) in loadedFiles.enumerated() where positions[loaded.path] == nil { positions[loaded.path] = index }
        for file in files {
            if let index = positions[file.path] {
                loadedFiles[index].text = file.text
            } else {
                positions[file.path] = loadedFiles.count
                loadedFiles.append(file)
            }
        }
        let errorIDs = Set(diagnostics.filter { $0.severity == .error }.map(\.range.file))
        let broken = files.filter { fileIDs[Self.sourcePath($0.path)].map(errorIDs.contains) ?? false }.map(\.path)
        return (rendered(diagnostics), !errorIDs.isEmpty, Set(broken))
    }

    /// The source file for a path, with the id the path had before (or a new one).
    private func sourceFile(path: String, text: String) -> SourceFile {
        let id = fileIDs[path] ?? (fileIDs.count + 1)
        fileIDs[path] = id
        return SourceFile(id: id, path: path, text: text)
    }

    func loadCode(_ text: String) throws -> String {
        codeEntries += 1
        return try loadSource(path: "<repl-\(codeEntries)>", text: text)
    }

    /// Loads one file into the program; errors make it a load failure (the last good
    /// version stays active), warnings are shown and the load counts.
    @discardableResult
    func loadSource(path: String, text: String) throws -> String {
        let diagnostics = program.load(sourceFile(path: path, text: text))
        let report = rendered(diagnostics)
        if diagnostics.contains(where: { $0.severity == .error }) { throw SessionFailure.diagnostics(report.isEmpty ? "error: cannot load \(path)" : report) }
        return report
    }

    /// `reload`: every loaded file whose text changed loads again, all as one batch (so a
    /// type moved from one file to another is no redeclaration), with the files that did not
    /// change; then the scene is rebuilt keeping its offset and `@State`.
    func reload() throws -> String {
        var lines: [String] = []
        var failed: [String] = []
        var changed = [(path: String, text: String)]()
        for file in loadedFiles {
            switch TextFile.read(URL(fileURLWithPath: file.path), shownAs: Self.sourcePath(file.path)) {
            case .success(let text): if text != file.text { changed.append((file.path, text)) }
            case .failure(let failure):
                failed.append(failure.message + "\nnote: the last good version of \(displayPath(file.path)) stays active")
            }
        }
        if !changed.isEmpty {
            // The program now holds these texts, errors and all: saving the fix must read as a change.
            let report = loadBatch(changed)
            let reloaded = changed.filter { !report.broken.contains($0.path) }.map { "reloaded " + displayPath($0.path) }.sorted()
            lines += reloaded
            if report.failed {
                failed.append(report.text + report.broken.sorted().map {
                    "\nnote: the rest of \(displayPath($0)) is active; declarations with errors keep their last good versions"
                }.joined())
            } else if !report.text.isEmpty {
                lines.append(report.text)
            }
        }
        do {
            lines += try rebuildScene()
        } catch where !failed.isEmpty {
            // The broken file is the news; the scene it can no longer build stays as it was.
            failed.append("note: the scene \(scene?.name ?? "") stays as it was until the file loads again")
        }
        if failed.isEmpty, let opened = openAwaitedScene() {
            if opened.status == .ok { lines.append(opened.output) } else { failed.append(opened.output) }
        }
        if lines.isEmpty && failed.isEmpty { lines.append("nothing changed") }
        if !failed.isEmpty { throw SessionFailure.diagnostics((lines + failed).joined(separator: "\n")) }
        return lines.joined(separator: "\n")
    }

    /// The open scene built again from the program as it is now, keeping its offset and state;
    /// notes about the behaviour override. Throws, leaving the scene as it was, when it cannot be.
    private func rebuildScene() throws -> [String] {
        guard let old = scene else { return [] }
        if try old.reload(program: program) {
            dropEventsOfRebuilding()
            return reapplyBehaviorOverride(to: old)
        }
        guard let source = sceneSource else { return [] }
        let offset = old.simulation.offset
        let rebuilt = try registry.makeScene(source, program: program, screen: screen, safeArea: safeArea)
        adopt(rebuilt)
        let notes = reapplyBehaviorOverride(to: rebuilt)
        rebuilt.simulation.scroll(toOffset: offset, animated: false)
        dropEventsOfRebuilding()
        return notes
    }

    func makeScene(_ source: String) throws -> String {
        // A preview opens on the device its `.previewDevice(…)` names, when we know it, as on
        // Xcode's canvas; the device stays the session's until changed.
        var announced = ""
        if let wanted = previewDevice(for: source), wanted.name != device?.name {
            announced = try setDevice(wanted.name).split(separator: "\n").first.map { String($0) + "\n" } ?? ""
        }
        let made: any LiveScene
        do {
            made = try registry.makeScene(source, program: program, screen: screen, safeArea: safeArea)
        } catch let error as SceneError {
            throw SessionFailure.usage(error.description)
        } catch let diagnostic as Diagnostic {
            throw SessionFailure.diagnostics(rendered(diagnostic))
        }
        adopt(made)
        sceneSource = source
        scenesAwaited = nil
        behaviorOverride = nil
        startRecording(scene: source)
        return announced + "scene \(made.name): \(Format.count(made.simulation.layout.count, "item")), \(made.simulation.metrics.axis.rawValue)"
    }

    /// The known device of the `.previewDevice(…)` of the preview `source` opens, if any.
    func previewDevice(for source: String) -> DeviceProfile? {
        let preview = program.declaredPreviews.first { $0.title == source || Self.sceneArgument($0.title) == source }
        return preview?.device.flatMap(DeviceProfile.named)
    }

    /// `screen W H`: a screen of that size with no device (no safe area). The new size takes
    /// effect only once the scene has been laid out on it.
    func setScreen(_ width: Double, _ height: Double) throws -> String {
        device = nil
        return try relayOut(screen: Size(width: width, height: height), safeArea: .zero,
                            announce: "screen \(Format.number(width)) × \(Format.number(height))")
    }

    func setBehavior(_ source: String) throws -> String {
        let scene = try requireScene()
        let behavior: (any TargetBehavior)?
        do {
            behavior = try program.makeTargetBehavior(source)
        } catch let diagnostic as Diagnostic {
            throw SessionFailure.diagnostics(rendered(diagnostic))
        }
        scene.overrideBehavior(behavior)
        behaviorOverride = BehaviorSpec(behavior)
        return "behavior \(behavior?.displayName ?? "none")"
    }

    /// Builds the override again from the program loaded now, so it runs the new code with
    /// the same parameter values; a line for each parameter it could not keep, or one line
    /// saying the override is gone and what applies instead.
    func reapplyBehaviorOverride(to scene: any LiveScene) -> [String] {
        guard let spec = behaviorOverride else { return [] }
        do {
            let rebuilt = try program.makeTargetBehavior(spec)
            scene.overrideBehavior(rebuilt.behavior)
            behaviorOverride = BehaviorSpec(rebuilt.behavior) ?? spec
            return rebuilt.notes.map { "note: " + $0 }
        } catch {
            scene.removeBehaviorOverride()
            behaviorOverride = nil
            return ["note: behavior \(spec) no longer applies (\(Diagnostic(failure: error).message)); "
                    + "the scene's own behaviour \(scene.simulation.behavior?.displayName ?? "none") is back"]
        }
    }

    /// Rebuilding a scene re-lays it out, which is no news for the trace; errors its code
    /// raised meanwhile are kept.
    func dropEventsOfRebuilding() {
        pendingEvents.removeAll { if case .scriptError = $0.kind { return false } else { return true } }
    }

    func export(_ name: String) throws -> String {
        if let source = program.source(ofType: name) { return source }
        let known = program.targetBehaviorNames + program.stickyBehaviorNames
        throw SessionFailure.usage("no behaviour '\(name)' to export" + Suggestions.phrase(Suggestions.closest(to: name, among: known)))
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
