import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene
import ScrollworkScript

/// Options a session starts with, from the command line and the terminal.
public struct SessionOptions: Sendable {
    /// Where relative paths in `load` resolve (a session file's folder in batch runs).
    public var directory: URL
    public var render: RenderOptions
    /// The preset search path (docs/SEMANTICS.md, "Presets"), in order.
    public var presetDirectories: [PresetDirectory]
    /// The only folder `load` may read from, with no preset commands: a preset's session while
    /// it is imported runs so, and cannot read (and print) any other file.
    public var confinedTo: URL?

    public init(directory: URL, render: RenderOptions = RenderOptions(), presetDirectories: [PresetDirectory] = [],
                confinedTo: URL? = nil) {
        self.directory = directory
        self.render = render
        self.presetDirectories = presetDirectories
        self.confinedTo = confinedTo
    }
}

/// The REPL's state and its commands, one line at a time, with no I/O of its own:
/// `execute` returns the text to show and how the command went.
public final class Session {
    public let program: ScriptProgram
    let registry: SceneRegistry
    var options: SessionOptions

    public internal(set) var scene: (any LiveScene)?
    /// The source the current scene was made from, to rebuild it on reload.
    var sceneSource: String?
    var screen = Size(width: 390, height: 844)
    /// The device scenes are laid out on (`device NAME`); nil is `device none`.
    var device: DeviceProfile?
    var framesPerSecond = 120.0
    /// The `behavior` override as a value (type name and parameter values), built again from
    /// the program when the scene is rebuilt or the files reload; nil when there is none.
    var behaviorOverride: BehaviorSpec?
    public internal(set) var isTracing = false
    public internal(set) var isWatching = false

    /// Files loaded so far, in load order, with the text last read.
    var loadedFiles: [(path: String, text: String)] = []
    var fileIDs: [String: Int] = [:]
    var codeEntries = 0
    /// Declarations typed at the prompt, in order: the setup of a saved session.
    var codeLog: [String] = []
    /// The command line's files while they declare no scene to open (one broken at launch):
    /// the first reload that makes them declare one opens it.
    var scenesAwaited: [String]?
    /// The current scene's commands since it opened, for `save`; nil with no scene.
    var recording: SessionRecording?
    /// The scene's recent events, for the replay page's trace.
    var eventLog: [ScrollEvent] = []
    /// Events the simulation emitted during the current command.
    var pendingEvents: [ScrollEvent] = []
    /// The current motion's viewports, frame by frame, for the replay page.
    var replay = ReplayRecorder()
    lazy var bindings = SessionNames(session: self)

    public init(program: ScriptProgram = ScriptProgram(), registry: SceneRegistry = SceneRegistry(), options: SessionOptions) {
        self.program = program
        self.registry = registry
        self.options = options
    }

    public var directory: URL {
        get { options.directory }
        set { options.directory = newValue }
    }

