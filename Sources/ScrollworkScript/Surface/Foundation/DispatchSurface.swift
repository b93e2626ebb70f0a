import ScrollworkCore

/// `DispatchQueue.main.async` and `asyncAfter(deadline:)`: blocks the scene runs on the
/// simulation clock during `step`, `wait` and `settle` (docs/SEMANTICS.md, "Determinism"). A
/// `DispatchTime` is the scene's simulated time in seconds, so `.now() + 0.2` is 0.2 s from now.
///
/// A scene runs one piece of work at a time, so a queue an app makes (`DispatchQueue(label:)`,
/// `.global()`) runs its blocks as the main queue does: after the current command's own work,
/// in the order they were given. A concurrent queue's blocks may run in any order on iOS;
/// this is one of those orders, and the same on every run.
enum DispatchSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("DispatchQueue", .class, doc: "A queue of work; every queue runs its blocks on the scene's clock.") { t in
            t.constant("static var main: DispatchQueue { get }", role: .interaction, doc: "The main queue: the scene's clock.",
                       .host(DispatchQueueValue.main))
            t.initializer("init(label: String, qos: DispatchQoS = .unspecified, attributes: DispatchQueue.Attributes = [], "
                          + "autoreleaseFrequency: DispatchQueue.AutoreleaseFrequency = .inherit, target: DispatchQueue? = nil)",
                          role: .interaction, doc: "A queue of the app's own; its blocks run on the scene's clock, one after another.") { a in
                .host(DispatchQueueValue(label: try ValueReaders.string(a[0], "label")))
            }
            t.staticFunction("static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue", role: .interaction,
                             doc: "A global queue; its blocks run on the scene's clock, one after another.") { a in
                .host(DispatchQueueValue.global(ValueReaders.symbol(a[0]) ?? "default"))
            }
            t.property("var label: String { get }", doc: "The name the queue was made with.") { r in
                .string(try queue(r).label)
            }
            // iOS 15's asyncAndWait waits for its block as sync does, from the main queue too.
            for (name, declaration) in [("sync", "func sync<T>(execute work: () throws -> T) rethrows -> T"),
                                        ("asyncAndWait", "func asyncAndWait<T>(execute work: () throws -> T) rethrows -> T")] {
                t.method(declaration, role: .interaction, doc: "Runs the block now and gives back what it returns.") { r, a in
                    guard try queue(r) !== DispatchQueueValue.main else {
                        throw RuntimeFailure("'DispatchQueue.main.\(name)' from the main queue waits for itself: iOS stops the app here")
                    }
                    return try ValueReaders.closure(a[0], "execute").call([], in: a.context)
                }
            }
            // A quality of service changes nothing here: every queue runs on the scene's clock.
            t.method("func async(qos: DispatchQoS = .unspecified, execute work: @escaping () -> Void)", role: .interaction,
                     doc: "Runs the block after the current command's own work, at the same simulated time.") { r, a in
                try enqueue(try ValueReaders.closure(a[1], "execute"), on: r, a)
            }
            t.method("func async(execute workItem: DispatchWorkItem)", role: .interaction,
                     doc: "Runs the item after the current command's own work, unless it is cancelled by then.") { r, a in
                try enqueue(try DispatchWorkSurface.block(of: a[0]), on: r, a)
            }
            // The group holds the block's work from now until it has run.
            t.method("func async(group: DispatchGroup?, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], "
                     + "execute work: @escaping () -> Void)", role: .interaction,
                     doc: "Runs the block after the current command's own work, the group holding it until it has run.") { r, a in
                let block = try ValueReaders.closure(a[3], "execute")
                guard case .host(let group as DispatchGroupValue) = a[0] else { return try enqueue(block, on: r, a) }
                let services = try a.context.requiredServices()
                group.enter()
                return try enqueue(Callable(name: block.name, arity: 0) { _, context in
                    let result = Result { try block.call([], in: context) }
                    try group.leave(services)
                    return try result.get()
                }, on: r, a)
            }
            // A wall-clock deadline is a moment on the scene's clock too: no time passes but the simulated.
            for (label, type) in [("deadline", "DispatchTime"), ("wallDeadline", "DispatchWallTime")] {
                t.method("func asyncAfter(\(label): \(type), execute: DispatchWorkItem)", role: .interaction,
                         doc: "Runs the item at the first frame at or after the deadline, unless it is cancelled by then.") { r, a in
                    try enqueue(try DispatchWorkSurface.block(of: a[1]), on: r, a, at: try ValueReaders.double(a[0], label))
                }
                t.method("func asyncAfter(\(label): \(type), qos: DispatchQoS = .unspecified, execute work: @escaping () -> Void)",
                         role: .interaction, doc: "Runs the block at the first frame at or after the deadline.") { r, a in
                    try enqueue(try ValueReaders.closure(a[2], "execute"), on: r, a, at: try ValueReaders.double(a[0], label))
                }
            }
        }
        surface.type("DispatchQoS", doc: "How urgent a queue's work is; every queue runs on the scene's clock here.") { t in
            for name in qualities {
                t.constant("static let `\(name)`: DispatchQoS", role: .visual, doc: "A quality of service.", .symbol(name))
            }
        }
        surface.type("DispatchQoS.QoSClass", .enum, doc: "How urgent a global queue's work is.") { t in
            t.cases(qualities, role: .visual, doc: "A quality-of-service class.")
        }
        surface.type("DispatchQueue.Attributes", .optionSet, doc: "How a queue runs its blocks.") { t in
            t.constant("static let concurrent: DispatchQueue.Attributes", role: .visual,
                       doc: "Blocks may run at once on iOS; here they run one after another in the order given.", .int(2))
        }
        surface.type("DispatchQueue.AutoreleaseFrequency", .enum, doc: "When a queue drains its autorelease pool.") { t in
            t.cases(["inherit", "workItem", "never"], role: .visual, doc: "An autorelease frequency.")
        }
        surface.type("DispatchTime", conformsTo: ["Comparable"], doc: "A moment on the scene's clock, in seconds.") { t in
            t.staticFunction("static func now() -> DispatchTime", role: .interaction, doc: "The scene's simulated time now.") { a in
                .double(try a.context.requiredServices().now)
            }
            t.property("var uptimeNanoseconds: UInt64 { get }", doc: "The moment in nanoseconds of simulated time.") { value in
                .uint(UInt64((try ValueReaders.double(value, "uptimeNanoseconds") * 1e9).rounded()))
            }
        }
        surface.type("DispatchWallTime", conformsTo: ["Comparable"], doc: "A moment of wall-clock time: the scene's clock, in seconds.") { t in
            t.staticFunction("static func now() -> DispatchWallTime", role: .interaction, doc: "The scene's simulated time now.") { a in
                .double(try a.context.requiredServices().now)
            }
        }
        surface.type("DispatchTimeInterval", .enum, doc: "A span of time added to a DispatchTime; seconds in scripts.") { t in
            for (name, scale) in [("seconds", 1.0), ("milliseconds", 1e-3), ("microseconds", 1e-6), ("nanoseconds", 1e-9)] {
                t.staticFunction("static func \(name)(_ value: Int) -> DispatchTimeInterval", role: .interaction,
                                 doc: "\(name.capitalized) as a span of time.") { a in
                    .double(Double(try ValueReaders.int(a[0], name)) * scale)
                }
            }
        }
    }

    private static let qualities = ["background", "utility", "default", "userInitiated", "userInteractive", "unspecified"]

    /// Puts the block on the scene's schedule for the queue, at the deadline (now when it has
    /// passed or there is none), on the main thread when the queue is the main one.
    private static func enqueue(_ block: Callable, on queue: Value, _ a: SurfaceArguments, at deadline: Double? = nil) throws -> Value {
        let services = try a.context.requiredServices()
        try services.schedule.add(.block(block, onMainThread: try isMain(queue)), at: Swift.max(deadline ?? services.now, services.now))
        return .none
    }

    /// Whether the queue is the main one, where the scene's views run.
    static func isMain(_ value: Value) throws -> Bool { try queue(value) === DispatchQueueValue.main }

    private static func queue(_ value: Value) throws -> DispatchQueueValue {
        guard case .host(let queue as DispatchQueueValue) = value else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("DispatchQueue", value))
        }
        return queue
    }
}

/// A dispatch queue in a script: its label; what it runs goes on the scene's schedule.
final class DispatchQueueValue: HostObject {
    static let main = DispatchQueueValue(label: "com.apple.main-thread")
    let label: String

    /// The global queue of a quality of service, labelled as Dispatch labels it
    /// (`com.apple.root.user-initiated-qos`); `.unspecified` gives the default one.
    static func global(_ quality: String) -> DispatchQueueValue {
        let words = quality == "unspecified" ? "default" : quality.reduce(into: "") { label, character in
            if character.isUppercase { label += "-" }
            label += character.lowercased()
        }
        return DispatchQueueValue(label: "com.apple.root.\(words)-qos")
    }

    var typeName: String { "DispatchQueue" }
    init(label: String) { self.label = label }
}
