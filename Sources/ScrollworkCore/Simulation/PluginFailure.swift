/// Where a plug-in is written, as the language that compiled it numbers its files and UTF-8
/// offsets. The simulation never reads it; it only passes it on with the plug-in's failures,
/// so the language can point its diagnostic there.
public struct SourceSpan: Hashable, Sendable {
    public var file: Int
    public var start: Int
    public var end: Int

    public init(file: Int, start: Int, end: Int) {
        self.file = file
        self.start = start
        self.end = end
    }
}

/// A plug-in (behaviour, transition, sticky rule) or the scene's own code failed and the
/// simulation fell back: what the simulation puts in a `.scriptError` event.
///
/// The simulation knows no source text, so it keeps what was thrown as it was thrown (a
/// script-backed plug-in throws the language's located diagnostic) and leaves rendering it
/// to the language and the REPL.
public struct PluginFailure: Hashable, Sendable {
    /// What was thrown, as it was thrown.
    public var error: any Error
    /// The plug-in's place, for an error that carries none of its own; nil for the built-ins.
    public var location: SourceSpan?
    /// What the simulation did instead, when it says more than the error, e.g. "the scroll
    /// heads for the natural target".
    public var fallback: String?

    public init(_ error: any Error, location: SourceSpan? = nil, fallback: String? = nil) {
        self.error = error
        self.location = location
        self.fallback = fallback
    }

    /// Errors compare as values when they are (the language's diagnostics are), else by
    /// their text: enough for events to be compared in tests and deduplicated.
    private var errorKey: AnyHashable { (error as? AnyHashable) ?? AnyHashable(String(reflecting: error)) }

    public static func == (lhs: PluginFailure, rhs: PluginFailure) -> Bool {
        lhs.location == rhs.location && lhs.fallback == rhs.fallback && lhs.errorKey == rhs.errorKey
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(location)
        hasher.combine(fallback)
        hasher.combine(errorKey)
    }
}

/// What the simulation itself finds wrong with a plug-in's result.
public enum PluginResultError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A behaviour's `updateTarget` left a target that is not finite; the natural one is used.
    case nonFiniteTarget(behavior: String)

    public var description: String {
        switch self {
        case .nonFiniteTarget(let behavior):
            return "\(behavior): updateTarget produced a non-finite target; using the natural target"
        }
    }
}
