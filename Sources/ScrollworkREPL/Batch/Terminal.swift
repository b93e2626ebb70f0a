import Foundation

/// What the tool needs to know about where it reads and writes.
struct Terminal {
    var inputIsTerminal: Bool
    var outputIsTerminal: Bool
    /// Columns and rows of the output terminal, when it is one.
    var size: (columns: Int, rows: Int)?
    var environment: [String: String]

    static func current(environment: [String: String] = ProcessInfo.processInfo.environment,
                        device: any TerminalDevice = POSIXTerminalDevice()) -> Terminal {
        let output = device.isTerminal(STDOUT_FILENO)
        return Terminal(inputIsTerminal: device.isTerminal(STDIN_FILENO), outputIsTerminal: output,
                        size: output ? device.windowSize(STDOUT_FILENO) : nil, environment: environment)
    }

    /// Colour only on a terminal and never with `NO_COLOR` set (to anything).
    var allowsColor: Bool { outputIsTerminal && environment["NO_COLOR"] == nil }

    /// The viewport fills the terminal (less a line for the prompt), or the fixed default.
    func renderOptions(ascii: Bool) -> RenderOptions {
        guard let size else { return RenderOptions(ascii: ascii, color: allowsColor) }
        return RenderOptions(ascii: ascii, color: allowsColor, columns: size.columns, rows: size.rows - 1)
    }
}
