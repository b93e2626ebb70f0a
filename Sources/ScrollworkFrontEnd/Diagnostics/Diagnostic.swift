/// A located message from any stage (lexer, parser, resolver, interpreter), printed by
/// `DiagnosticRenderer` the way the Swift compiler prints its own.
public struct Diagnostic: Error, Hashable, Sendable {
    public enum Severity: String, Hashable, Sendable {
        case error, warning, note
    }

    public var severity: Severity
    public var message: String
    public var range: SourceRange
    /// A short suggestion shown as a note at the same place, e.g. "did you mean 'threshold'?".
    public var hint: String?
    /// Further located notes, e.g. "'threshold' declared here".
    public var notes: [Diagnostic]
    /// The error value a script threw with `throw`, while it propagates to a `catch`; nil for
    /// every other diagnostic. A thrown error travels as a diagnostic so that, if nothing
    /// catches it, every host call that runs script code reports it, located, as it reports
    /// a trap.
    public var thrown: ThrownPayload?

    public init(
        severity: Severity, message: String, range: SourceRange,
        hint: String? = nil, notes: [Diagnostic] = []
    ) {
        self.severity = severity
        self.message = message
        self.range = range
        self.hint = hint
        self.notes = notes
    }

    public static func error(_ message: String, at range: SourceRange, hint: String? = nil) -> Diagnostic {
        Diagnostic(severity: .error, message: message, range: range, hint: hint)
    }

    public static func warning(_ message: String, at range: SourceRange, hint: String? = nil) -> Diagnostic {
        Diagnostic(severity: .warning, message: message, range: range, hint: hint)
    }

    public static func note(_ message: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(severity: .note, message: message, range: range)
    }

    public var isError: Bool { severity == .error }
}

/// The value behind a thrown error, opaque to the front end (the runtime's own value type);
/// compared by identity, as one throw is one error on its way.
public final class ThrownPayload: Hashable, @unchecked Sendable {
    public let value: Any
    public init(_ value: Any) { self.value = value }
    public static func == (a: ThrownPayload, b: ThrownPayload) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Diagnostic: CustomStringConvertible {
    /// A one-line form for logs and test failures; use `DiagnosticRenderer` for users.
    public var description: String {
        var text = "\(severity.rawValue): \(message) [\(range)]"
        if let hint { text += " (\(hint))" }
        return text
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic in the list is an error (warnings do not block loading).
    public var containsErrors: Bool { contains { $0.severity == .error } }
}
