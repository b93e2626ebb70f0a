import Foundation

/// The slots of one call: parameters and locals by index, resolved before running.
///
/// Slots live in one unmanaged buffer so reads and writes are plain pointer accesses
/// (no bounds or exclusivity checks on the hot path); the resolver guarantees every
/// index is below `count`. `parent` is the frame a closure was created in.
final class Frame {
    let slots: UnsafeMutablePointer<Value>
    let count: Int
    let parent: Frame?
    var returnValue = Value.none

    init(size: Int, parent: Frame?) {
        count = max(size, 1)
        slots = .allocate(capacity: count)
        slots.initialize(repeating: .none, count: count)
        self.parent = parent
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    /// The frame `depth` closures out (0 is this frame).
    @inline(__always)
    func ancestor(_ depth: Int) -> Frame {
        var frame = self
        for _ in 0..<depth { frame = frame.parent ?? frame }
        return frame
    }
}

/// Control flow out of a statement.
enum Flow {
    case normal, breakLoop, continueLoop, returned
}

typealias Eval = (Frame) throws -> Value
typealias Exec = (Frame) throws -> Flow
