import ScrollworkCore
/// Prints diagnostics the way the Swift compiler does:
///
///     Snap.swift:4:12: error: cannot find 'treshold' in scope
///         if y < treshold {
///                ^~~~~~~~
///     Snap.swift:4:12: note: did you mean 'threshold'?
///
/// ANSI colour only when asked for (the caller knows whether it writes to a terminal).
/// A diagnostic in a file the renderer was not given (an unlocated failure of a native
/// plug-in) prints as `error: message`, as the compiler prints errors about no file.
///
/// This is the only formatter of diagnostics: load errors, REPL input, script failures in
/// the simulation and in scene callbacks all print through it.
public struct DiagnosticRenderer {
    private let files: [Int: SourceFile]
    private let color: Bool

    public init(files: [SourceFile], color: Bool) {
        var table: [Int: SourceFile] = [:]
        for file in files { table[file.id] = file }
        self.files = table
        self.color = color
    }

    /// The full text of a diagnostic with its hint and notes, ending in a line break.
    public func render(_ diagnostic: Diagnostic) -> String {
        var output = ""
        append(diagnostic, to: &output)
        if let hint = diagnostic.hint {
            output += header(location(of: diagnostic.range), severity: .note, message: hint)
        }
        for note in diagnostic.notes {
            append(note, to: &output)
            if let hint = note.hint {
                output += header(location(of: note.range), severity: .note, message: hint)
            }
        }
        return output
    }

    /// Several diagnostics, in the order given.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined()
    }

    private func append(_ diagnostic: Diagnostic, to output: inout String) {
        output += header(location(of: diagnostic.range), severity: diagnostic.severity, message: diagnostic.message)
        guard let file = files[diagnostic.range.file] else { return }
        let (lineNumber, _) = file.location(of: diagnostic.range.start)
        guard let line = file.line(lineNumber) else { return }
        output += line + "\n"
        output += paint(caretLine(for: diagnostic.range, in: file, line: lineNumber), Style.caret) + "\n"
    }

    private func location(of range: SourceRange) -> String? {
        guard let file = files[range.file] else { return nil }
        let (line, column) = file.location(of: range.start)
        return "\(file.path):\(line):\(column)"
    }

    private func header(_ location: String?, severity: Diagnostic.Severity, message: String) -> String {
        let label: String
        switch severity {
        case .error: label = paint("error:", Style.error)
        case .warning: label = paint("warning:", Style.warning)
        case .note: label = paint("note:", Style.note)
        }
        let place = location.map { paint($0 + ":", Style.bold) + " " } ?? ""
        return place + label + " " + paint(message, Style.bold) + "\n"
    }

    /// Spaces (tabs kept as tabs, so the caret lines up) up to the start, then `^` and a
    /// `~` for each further character of the range on that line.
    private func caretLine(for range: SourceRange, in file: SourceFile, line: Int) -> String {
        let lineStart = file.lineStart(ofLineIndex: line - 1)
        let start = min(max(range.start, lineStart), file.utf8.count)
        var lineEnd = start
        while lineEnd < file.utf8.count, file.utf8[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        let prefix = String(decoding: file.utf8[lineStart..<start], as: UTF8.self)
        var caret = ""
        for character in prefix {
            caret += character == "\t" ? "\t" : " "
        }
        let stop = min(max(range.end, start), lineEnd)
        let covered = String(decoding: file.utf8[start..<stop], as: UTF8.self).count
        caret += "^" + String(repeating: "~", count: max(0, covered - 1))
        return caret
    }

    private enum Style {
        static let bold = "\u{1B}[1m"
        static let error = "\u{1B}[1;31m"
        static let warning = "\u{1B}[1;35m"
        static let note = "\u{1B}[1;36m"
        static let caret = "\u{1B}[1;32m"
        static let reset = "\u{1B}[0m"
    }

    private func paint(_ text: String, _ style: String) -> String {
        color ? style + text + Style.reset : text
    }
}
