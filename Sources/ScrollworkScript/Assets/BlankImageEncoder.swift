import Foundation

/// Image files of a given pixel size whose pixels are blank, for `pngData()` and
/// `jpegData(compressionQuality:)`: scrollwork keeps an image's size, not its pixels, so the
/// bytes it can honestly give are a valid file of that size. Read back (`UIImage(data:)`,
/// `ImageHeader`), the image has the size iOS's encoding of it has; what the pixels show is
/// not simulated.
///
/// A PNG is transparent RGBA, its zeros deflated as runs (fixed Huffman codes, RFC 1951) in a
/// zlib stream (RFC 1950); a JPEG is baseline greyscale, every 8×8 block mid-grey, coded with
/// one-symbol Huffman tables. Both are bounded by `maximumPixels`.
enum BlankImageEncoder {
    /// The most pixels encoded; a bigger image gives nil (a 16,384 × 16,384 bitmap is 1 GiB).
    static let maximumPixels = 16_384 * 16_384
    /// JPEG's frame header holds a side in 16 bits.
    static let maximumJPEGSide = 65_535

    /// A PNG of `width` × `height` transparent pixels; nil for an empty or too large image.
    static func png(width: Int, height: Int) -> Data? {
        guard fits(width, height) else { return nil }
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        // 8 bits a sample, colour type 6 (RGBA), deflate, adaptive filtering, no interlace.
        header.append(contentsOf: [8, 6, 0, 0, 0])
        // Each row is a filter byte (0, none) and four zero bytes a pixel.
        let rawCount = height * (1 + 4 * width)
        var file = Data(ImageHeader.pngSignature)
        file.appendChunk("IHDR", header)
        file.appendChunk("IDAT", zlibOfZeros(count: rawCount))
        file.appendChunk("IEND", Data())
        return file
    }

    /// A baseline JPEG of `width` × `height` mid-grey pixels; nil for an empty or too large image.
    static func jpeg(width: Int, height: Int) -> Data? {
        guard fits(width, height), width <= maximumJPEGSide, height <= maximumJPEGSide else { return nil }
        var file = Data([0xFF, 0xD8])
        // One quantisation table of ones.
        file.appendSegment(0xDB, Data([0x00]) + Data(repeating: 1, count: 64))
        // Start of frame: 8-bit samples, one component, no subsampling, table 0.
        var frame = Data([8])
        frame.appendBigEndian(UInt16(height))
        frame.appendBigEndian(UInt16(width))
        frame.append(contentsOf: [1, 1, 0x11, 0])
        file.appendSegment(0xC0, frame)
        // DC table 0 and AC table 0, each one code of one bit: "0" is a DC difference of 0 and
        // the AC table's end of block, so a block of its mean value alone is the two bits "00".
        let oneCode = Data([1] + [UInt8](repeating: 0, count: 15) + [0x00])
        file.appendSegment(0xC4, Data([0x00]) + oneCode)
        file.appendSegment(0xC4, Data([0x10]) + oneCode)
        file.appendSegment(0xDA, Data([1, 1, 0x00, 0, 63, 0]))
        let blocks = ((width + 7) / 8) * ((height + 7) / 8)
        let bits = 2 * blocks
        file.append(Data(repeating: 0, count: bits / 8))
        // The last byte's unused bits are ones, as JPEG pads; a byte of six zero bits and two
        // ones at most, never 0xFF, which would need stuffing.
        if bits % 8 != 0 { file.append(UInt8(0xFF >> (bits % 8))) }
        file.append(contentsOf: [0xFF, 0xD9])
        return file
    }

    private static func fits(_ width: Int, _ height: Int) -> Bool {
        width > 0 && height > 0 && width <= maximumPixels / height
    }

    /// `count` zero bytes as a zlib stream: one final block of fixed Huffman codes, a literal
    /// zero and then matches of 258 bytes at distance 1, the rest as literals.
    static func zlibOfZeros(count: Int) -> Data {
        var bits = BitWriter()
        bits.write(1, count: 1)  // the final block
        bits.write(1, count: 2)  // fixed Huffman codes
        let literalZero = (code: 0x30, length: 8), length258 = (code: 0xC5, length: 8)
        var left = count
        if left > 0 {
            bits.writeCode(literalZero.code, length: literalZero.length)
            left -= 1
        }
        while left >= 258 {
            bits.writeCode(length258.code, length: length258.length)
            bits.writeCode(0, length: 5)  // distance code 0: one byte back
            left -= 258
        }
        for _ in 0..<left { bits.writeCode(literalZero.code, length: literalZero.length) }
        bits.writeCode(0, length: 7)  // end of block
        var stream = Data([0x78, 0x01])
        stream.append(bits.finished)
        // Adler-32 of zeros: the first sum stays 1, the second adds it once a byte.
        stream.appendBigEndian(UInt32(count % 65_521) << 16 | 1)
        return stream
    }

    /// Bits packed as deflate packs them: from each byte's lowest bit; Huffman codes from
    /// their highest bit.
    struct BitWriter {
        private var bytes = Data()
        private var current: UInt8 = 0
        private var used = 0

        mutating func write(_ value: Int, count: Int) {
            for index in 0..<count { push((value >> index) & 1) }
        }

        mutating func writeCode(_ code: Int, length: Int) {
            for index in stride(from: length - 1, through: 0, by: -1) { push((code >> index) & 1) }
        }

        private mutating func push(_ bit: Int) {
            current |= UInt8(bit) << used
            used += 1
            if used == 8 { flush() }
        }

        /// The bytes with the last one's unused bits zero, as deflate ends.
        var finished: Data {
            var copy = self
            if copy.used > 0 { copy.flush() }
            return copy.bytes
        }

        private mutating func flush() {
            bytes.append(current)
            current = 0
            used = 0
        }
    }

    /// CRC-32 (ISO-HDLC, as PNG's chunks use).
    static func crc32<S: Sequence>(_ bytes: S) -> UInt32 where S.Element == UInt8 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }
}

private extension Data {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    mutating func appendBigEndian(_ value: UInt16) {
        append(contentsOf: [UInt8(value >> 8), UInt8(value & 0xFF)])
    }

    /// A PNG chunk: its length, type, data and the CRC of type and data.
    mutating func appendChunk(_ type: String, _ data: Data) {
        appendBigEndian(UInt32(data.count))
        let typed = Data(type.utf8) + data
        append(typed)
        appendBigEndian(BlankImageEncoder.crc32(typed))
    }

    /// A JPEG marker segment: the marker and its length, which counts itself.
    mutating func appendSegment(_ marker: UInt8, _ data: Data) {
        append(contentsOf: [0xFF, marker])
        appendBigEndian(UInt16(data.count + 2))
        append(data)
    }
}
