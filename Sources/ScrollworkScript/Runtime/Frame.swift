import Foundation

/// The slots of one call: parameters and locals by index, resolved before running.
///
/// Slots live in one unmanaged buffer (with the return value after them) so reads and
/// writes are plain pointer accesses, free of bounds and exclusivity checks on the hot
/// path; the resolver guarantees every index is below `count`, and debug builds assert it
/// (see `FrameSlots`). `parent` is the frame a closure was created in; `context` what the
/// code running in the frame may reach of its host (see `ScriptContext`): the host's for a
/// frame it makes, the caller's for a call's.
///
/// A frame made for a host call whose arguments the compiler reads unboxed (an
/// `updateTarget`, see `TargetArguments`) also has `numbers`: plain Doubles at offsets
/// fixed when the method was compiled, a typed view of the arguments with no `Value` boxes.
final class Frame {
    let slots: FrameSlots
    let count: Int
    /// Set again only while the frame is unused in a pool (see `FramePool`), never during an
    /// access to it: exempt from the run-time exclusivity check of each closure's look-up.
    @exclusivity(unchecked) var parent: Frame?
    /// Set with `parent`. Not counted: whoever started the call keeps the context alive.
    @exclusivity(unchecked) unowned(unsafe) var context: ScriptContext?
    /// The unboxed numbers, nil in a frame made without them; only code compiled for such a
    /// frame reads them.
    let numbers: UnsafeMutablePointer<Double>?

    init(size: Int, parent: Frame?, context: ScriptContext?) {
        count = max(size, 1)
        slots = FrameSlots(count: count + 1)
        self.parent = parent
        self.context = context
        numbers = nil
    }

    /// A frame with `numbers` unboxed numbers (all zero) besides its slots.
    init(size: Int, numbers numberCount: Int, context: ScriptContext?) {
        count = max(size, 1)
        slots = FrameSlots(count: count + 1)
        parent = nil
        self.context = context
        let numbers = UnsafeMutablePointer<Double>.allocate(capacity: max(numberCount, 1))
        numbers.initialize(repeating: 0, count: max(numberCount, 1))
        self.numbers = numbers
    }

    deinit {
        slots.base.deinitialize(count: count + 1)
        slots.base.deallocate()
        numbers?.deallocate()
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

    /// Drops the values of the slots from `first` on and the return value: a frame reused
    /// call after call keeps what comes before (`self`), and nothing a call left behind.
    @inline(__always)
    func clear(from first: Int) {
        var index = first
        while index <= count {
            if !slots[index].isNil { slots[index] = .none }
            index += 1
        }
    }

    /// The frame `depth` closures out (0 is this frame). The resolver counted the depth from
    /// the closures around the use, so every frame on the way has a parent; a debug build
    /// checks it rather than reading some other frame's slot.
    @inline(__always)
    func ancestor(_ depth: Int) -> Frame {
        var frame = self
        for _ in 0..<depth {
            assert(frame.parent != nil, "a frame has fewer enclosing frames than the resolved depth \(depth)")
            frame = frame.parent.unsafelyUnwrapped
        }
        return frame
    }
}

/// A frame's slots and its return value: a pointer with its length, so that a debug build
/// asserts every index (release builds read the pointer alone).
struct FrameSlots {
    let base: UnsafeMutablePointer<Value>
    /// Slots plus the return value.
    let count: Int

    init(count: Int) {
        self.count = count
        base = .allocate(capacity: count)
        base.initialize(repeating: .none, count: count)
    }

    @inline(__always)
    subscript(index: Int) -> Value {
        get {
            assert(index >= 0 && index < count, "slot \(index) outside a frame of \(count)")
            return base[index]
        }
        nonmutating _modify {
            assert(index >= 0 && index < count, "slot \(index) outside a frame of \(count)")
            yield &base[index]
        }
    }

    /// The address of slot `index`, for moving a value in or out without a copy.
    @inline(__always)
    static func + (slots: FrameSlots, index: Int) -> UnsafeMutablePointer<Value> {
        assert(index >= 0 && index < slots.count, "slot \(index) outside a frame of \(slots.count)")
        return slots.base + index
    }
}

/// Control flow out of a statement. `fallThrough` leaves loops and ends at the switch whose
/// case it ends, which runs the next case's body.
enum Flow {
    case normal, breakLoop, continueLoop, returned, fallThrough
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
