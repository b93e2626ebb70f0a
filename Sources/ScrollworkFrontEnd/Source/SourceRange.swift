/// A half-open range of UTF-8 byte offsets in one source file.
///
/// Offsets rather than `String.Index` keep the AST cheap to store and compare, and
/// independent of the string it came from; line and column are computed only when a
/// diagnostic is printed.
public struct SourceRange: Equatable, Hashable, Sendable {
    /// The `SourceFile.id` of the file this range points into.
    public let file: Int
    /// Offset of the first byte.
    public let start: Int
    /// Offset one past the last byte; equal to `start` for an empty range.
    public let end: Int

    public init(file: Int, start: Int, end: Int) {
        self.file = file
        self.start = start
        // A malformed range is clamped rather than trapped on: ranges are built from
        // user input and must never bring the process down.
        self.end = max(start, end)
    }

    /// An empty range at `offset`, used for "expected …" errors between tokens.
    public init(file: Int, at offset: Int) {
        self.init(file: file, start: offset, end: offset)
    }

    public var length: Int { end - start }
    public var isEmpty: Bool { start == end }

    /// The smallest range that covers both ranges (same file assumed).
    public func to(_ other: SourceRange) -> SourceRange {
        SourceRange(file: file, start: min(start, other.start), end: max(end, other.end))
    }

    public func contains(_ offset: Int) -> Bool { offset >= start && offset < end }
}

extension SourceRange: CustomStringConvertible {
    public var description: String { "\(file):\(start)..<\(end)" }
}
