/// One script file: its text, kept as UTF-8 bytes for the lexer, and a line table for
/// turning offsets into line:column when diagnostics are printed.
public struct SourceFile: Sendable {
    /// Distinguishes files in `SourceRange.file`; chosen by whoever loads the file.
    public let id: Int
    /// The path shown in diagnostics, exactly as given.
    public let path: String
    public let text: String
    /// The text as UTF-8; the lexer works on these bytes only.
    public let utf8: [UInt8]
    /// Byte offset at which each line starts; `lineStarts[0] == 0`.
    package let lineStarts: [Int]

    public init(id: Int, path: String, text: String) {
        self.id = id
        self.path = path
        self.text = text
        let bytes = Array(text.utf8)
        self.utf8 = bytes
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                if buffer[offset] == 0x0A { starts.append(offset + 1) }
                offset += 1
            }
        }
        self.lineStarts = starts
    }

    /// The 1-based line and column of a UTF-8 offset. Columns count UTF-8 bytes, as the
    /// Swift compiler's do. Offsets outside the file are clamped to it.
    public func location(of offset: Int) -> (line: Int, column: Int) {
        let clamped = min(max(offset, 0), utf8.count)
        let index = lineIndex(of: clamped)
        return (index + 1, clamped - lineStarts[index] + 1)
    }

    /// The number of lines; a trailing newline does not start an extra line.
    public var lineCount: Int {
        if let last = lineStarts.last, last == utf8.count, lineStarts.count > 1 {
            return lineStarts.count - 1
        }
        return lineStarts.count
    }

    /// The text of a 1-based line without its line terminator, or nil if there is no
    /// such line.
    public func line(_ number: Int) -> String? {
        let index = number - 1
        guard index >= 0, index < lineStarts.count else { return nil }
        let start = lineStarts[index]
        var end = index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : utf8.count
        if end > start, utf8[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        guard start <= end else { return "" }
        return String(decoding: utf8[start..<end], as: UTF8.self)
    }

    /// The source text covered by a range (clamped to the file).
    public func text(in range: SourceRange) -> String {
        let start = min(max(range.start, 0), utf8.count)
        let end = min(max(range.end, start), utf8.count)
        return String(decoding: utf8[start..<end], as: UTF8.self)
    }

    /// A range covering the whole file.
    public var fullRange: SourceRange { SourceRange(file: id, start: 0, end: utf8.count) }

    /// Binary search in the line table: O(log lines) per lookup.
    package func lineIndex(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Byte offset where the 0-based line `index` starts.
    package func lineStart(ofLineIndex index: Int) -> Int { lineStarts[index] }
}
