import Foundation
import ScrollworkScript

/// The `scrollwork` command: parses the arguments and runs the REPL, a batch run or a check.
public struct ScrollworkTool {
    public static let version = "0.1.0"

    /// Where scenes come from; the scene layer's factory is added here.
    private let factories: [any SceneFactory]
    private let terminal: Terminal
    private let currentDirectory: URL

    public init(factories: [any SceneFactory] = [ScriptSceneFactory()]) {
        self.factories = factories
        self.terminal = Terminal.current()
        self.currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }

    /// Runs with the process's arguments (the first is the program) and returns the exit code.
    public func run(_ arguments: [String]) -> Int32 {
        let output = OutputSink.console(keepingStyles: terminal.allowsColor)
        let parsed: Arguments
        do {
            parsed = try Arguments.parse(Array(arguments.dropFirst()))
        } catch let failure as Arguments.Failure {
            output.error("error: \(failure.message)\n\(Arguments.usage)")
            return CommandStatus.usageError.exitCode
        } catch {
            return CommandStatus.usageError.exitCode
        }
        switch parsed.invocation {
        case .help:
            output.standard(Arguments.usage)
            return 0
        case .version:
            output.standard("scrollwork \(Self.version)")
            return 0
        case .surface:
            output.standard(SurfaceListing.lines().joined(separator: "\n"))
            return 0
        case .run(let sessions):
            Platform.interruptSignal.install()
            return runSessions(sessions, ascii: parsed.ascii, output: output).exitCode
        case .check(let paths):
            let defaults = FileManager.default.fileExists(atPath: currentDirectory.appendingPathComponent("behaviors").path)
                ? ["behaviors"] : ["."]
            let urls = (paths.isEmpty ? defaults : paths).map { URL(fileURLWithPath: $0, relativeTo: currentDirectory) }
            return FileChecker(makeSession: { makeSession(directory: $0, ascii: parsed.ascii, batch: true) }, output: output)
                .check(urls).exitCode
        case .repl(let files):
            // Ctrl-C stops the running command rather than the tool.
            Platform.interruptSignal.install()
            return repl(files: files, ascii: parsed.ascii, watchesFiles: parsed.watchesFiles, output: output)
        }
    }

    /// `$HOME`, which Foundation's `NSHomeDirectory()` ignores on Linux.
    private var homeDirectory: String { terminal.environment["HOME"] ?? NSHomeDirectory() }

    func makeSession(directory: URL, ascii: Bool, batch: Bool) -> Session {
        let render = batch ? RenderOptions(ascii: ascii) : terminal.renderOptions(ascii: ascii)
        let home = URL(fileURLWithPath: homeDirectory)
        let presets = PresetDirectory.searchPath(currentDirectory: currentDirectory, environment: terminal.environment, home: home)
        return Session(registry: SceneRegistry(factories: factories),
                       options: SessionOptions(directory: directory, render: render, presetDirectories: presets))
    }

    private func runSessions(_ paths: [String], ascii: Bool, output: OutputSink) -> CommandStatus {
        var worst = CommandStatus.ok
        for path in paths where worst != .interrupted {
            let url = URL(fileURLWithPath: path, relativeTo: currentDirectory)
            let text: String
            switch TextFile.read(url, shownAs: path) {
            case .success(let read): text = read
            case .failure(let failure):
                output.error(failure.message)
                worst = max(worst, .usageError)
                continue
            }
            let session = makeSession(directory: url.deletingLastPathComponent(), ascii: ascii, batch: true)
            worst = max(worst, SessionScript(path: path, text: text).run(in: session, output: output))
        }
        return worst
    }

    private func repl(files: [String], ascii: Bool, watchesFiles: Bool, output: OutputSink) -> Int32 {
        let session = makeSession(directory: currentDirectory, ascii: ascii, batch: !terminal.outputIsTerminal)
        let interactive = terminal.inputIsTerminal
        var worst = CommandStatus.ok
        // The files (and folders) are one program: one `load` of them all, so their order does not matter.
        if !files.isEmpty {
            let result = session.execute("load " + files.map(CommandParser.pathWord).joined(separator: " "))
            worst = max(worst, result.status)
            (result.status == .ok ? output.standard : output.error)(result.output)
        }
        if let opened = session.openDeclaredScene(of: files) {
            worst = max(worst, opened.status)
            (opened.status == .ok ? output.standard : output.error)(opened.output)
        }
        // The demo is for a person at a terminal. Piped input starts empty, as a session script
        // does, so its own declarations (a `struct Feed`, a `#Preview("Demo")`) are the only ones.
        if files.isEmpty && interactive {
            do {
                try session.openBundledDemo()
                output.standard(BundledDemo.hint)
            } catch {
                output.error("error: the bundled demo did not load: \(error)")
            }
        }
        if interactive {
            let historyPath = homeDirectory + "/.scrollwork_history"
            let editor = LineEditor(historyPath: historyPath) { [session] line in
                Completer(context: session.completionContext()).complete(line)
            }
            guard let editor else {
                output.error("error: cannot start line editing; reading plain lines")
                _ = ReplLoop(session: session, reader: PlainLineReader(), output: output, prompts: false).run()
                return 0
            }
            var loop = ReplLoop(session: session, reader: editor, output: output, prompts: true)
            let fitToTerminal = { [session] in
                // The terminal may have been resized since the last command.
                session.options.render = Terminal.current(environment: terminal.environment).renderOptions(ascii: ascii)
            }
            loop.beforeEntry = fitToTerminal
            // Only the interactive REPL watches: batch runs and piped input stay deterministic.
            if watchesFiles, let watcher = FileWatchers.make() {
                watcher.watch(session.loadedFilePaths)
                editor.wake = LineEditor.Wake(descriptor: watcher.descriptor) { [session] in
                    defer { watcher.watch(session.loadedFilePaths) }
                    guard !watcher.changedFiles().isEmpty else { return "" }
                    fitToTerminal()
                    return session.reloadSavedFiles()?.output ?? ""
                }
                loop.afterEntry = { [session] in watcher.watch(session.loadedFilePaths) }
            }
            _ = loop.run()
            return 0
        }
        // Piped input behaves like a session script: its worst status is the exit code.
        return max(worst, ReplLoop(session: session, reader: PlainLineReader(), output: output, prompts: false).run()).exitCode
    }
}
