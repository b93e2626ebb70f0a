import ScrollworkCore

/// `DispatchQueue.main.async` and `asyncAfter(deadline:)`: blocks the scene runs on the
/// simulation clock during `step`, `wait` and `settle` (docs/SEMANTICS.md, "Determinism"). A
/// `DispatchTime` is the scene's simulated time in seconds, so `.now() + 0.2` is 0.2 s from now.
enum DispatchSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("DispatchQueue", .class, doc: "A queue of work; only the main queue exists in a scene.") { t in
            t.constant("static var main: DispatchQueue { get }", role: .interaction, doc: "The main queue: the scene's clock.",
                       .symbol("main"))
            t.method("func async(execute work: @escaping () -> Void)", role: .interaction,
                     doc: "Runs the block after the current command's own work, at the same simulated time.") { _, a in
                let services = try a.context.requiredServices()
                try services.schedule.add(.block(try ValueReaders.closure(a[0], "execute")), at: services.now)
                return .none
            }
            t.method("func asyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void)", role: .interaction,
                     doc: "Runs the block at the first frame at or after the deadline.") { _, a in
                let services = try a.context.requiredServices()
                let deadline = try ValueReaders.double(a[0], "deadline")
                try services.schedule.add(.block(try ValueReaders.closure(a[1], "execute")), at: Swift.max(deadline, services.now))
                return .none
            }
        }
        surface.type("DispatchTime", conformsTo: ["Comparable"], doc: "A moment on the scene's clock, in seconds.") { t in
            t.staticFunction("static func now() -> DispatchTime", role: .interaction, doc: "The scene's simulated time now.") { a in
                .double(try a.context.requiredServices().now)
            }
            t.property("var uptimeNanoseconds: UInt64 { get }", doc: "The moment in nanoseconds of simulated time.") { value in
                .int(Int((try ValueReaders.double(value, "uptimeNanoseconds") * 1e9).rounded()))
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
}
