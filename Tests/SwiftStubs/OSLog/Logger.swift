// Declarations only: OSLog's `Logger` as Apple documents it, for type-checking fixtures (the
// `os` module is Apple's only). A message is a string literal with interpolations.
public struct OSLogMessage: ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
}

public struct OSLogType: Equatable, RawRepresentable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let `default` = OSLogType(rawValue: 0)
    public static let info = OSLogType(rawValue: 1)
    public static let debug = OSLogType(rawValue: 2)
    public static let error = OSLogType(rawValue: 16)
    public static let fault = OSLogType(rawValue: 17)
}

public struct Logger: @unchecked Sendable {
    public init(subsystem: String, category: String) {}
    public init() {}
    public func log(_ message: OSLogMessage) {}
    public func log(level: OSLogType, _ message: OSLogMessage) {}
    public func trace(_ message: OSLogMessage) {}
    public func debug(_ message: OSLogMessage) {}
    public func info(_ message: OSLogMessage) {}
    public func notice(_ message: OSLogMessage) {}
    public func warning(_ message: OSLogMessage) {}
    public func error(_ message: OSLogMessage) {}
    public func critical(_ message: OSLogMessage) {}
    public func fault(_ message: OSLogMessage) {}
}

public final class OSLog: @unchecked Sendable {
    public struct Category: Hashable, Sendable {
        public static let pointsOfInterest = Category()
        public static let dynamicTracing = Category()
        public static let dynamicStackTracing = Category()
    }
    public init(subsystem: String, category: String) {}
    public init(subsystem: String, category: Category) {}
    private init() {}
    public static let `default` = OSLog()
    public static let disabled = OSLog()
}

public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...) {}
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: OSLogMessage) {}

public struct OSSignpostType: Equatable, Sendable {
    private init() {}
    public static let begin = OSSignpostType()
    public static let end = OSSignpostType()
    public static let event = OSSignpostType()
}

public struct OSSignpostID: Equatable, Sendable {
    public init(log: OSLog) {}
    public init(_ value: UInt64) {}
    public static let exclusive = OSSignpostID(0)
    public static let invalid = OSSignpostID(1)
}

public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer? = nil, log: OSLog, name: StaticString, signpostID: OSSignpostID = .exclusive) {}
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer? = nil, log: OSLog, name: StaticString, signpostID: OSSignpostID = .exclusive,
                        _ format: StaticString, _ arguments: CVarArg...) {}

public struct OSSignpostIntervalState: Sendable {}

public struct OSSignposter: @unchecked Sendable {
    public init(subsystem: String, category: String) {}
    public init(logHandle: OSLog) {}
    public init(logger: Logger) {}
    public func makeSignpostID() -> OSSignpostID { .exclusive }
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState { OSSignpostIntervalState() }
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {}
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {}
}
