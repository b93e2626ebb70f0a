import Testing
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// A protocol extension's static members, copied into each conforming type
/// (`ProtocolExtensionStatics`).
struct ProtocolExtensionStaticsTests {
    /// A copy with an error is left out alone, in a file loaded again (its key is past the
    /// file's own declarations), and the rest of the file loads.
    @Test func aCopyWithAnErrorIsLeftOutAloneOnEveryLoad() throws {
        let text = """
            protocol Sampled { static var sample: Self { get } }
            extension Sampled {
                static var pair: [Self] { [sample, sample] }
                static var broken: Int { missingName }
            }
            struct Item: Sampled {
                var name = "tea"
                static var sample: Item { Item() }
            }
            """
        let program = ScriptProgram()
        for _ in 0..<2 {
            let diagnostics = program.load(SourceFile(id: 1, path: "items.swift", text: text))
            #expect(diagnostics.filter(\.isError).map(\.message) == ["cannot find 'missingName' in scope"])
            #expect(try program.evaluate("Item.pair.map(\\.name).joined()", bindings: FakeSession()) == .string("teatea"))
        }
    }

    /// The protocol's extension keeps its instance members, and one of them reads a static
    /// property the extension adds as the extension's, whatever the type declares of that name.
    @Test func anInstanceMemberReadsTheExtensionsOwnStaticProperty() throws {
        let program = try loadProgram("""
            protocol Titled { var title: String { get } }
            extension Titled {
                static var marker: String { "•" }
                var badge: String { Self.marker + title }
            }
            struct Show: Titled {
                var title = "Pilot"
                static var marker: String { "▶︎" }
            }
            """)
        #expect(try program.evaluate("Show().badge + Show.marker", bindings: FakeSession()) == .string("•Pilot▶︎"))
    }
}