    /// Runs one input: a command, or declarations (possibly spanning lines).
    public func execute(_ input: String) -> CommandResult {
        let stateBefore = stateSnapshot()
        let timeBefore = scene?.simulation.time
        pendingEvents = []
        var output: [String] = []
        var status = CommandStatus.ok
        var quits = false
        var parsed: Command?
        do {
            let command = try CommandParser.parse(input)
            parsed = command
            if command == .quit { quits = true }
            let text = try run(command)
            // The scene's callbacks for what the command did, before anything reports on it.
            scene?.runPendingCallbacks()
            if !text.isEmpty { output.append(text) }
            if isWatching, scene != nil, command.changesView { output.append(renderViewport()) }
        } catch let failure as SessionFailure {
            switch failure {
            case .usage(let message): output.append("error: " + message); status = .usageError
            case .expectation(let message): output.append(message); status = .expectationFailed
            case .diagnostics(let text): output.append(text); status = .usageError
            case .scriptFailure(let text): output.append(text); status = .runtimeError
            }
        } catch let error as CommandError {
            output.append("error: " + error.message)
            status = .usageError
        } catch let error as SceneError {
            output.append("error: \(error)")
            status = .usageError
        } catch let diagnostic as Diagnostic where diagnostic.isInterruption {
            // Ctrl-C stopped a script the command ran; said once below.
        } catch let diagnostic as Diagnostic {
            // A script failed while a gesture or state change ran in it.
            output.append(rendered(diagnostic))
            status = .runtimeError
        } catch {
            output.append("error: \(error)")
            status = .runtimeError
        }
        // What scripts printed while the command ran comes first, as it happened first.
        let printed = program.takeOutput()
        if !printed.isEmpty { output.insert(contentsOf: printed, at: 0) }
        let (eventLines, scriptFailed) = drainEvents(stateBefore: stateBefore)
        if scriptFailed { status = max(status, .runtimeError) }
        output.insert(contentsOf: eventLines, at: 0)
        if Interruption.isRequested {
            // The scene stays as the last frame left it; where that was is the news.
            output.append("interrupted" + (scene.map { " at " + Format.seconds($0.simulation.time) } ?? ""))
            status = .interrupted
        }
        // Only a command that succeeded is replayed by `save`: one that failed (`tap 3` on a row
        // with no tap action, a script error while it ran) would fail the saved session again.
        if let parsed, status == .ok { record(parsed, input: input) }
        if let parsed, status == .interrupted { recordFramesRun(by: parsed, since: timeBefore) }
        return CommandResult(output: output.joined(separator: "\n"), status: status, quits: quits)
    }

    private func run(_ command: Command) throws -> String {
        switch command {
        case .nothing: return ""
        case .quit: return ""
        case .help(let name): return try help(name)
        case .load(let paths): return try load(paths)
        case .reload: return try reload()
        case .scene(let source): return try makeScene(source)
        case .screen(let width, let height): return try setScreen(width, height)
        case .device(let name): return try setDevice(name)
        case .os(let version): return try setOSVersion(version)
        case .clock(let text): return try setClock(text)
        case .timeZone(let identifier): return try setTimeZone(identifier)
        case .locale(let identifier): return try setLocale(identifier)
        case .scrolls: return listScrollViews(try requireScene())
        case .use(let selector): return try useScrollView(selector)
        case .behavior(let source): return try setBehavior(source)
        case .code(let text): return try loadCode(text)
        case .export(let name): return try export(name)
        case .presets: return try listPresets()
        case .presetShow(let name): return try showPreset(name)
        case .presetImport(let path, let force): return try importPreset(path, force: force)
        case .presetExport(let name, let file): return try exportPreset(name, to: file)
        case .touch, .release, .drag, .dragOn, .fling, .tap, .press, .pressThenDrag, .scrollTo, .step, .wait, .settle:
            return try runMotion(command)
        case .tapAt, .dragAt, .flingAt:
            return try runTouch(command)
        case .show: return renderViewport(try requireScene())
        case .state: return describeState(try requireScene())
        case .items: return describeItems(try requireScene())
        case .print(let source): return try printValue(source)
        case .expect(let source): return try expect(source)
        case .set(let name, let value): return try set(name, to: value)
        case .trace(let on): isTracing = on; return "trace \(on ? "on" : "off")"
        case .watch(let on): isWatching = on; return "watch \(on ? "on" : "off")"
        case .plot(let kind): return MotionPlot(log: try requireScene().simulation.motionLog, kind: kind).render()
        case .save(let path): return try save(path)
        case .exportHTML(let path): return try exportReplayPage(path)
        }
    }

    private func help(_ name: String?) throws -> String {
        guard let name else { return CommandCatalog.overview() }
        guard let info = CommandCatalog.info(name) else {
            throw SessionFailure.usage("no command '\(name)'"
                + Suggestions.phrase(Suggestions.closest(to: name, among: CommandCatalog.names)))
        }
        return CommandCatalog.help(info)
    }

    func requireScene() throws -> any LiveScene {
        guard let scene else { throw SessionFailure.noScene }
        return scene
    }

    func renderViewport(_ given: (any LiveScene)? = nil) -> String {
        guard let scene = given ?? scene else { return "" }
        return ViewportRenderer(options: options.render).render(scene)
    }

