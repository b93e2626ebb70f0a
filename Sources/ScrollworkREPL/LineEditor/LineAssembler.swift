import Foundation

/// Joins physical lines into one entry while brackets are open, so a struct typed or pasted
/// over several lines (or written so in a session file) arrives as one input. Brackets in
/// string literals and comments do not count.
///
/// Only code (a line that starts a declaration) continues: a command is always one line, so
/// one unbalanced bracket in a command cannot swallow the rest of a session as continuation.
/// `///` doc comment lines continue into the declaration they document.
struct LineAssembler {
    private(set) var lines: [String] = []
    private var depth = 0
    private var inBlockComment = false
    private var inMultilineString = false

    /// Whether an entry has started and is waiting for more lines.
    var isContinuing: Bool { !lines.isEmpty }

    /// Adds a line; returns the whole entry once its brackets are balanced.
    mutating func add(_ line: String) -> String? {
        if !isContinuing && !CommandParser.isCode(line) { return line }
        lines.append(line)
        scan(line)
        guard depth <= 0, !inBlockComment, !inMultilineString else { return nil }
        // A doc comment belongs to the declaration after it: one entry, not one per line.
        if line.trimmingCharacters(in: .whitespaces).hasPrefix("///") { return nil }
        let entry = lines.joined(separator: "\n")
        reset()
        return entry
    }

    /// Whether a line on its own leaves a bracket, a block comment or a multi-line string open.
    static func leavesOpen(_ line: String) -> Bool {
        var assembler = LineAssembler()
        assembler.lines = [line]
        assembler.scan(line)
        return assembler.depth > 0 || assembler.inBlockComment || assembler.inMultilineString
    }

    mutating func reset() {
        lines = []
        depth = 0
        inBlockComment = false
        inMultilineString = false
    }

    /// One pass over the line's bytes: every character that matters here is ASCII, and
    /// multi-byte characters never contain ASCII bytes, so the scan is linear in the line.
    private mutating func scan(_ line: String) {
        // A `#` comment line of a session file, or a command with a trailing comment, never opens anything.
        if !isContinuing || lines.count == 1 {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#") && !trimmed.hasPrefix("#Preview") { return }
        }
        let bytes = Array(line.utf8)
        func isTripleQuote(at index: Int) -> Bool {
            index + 2 < bytes.count && bytes[index] == Self.quote && bytes[index + 1] == Self.quote && bytes[index + 2] == Self.quote
        }
        var index = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            let next: UInt8? = index + 1 < bytes.count ? bytes[index + 1] : nil
            if inBlockComment {
                if byte == UInt8(ascii: "*") && next == UInt8(ascii: "/") { inBlockComment = false; index += 1 }
            } else if inMultilineString {
                if isTripleQuote(at: index) { inMultilineString = false; index += 2 }
            } else if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == Self.quote { inString = false }
            } else if isTripleQuote(at: index) {
                inMultilineString = true
                index += 2
            } else {
                switch byte {
                case Self.quote: inString = true
                case UInt8(ascii: "/") where next == UInt8(ascii: "/"): return
                case UInt8(ascii: "/") where next == UInt8(ascii: "*"): inBlockComment = true; index += 1
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
                default: break
                }
            }
            index += 1
        }
    }

    private static let quote = UInt8(ascii: "\"")
}
