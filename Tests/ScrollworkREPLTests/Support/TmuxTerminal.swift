import Foundation

/// A pseudo-terminal driven through tmux on a private socket: start a command, send keys,
/// read the screen. Only the server this creates is ever stopped.
final class TmuxTerminal {
    static var tmux: URL? {
        ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].map(URL.init(fileURLWithPath:))
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    private let tmux: URL
    /// A socket file of our own, removed when done, so no other tmux server is touched.
    private let socket = FileManager.default.temporaryDirectory.appendingPathComponent("scrollwork-tmux-\(UUID().uuidString.prefix(8))").path

    init?(command: String, columns: Int = 100, rows: Int = 40) {
        guard let tmux = Self.tmux else { return nil }
        self.tmux = tmux
        guard (try? run(["-f", "/dev/null", "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", command])) == 0 else { return nil }
    }

    deinit {
        _ = try? run(["kill-server"])
        try? FileManager.default.removeItem(at: screenFile)
        try? FileManager.default.removeItem(atPath: socket)
    }

    @discardableResult
    private func run(_ arguments: [String], output: URL? = nil) throws -> Int32 {
        try Spawn.run(tmux.path, ["-S", socket] + arguments, output: output)
    }

    /// Sends keys as tmux names them: literal text, or `Enter`, `Tab`, `C-c`, `C-d`, `Up`.
    func send(_ keys: String..., literal: Bool = false) {
        _ = try? run(["send-keys", "-t", "0"] + (literal ? ["-l"] : []) + keys)
    }

    func type(_ text: String) { send(text, literal: true) }

    private lazy var screenFile = FileManager.default.temporaryDirectory.appendingPathComponent("\(URL(fileURLWithPath: socket).lastPathComponent).screen")

    var screen: String {
        guard (try? run(["capture-pane", "-p", "-t", "0"], output: screenFile)) == 0 else { return "" }
        return (try? String(contentsOf: screenFile, encoding: .utf8)) ?? ""
    }

    var isRunning: Bool { ((try? run(["has-session"])) ?? 1) == 0 }

    /// Polls the screen until `condition` holds or 15 seconds pass (the suite may share a busy machine).
    @discardableResult
    func wait(until condition: (String) -> Bool) -> Bool {
        for _ in 0..<300 {
            if condition(screen) { return true }
            usleep(50_000)
        }
        return condition(screen)
    }
}
