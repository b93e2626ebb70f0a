import Foundation
import ScrollworkCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How Ctrl-C reaches the tool: the operating system's side of `Interruption`. The rest of
/// the tool only reads and clears `Interruption.flag`.
protocol InterruptSignal {
    /// From now on Ctrl-C sets `Interruption.flag` instead of ending the process, and
    /// interrupts a blocking read (the line editor's) rather than restarting it.
    func install()
}

/// SIGINT through `sigaction`, on Linux and macOS. The handler does one store to a word
/// allocated before it was installed: async-signal-safe.
struct POSIXInterruptSignal: InterruptSignal {
    func install() {
        // Read here, not in the handler, so the flag exists before a signal can come.
        interruptWord = Interruption.flag
        var action = sigaction()
        let handler: @convention(c) (Int32) -> Void = { _ in interruptWord?.pointee = 1 }
        #if os(Linux)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        // No SA_RESTART: a read blocked at the prompt returns EINTR, and the line editor drops the line.
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
    }
}

/// The platform's Ctrl-C, for the tool to install.
enum Platform {
    static let interruptSignal: any InterruptSignal = POSIXInterruptSignal()
}

/// The address the handler stores to; a plain optional pointer, statically initialised.
nonisolated(unsafe) private var interruptWord: UnsafeMutablePointer<Int>?
