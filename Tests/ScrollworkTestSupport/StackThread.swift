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

/// `body` run as `onThread` runs it, with the processor time its thread spent: what a cost
/// bound measures, as it does not grow when other tests or builds share the cores.
public func onThreadMeasured<T>(stackSize: Int, _ body: @escaping () -> T) -> (value: T, processorTime: Duration) {
    onThread(stackSize: stackSize) {
        let start = threadProcessorTime()
        let value = body()
        return (value, threadProcessorTime() - start)
    }
}

/// The processor time the calling thread has spent so far.
private func threadProcessorTime() -> Duration {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec))
}
