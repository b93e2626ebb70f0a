/// Where a file stops being valid UTF-8, so the error can point at the byte (every error is
/// located: docs/SEMANTICS.md, "Diagnostics and the sandbox") instead of saying only that the file
/// cannot be read.
public struct InvalidUTF8: Error, Equatable, Sendable {
    /// Byte offset of the first byte of the first ill-formed sequence.
    public let offset: Int
    /// 1-based line and column (columns count bytes, as everywhere in diagnostics).
    public let line: Int
    public let column: Int
    public let byte: UInt8

    /// `x.swift:3:7: error: the file is not valid UTF-8: byte 0xFF does not start a well-formed character`.
    public func message(path: String) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "\(path):\(line):\(column): error: the file is not valid UTF-8: byte 0x\(hex.count == 1 ? "0" + hex : hex)"
            + " does not start a well-formed character"
    }
}

/// Strict UTF-8 decoding that reports the first bad byte (RFC 3629: no overlong forms,
/// no surrogates, nothing past U+10FFFF), in one pass over the bytes.
public enum UTF8Validation {
    /// The text, or where it first goes wrong.
    public static func decode(_ bytes: [UInt8]) -> Result<String, InvalidUTF8> {
        if let bad = firstInvalidOffset(in: bytes) { return .failure(error(at: bad, in: bytes)) }
        return .success(String(decoding: bytes, as: UTF8.self))
    }

    /// The offset of the first byte that is not part of a well-formed sequence, or nil.
    public static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 { index += 1; continue }
            let length: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF   // allowed range of the second byte
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return index
            }
            for position in 1..<length {
                let at = index + position
                // An ill-formed or truncated sequence is reported at its lead byte, where the
                // bad character starts (as a decoder puts its replacement character there).
                guard at < count else { return index }
                let range = position == 1 ? low...high : 0x80...0xBF
                guard range.contains(bytes[at]) else { return index }
            }
            index += length
        }
        return nil
    }

    static func error(at offset: Int, in bytes: [UInt8]) -> InvalidUTF8 {
        var line = 1, lineStart = 0
        for index in 0..<offset where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return InvalidUTF8(offset: offset, line: line, column: offset - lineStart + 1, byte: bytes[offset])
    }
}
