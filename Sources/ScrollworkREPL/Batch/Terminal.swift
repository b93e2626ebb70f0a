import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What the tool needs to know about where it reads and writes.
struct Terminal {
    var inputIsTerminal: Bool
    var outputIsTerminal: Bool
    /// Columns and rows of the output terminal, when it is one.
    var size: (columns: Int, rows: Int)?
    var environment: [String: String]

    static func current(environment: [String: String] = ProcessInfo.processInfo.environment) -> Terminal {
        let output = isatty(STDOUT_FILENO) == 1
        var size: (Int, Int)?
        if output {
            var window = winsize()
            if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
                size = (Int(window.ws_col), Int(window.ws_row))
            }
        }
        return Terminal(inputIsTerminal: isatty(STDIN_FILENO) == 1, outputIsTerminal: output, size: size, environment: environment)
    }

    /// Colour only on a terminal and never with `NO_COLOR` set (to anything).
    var allowsColor: Bool { outputIsTerminal && environment["NO_COLOR"] == nil }

    /// The viewport fills the terminal (less a line for the prompt), or the fixed default.
    func renderOptions(ascii: Bool) -> RenderOptions {
        guard let size else { return RenderOptions(ascii: ascii, color: allowsColor) }
        return RenderOptions(ascii: ascii, color: allowsColor, columns: size.columns, rows: size.rows - 1)
    }
}
