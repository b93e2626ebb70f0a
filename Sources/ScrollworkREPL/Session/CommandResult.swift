import Foundation

/// How a command went; the worst status of a batch run decides its exit code.
public enum CommandStatus: Int, Comparable, Sendable {
    case ok
    /// The files loaded and their scenes opened, but they use views or modifiers no loaded
    /// file declares, drawn as placeholders (`check` of a file pasted from an app).
    case incomplete
    /// An `expect` did not hold.
    case expectationFailed
    /// A script raised an error while the command ran (the simulation fell back).
    case runtimeError
    /// A bad command line, or a file that did not parse or load.
    case usageError
    /// Ctrl-C stopped the command (a batch run stops there).
    case interrupted

    public static func < (a: CommandStatus, b: CommandStatus) -> Bool { a.rawValue < b.rawValue }

    /// docs/SEMANTICS.md, "Exit codes": 0 all fine, 1 an expect failed or a script raised an error,
    /// 2 usage, parse or load error, 3 opened with placeholders, 130 stopped by Ctrl-C.
    public var exitCode: Int32 {
        switch self {
        case .ok: return 0
        case .expectationFailed, .runtimeError: return 1
        case .usageError: return 2
        case .incomplete: return 3
        // 128 + SIGINT, as a shell reports a process that Ctrl-C ended.
        case .interrupted: return 130
        }
    }
}

/// What one command printed and how it went.
public struct CommandResult: Equatable, Sendable {
    public var output: String
    public var status: CommandStatus
    /// The command asked to leave the REPL.
    public var quits = false

    public init(output: String, status: CommandStatus, quits: Bool = false) {
        self.output = output
        self.status = status
        self.quits = quits
    }
}

/// A command that did not work out, by kind; the session turns it into a status and a message.
enum SessionFailure: Error, CustomStringConvertible {
    case usage(String)
    case expectation(String)
    /// Rendered diagnostics of a file or expression that did not load: usage status, shown as they are.
    case diagnostics(String)
    /// A rendered diagnostic of a script that failed while running: runtime status, shown as it is.
    case scriptFailure(String)

    static let noScene = SessionFailure.usage("no scene loaded — `load FILE` then `scene NAME`")

    /// The message alone, as an expression that hit it reports it (`scroll(9).offset` with no scene).
    var description: String {
        switch self {
        case .usage(let text), .expectation(let text), .diagnostics(let text), .scriptFailure(let text): return text
        }
    }
}
