import ScrollworkCore

/// `AsyncStream` and `AsyncThrowingStream` with their continuations, iterated by `for await`
/// (see `AsyncElementSource`): the build closure runs when the stream is made, as in Swift,
/// and the loop gets what is yielded, in order, waiting in its task while nothing is there.
enum SwiftAsyncStreamSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("AsyncSequence", .protocol, doc: "Values that arrive over time, iterated with for await.")
        surface.type("AsyncPublisher", conformsTo: ["AsyncSequence"], doc: "A Combine publisher's values as an async sequence (`publisher.values`).")
        stream(&surface, throwing: false)
        stream(&surface, throwing: true)
    }

    private static func stream(_ surface: inout SurfaceBuilder, throwing: Bool) {
        let name = throwing ? "AsyncThrowingStream" : "AsyncStream"
        let generic = throwing ? "\(name)<Element, Failure>" : "\(name)<Element>"
        let continuation = "\(generic).Continuation"
        let policy = "\(continuation).BufferingPolicy"
        surface.type(name, conformsTo: ["AsyncSequence"], doc: "A sequence whose elements a continuation yields; for await gets them in order.") { t in
            // Swift declares `_ elementType: Element.Type = Element.self` once; the default names
            // the type's own parameter, which a call site cannot spell, so the form without the
            // argument is declared on its own.
            for elementType in ["_ elementType: Element.Type, ", ""] {
                let offset = elementType.isEmpty ? 0 : 1
                t.initializer("init(\(elementType)bufferingPolicy limit: \(policy) = .unbounded, _ build: (\(continuation)) -> Void)",
                              role: .interaction, doc: "Runs build now with the stream's continuation; what it yields, now or later, the loop gets.") { a in
                    let stream = AsyncStreamValue(isThrowing: throwing, buffering: try buffering(a[offset]))
                    _ = try ValueReaders.closure(a[offset + 1], "build").call([.host(ContinuationValue(stream))], in: a.context)
                    return .host(stream)
                }
                let of = elementType.isEmpty ? "" : "of elementType: Element.Type, "
                t.staticFunction("static func makeStream(\(of)bufferingPolicy limit: \(policy) = .unbounded) -> (stream: \(generic), continuation: \(continuation))",
                                 role: .interaction, doc: "A stream and its continuation, to yield to from elsewhere.") { a in
                    let stream = AsyncStreamValue(isThrowing: throwing, buffering: try buffering(a[offset]))
                    return .tuple(TupleValue([.host(stream), .host(ContinuationValue(stream))], labels: ["stream", "continuation"]))
                }
            }
        }
        // A struct in Swift whose `onTermination` has a nonmutating setter: every copy shares the
        // stream. Declared as a class here, which is what lets a `let` copy set it.
        surface.type("\(name).Continuation", .class, doc: "Yields a stream's elements and finishes it.") { t in
            t.method("func yield(_ value: Element) -> \(continuation).YieldResult", role: .interaction,
                     doc: "Gives the stream an element; a loop waiting for one goes on.") { r, a in
                .symbol(try stream(of: r).yield(a[0]))
            }
            if throwing {
                t.method("func finish(throwing error: Failure? = nil)", role: .interaction,
                         doc: "Ends the stream after its buffered elements; with an error, the loop throws it.") { r, a in
                    let error: Value? = if case .none = a[0] { nil } else { a[0] }
                    try stream(of: r).finish(throwing: error, in: a.context)
                    return .none
                }
            } else {
                t.method("func finish()", role: .interaction, doc: "Ends the stream after its buffered elements.") { r, a in
                    try stream(of: r).finish(throwing: nil, in: a.context)
                    return .none
                }
            }
            t.property("var onTermination: ((\(continuation).Termination) -> Void)? { get set }",
                       doc: "Called once when the stream finishes.", get: { r in
                guard let handler = try stream(of: r).onTermination else { return .none }
                return .function(handler)
            }, set: { r, value in
                let handler: Callable? = if case .function(let handler) = value { handler } else { nil }
                try stream(of: r).onTermination = handler
            })
        }
        surface.type("\(name).Continuation.BufferingPolicy", doc: "How many yielded elements a stream keeps before the loop takes them.") { t in
            t.constant("static var unbounded: \(policy) { get }", role: .interaction, doc: "Keeps every element.", .symbol("unbounded"))
            for (case_, doc) in [("bufferingOldest", "Keeps the oldest elements; later ones are dropped while it is full."),
                                 ("bufferingNewest", "Keeps the newest elements; the oldest are dropped.")] {
                t.staticFunction("static func \(case_)(_ limit: Int) -> \(policy)", role: .interaction, doc: doc) { a in
                    .tuple(TupleValue([.symbol(case_), .int(try ValueReaders.int(a[0], "limit"))], labels: [nil, nil]))
                }
            }
        }
        // Its cases carry values (`enqueued(remaining:)`, `dropped(_:)`), which are not declared:
        // a script that reads a yield's result stops at the case with a located error.
        surface.type("\(name).Continuation.YieldResult", doc: "What became of a yielded element.")
        // `onTermination` is given `.finished` or `.cancelled`, matched by a `switch` over them.
        surface.type("\(name).Continuation.Termination", doc: "Why a stream ended: finished or cancelled.")
    }

    private static func buffering(_ value: Value) throws -> AsyncStreamValue.Buffering {
        switch value {
        case .none, .symbol("unbounded"): return .unbounded
        case .tuple(let tuple) where tuple.elements.count == 2:
            guard case .int(let limit) = tuple.elements[1] else { break }
            if case .symbol("bufferingOldest") = tuple.elements[0] { return .oldest(limit) }
            if case .symbol("bufferingNewest") = tuple.elements[0] { return .newest(limit) }
        default: break
        }
        throw RuntimeFailure(RuntimeMessages.typeMismatch("BufferingPolicy", value))
    }

    private static func stream(of continuation: Value) throws -> AsyncStreamValue {
        guard case .host(let value as ContinuationValue) = continuation else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("AsyncStream.Continuation", continuation))
        }
        return value.stream
    }
}

/// A stream's continuation: yields to it and finishes it (copies share the stream, as in Swift).
final class ContinuationValue: HostObject {
    let stream: AsyncStreamValue
    init(_ stream: AsyncStreamValue) { self.stream = stream }
    var typeName: String { (stream.isThrowing ? "AsyncThrowingStream" : "AsyncStream") + ".Continuation" }
}
