import Foundation

/// A few spare frames per function, so a call that captured nothing reuses its frame
/// instead of allocating one: most calls into a behaviour are of this kind.
///
/// A spare frame holds no parent: a pooled closure frame would otherwise keep the frame it
/// was made in alive, so that frame (a view's body, made again for every row) could never
/// be pooled itself, and the next call, under a new parent, could not reuse either.
///
/// Storage is unmanaged for the same reason as `Frame`'s: no exclusivity checks per call.
final class FramePool {
    private static let capacity = 4
    private let frames: UnsafeMutablePointer<Frame?>
    private let used: UnsafeMutablePointer<Int>

    init() {
        frames = .allocate(capacity: Self.capacity)
        frames.initialize(repeating: nil, count: Self.capacity)
        used = .allocate(capacity: 1)
        used.initialize(to: 0)
    }

    deinit {
        frames.deinitialize(count: Self.capacity)
        frames.deallocate()
        used.deallocate()
    }

    /// A cleared frame of `size` slots whose parent is `parent`, running with `context`.
    @inline(__always)
    func take(size: Int, parent: Frame?, context: ScriptContext?) -> Frame {
        let count = used.pointee
        if count > 0, let frame = frames[count - 1], frame.count >= size {
            frames[count - 1] = nil
            used.pointee = count - 1
            frame.parent = parent
            frame.context = context
            return frame
        }
        return Frame(size: size, parent: parent, context: context)
    }

    /// Takes the frame back if nothing else (a closure) still refers to it.
    @inline(__always)
    func give(_ frame: inout Frame) {
        guard used.pointee < Self.capacity, isKnownUniquelyReferenced(&frame) else { return }
        frame.clear()
        frame.parent = nil
        frames[used.pointee] = frame
        used.pointee += 1
    }
}
