/// The unified logging system's `Logger`, as apps log what their code does: a message goes to
/// the device's log, which nothing in a scene reads, so each call is accepted and writes
/// nothing (the message's interpolations are still evaluated, as on iOS).
enum OSLogLoggerSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        // A log message is written as a string literal with interpolations.
        surface.alias("OSLogMessage", for: "String")
        surface.type("OSLogType", doc: "A log message's level.") { t in
            t.cases(["debug", "info", "error", "fault"], doc: "A log level.")
            t.enumCase("default", doc: "The default log level.", .symbol("default"))
        }
        surface.type("Logger", doc: "Writes messages to the device's log, which a scene does not show.") { t in
            t.initializer("init(subsystem: String, category: String)", doc: "A logger for a subsystem and category.") { _ in
                .host(LoggerValue.shared)
            }
            t.initializer("init()", doc: "A logger for the default subsystem.") { _ in .host(LoggerValue.shared) }
            for level in ["debug", "trace", "info", "notice", "warning", "error", "critical", "fault", "log"] {
                t.method("func \(level)(_ message: OSLogMessage)", doc: "Writes the message to the device's log.") { _, _ in .none }
            }
            t.method("func log(level: OSLogType, _ message: OSLogMessage)",
                     doc: "Writes the message to the device's log at the level.") { _, _ in .none }
        }
    }
}

/// A `Logger`: every one writes to the same log, which a scene does not read.
final class LoggerValue: HostObject {
    static let shared = LoggerValue()
    var typeName: String { "Logger" }
}
