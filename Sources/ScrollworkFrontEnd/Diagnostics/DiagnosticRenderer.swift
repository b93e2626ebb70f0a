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

    /// How many diagnostics of one file are shown; the rest are counted in one line, so a
    /// line of 30,000 stray characters prints 20 errors, not 30,000 copies of itself.
    public static let shownPerFile = 20

    /// Several diagnostics, in the order given: at most `shownPerFile` of each file, then a
    /// line counting the rest.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        var output = ""
        var shown: [Int: Int] = [:]
        var hidden: [(file: Int, errors: Int, warnings: Int)] = []
        for diagnostic in diagnostics {
            let file = diagnostic.range.file
            if shown[file, default: 0] < Self.shownPerFile {
                shown[file, default: 0] += 1
                output += render(diagnostic)
                continue
            }
            let index = hidden.firstIndex { $0.file == file } ?? {
                hidden.append((file, 0, 0))
                return hidden.count - 1
            }()
            if diagnostic.isError { hidden[index].errors += 1 } else { hidden[index].warnings += 1 }
        }
        for entry in hidden {
            var counts: [String] = []
            if entry.errors > 0 { counts.append("\(entry.errors) more error\(entry.errors == 1 ? "" : "s")") }
            if entry.warnings > 0 { counts.append("\(entry.warnings) more warning\(entry.warnings == 1 ? "" : "s")") }
            let path = files[entry.file].map { TerminalText.escaped($0.path, singleLine: true) } ?? "<unknown>"
            output += paint(path + ":", Style.bold) + " " + paint("note:", Style.note) + " "
                + counts.joined(separator: " and ") + " not shown (only the first \(Self.shownPerFile) of a file are)\n"
        }
        return output
    }

    private func append(_ diagnostic: Diagnostic, to output: inout String) {
        output += header(location(of: diagnostic.range), severity: diagnostic.severity, message: diagnostic.message)
        guard let file = files[diagnostic.range.file] else { return }
        let (lineNumber, _) = file.location(of: diagnostic.range.start)
        guard lineNumber <= file.lineStarts.count else { return }
        let excerpt = SourceExcerpt(file: file, line: lineNumber, range: diagnostic.range)
        output += excerpt.text + "\n"
        output += paint(excerpt.caret, Style.caret) + "\n"
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
        let place = location.map { paint(TerminalText.escaped($0, singleLine: true) + ":", Style.bold) + " " } ?? ""
        return place + label + " " + paint(TerminalText.escaped(Self.shortened(message)), Style.bold) + "\n"
    }

    /// Messages quote names, and a name can be a megabyte long: a long message keeps its
    /// start and end around an ellipsis.
    static func shortened(_ message: String, limit: Int = 300) -> String {
        guard message.utf8.count > limit, message.count > limit else { return message }
        return String(message.prefix(limit - 100)) + " … " + String(message.suffix(80))
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
