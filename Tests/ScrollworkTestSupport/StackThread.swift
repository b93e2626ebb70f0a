import Foundation

/// Runs `body` on a thread of its own with a stack of `stackSize` bytes and returns what it
/// returns: work that recursed once per step of a long chain would overflow it.
/// (Expectations belong on the test's own thread, after this returns.)
public func onThread<T>(stackSize: Int, _ body: @escaping () -> T) -> T {
    let result = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        result.value = body()
        done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
    guard let value = result.value else { preconditionFailure("the thread returned nothing") }
    return value
}

/// The result of `onThread`, handed from its thread to the waiting one.
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
