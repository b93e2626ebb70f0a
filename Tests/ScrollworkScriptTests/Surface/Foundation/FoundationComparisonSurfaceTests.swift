import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// Foundation's comparisons, `Logger`, `starts(with:)`, `String.hashValue` and values' `description`.
@Suite struct FoundationComparisonSurfaceTests {
    private func value(_ expression: String, declarations: String = "") throws -> ScriptValue? {
        let program = try loadProgram("""
            import SwiftUI
            import OSLog
            \(declarations)
            struct Probe: View {
                @State private var value = \(expression)
                var body: some View { Text("probe") }
            }

            """)
        return try program.makeScene("Probe").stateValue("value")
    }

    @Test(arguments: [
        // The en_US collation puts an accented letter with its base letter, before z…
        ("\"émile\".localizedCompare(\"Zoé\")", "orderedAscending"),
        // …and so does a comparison without a locale, which compares canonical decompositions:
        // é is e and an accent, before z.
        ("\"émile\".caseInsensitiveCompare(\"Zoé\")", "orderedAscending"),
        ("\"adam\".caseInsensitiveCompare(\"ADAM\")", "orderedSame"),
        ("\"Bea\".localizedCaseInsensitiveCompare(\"bea\")", "orderedSame"),
        // Finder's order reads numbers by value: 10 after 9; without it "1" comes before "9".
        ("\"Room 10\".localizedStandardCompare(\"room 9\")", "orderedDescending"),
        ("\"Room 10\".localizedCompare(\"Room 9\")", "orderedAscending"),
        ("Date(timeIntervalSince1970: 5).compare(Date(timeIntervalSince1970: 7))", "orderedAscending"),
        ("Date(timeIntervalSince1970: 7).compare(Date(timeIntervalSince1970: 7))", "orderedSame"),
    ])
    func comparisonsOrderAsFoundationDoes(expression: String, order: String) throws {
        #expect(try value(expression + " == ." + order) == .bool(true))
    }

    /// `range(of:options:)` searches as Foundation does (checked against swiftc's build): case
    /// and accents ignored when asked, from the end with .backwards; the range slices the string.
    @Test func rangeOfSearchesWithFoundationsOptions() throws {
        let program = try loadProgram("""
            import Foundation
            func run() -> String {
                let title = "Scroll Physics Notes"
                let a = title.range(of: "physics", options: .caseInsensitive) != nil
                let b = title.range(of: "physics") == nil
                let c = title.range(of: "o", options: [.backwards, .caseInsensitive]).map { title.distance(from: title.startIndex, to: $0.lowerBound) } ?? -1
                var d = "none"
                if let r = title.range(of: "Physics") { d = String(title[r]) + "|" + String(title[..<r.lowerBound]) }
                let e = "ábc".range(of: "abc", options: .diacriticInsensitive) != nil
                let f = "file10".compare("file9", options: .numeric) == .orderedDescending
                return "\\(a) \\(b) \\(c) \\(d) \\(e) \\(f)"
            }
            """)
        #expect(try program.evaluate("run()", bindings: FakeSession()) == .string("true true 16 Physics|Scroll  true true"))
    }

    /// `range(of:options:range:locale:)`, the whole form, searches within the range (checked
    /// against swiftc's build); `elementsEqual` compares in order, with or without a closure;
    /// `Data` made of bytes describes itself by its size; a string's `utf8` is walked as its bytes.
    @Test func rangeWithinARangeElementsEqualDataAndBytes() throws {
        let program = try loadProgram("""
            import Foundation
            func run() -> String {
                let mail = "me@example.com"
                let a = mail.range(of: "^[a-z]+@[a-z.]+$", options: .regularExpression, range: nil, locale: nil) != nil
                let text = "banana"
                let tail = text.index(text.startIndex, offsetBy: 2)..<text.endIndex
                let b = text.range(of: "an", options: [], range: tail, locale: nil).map { text.distance(from: text.startIndex, to: $0.lowerBound) } ?? -1
                let c = "listen".elementsEqual("listen") && !"abc".elementsEqual("abd") && ![1, 2].elementsEqual([1, 2, 3])
                let d = [1, 2, 3].elementsEqual([2, 4, 6]) { $0 * 2 == $1 }
                var total = 0
                for byte in "ab".utf8 { total += Int(byte) }
                return "\\(a) \\(b) \\(c) \\(d) \\(Data([1, 2, 3]).description) \\("ab".utf8.map { Int($0) }) \\(total)"
            }
            """)
        #expect(try program.evaluate("run()", bindings: FakeSession()) == .string("true 3 true true 3 bytes [97, 98] 195"))
    }

