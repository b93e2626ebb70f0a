import Foundation

/// The slots of one call: parameters and locals by index, resolved before running.
///
/// Slots live in one unmanaged buffer (with the return value after them) so reads and
/// writes are plain pointer accesses, free of bounds and exclusivity checks on the hot
/// path; the resolver guarantees every index is below `count`. `parent` is the frame a
/// closure was created in.
final class Frame {
    let slots: UnsafeMutablePointer<Value>
    let count: Int
    /// Set again only while the frame is unused in a pool (see `FramePool`).
    var parent: Frame?

    init(size: Int, parent: Frame?) {
        count = max(size, 1)
        slots = .allocate(capacity: count + 1)
        slots.initialize(repeating: .none, count: count + 1)
        self.parent = parent
    }

    deinit {
        slots.deinitialize(count: count + 1)
        slots.deallocate()
    }

    var returnValue: Value {
        get { slots[count] }
        set { slots[count] = newValue }
    }

    /// The return value, moved out: a frame that outlives its call (captured by a closure
    /// it made) must not keep its result, which may hold that closure (a row's view and the
    /// row's `scrollTransition`), or the two would keep each other alive.
    @inline(__always)
    func takeReturnValue() -> Value {
        let value = (slots + count).move()
        (slots + count).initialize(to: .none)
        return value
    }

    /// Drops every value so a pooled frame holds no references while it waits.
    func clear() {
        for index in 0...count { slots[index] = .none }
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

/// A statement in a list, boxed so reading it back from the array needs no conversion thunk.
struct CompiledStatement {
    let run: Exec
}

/// One condition of an `if a, let b = …` list, boxed for the same reason.
struct CompiledCondition {
    let test: (Frame) throws -> Bool
}
