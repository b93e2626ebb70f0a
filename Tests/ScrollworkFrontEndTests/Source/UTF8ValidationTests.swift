import Foundation
import Testing
@testable import ScrollworkFrontEnd

@Suite struct UTF8ValidationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var bytes: [UInt8]
        /// nil: valid.
        var offset: Int?
        var testDescription: String { bytes.map { String($0, radix: 16) }.joined(separator: " ") }
    }

    // 0x61 is "a".
    @Test(arguments: [
        Case(bytes: Array("let x = \"é ✓ 🙂\"".utf8), offset: nil),
        Case(bytes: [], offset: nil),
        Case(bytes: [0x61, 0xFF, 0x61], offset: 1),         // never valid
        Case(bytes: [0x61, 0x80], offset: 1),               // a lone continuation byte
        Case(bytes: [0xC0, 0xAF], offset: 0),               // overlong '/'
        Case(bytes: [0xE0, 0x80, 0xAF], offset: 0),         // overlong three-byte form
        Case(bytes: [0xED, 0xA0, 0x80], offset: 0),         // a UTF-16 surrogate
        Case(bytes: [0xF4, 0x90, 0x80, 0x80], offset: 0),   // past U+10FFFF
        Case(bytes: [0x61, 0x61, 0xE2, 0x82], offset: 2),   // truncated at the end
        Case(bytes: [0xE2, 0x82, 0x61], offset: 0),         // cut short by an ASCII byte
        Case(bytes: [0xF0, 0x9F, 0x99, 0x82, 0xFE], offset: 4),
    ])
    func firstBadByte(_ c: Case) {
        #expect(UTF8Validation.firstInvalidOffset(in: c.bytes) == c.offset)
    }

    @Test func errorIsLocatedByLineAndByteColumn() throws {
        // Line 3, after "é" (two bytes) and a space: column 4.
        let bytes = Array("one\ntwo\n".utf8) + [0xC3, 0xA9, 0x20, 0xFF, 0x61]
        guard case .failure(let problem) = UTF8Validation.decode(bytes) else {
            Issue.record("decoded invalid bytes")
            return
        }
        #expect(problem == InvalidUTF8(offset: 11, line: 3, column: 4, byte: 0xFF))
        #expect(problem.message(path: "x.swift")
            == "x.swift:3:4: error: the file is not valid UTF-8: byte 0xFF does not start a well-formed character")
    }

    @Test func aLongFileIsCheckedInOnePass() {
        let bytes = Array(String(repeating: "✓", count: 300_000).utf8) + [0xFF]
        #expect(UTF8Validation.firstInvalidOffset(in: bytes) == 900_000)
    }
}
