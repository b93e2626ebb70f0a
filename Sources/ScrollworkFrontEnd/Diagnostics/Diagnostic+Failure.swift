/// Failures as diagnostics: what a failing plug-in or callback is reported as.
///
/// Script-backed plug-ins throw `Diagnostic`s located in their source; a native plug-in
/// (a test's, a host's) may throw any error, which becomes a diagnostic at the plug-in's
/// location when it has one, or at no place at all.
extension Diagnostic {
    /// The error as a diagnostic: a diagnostic as it is, anything else as its description
    /// at `range` (or unlocated).
    public init(failure error: any Error, at range: SourceRange? = nil) {
        if let diagnostic = error as? Diagnostic {
            self = diagnostic
        } else {
            self = .error(String(describing: error), at: range ?? .unlocated)
        }
    }

    /// The same diagnostic with one more note.
    public func adding(_ note: Diagnostic) -> Diagnostic {
        var copy = self
        copy.notes.append(note)
        return copy
    }
}

extension SourceRange {
    /// A range in no file, for failures that have no source to point at; renderers print
    /// such a diagnostic without a location.
    public static let unlocated = SourceRange(file: Int.min, at: 0)

    /// Whether the range points at no file (`unlocated`).
    public var isUnlocated: Bool { file == Int.min }
}
