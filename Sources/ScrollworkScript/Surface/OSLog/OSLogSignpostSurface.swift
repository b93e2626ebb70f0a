/// The system log's older and lower-level calls: `OSLog` handles, `os_log`, and the signposts
/// apps mark intervals with for Instruments (`os_signpost`, `OSSignposter`). What they write
/// goes to the device's log and to Instruments, which nothing in a scene reads: drawn only,
/// each call accepted and writing nothing (its arguments are still evaluated).
enum OSLogSignpostSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("OSLog", .class, doc: "A handle on a subsystem's log.") { t in
            t.initializer("init(subsystem: String, category: String)", role: .visual, doc: "A log for a subsystem and category.") { _ in
                .host(LogHandle.shared)
            }
            // Instruments' own categories (`.pointsOfInterest`), whose signposts it shows on a timeline.
            t.initializer("init(subsystem: String, category: OSLog.Category)", role: .visual,
                          doc: "A log for a subsystem and one of Instruments' categories.") { _ in .host(LogHandle.shared) }
            t.constant("static let `default`: OSLog", role: .visual, doc: "The default log.", .host(LogHandle.shared))
            t.constant("static let disabled: OSLog", role: .visual, doc: "A log that writes nothing.", .host(LogHandle.shared))
        }
        surface.type("OSLog.Category", conformsTo: ["Hashable"], doc: "A category Instruments knows.") { t in
            for name in ["pointsOfInterest", "dynamicTracing", "dynamicStackTracing"] {
                t.constant("static let \(name): OSLog.Category", role: .visual, doc: "One of Instruments' categories.", .symbol(name))
            }
        }
        surface.function("func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...)",
                         role: .visual, doc: "Writes a formatted message to the log (drawn only).") { _ in .none }
        surface.function("func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: OSLogMessage)",
                         role: .visual, doc: "Writes the message to the log at the level (drawn only).") { _ in .none }
        surface.type("OSSignpostType", doc: "Whether a signpost begins or ends an interval, or marks an event.") { t in
            t.cases(["begin", "end", "event"], role: .visual, doc: "A signpost's kind.")
        }
        surface.type("OSSignpostID", doc: "Tells apart intervals of the same name.") { t in
            t.initializer("init(log: OSLog)", role: .visual, doc: "A new identifier.") { _ in .symbol("signpost") }
            t.initializer("init(_ value: UInt64)", role: .visual, doc: "An identifier of that value.") { _ in .symbol("signpost") }
            t.constant("static let exclusive: OSSignpostID", role: .visual, doc: "The one identifier of non-overlapping intervals.",
                       .symbol("signpost"))
            t.constant("static let invalid: OSSignpostID", role: .visual, doc: "No identifier.", .symbol("signpost"))
        }
        surface.function("func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer? = nil, log: OSLog, name: StaticString, signpostID: OSSignpostID = .exclusive)",
                         role: .visual, doc: "Marks an interval's beginning or end, or an event, for Instruments (drawn only).") { _ in .none }
        surface.function("func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer? = nil, log: OSLog, name: StaticString, signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: CVarArg...)",
                         role: .visual, doc: "The same with a formatted message (drawn only).") { _ in .none }
        surface.type("OSSignpostIntervalState", doc: "An interval an OSSignposter began.")
        surface.type("OSSignposter", doc: "Marks intervals and events for Instruments.") { t in
            t.initializer("init(subsystem: String, category: String)", role: .visual, doc: "A signposter for a subsystem and category.") { _ in
                .host(LogHandle.shared)
            }
            t.initializer("init(logHandle: OSLog)", role: .visual, doc: "A signposter writing to the log.") { _ in .host(LogHandle.shared) }
            t.initializer("init(logger: Logger)", role: .visual, doc: "A signposter writing where the logger does.") { _ in .host(LogHandle.shared) }
            t.method("func makeSignpostID() -> OSSignpostID", role: .visual, doc: "A new identifier.") { _, _ in .symbol("signpost") }
            t.method("func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState", role: .visual,
                     doc: "Begins an interval (drawn only).") { _, _ in .symbol("interval") }
            t.method("func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState)", role: .visual,
                     doc: "Ends an interval (drawn only).") { _, _ in .none }
            t.method("func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive)", role: .visual,
                     doc: "Marks an event (drawn only).") { _, _ in .none }
        }
    }
}

/// An `OSLog` or `OSSignposter`: every one writes where a scene does not read.
final class LogHandle: HostObject {
    static let shared = LogHandle()
    var typeName: String { "OSLog" }
}
