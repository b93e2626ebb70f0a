import Foundation
import ScrollworkFrontEnd

/// Where every pass reports: one list, in the order the passes found them, so a build's
/// diagnostics read file by file as the passes walked them.
final class DiagnosticSink {
    /// Open to the body pass, which compiles some code on trial and drops what the trial reported.
    var diagnostics: [Diagnostic] = []
    /// The names a "no loaded file declares" warning was given for, so each is reported once
    /// whichever pass meets it first.
    var warnedNames: Set<String> = []

    func error(_ message: String, at range: SourceRange, hint: String? = nil) {
        diagnostics.append(.error(message, at: range, hint: hint))
    }

    func warning(_ message: String, at range: SourceRange, hint: String? = nil) {
        diagnostics.append(.warning(message, at: range, hint: hint))
    }
}
