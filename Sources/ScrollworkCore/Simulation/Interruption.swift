import Foundation

/// A request to stop long work (Ctrl-C): a signal handler sets one word, and the frame loops
/// and the interpreter's step counter read it, stopping at the next frame or script step.
/// Nothing here knows about signals; the tool sets the word (`Platform/`).
public enum Interruption {
    /// The word the handler sets, nonzero once a stop is asked for. Allocated once and never
    /// freed, so its address is handed to a handler before any signal can come (a handler
    /// must not start a Swift global's lazy initialisation). An `Int`, the type of the step
    /// counters it is read beside, so the compiler cannot hoist its load out of their loops.
    public static let flag: UnsafeMutablePointer<Int> = {
        let word = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        word.initialize(to: 0)
        return word
    }()

    public static var isRequested: Bool { flag.pointee != 0 }

    /// Before a command runs: a Ctrl-C at the prompt stopped nothing.
    public static func clear() { flag.pointee = 0 }
}
