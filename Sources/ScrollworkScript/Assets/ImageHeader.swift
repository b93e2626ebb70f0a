import Foundation
import ScrollworkCore

/// The size an image file declares, read from its header without decoding it: PNG's `IHDR`,
/// JPEG's start-of-frame, a PDF's first `/MediaBox`, an SVG's `width`/`height` (or `viewBox`).
/// Bitmaps give pixels; PDF and SVG give points (their declared size is the image's size in
/// points, as an asset catalog's vector image has).
///
/// Reads are bounded (`headLimit`, `segmentLimit`): a lying, truncated or huge file costs at
/// most a few reads of 64 KB and is a problem, never an allocation of the size it claims.
enum ImageHeader {
    enum Kind { case pixels, points }

    struct Result: Equatable {
        let size: Size
        let isVector: Bool
    }

    static let headLimit = 65_536
    /// JPEG segments skipped before the frame header at most (EXIF, ICC, thumbnails).
    static let segmentLimit = 256
    /// PNG allows 2^31 − 1 pixels a side; a bigger or zero side is a broken header.
    static let maximumSide = 2_147_483_647.0

    /// The declared size of the image at `url`, or why it has none.
    static func read(_ url: URL) -> Swift.Result<Result, ImageProblem> {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return .failure(.unreadable) }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: headLimit)) ?? Data()
        switch url.pathExtension.lowercased() {
        case "png": return png(head)
        case "jpg", "jpeg": return jpeg(handle, head)
        case "pdf": return pdf(handle, head)
        case "svg": return svg(head)
        case "heic", "heif", "gif", "tif", "tiff", "webp": return .failure(.unsupported(url.pathExtension.lowercased()))
        default:
            // A file named otherwise: its signature says what it is.
            if head.starts(with: pngSignature) { return png(head) }
            if head.starts(with: [0xFF, 0xD8]) { return jpeg(handle, head) }
            return .failure(.unsupported(url.pathExtension.lowercased()))
        }
    }

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The declared size of an image held in memory (`UIImage(data:)`), told by its signature:
    /// nil for bytes of no image format; `.unsupported` for a format whose header is not read
    /// here (GIF, TIFF, WebP, HEIF), which iOS would decode.
    static func read(data: Data) -> Swift.Result<Result, ImageProblem>? {
        let head = [UInt8](data.prefix(12))
        if head.starts(with: pngSignature) { return png(data) }
        if head.starts(with: [0xFF, 0xD8]) { return jpeg(nil, data) }
        let signatures: [(format: String, matches: Bool)] = [
            ("gif", head.starts(with: Array("GIF8".utf8))),
            ("tiff", head.starts(with: [0x49, 0x49, 0x2A, 0x00]) || head.starts(with: [0x4D, 0x4D, 0x00, 0x2A])),
            ("webp", head.starts(with: Array("RIFF".utf8)) && head.count == 12 && Array(head[8..<12]) == Array("WEBP".utf8)),
            ("heic", head.count >= 8 && Array(head[4..<8]) == Array("ftyp".utf8)),
        ]
        return signatures.first(where: \.matches).map { .failure(.unsupported($0.format)) }
    }

    /// `IHDR` is the first chunk (Apple's optimised PNGs put a `CgBI` chunk before it).
    static func png(_ data: Data) -> Swift.Result<Result, ImageProblem> {
        let bytes = [UInt8](data.prefix(headLimit))
        guard bytes.starts(with: pngSignature) else { return .failure(.malformed("PNG", "no PNG signature")) }
        var offset = 8
        for _ in 0..<4 {
            guard offset + 8 <= bytes.count else { break }
            let length = Int(be32(bytes, offset)), type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            if type == "IHDR" {
                guard length >= 8, offset + 16 <= bytes.count else { break }
                return checked(Double(be32(bytes, offset + 8)), Double(be32(bytes, offset + 12)), "PNG", vector: false)
            }
            guard length >= 0, length < headLimit else { break }
            offset += 12 + length
        }
        return .failure(.malformed("PNG", "no IHDR header in its first bytes (truncated?)"))
    }

    /// Walks the JPEG's segments (each says its length) to the first start-of-frame marker,
    /// reading on from the file past `head` when there is one.
    static func jpeg(_ handle: FileHandle?, _ head: Data) -> Swift.Result<Result, ImageProblem> {
        var bytes = [UInt8](head)
        guard bytes.starts(with: [0xFF, 0xD8]) else { return .failure(.malformed("JPEG", "no JPEG start marker")) }
        var base = 0, offset = 2
        for _ in 0..<segmentLimit {
            // Keep the segment's first 9 bytes in the window; read on past the head when needed.
            if offset + 9 > bytes.count {
                guard let handle, (try? handle.seek(toOffset: UInt64(base + offset))) != nil,
                      let more = try? handle.read(upToCount: headLimit), more.count >= 4 else { break }
                base += offset
                offset = 0
                bytes = [UInt8](more)
                if bytes.count < 9 { break }
            }
            guard bytes[offset] == 0xFF else { return .failure(.malformed("JPEG", "a segment without a marker")) }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }  // fill byte
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { offset += 2; continue }
            if marker == 0xD9 || marker == 0xDA { break }  // end of image, or scan data with no frame before it
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            if Self.isStartOfFrame(marker) {
                let height = Double(Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6]))
                let width = Double(Int(bytes[offset + 7]) << 8 | Int(bytes[offset + 8]))
                return checked(width, height, "JPEG", vector: false)
            }
            guard length >= 2 else { return .failure(.malformed("JPEG", "a segment of length \(length)")) }
            offset += 2 + length
        }
        return .failure(.malformed("JPEG", "no frame header (truncated?)"))
    }

    static func isStartOfFrame(_ marker: UInt8) -> Bool {
        (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
    }

    /// The first `/MediaBox [x0 y0 x1 y1]` in the file's first or last 64 KB, in points.
    static func pdf(_ handle: FileHandle, _ head: Data) -> Swift.Result<Result, ImageProblem> {
        guard head.starts(with: Array("%PDF".utf8)) else { return .failure(.malformed("PDF", "no %PDF header")) }
        if let box = mediaBox(String(decoding: head, as: UTF8.self)) { return box }
        if let end = try? handle.seekToEnd(), end > UInt64(headLimit) {
            _ = try? handle.seek(toOffset: end - UInt64(headLimit))
            if let tail = try? handle.read(upToCount: headLimit), let box = mediaBox(String(decoding: tail, as: UTF8.self)) { return box }
        }
        return .failure(.malformed("PDF", "no /MediaBox in its first or last 64 KB (compressed object streams are not read)"))
    }

    private static func mediaBox(_ text: String) -> Swift.Result<Result, ImageProblem>? {
        guard let found = text.range(of: "/MediaBox") else { return nil }
        let rest = text[found.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\r" }
        guard rest.first == "[", let close = rest.firstIndex(of: "]") else { return nil }
        let numbers = rest[rest.index(after: rest.startIndex)..<close].split { " \n\r\t".contains($0) }.compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return checked(abs(numbers[2] - numbers[0]), abs(numbers[3] - numbers[1]), "PDF", vector: true)
    }

    /// The root element's `width` and `height` (plain numbers or `px`), else its `viewBox`.
    static func svg(_ data: Data) -> Swift.Result<Result, ImageProblem> {
        let text = String(decoding: data.prefix(headLimit), as: UTF8.self)
        guard let open = text.range(of: "<svg") else { return .failure(.malformed("SVG", "no <svg> element in its first 64 KB")) }
        guard let end = text[open.upperBound...].firstIndex(of: ">") else { return .failure(.malformed("SVG", "the <svg> tag does not end")) }
        let tag = String(text[open.upperBound..<end])
        func length(_ name: String) -> Double? {
            guard let value = attribute(name, in: tag) else { return nil }
            let number = value.hasSuffix("px") ? String(value.dropLast(2)) : value
            return Double(number.trimmingCharacters(in: .whitespaces))
        }
        if let width = length("width"), let height = length("height") { return checked(width, height, "SVG", vector: true) }
        if let box = attribute("viewBox", in: tag) {
            let numbers = box.split { " ,\t\n".contains($0) }.compactMap { Double($0) }
            if numbers.count == 4 { return checked(numbers[2], numbers[3], "SVG", vector: true) }
        }
        return .failure(.malformed("SVG", "no width and height (in px) and no viewBox"))
    }

    private static func attribute(_ name: String, in tag: String) -> String? {
        for quote in ["\"", "'"] {
            for separator in [" ", "\n", "\t", "\r"] {
                guard let start = tag.range(of: separator + name + "=" + quote) else { continue }
                let rest = tag[start.upperBound...]
                guard let close = rest.firstIndex(of: Character(quote)) else { return nil }
                return String(rest[..<close])
            }
        }
        return nil
    }

    private static func checked(_ width: Double, _ height: Double, _ format: String, vector: Bool) -> Swift.Result<Result, ImageProblem> {
        guard width.isFinite, height.isFinite, width > 0, height > 0, width <= maximumSide, height <= maximumSide else {
            return .failure(.malformed(format, "its header gives a size of \(width) × \(height)"))
        }
        return .success(Result(size: Size(width: width, height: height), isVector: vector))
    }

    private static func be32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }
}

/// Why an image file gives no size.
enum ImageProblem: Error, Equatable {
    case unreadable
    case unsupported(String)
    case malformed(String, String)

    var message: String {
        switch self {
        case .unreadable: return "cannot read the image file"
        case .unsupported(let ext): return "'.\(ext)' images are not read (PNG, JPEG, PDF and SVG are); it has no size here"
        case .malformed(let format, let why): return "not a readable \(format): \(why)"
        }
    }
}
