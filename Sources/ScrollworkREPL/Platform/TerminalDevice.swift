import Foundation
#if os(Linux)
import Glibc
#elseif os(macOS)
import Darwin
#endif

/// What the tool asks the operating system about its standard input and output: whether each
/// is a terminal, and the output terminal's size.
protocol TerminalDevice {
    func isTerminal(_ descriptor: Int32) -> Bool
    /// Columns and rows of the terminal on `descriptor`; nil when it is none or does not say.
    func windowSize(_ descriptor: Int32) -> (columns: Int, rows: Int)?
}

/// `isatty` and the `TIOCGWINSZ` ioctl, which both systems have under different numbers.
struct POSIXTerminalDevice: TerminalDevice {
    #if os(macOS)
    /// Darwin's `_IOR('t', 104, struct winsize)`: the macro is not imported into Swift.
    private static let getWindowSize = UInt(0x4008_7468)
    #else
    private static let getWindowSize = UInt(TIOCGWINSZ)
    #endif

    func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    func windowSize(_ descriptor: Int32) -> (columns: Int, rows: Int)? {
        var window = winsize()
        guard ioctl(descriptor, Self.getWindowSize, &window) == 0, window.ws_col > 0, window.ws_row > 0 else { return nil }
        return (Int(window.ws_col), Int(window.ws_row))
    }
}
