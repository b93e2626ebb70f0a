import Foundation

/// Foundation's `Scanner`, as apps read numbers out of text: most often a colour's hex code
/// (`Scanner(string: hex).scanHexInt64(&int)`). A scanner reads from where its last scan
/// stopped, skipping white space first, as Foundation's does (it does the reading here).
enum FoundationScannerSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("Scanner", .class, doc: "Reads numbers and strings from the start of a text, one after another.") { t in
            t.initializer("init(string: String)", doc: "A scanner at the start of the string.") { a in
                .host(ScannerValue(Scanner(string: try ValueReaders.string(a[0], "string"))))
            }
            // Apple declares these with an UnsafeMutablePointer; `&value` passes the variable alike.
            // (UInt32 is an Int here, as the other sized integers are; UInt64 is unsigned.)
            // Deprecated since iOS 13 and still how many hex-colour extensions skip the "#".
            t.property("var scanLocation: Int { get set }", doc: "Where the next scan starts, in UTF-16 units from the start.",
                       get: { .int(try scanner($0).scanLocation) },
                       set: { r, new in try scanner(r).scanLocation = try ValueReaders.int(new, "scanLocation") })
            t.method("func scanHexInt64(_ result: inout UInt64) -> Bool",
                     doc: "Reads a hexadecimal number (an optional 0x first) into result; false when none is there.") { r, a in
                var number: UInt64 = 0
                guard try scanner(r).scanHexInt64(&number) else { return .bool(false) }
                a.inouts?.values[0] = .uint(number)
                return .bool(true)
            }
            t.method("func scanHexInt32(_ result: inout UInt32) -> Bool",
                     doc: "Reads a hexadecimal number of 32 bits into result; false when none is there.") { r, a in
                var number: UInt32 = 0
                guard try scanner(r).scanHexInt32(&number) else { return .bool(false) }
                a.inouts?.values[0] = .int(Int(number))
                return .bool(true)
            }
            t.method("func scanUInt64(representation: Scanner.NumberRepresentation = .decimal) -> UInt64?",
                     doc: "The number read in decimal or hexadecimal, or nil when none is there.") { r, a in
                try scanner(r).scanUInt64(representation: representation(a[0])).map(Value.uint) ?? .none
            }
            t.method("func scanInt(representation: Scanner.NumberRepresentation = .decimal) -> Int?",
                     doc: "The whole number read, or nil when none is there.") { r, a in
                try scanner(r).scanInt(representation: representation(a[0])).map(Value.int) ?? .none
            }
            t.method("func scanDouble(representation: Scanner.NumberRepresentation = .decimal) -> Double?",
                     doc: "The number read, or nil when none is there.") { r, a in
                try scanner(r).scanDouble(representation: representation(a[0])).map(Value.double) ?? .none
            }
            t.property("var isAtEnd: Bool { get }", doc: "Whether only skipped characters are left.") { .bool(try scanner($0).isAtEnd) }
            t.method("func scanString(_ searchString: String) -> String?",
                     doc: "The string itself when the text goes on with it (a hex colour's \"#\"), else nil, reading nothing.") { r, a in
                try scanner(r).scanString(try ValueReaders.string(a[0], "searchString")).map(Value.string) ?? .none
            }
            t.method("func scanUpToString(_ substring: String) -> String?",
                     doc: "The text up to the substring, or to the end; nil when the substring comes first.") { r, a in
                try scanner(r).scanUpToString(try ValueReaders.string(a[0], "substring")).map(Value.string) ?? .none
            }
            t.method("func scanCharacters(from set: CharacterSet) -> String?",
                     doc: "The characters of the set that come next, or nil when none does.") { r, a in
                try scanner(r).scanCharacters(from: try FoundationCharacterSetSurface.characterSet(a[0])).map(Value.string) ?? .none
            }
            t.method("func scanUpToCharacters(from set: CharacterSet) -> String?",
                     doc: "The characters up to one of the set, or to the end; nil when one of the set comes first.") { r, a in
                try scanner(r).scanUpToCharacters(from: try FoundationCharacterSetSurface.characterSet(a[0])).map(Value.string) ?? .none
            }
            t.method("func scanCharacter() -> Character?", doc: "The next character, or nil at the end.") { r, _ in
                try scanner(r).scanCharacter().map { .string(String($0)) } ?? .none
            }
        }
        surface.type("Scanner.NumberRepresentation", doc: "How a scanned number is written.") { t in
            t.cases(["decimal", "hexadecimal"], doc: "Decimal or hexadecimal digits.")
        }
    }

    private static func representation(_ value: Value) -> Scanner.NumberRepresentation {
        ValueReaders.symbol(value) == "hexadecimal" ? .hexadecimal : .decimal
    }

    private static func scanner(_ value: Value) throws -> Scanner {
        guard case .host(let scanner as ScannerValue) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Scanner", value)) }
        return scanner.scanner
    }
}

/// A `Scanner` as a script value: one Foundation scanner, its place shared by every copy.
final class ScannerValue: HostObject {
    let scanner: Scanner
    init(_ scanner: Scanner) { self.scanner = scanner }
    var typeName: String { "Scanner" }
    var surfaceType: String { "Scanner" }
}
