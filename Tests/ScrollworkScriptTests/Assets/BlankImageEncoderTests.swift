import Foundation
import Testing
import ScrollworkCore
@testable import ScrollworkScript

/// PNG's CRC-32 of a chunk type alone: every PNG's `IEND` chunk ends with AE 42 60 82.
@Test func pngChunksCarryTheirCRC() {
    #expect(BlankImageEncoder.crc32(Array("IEND".utf8)) == 0xAE42_6082)
    let file = [UInt8](BlankImageEncoder.png(width: 3, height: 2)!)
    #expect(Array(file.suffix(12)) == [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82])
}

/// 300 zeros as a zlib stream: a zero, a 258-byte match one byte back, 41 zeros and the end of
/// block, then the Adler-32 of 300 zeros (300 << 16 | 1). Python's `zlib.decompress` gives
/// these bytes back as 300 zeros.
@Test func zerosDeflateAsRuns() {
    let stream = [UInt8](BlankImageEncoder.zlibOfZeros(count: 300))
    #expect(stream.prefix(2) == [0x78, 0x01])
    #expect(stream.suffix(4) == [0x01, 0x2C, 0x00, 0x01])
    #expect(stream.map { String(format: "%02x", $0) }.joined()
            == "78016318050c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c00012c0001")
}

/// The files read back at the size they were made (as `UIImage(data:)` reads them); an empty
/// or too large image, and a JPEG side over 16 bits, give none.
@Test func blankImagesReadBackAtTheirSize() throws {
    let png = try #require(BlankImageEncoder.png(width: 120, height: 60))
    #expect(ImageHeader.read(data: png) == .success(ImageHeader.Result(size: Size(width: 120, height: 60), isVector: false)))
    let jpeg = try #require(BlankImageEncoder.jpeg(width: 41, height: 29))
    #expect(ImageHeader.read(data: jpeg) == .success(ImageHeader.Result(size: Size(width: 41, height: 29), isVector: false)))
    #expect(jpeg.suffix(2) == Data([0xFF, 0xD9]))
    #expect(BlankImageEncoder.png(width: 0, height: 10) == nil)
    #expect(BlankImageEncoder.png(width: 20_000, height: 20_000) == nil)
    #expect(BlankImageEncoder.jpeg(width: 70_000, height: 1) == nil)
}
