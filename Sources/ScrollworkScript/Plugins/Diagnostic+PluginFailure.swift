import ScrollworkCore
import ScrollworkFrontEnd

/// The simulation passes a plug-in's failure on as it was thrown (it knows no source text);
/// here it becomes the front end's diagnostic, located in the plug-in's source.
extension Diagnostic {
    /// The failure as a diagnostic: the error as `init(failure:at:)` makes it, at the
    /// plug-in's place, with what the simulation did instead as a note there.
    public init(_ failure: PluginFailure) {
        let range = failure.location.map(SourceRange.init)
        var diagnostic = Diagnostic(failure: failure.error, at: range)
        if let fallback = failure.fallback { diagnostic = diagnostic.adding(.note(fallback, at: range ?? .unlocated)) }
        self = diagnostic
    }
}

extension SourceRange {
    /// The range a plug-in's location names.
    public init(_ location: SourceSpan) {
        self.init(file: location.file, start: location.start, end: location.end)
    }
}

extension SourceSpan {
    /// The simulation's copy of a range, handed to it with a plug-in.
    public init(_ range: SourceRange) {
        self.init(file: range.file, start: range.start, end: range.end)
    }
}
