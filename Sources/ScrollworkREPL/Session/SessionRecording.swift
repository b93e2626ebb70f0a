import Foundation
import ScrollworkCore
import ScrollworkScript

/// What `save FILE.session` writes: how the current scene was set up when it opened, and the
/// commands run on it since, kept as they were typed so the saved file replays them as they are.
struct SessionRecording {
    /// One recorded command. A `load` keeps the file's absolute location, because the saved
    /// session resolves paths against its own folder, not the REPL's.
    enum Step: Equatable {
        case line(String)
        case load([URL])
    }

    /// Files loaded before the scene opened, in load order.
    var files: [URL]
    /// Declarations typed at the prompt before the scene opened, in order.
    var code: [String]
    /// The device or screen the scene was laid out on (nil device and the default screen: neither).
    var device: String?
    var screen: Size
    var framesPerSecond: Double
    /// The `scene` argument as typed.
    var scene: String
    /// Every `@State` when the scene opened, to say which ones a session changed.
    var stateAtOpen: [String: ScriptValue]
    var steps: [Step] = []

    /// Whether a command changes what the scene does, so replaying it matters. Commands that
    /// only look (`show`, `print`, `expect`, …) or only change what is printed are left out:
    /// the saved file ends with expectations instead.
    static func records(_ command: Command) -> Bool {
        switch command {
        case .touch, .release, .drag, .dragOn, .fling, .tap, .press, .pressThenDrag, .scrollTo, .step, .wait, .settle,
             .tapAt, .dragAt, .flingAt, .set, .behavior, .use, .screen, .device, .os, .clock, .timeZone, .locale, .code, .load:
            return true
        case .nothing, .quit, .help, .reload, .scene, .scrolls, .show, .state, .items, .print, .expect,
             .trace, .watch, .plot, .export, .presets, .presetShow, .presetImport, .presetExport, .save, .exportHTML:
            return false
        }
    }

    /// The path to write in a `load` line of a session saved in `folder`: relative to it when
    /// the two share a root, so the session and its files can move together.
    static func path(of file: URL, from folder: URL) -> String {
        let target = file.standardizedFileURL.pathComponents, base = folder.standardizedFileURL.pathComponents
        var common = 0
        while common < min(target.count - 1, base.count), target[common] == base[common] { common += 1 }
        // Only the root in common: an absolute path says more than a climb to `/`.
        if common <= 1 { return file.standardizedFileURL.path }
        let climb = Array(repeating: "..", count: base.count - common)
        return (climb + target[common...]).joined(separator: "/")
    }

    private func loadLine(_ files: [URL], from folder: URL) -> String {
        "load " + files.map { CommandParser.pathWord(Self.path(of: $0, from: folder)) }.joined(separator: " ")
    }

    /// The file's lines up to the expectations: setup, `scene`, then the recorded commands.
    func commandLines(savedIn folder: URL) -> [String] {
        // One `load` of every file, as one program: their order of loading does not matter.
        var lines = files.isEmpty ? [] : [loadLine(files, from: folder)]
        lines += code
        if let device { lines.append("device \(device)") } else if screen != Size(width: 390, height: 844) {
            lines.append("screen \(Format.number(screen.width, decimals: 6)) \(Format.number(screen.height, decimals: 6))")
        }
        if framesPerSecond != 120 { lines.append("set fps = \(Format.number(framesPerSecond, decimals: 6))") }
        lines.append("scene \(scene)")
        for step in steps {
            switch step {
            case .line(let text): lines.append(text)
            case .load(let urls): lines.append(loadLine(urls, from: folder))
            }
        }
        return lines
    }
}
