import ScrollworkCore

/// `withCheckedContinuation` and `withCheckedThrowingContinuation` (and their unsafe twins),
/// as apps wrap a callback in `async` code: the body runs at once with the continuation; the
/// task goes on with the value it is resumed with, or throws the error, waiting (parked, on
/// the scene's clock) until something resumes it: the body itself, a completion handler, a
/// `DispatchQueue.main.asyncAfter`. A second resume stops the task as Swift's checked
/// continuation traps; one never resumed leaves its task waiting, as on iOS.
enum SwiftContinuationSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        for kind in ["Checked", "Unsafe"] {
            for throwing in [false, true] {
                let type = "\(kind)Continuation"
                let failure = throwing ? "any Error" : "Never"
                let (throwsWord, name) = throwing ? (" throws", "with\(kind)ThrowingContinuation") : ("", "with\(kind)Continuation")
                surface.function("func \(name)<T>(_ body: (\(type)<T, \(failure)>) -> Void) async\(throwsWord) -> T", role: .interaction,
                                 doc: "Runs body with a continuation; the task goes on once it is resumed, with its value\(throwing ? " or error" : "").") { a in
                    let continuation = ContinuationBox(typeName: type)
                    _ = try ValueReaders.closure(a[0], "body").call([.host(continuation)], in: a.context)
                    return try continuation.awaitResult(in: a.context)
                }
            }
            surface.type("\(kind)Continuation", .class, doc: "Resumes the task that awaits it, once.") { t in
                t.method("func resume(returning value: T)", role: .interaction, doc: "The awaiting task goes on with the value.") { r, a in
                    try box(r).resume(with: .success(a[0]))
                    return .none
                }
                t.method("func resume()", role: .interaction, doc: "The awaiting task goes on (a continuation of no value).") { r, a in
                    try box(r).resume(with: .success(.none))
                    return .none
                }
                t.method("func resume(throwing error: E)", role: .interaction, doc: "The awaiting task throws the error.") { r, a in
                    try box(r).resume(with: .failure(ContinuationFailure(thrownValue: a[0])))
                    return .none
                }
            }
        }
    }

    private static func box(_ value: Value) throws -> ContinuationBox {
        guard case .host(let box as ContinuationBox) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("CheckedContinuation", value)) }
        return box
    }
}

/// A continuation: resumed once, with a value or an error, which the task awaiting it gets.
final class ContinuationBox: HostObject {
    private enum State { case pending, resumed(Result<Value, ContinuationFailure>), taken }
    private var state = State.pending
    private let waiter = ParkedWaiter()
    /// `CheckedContinuation` or `UnsafeContinuation`.
    let typeName: String

    init(typeName: String) { self.typeName = typeName }

    func resume(with result: Result<Value, ContinuationFailure>) throws {
        guard case .pending = state else {
            throw RuntimeFailure("SWIFT TASK CONTINUATION MISUSE: tried to resume its continuation more than once")
        }
        state = .resumed(result)
        waiter.wake()
    }

    /// The value the continuation was resumed with, waiting in the context's task until then.
    func awaitResult(in context: ScriptContext?) throws -> Value {
        while true {
            if case .resumed(let result) = state {
                state = .taken
                return try result.get()
            }
            guard let task = context?.task, let services = context?.services else {
                throw RuntimeFailure("a continuation is awaited only inside a task (Task { … } or .task { … })")
            }
            try waiter.park(task, on: services)
        }
    }
}

/// The error a throwing continuation was resumed with, thrown in the awaiting task as the
/// script's own error.
struct ContinuationFailure: ThrowableFailure {
    let thrownValue: Value
    var thrownDescription: String { Value.describe(thrownValue) }
}
