import Foundation

/// `ByteCountFormatter`: a byte count written with its unit ("1,235 KB", "Zero KB"), by
/// Foundation's own formatter, in the device's en_US. A class, as in Foundation.
enum FoundationByteCountSurface: SurfaceProvider {
    /// Foundation's raw values of `ByteCountFormatter.Units`.
    private static let unitBits: [(name: String, bits: Int)] = [
        ("useBytes", 1), ("useKB", 2), ("useMB", 4), ("useGB", 8), ("useTB", 16), ("usePB", 32), ("useEB", 64), ("useZB", 128),
        ("useYBOrHigher", 0xff00), ("useAll", 0xffff),
    ]
    private static let countStyles: [(name: String, style: ByteCountFormatter.CountStyle)] = [
        ("file", .file), ("memory", .memory), ("decimal", .decimal), ("binary", .binary),
    ]

    static func register(in surface: inout SurfaceBuilder) {
        surface.type("ByteCountFormatter.Units", .optionSet, doc: "The units a byte count may be written in.") { t in
            for (name, bits) in unitBits {
                t.constant("static var \(name): ByteCountFormatter.Units { get }", doc: "A unit.", .int(bits))
            }
        }
        surface.type("ByteCountFormatter.CountStyle", .enum, doc: "Whether a kilobyte is 1,000 bytes (file, decimal) or 1,024 (memory, binary).") { t in
            t.cases(countStyles.map(\.name), doc: "A count style.")
        }
        surface.type("ByteCountFormatter", .class, doc: "Writes a byte count with its unit: 1.2 MB.") { t in
            t.initializer("init()", doc: "A formatter choosing the unit (file style: 1 KB is 1,000 bytes).") { _ in
                .host(ByteCountFormatterValue())
            }
            t.property("var allowedUnits: ByteCountFormatter.Units { get set }", doc: "The units it may write; all when none is set.",
                       get: { .int(Int(try formatter($0).formatter.allowedUnits.rawValue)) },
                       set: { r, new in try formatter(r).formatter.allowedUnits = ByteCountFormatter.Units(rawValue: UInt(try units(new))) })
            t.property("var countStyle: ByteCountFormatter.CountStyle { get set }", doc: "How many bytes a kilobyte is.",
                       get: { r in
                           let style = try formatter(r).formatter.countStyle
                           return .symbol(countStyles.first { $0.style == style }?.name ?? "file")
                       },
                       set: { r, new in try formatter(r).formatter.countStyle = try countStyle(new) })
            t.method("func string(fromByteCount byteCount: Int64) -> String", doc: "The count written with its unit.") { r, a in
                .string(try formatter(r).formatter.string(fromByteCount: Int64(try ValueReaders.int(a[0], "fromByteCount"))))
            }
            t.staticFunction("class func string(fromByteCount byteCount: Int64, countStyle: ByteCountFormatter.CountStyle) -> String",
                             doc: "The count written with its unit, in this count style.") { a in
                .string(ByteCountFormatter.string(fromByteCount: Int64(try ValueReaders.int(a[0], "fromByteCount")), countStyle: try countStyle(a[1])))
            }
        }
    }

    private static func formatter(_ value: Value) throws -> ByteCountFormatterValue {
        guard case .host(let formatter as ByteCountFormatterValue) = value else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("ByteCountFormatter", value))
        }
        return formatter
    }

    private static func units(_ value: Value) throws -> Int {
        guard case .int(let bits) = value, bits >= 0 else { throw RuntimeFailure(RuntimeMessages.typeMismatch("ByteCountFormatter.Units", value)) }
        return bits
    }

    private static func countStyle(_ value: Value) throws -> ByteCountFormatter.CountStyle {
        try ValueReaders.entry(value, in: countStyles, named: { $0.name }, "ByteCountFormatter.CountStyle").style
    }
}

/// A `ByteCountFormatter` as a script value: one Foundation formatter, shared by every copy.
final class ByteCountFormatterValue: HostValue {
    let formatter = ByteCountFormatter()
    var typeName: String { "ByteCountFormatter" }
    var valueDescription: String { "<NSByteCountFormatter>" }
    var equalityKey: String { "\(ObjectIdentifier(self).hashValue)" }
}
