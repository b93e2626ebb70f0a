import Foundation

/// What reading one line gave.
enum LineRead: Equatable {
    case line(String)
    /// Ctrl-C: drop what was typed and start again.
    case interrupted
    /// Ctrl-D or the end of the input.
    case end
}

/// A source of input lines: libedit on a terminal, plain standard input otherwise.
protocol LineReader: AnyObject {
    /// Reads a line, showing `prompt` if the source has prompts.
    func readLine(prompt: String) -> LineRead
    /// Remembers an entry (history), if the source keeps one.
    func remember(_ entry: String)
}

/// Standard input without editing or prompts, for pipes and redirected files.
final class PlainLineReader: LineReader {
    func readLine(prompt: String) -> LineRead {
        guard let line = Swift.readLine(strippingNewline: true) else { return .end }
        return .line(line)
    }

    func remember(_ entry: String) {}
}
