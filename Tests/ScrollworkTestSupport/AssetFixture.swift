import Foundation

/// Asset catalogs written for a test in a temporary folder: colour sets, image sets with
/// PNG, JPEG, PDF and SVG files made here (headers as the formats define them).
public struct AssetFixture {
    public let root: URL

    public init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("scrollwork-assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    public func remove() { try? FileManager.default.removeItem(at: root) }

    public func write(_ path: String, _ data: Data) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    public func write(_ path: String, _ text: String) throws { try write(path, Data(text.utf8)) }

    /// `{"colors": [{"idiom": "universal", "color": {"color-space": space, "components": …}}]}`.
    public func colorSet(_ path: String, space: String = "srgb", _ components: [String: String], dark: [String: String]? = nil) throws {
        func entry(_ parts: [String: String], dark: Bool) -> String {
            let list = parts.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \"\($0.value)\"" }.joined(separator: ", ")
            let appearance = dark ? "\"appearances\": [{\"appearance\": \"luminosity\", \"value\": \"dark\"}], " : ""
            return "{\(appearance)\"idiom\": \"universal\", \"color\": {\"color-space\": \"\(space)\", \"components\": {\(list)}}}"
        }
        let entries = [entry(components, dark: false)] + (dark.map { [entry($0, dark: true)] } ?? [])
        try write(path + "/Contents.json", "{\"colors\": [\(entries.joined(separator: ", "))], \"info\": {\"author\": \"xcode\", \"version\": 1}}")
    }

    /// An image set with one file per scale (`"2x"`, or `nil` for a single-scale image).
    public func imageSet(_ path: String, files: [(name: String, scale: String?, data: Data)]) throws {
        let entries = files.map { file in
            "{\"filename\": \"\(file.name)\", \"idiom\": \"universal\"" + (file.scale.map { ", \"scale\": \"\($0)\"" } ?? "") + "}"
        }
        try write(path + "/Contents.json", "{\"images\": [\(entries.joined(separator: ", "))], \"info\": {\"author\": \"xcode\", \"version\": 1}}")
        for file in files { try write(path + "/" + file.name, file.data) }
    }

    /// A valid PNG of `width` × `height` black pixels: signature, IHDR, IDAT (zlib with stored
    /// deflate blocks, so no compressor is needed), IEND, each chunk with its CRC.
    public static func png(width: Int, height: Int) -> Data {
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            return be32(UInt32(body.count)) + typed + be32(crc32(typed))
        }
        let header = be32(UInt32(width)) + be32(UInt32(height)) + [8, 2, 0, 0, 0]
        let raw = [UInt8](repeating: 0, count: (1 + width * 3) * height)
        var zlib: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let length = min(65_535, raw.count - start), last: UInt8 = start + length == raw.count ? 1 : 0
            zlib += [last, UInt8(length & 255), UInt8(length >> 8), UInt8(~length & 255), UInt8((~length >> 8) & 255)]
            zlib += raw[start..<(start + length)]
            start += length
        } while start < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        zlib += be32(b << 16 | a)
        let bytes = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", [])
        return Data(bytes)
    }

    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// A JPEG's markers up to its frame header: SOI, an APP0 segment, SOF0 with the size.
    public static func jpegHeader(width: Int, height: Int) -> Data {
        let app0: [UInt8] = [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        let sof: [UInt8] = [0xFF, 0xC0, 0x00, 0x11, 8, UInt8(height >> 8), UInt8(height & 255), UInt8(width >> 8), UInt8(width & 255), 3,
                            1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
        return Data([0xFF, 0xD8] + app0 + sof + [0xFF, 0xD9])
    }

    public static func be32(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 255), UInt8(value >> 8 & 255), UInt8(value & 255)]
    }
}
