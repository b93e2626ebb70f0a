/// Reads what a child printed: how many lines, and which error lines carry no location.
///
/// Located means `file:line:col:` for a `.swift` input (every diagnostic about source points
/// into it), at least `file:line:` for a session (a command has no column) and a path in the
/// folder for a folder (`app/Package.swift: error: …`). Lines piped into
/// the REPL are not checked: an error about a typed command has no file to point into.
struct OutputCheck {
    var lines = 0
    var bytes = 0
    var unlocated: [String] = []
    var unlocatedCount = 0

    /// Error lines shown in the report, each cut to this many characters.
    static let shownPerInput = 3
    static let shownLength = 160

    init(_ output: [UInt8], kind: FuzzInput.Kind) {
        bytes = output.count
        var start = 0
        while start < output.count {
            var end = start
            while end < output.count, output[end] != 0x0A { end += 1 }
            lines += 1
            if kind != .repl, let problem = Self.unlocatedError(output[start..<end], kind: kind) {
                unlocatedCount += 1
                if unlocated.count < Self.shownPerInput { unlocated.append(problem) }
            }
            start = end + 1
        }
    }

    /// The line, when it is an error (a severity label at its start or after `: `) with no location.
    static func unlocatedError(_ line: ArraySlice<UInt8>, kind: FuzzInput.Kind) -> String? {
        let label = Array("error: ".utf8)
        var positions: [Int] = []
        var index = line.startIndex
        while index + label.count <= line.endIndex {
            if line[index..<(index + label.count)].elementsEqual(label),
               index == line.startIndex || (index >= line.startIndex + 2 && line[index - 2] == UInt8(ascii: ":") && line[index - 1] == 0x20) {
                positions.append(index)
            }
            index += 1
        }
        guard let first = positions.first else { return nil }
        if kind == .session, hasFileLine(line[line.startIndex..<first], needsColumn: false) { return nil }
        // About a folder, an error names the file or folder in it that is wrong (a link that
        // loops has no line to point at): `app/…: error:` at least.
        if kind == .folder, namesAPathInTheFolder(line[line.startIndex..<first]) { return nil }
        // A file that cannot be read has no line: the error names it (`cannot read 'app/…': why`).
        if kind == .folder, line[first...].starts(with: Array("error: cannot read '\(FolderWriter.appName)".utf8)) { return nil }
        for position in positions where hasFileLine(line[line.startIndex..<position], needsColumn: true) { return nil }
        return String(decoding: line.prefix(shownLength), as: UTF8.self)
    }

    /// Whether the text before a label is `app: ` or `app/PATH: ` (a line and column may follow the path).
    static func namesAPathInTheFolder(_ prefix: ArraySlice<UInt8>) -> Bool {
        let name = Array(FolderWriter.appName.utf8)
        guard prefix.starts(with: name), prefix.count >= name.count + 2 else { return false }
        let next = prefix[prefix.startIndex + name.count]
        return (next == UInt8(ascii: "/") || next == UInt8(ascii: ":")) && prefix.last == 0x20
            && prefix[prefix.endIndex - 2] == UInt8(ascii: ":")
    }

    /// Whether the text before a label ends in `:LINE:COL: ` (or `:LINE: ` when no column is needed).
    static func hasFileLine(_ prefix: ArraySlice<UInt8>, needsColumn: Bool) -> Bool {
        var index = prefix.endIndex
        guard index - prefix.startIndex >= 2, prefix[index - 1] == 0x20, prefix[index - 2] == UInt8(ascii: ":") else { return false }
        index -= 2
        func digits() -> Bool {
            let end = index
            while index > prefix.startIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(prefix[index - 1]) { index -= 1 }
            return index < end
        }
        guard digits() else { return false }
        if needsColumn {
            guard index > prefix.startIndex, prefix[index - 1] == UInt8(ascii: ":") else { return false }
            index -= 1
            guard digits() else { return false }
        }
        // A file name before the first colon.
        return index > prefix.startIndex + 1 && prefix[index - 1] == UInt8(ascii: ":")
    }
}
