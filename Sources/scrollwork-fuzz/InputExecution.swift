import Foundation
import ScrollworkCore
import ScrollworkREPL
import ScrollworkScript

/// What a child process does with one input, in the folder the input was written to: the
/// same paths a user's file, session or piped lines take through the tool.
enum InputExecution {
    /// Commands run on every scene of a `.swift` input: a few frames of each kind of motion,
    /// and everything that prints.
    static let sceneCommands = ["show", "items", "fling 1500", "step 12", "show", "state", "drag -300", "release",
                                "step 30", "show", "scrollto edge bottom", "settle 2", "show", "tap 3", "step 2"]
    /// At most this many scenes of one file are opened.
    static let scenesPerFile = 3

    /// Runs the input saved as `input.EXT` in `folder`; output goes to standard output and error.
    static func run(kind: FuzzInput.Kind, folder: String) {
        _ = FileManager.default.changeCurrentDirectoryPath(folder)
        switch kind {
        case .swift:
            runSource(folder: folder)
        case .session:
            _ = ScrollworkTool().run(["scrollwork", "run", "input.session"])
        case .repl:
            _ = ScrollworkTool().run(["scrollwork"])
        case .folder:
            // What a user does with an app folder: checks it, then opens it (its only scene
            // opens at once); standard input is empty, so the REPL ends after loading.
            _ = ScrollworkTool().run(["scrollwork", "check", FolderWriter.appName])
            _ = ScrollworkTool().run(["scrollwork", FolderWriter.appName])
        }
    }

    /// `load`, then each scene opened, moved and shown.
    private static func runSource(folder: String) {
        let session = Session(registry: SceneRegistry(factories: [ScriptSceneFactory()]),
                              options: SessionOptions(directory: URL(fileURLWithPath: folder), render: RenderOptions()))
        // The harness's own commands may be refused (`tap 3` in a scene without item 3): such a
        // usage error is about the command, not the file, and is set aside unchecked. Errors of
        // `load` and `scene`, and script errors while the commands run, must be located.
        FolderWriter.writeFile("usage.txt", [])
        let setAside = FileHandle(forWritingAtPath: "usage.txt")
        func execute(_ line: String) {
            let result = session.execute(line)
            guard !result.output.isEmpty else { return }
            let fromFile = line.hasPrefix("load ") || line.hasPrefix("scene ")
            let stream = result.status == .ok ? FileHandle.standardOutput
                : (result.status == .usageError && !fromFile ? setAside ?? FileHandle.standardError : FileHandle.standardError)
            stream.write(Data((result.output + "\n").utf8))
        }
        execute("load input.swift")
        for name in session.program.sceneNames.prefix(scenesPerFile) {
            execute("scene \"\(name)\"")
            guard session.scene != nil else { continue }
            for command in sceneCommands { execute(command) }
        }
    }
}
