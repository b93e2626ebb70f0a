import Foundation

/// Joins physical lines into one entry while brackets are open, so a struct typed or pasted
/// over several lines (or written so in a session file) arrives as one input. Brackets in
/// string literals and comments do not count.
struct LineAssembler {
    private(set) var lines: [String] = []
    private var depth = 0
    private var inBlockComment = false
    private var inMultilineString = false

    /// Whether an entry has started and is waiting for more lines.
    var isContinuing: Bool { !lines.isEmpty }

    /// Adds a line; returns the whole entry once its brackets are balanced.
    mutating func add(_ line: String) -> String? {
        lines.append(line)
        scan(line)
        guard depth <= 0, !inBlockComment, !inMultilineString else { return nil }
        let entry = lines.joined(separator: "\n")
        reset()
        return entry
    }

    mutating func reset() {
        lines = []
        depth = 0
        inBlockComment = false
        inMultilineString = false
    }

    private mutating func scan(_ line: String) {
        let characters = Array(line)
        // A `#` comment line of a session file, or a command with a trailing comment, never opens anything.
        if !isContinuing || lines.count == 1 {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#") && !trimmed.hasPrefix("#Preview") { return }
        }
        var index = 0
        var inString = false
        while index < characters.count {
            let character = characters[index]
            let next: Character? = index + 1 < characters.count ? characters[index + 1] : nil
            if inBlockComment {
                if character == "*" && next == "/" { inBlockComment = false; index += 1 }
            } else if inMultilineString {
                if opensTripleQuote(characters, at: index) { inMultilineString = false; index += 2 }
            } else if inString {
                if character == "\\" { index += 1 } else if character == "\"" { inString = false }
            } else if opensTripleQuote(characters, at: index) {
                inMultilineString = true
                index += 2
            } else {
                switch character {
                case "\"": inString = true
                case "/" where next == "/": return
                case "/" where next == "*": inBlockComment = true; index += 1
                case "(", "[", "{": depth += 1
                case ")", "]", "}": depth -= 1
                default: break
                }
            }
            index += 1
        }
    }

    /// Whether `"""` starts at `index` (looked up in place: slicing the line at every
    /// character would make a long line quadratic).
    private func opensTripleQuote(_ characters: [Character], at index: Int) -> Bool {
        index + 2 < characters.count && characters[index] == "\"" && characters[index + 1] == "\""
            && characters[index + 2] == "\""
    }
}
