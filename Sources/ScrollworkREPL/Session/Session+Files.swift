import Foundation
import ScrollworkCore
import ScrollworkScript

/// The files given on the command line: the scene they declare opens by itself, and, while
/// the REPL runs, a loaded file saved in an editor reloads by itself (`FileWatcher` tells when).
extension Session {
    /// After the command line's files have loaded, with no scene open yet: one `#Preview` in
    /// them (or, when they have none, one `View` type that is a scene) opens; several are
    /// listed with the command that opens each. Nil when they declare no scene: then the first
    /// reload that makes them declare one opens it (`openAwaitedScene`).
    func openDeclaredScene(of paths: [String]) -> CommandResult? {
        guard scene == nil else { return nil }
        let opened = openScene(declaredIn: paths) { self.execute("scene " + $0) }
        if opened == nil { scenesAwaited = paths }
        return opened
    }

    /// On reload, with no scene open: the scene the command line's files declare now that they
    /// load, as `openDeclaredScene` opens it at launch. Runs inside the `reload` command, so the
    /// scene is made directly rather than by a command of its own.
    func openAwaitedScene() -> CommandResult? {
        guard scene == nil, let paths = scenesAwaited else { return nil }
        let opened = openScene(declaredIn: paths) { argument in
            do {
                return CommandResult(output: try self.makeScene(argument), status: .ok)
            } catch SessionFailure.usage(let message) {
                return CommandResult(output: "error: " + message, status: .usageError)
            } catch let failure as SessionFailure {
                return CommandResult(output: failure.description, status: .usageError)
            } catch {
                return CommandResult(output: "error: \(error)", status: .usageError)
            }
        }
        // Said once, as at launch.
        if opened != nil { scenesAwaited = nil }
        return opened
    }

    /// Opens the one scene the files declare with `open` (given the `scene` argument), or lists
    /// several; nil when they declare none.
    private func openScene(declaredIn paths: [String], open: (String) -> CommandResult) -> CommandResult? {
        var previews: [String] = [], views: [String] = []
        // The files given and those loaded from under a folder given, in path order.
        let given = paths.map { resolve($0).path }
        let files = loadedFiles.map(\.path).filter { file in given.contains { file == $0 || file.hasPrefix($0 + "/") } }
        var seen = Set<String>()
        for declared in program.scenes(declaredIn: files.sorted().map(Self.sourcePath)) {
            previews += declared.previews.filter { seen.insert("p" + $0).inserted }
            views += declared.views.filter { seen.insert("v" + $0).inserted }
        }
        let candidates = previews.isEmpty ? views : previews
        if candidates.count == 1 {
            let previous = scene
            let opened = open(Self.sceneArgument(candidates[0]))
            // A component's file (a card, a row) previews a view with nothing to scroll: it is
            // not opened on load (a note says so), though `scene NAME` opens it for its layout,
            // taps and state.
            if opened.status == .ok, scene?.hasNothingToScroll == true {
                scene = previous
                return CommandResult(output: "note: \(candidates[0]) has no ScrollView to simulate, so no scene is open; "
                                        + "`scene \(Self.sceneArgument(candidates[0]))` opens it for its layout, taps and state", status: .ok)
            }
            return opened
        }
        guard candidates.count > 1 else { return nil }
        let all = previews + views
        let one = paths.count == 1 && files.count == 1
        let subject = one ? URL(fileURLWithPath: paths[0]).lastPathComponent : "the files"
        let lines = ["\(subject) declare\(one ? "s" : "") \(all.count) scenes; open one with:"]
            + all.map { "  scene " + Self.sceneArgument($0) }
        return CommandResult(output: lines.joined(separator: "\n"), status: .ok)
    }

    /// A scene name as `scene` reads it: quoted when it is not a plain name (`"Preview 1"`).
    static func sceneArgument(_ name: String) -> String {
        let plain = !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        return plain ? name : "\"\(name)\""
    }

    /// The absolute paths of the loaded files, for the watcher.
    var loadedFilePaths: [String] { loadedFiles.map(\.path) }

    /// A loaded file was saved: `reload`, as if typed (offset and `@State` kept, a file that no
    /// longer loads shows its error and keeps its last good version, `watch on` redraws). Nil
    /// when no loaded file's text changed: editors save unchanged files and touch others.
    func reloadSavedFiles() -> CommandResult? {
        let changed = loadedFiles.contains { file in
            FileManager.default.contents(atPath: file.path).map { String(decoding: $0, as: UTF8.self) != file.text } ?? true
        }
        guard changed else { return nil }
        var result = execute("reload")
        // The first line names the file; say where the scene was kept, as one line.
        if result.status == .ok, let scene, result.output.hasPrefix("reloaded ") {
            var lines = result.output.components(separatedBy: "\n")
            lines[0] += ": \(scene.name) at offset \(Format.number(scene.simulation.offset))"
            result.output = lines.joined(separator: "\n")
        }
        return result
    }
}
