import Foundation
import ScrollworkCore

/// Byte-level and token-level mutations of the bundled presets and test fixtures: flips,
/// inserted bytes (invalid UTF-8, control characters), cut and repeated ranges, splices
/// from another file, and tokens that reach limits.
struct Mutator {
    struct CorpusFile {
        let name: String
        let kind: FuzzInput.Kind
        let bytes: [UInt8]
    }

    let files: [CorpusFile]
    /// The most times a mutation repeats a piece of a file.
    var maxRepeat = 5_000
    /// `.swift` files a mutated session may load, by name.
    let sources: [String: [UInt8]]

    /// Every `.swift` and `.session` file under the folders, in a fixed order.
    init(folders: [String]) {
        var files: [CorpusFile] = []
        for folder in folders {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            for name in names where name.hasSuffix(".swift") || name.hasSuffix(".session") {
                guard let data = FileManager.default.contents(atPath: folder + "/" + name) else { continue }
                files.append(CorpusFile(name: name, kind: name.hasSuffix(".swift") ? .swift : .session, bytes: [UInt8](data)))
            }
        }
        self.files = files
        var sources: [String: [UInt8]] = [:]
        for file in files where file.kind == .swift { sources[file.name] = file.bytes }
        self.sources = sources
    }

    static let tokens: [String] = [
        "(", ")", "{", "}", "[", "]", "\"", "\"\"\"", "/*", "*/", "//", "\\(", "!", "?", ".", ",", ":", "$0", "@", "#",
        " + 1", ".padding(1)", "!!!!!!!!", ".scaleEffect(1e6)", ".frame(height: CGFloat(Int.max))", "ForEach(0..<Int.max) { _ in Text(\"x\") }",
        "ForEach(-1..<Int.max) { i in Text(\"\\(i)\") }", "Int.max", "Int.min", "1e308", "-0.0", ".nan", ".infinity",
        "while true {}", "struct", "func", "let", "var", "return", "nil", "self", "Self", "\u{1B}[2J", "\u{07}", "\r\n",
        "settle 1e9", "step 100000", "fling 1e308", "screen 100000 100000", "\nload ../x.swift\n", "\nreload\n",
    ]

    static let bytes: [UInt8] = [0x00, 0x07, 0x0A, 0x0D, 0x1B, 0x22, 0x28, 0x29, 0x7B, 0x7D, 0x7F, 0x80, 0xBF, 0xC0, 0xC3, 0xE2, 0xED, 0xF0, 0xF4, 0xFE, 0xFF]

    func make(_ random: inout SplitMix64) -> FuzzInput {
        guard !files.isEmpty else { return FuzzInput(.swift, "mutated:nothing", "") }
        let file = random.pick(files)
        var bytes = file.bytes
        for _ in 0..<(1 + random.below(random.chance(20) ? 40 : 6)) { mutate(&bytes, &random) }
        if bytes.count > 1 << 20 { bytes = Array(bytes.prefix(1 << 20)) }
        var input = FuzzInput(file.kind, "mutated:" + file.name, bytes)
        if file.kind == .session {
            // The session's first loaded file goes along as the companion, renamed in the session.
            input.companion = companion(for: file.bytes)
            if random.chance(30), let companion = input.companion {
                var mutated = companion
                for _ in 0..<(1 + random.below(8)) { mutate(&mutated, &random) }
                input.companion = mutated
            }
            input.bytes = Self.replacingLoads(in: input.bytes)
        } else if random.chance(15) {
            input.kind = .repl
        }
        return input
    }

    private func companion(for session: [UInt8]) -> [UInt8]? {
        let text = String(decoding: session, as: UTF8.self)
        for line in text.split(separator: "\n") where line.hasPrefix("load ") {
            let name = String(line.dropFirst(5)).trimmingCharacters(in: .whitespaces)
            if let source = sources[(name as NSString).lastPathComponent] { return source }
        }
        // The first by name: a dictionary's own order changes from one process to the next.
        return sources.keys.min().flatMap { sources[$0] }
    }

    /// Points the session's `load` lines at the companion saved next to it.
    static func replacingLoads(in bytes: [UInt8]) -> [UInt8] {
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { line -> [UInt8] in
            line.starts(with: Array("load ".utf8)) ? Array("load companion.swift".utf8) : Array(line)
        }
        return Array(lines.joined(separator: [0x0A]))
    }

    func mutate(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
        let position = random.below(bytes.count + 1)
        switch random.below(8) {
        case 0 where !bytes.isEmpty:
            bytes[min(position, bytes.count - 1)] ^= UInt8(1 << random.below(8))
        case 1:
            bytes.insert(random.pick(Self.bytes), at: position)
        case 2 where !bytes.isEmpty:
            let end = min(bytes.count, position + 1 + random.below(64))
            bytes.removeSubrange(min(position, end)..<end)
        case 3 where !bytes.isEmpty:
            // Repeat a short range many times: long chains and deep nesting out of real code.
            let start = min(position, bytes.count - 1)
            let end = min(bytes.count, start + 1 + random.below(16))
            let piece = Array(bytes[start..<end])
            let times = min(maxRepeat, random.pick([2, 10, 100, 1_000, 5_000]))
            bytes.insert(contentsOf: Array([[UInt8]](repeating: piece, count: times).joined()), at: end)
        case 4:
            let other = random.pick(files).bytes
            guard !other.isEmpty else { return }
            let start = random.below(other.count)
            let end = min(other.count, start + 1 + random.below(400))
            bytes.insert(contentsOf: other[start..<end], at: position)
        case 5 where !bytes.isEmpty:
            bytes.removeSubrange(min(position, bytes.count)...)
        default:
            bytes.insert(contentsOf: Array(random.pick(Self.tokens).utf8), at: position)
        }
    }
}