    /// `replacingOccurrences(of:with:options:)` as swiftc's Foundation prints it: tags stripped by
    /// a pattern, runs of digits replaced, a case-insensitive match, and groups reordered by `$n`.
    @Test func replacingOccurrencesWithOptions() throws {
        let program = try loadProgram(#"""
            import Foundation
            func run() -> String {
                let a = "<b>Bold</b> text".replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
                let b = "a1b22c333".replacingOccurrences(of: "[0-9]+", with: "#", options: .regularExpression)
                let c = "Hello World".replacingOccurrences(of: "world", with: "There", options: .caseInsensitive)
                let d = "2024-01-05".replacingOccurrences(of: "(\\d+)-(\\d+)-(\\d+)", with: "$3/$2/$1", options: .regularExpression)
                return [a, b, c, d].joined(separator: "|")
            }
            """#)
        #expect(try program.evaluate("run()", bindings: FakeSession()) == .string("Bold text|a#b#c#|Hello There|05/01/2024"))
    }

    /// A repeated group can make a regular expression's matching take time exponential in the
    /// text, which nothing could stop: it is a located error, as is a text past 10,000 characters.
    @Test func unboundedRegularExpressionsAreRefused() throws {
        let program = try loadProgram(#"""
            import Foundation
            func grouped() -> String { "aaaa".replacingOccurrences(of: "(a+)+b", with: "", options: .regularExpression) }
            func long() -> Bool { String(repeating: "a", count: 10_001).range(of: "a$", options: .regularExpression) != nil }
            func classed() -> String { "f(x)".replacingOccurrences(of: "[()]+", with: "", options: .regularExpression) }
            """#)
        #expect(throws: (any Error).self) { try program.evaluate("grouped()", bindings: FakeSession()) }
        #expect(throws: (any Error).self) { try program.evaluate("long()", bindings: FakeSession()) }
        #expect(try program.evaluate("classed()", bindings: FakeSession()) == .string("fx"))
    }

    /// A time zone's offset from GMT at a date, daylight saving included (swiftc's Foundation
    /// prints the same): Paris is an hour ahead in January, two in July; UTC none.
    @Test func secondsFromGMTFollowsDaylightSaving() throws {
        let program = try loadProgram("""
            import Foundation
            func run() -> String {
                let paris = TimeZone(identifier: "Europe/Paris")!
                let winter = Date(timeIntervalSince1970: 1_767_225_600)
                let summer = Date(timeIntervalSince1970: 1_782_864_000)
                return "\\(paris.secondsFromGMT(for: winter)) \\(paris.secondsFromGMT(for: summer)) \\(TimeZone(identifier: "UTC")!.secondsFromGMT(for: summer))"
            }
            """)
        #expect(try program.evaluate("run()", bindings: FakeSession()) == .string("3600 7200 0"))
    }

    @Test func sortingByLocalizedCompare() throws {
        let sorted = try value("[\"émile\", \"Zoé\", \"adam\", \"Bea\"].sorted { $0.localizedCompare($1) == .orderedAscending }")
        #expect(sorted == .array([.string("adam"), .string("Bea"), .string("émile"), .string("Zoé")]))
    }

    @Test(arguments: [
        ("\"https://a\".starts(with: \"http\")", true),
        ("\"ftp://a\".starts(with: \"http\")", false),
        ("[1, 2, 3].starts(with: [1, 2])", true),
        ("[1].starts(with: [1, 2])", false),
    ])
    func startsWithComparesTheFirstElements(expression: String, expected: Bool) throws {
        #expect(try value(expression) == .bool(expected))
    }

    /// 64-bit FNV-1a: offset basis 0xCBF29CE484222325; for each byte, xor then times 0x100000001B3.
    @Test func aStringsHashIsFNV1aOfItsBytes() throws {
        #expect(try value("\"\".hashValue") == .int(Int(truncatingIfNeeded: 0xCBF2_9CE4_8422_2325 as UInt64)))
        #expect(try value("\"a\".hashValue") == .int(Int(truncatingIfNeeded: 0xAF63_DC4C_8601_EC8C as UInt64)))
    }

    /// `description` of the standard library's and Foundation's values is the text `print`
    /// writes, as swiftc's build prints it: strings keep their quotes inside a collection.
    @Test func aValuesDescriptionIsWhatPrintWrites() throws {
        #expect(try value(#"[["a", "b"].description, Set([3]).description, ["k": 1].description]"#)
            == .array([.string(#"["a", "b"]"#), .string("[3]"), .string(#"["k": 1]"#)]))
        #expect(try value(#"["x".description, false.description, URL(string: "https://a.b/c")!.description]"#)
            == .array([.string("x"), .string("false"), .string("https://a.b/c")]))
        #expect(try value(#"UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!.description"#)
            == .string("E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
    }

    /// A log message goes to the device's log: the call is accepted and changes nothing.
    @Test func loggingWritesNothingAScenesSees() throws {
        let logged = try value("logged()", declarations: """
            private let logger = Logger(subsystem: "Probe", category: "Values")
            func logged() -> Int {
                logger.info("Counting \\(3) values")
                logger.log(level: .error, "Failed")
                Logger().debug("Done")
                return 3
            }
            """)
        #expect(logged == .int(3))
    }
}
