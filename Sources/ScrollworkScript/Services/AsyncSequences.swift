import ScrollworkCore

/// A value `for await` iterates: an `AsyncSequence` of the surface.
///
/// Scripts are deterministic, so what each sequence yields is decided here, and documented
/// in the README: an `AsyncStream` yields what its continuation `yield`s, in order; a timer
/// publisher's `values` the date every interval of the scene's clock; a notification stream
/// what the app itself posts (the system posts nothing in a scene, see `NotificationRegistry`).
protocol AsyncElementSource: HostObject {
    /// A fresh iteration, as `makeAsyncIterator()` starts one.
    func makeIterator() -> AsyncElementIterator
}

protocol AsyncElementIterator: AnyObject {
    /// The next element, nil at the end. Where none is ready yet the context's task waits for
    /// it (outside a task that is an error); a throwing sequence's error is an `AsyncSequenceFailure`.
    func next(in context: ScriptContext?) throws -> Value?
}

/// The error a throwing async sequence ended with (`finish(throwing:)`), thrown by the loop
/// as the script's own error, which a `catch` around it catches.
struct AsyncSequenceFailure: Error {
    let error: Value
}

/// An `AsyncStream` or `AsyncThrowingStream`: what its continuation yields, buffered in order
/// until the loop takes it. Swift's stream has one consumer; so has this one (a second loop
/// takes the elements the first has not).
final class AsyncStreamValue: HostObject, AsyncElementSource, AsyncElementIterator {
    enum Buffering: Equatable { case unbounded, oldest(Int), newest(Int) }

    let isThrowing: Bool
    let buffering: Buffering
    private var buffer: [Value] = []
    private var head = 0
    private(set) var isFinished = false
    private var failure: Value?
    /// The task waiting in `next` for an element.
    private let waiter = ParkedWaiter()
    /// `onTermination`: called once, when the stream finishes.
    var onTermination: Callable?

    /// The type Swift names it (`NotificationCenter.Notifications` for a notification stream).
    let typeName: String

    init(isThrowing: Bool, buffering: Buffering, typeName: String? = nil) {
        self.isThrowing = isThrowing
        self.buffering = buffering
        self.typeName = typeName ?? (isThrowing ? "AsyncThrowingStream" : "AsyncStream")
    }

    func makeIterator() -> AsyncElementIterator { self }

    /// `continuation.yield(_:)`: what became of the element (`enqueued`, `dropped`, `terminated`).
    func yield(_ element: Value) -> String {
        guard !isFinished else { return "terminated" }
        var result = "enqueued"
        switch buffering {
        case .unbounded:
            buffer.append(element)
        case .oldest(let limit):
            if buffer.count - head < limit { buffer.append(element) } else { result = "dropped" }
        case .newest(let limit):
            guard limit > 0 else { return "dropped" }
            buffer.append(element)
            // The oldest waiting element makes room.
            if buffer.count - head > limit { head += 1; result = "dropped" }
        }
        wakeConsumer()
        return result
    }

    /// `continuation.finish()` / `finish(throwing:)`: the loop ends after the buffered elements.
    func finish(throwing error: Value?, in context: ScriptContext?) throws {
        guard !isFinished else { return }
        isFinished = true
        failure = error
        wakeConsumer()
        try terminate(.symbol("finished"), in: context)
    }

    func next(in context: ScriptContext?) throws -> Value? {
        while true {
            if head < buffer.count {
                let element = buffer[head]
                head += 1
                if head == buffer.count { buffer.removeAll(keepingCapacity: true); head = 0 }
                return element
            }
            if isFinished {
                if let failure {
                    self.failure = nil
                    throw AsyncSequenceFailure(error: failure)
                }
                return nil
            }
            guard let task = context?.task, let services = context?.services else {
                throw RuntimeFailure(AsyncLoopMessages.waitOutsideTask)
            }
            do {
                try waiter.park(task, on: services)
            } catch is TaskCancellation {
                // Swift's stream ends when its consumer's task is cancelled: the loop ends
                // normally (no error), and `onTermination` hears `.cancelled`.
                isFinished = true
                try terminate(.symbol("cancelled"), in: context)
                return nil
            }
        }
    }

    private func terminate(_ reason: Value, in context: ScriptContext?) throws {
        guard let onTermination else { return }
        self.onTermination = nil
        _ = try onTermination.call([reason], in: context)
    }

    /// The element or the end is ready: the waiting loop goes on at the current time, after
    /// the code that yielded (the scene runs due work after each command's own).
    private func wakeConsumer() {
        waiter.wake()
    }
}

/// `Timer.publish(every:…).autoconnect().values`: from when the loop starts, the date every
/// interval of the scene's clock (due times counted from the start, as a repeating timer's are).
final class TimerValuesSequence: HostObject, AsyncElementSource {
    let interval: Double
    init(interval: Double) { self.interval = interval }

    var typeName: String { "AsyncPublisher<Publishers.Autoconnect<Timer.TimerPublisher>>" }
    var surfaceType: String { "AsyncPublisher" }

    func makeIterator() -> AsyncElementIterator { Iterator(interval: interval) }

    private final class Iterator: AsyncElementIterator {
        let interval: Double
        var due: Double?
        init(interval: Double) { self.interval = interval }

        func next(in context: ScriptContext?) throws -> Value? {
            guard let task = context?.task, let services = context?.services else {
                throw RuntimeFailure(AsyncLoopMessages.waitOutsideTask)
            }
            let time = (due ?? services.now) + interval
            due = time
            do {
                try task.sleep(seconds: time - services.now, services: services, repeating: true)
            } catch is TaskCancellation {
                return nil  // the publisher's values end with the task, as `AsyncPublisher`'s do
            }
            return try FoundationTypes.now(in: context)
        }
    }
}

/// Messages of `for await`, worded as swiftc words them.
enum AsyncLoopMessages {
    static func notAsync(_ type: String) -> String {
        "for-in loop requires '\(type)' to conform to 'AsyncSequence'"
    }

    /// Where a loop outside any task would have to wait: Swift runs `for await` only in async
    /// code, which here always runs in a task (`Task { … }`, `.task { … }`, `refreshable`).
    static let waitOutsideTask = "'for await' waits here for the sequence's next element, which only a task can do; "
        + "run the loop in 'Task { … }' or '.task { … }'"
}