    /// Makes a new scene current with the session's settings and subscribes to its events
    /// (the scene owns its simulation's handler).
    func adopt(_ newScene: any LiveScene) {
        newScene.simulation.setFramesPerSecond(framesPerSecond)
        newScene.onEvent = { [weak self] event in self?.pendingEvents.append(event) }
        replay = ReplayRecorder()
        newScene.onFrame = { [weak self, weak newScene] in
            guard let self, let newScene else { return }
            self.replay.note(newScene.reading.current, of: newScene.simulation)
        }
        scene = newScene
    }

    /// A diagnostic as the one renderer prints it, with its source line and caret; without
    /// its final line break.
    func rendered(_ diagnostic: Diagnostic) -> String { rendered([diagnostic]) }

    /// Diagnostics as the one renderer prints them: at most `DiagnosticRenderer.shownPerFile`
    /// of a file, then a line counting the rest; without the final line break.
    func rendered(_ diagnostics: [Diagnostic]) -> String {
        let text = DiagnosticRenderer(files: files(of: diagnostics), color: options.render.color).render(diagnostics)
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    /// The files the diagnostics and their notes point into, looked up one by one: a session
    /// may have loaded thousands of entries.
    private func files(of diagnostics: [Diagnostic]) -> [SourceFile] {
        var ids = Set<Int>()
        for diagnostic in diagnostics {
            ids.insert(diagnostic.range.file)
            for note in diagnostic.notes { ids.insert(note.range.file) }
        }
        return ids.sorted().compactMap(program.file(withID:))
    }

    // MARK: Events

    private func stateSnapshot() -> [(String, String)] {
        guard let scene else { return [] }
        return scene.stateNames.map { ($0, scene.stateValue($0)?.description ?? "nil") }
    }

    /// Trace lines for the command's events (when tracing), script errors always, and
    /// whether any script failed. Each distinct error is rendered once per command, after its
    /// first trace line, with how many times it was raised: a transition failing for every
    /// item and frame, or a body failing each time it is evaluated, is one error.
    private func drainEvents(stateBefore: [(String, String)]) -> ([String], Bool) {
        var lines: [String] = []
        var failed = false
        var shown: [Diagnostic: (line: Int, count: Int)] = [:]
        for event in pendingEvents {
            // A script Ctrl-C stopped is no error of its own; `execute` says where it stopped.
            if case .scriptError(let failure) = event.kind, Diagnostic(failure).isInterruption { continue }
            if isTracing { lines.append(EventFormatter.describe(event)) }
            guard case .scriptError(let failure) = event.kind else { continue }
            let diagnostic = Diagnostic(failure)
            // A warning (a layout that does not settle) is shown but fails nothing.
            if diagnostic.isError { failed = true }
            if let seen = shown[diagnostic] {
                shown[diagnostic] = (seen.line, seen.count + 1)
            } else {
                shown[diagnostic] = (lines.count, 1)
                lines.append(rendered(diagnostic))
            }
        }
        for (line, count) in shown.values where count > 1 {
            lines[line] += "\n(raised \(count) times by this command)"
        }
        keepForReplay(pendingEvents)
        pendingEvents = []
        if isTracing {
            let after = stateSnapshot()
            let time = scene?.simulation.time ?? 0
            for (name, value) in after {
                let old = stateBefore.first { $0.0 == name }?.1
                if let old, old != value { lines.append(EventFormatter.stateChange(name, from: old, to: value, time: time)) }
            }
        }
        return (lines, failed)
    }
}

extension Command {
    /// Whether the viewport may look different after the command, for `watch on`.
    var changesView: Bool {
        switch self {
        case .touch, .release, .drag, .dragOn, .fling, .tap, .press, .pressThenDrag, .scrollTo, .step, .wait, .settle,
             .tapAt, .dragAt, .flingAt,
             .scene, .screen, .device, .os, .use, .reload, .behavior, .set, .load, .code:
            return true
        default:
            return false
        }
    }
}
