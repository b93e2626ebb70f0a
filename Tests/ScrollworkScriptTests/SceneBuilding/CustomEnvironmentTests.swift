import Testing
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// An app's own `EnvironmentKey`s and `extension EnvironmentValues` properties.
struct CustomEnvironmentTests {
    static let declarations = """
    struct AccentKey: EnvironmentKey { static let defaultValue = 4.0 }
    struct PlainValue { static let defaultValue = 1.0 }
    extension EnvironmentValues {
        var accentWidth: Double {
            get { self[AccentKey.self] }
            set { self[AccentKey.self] = newValue }
        }
        var readOnlyWidth: Double { self[AccentKey.self] * 2 }
    }
    """

    private func diagnostics(_ view: String) -> [Diagnostic] {
        ScriptProgram().load(SourceFile(id: 1, path: "test.swift", text: Self.declarations + "\n" + view))
    }

    @Test func aMisspeltPropertyOfTheAppsOwnIsSuggested() {
        let found = diagnostics("""
        struct Bar: View {
            @Environment(\\.accentWidht) private var width
            var body: some View { ScrollView { Text("a") } }
        }
        """)
        #expect(found.contains { $0.isError && $0.message == "'EnvironmentValues' has no member 'accentWidht'"
                                 && $0.hint == "did you mean 'accentWidth'?" })
    }

    @Test func aGetOnlyPropertyCannotBeSet() {
        let found = diagnostics("""
        struct Bar: View {
            var body: some View { ScrollView { Text("a").environment(\\.readOnlyWidth, 3) } }
        }
        """)
        #expect(found.contains { $0.isError && $0.message == "cannot assign to property: 'readOnlyWidth' is a get-only property" })
    }

    @Test func onlyAnEnvironmentKeyIndexesTheEnvironment() {
        let found = ScriptProgram().load(SourceFile(id: 1, path: "test.swift", text: """
        struct PlainValue { static let defaultValue = 1.0 }
        extension EnvironmentValues {
            var plain: Double { self[PlainValue.self] }
        }
        """))
        #expect(found.contains { $0.isError && $0.message == "type 'PlainValue' does not conform to protocol 'EnvironmentKey'" })
    }

    @Test func aComputedPropertyReadsTheKeyInTheViewsEnvironment() throws {
        let program = ScriptProgram()
        let loaded = program.load(SourceFile(id: 1, path: "test.swift", text: Self.declarations + "\n" + """
        struct Bar: View {
            @Environment(\\.readOnlyWidth) private var width
            var body: some View { Color.red.frame(width: width, height: 10).id("bar") }
        }
        struct Bars: View {
            var body: some View {
                ScrollView {
                    Bar().id("default")
                    Bar().environment(\\.accentWidth, 30).id("set")
                }
            }
        }
        """))
        #expect(!loaded.containsErrors)
        let scene = try program.makeScene("Bars")
        // readOnlyWidth is twice the key's value: 2 × 4 by default, 2 × 30 where it is set.
        #expect(scene.frame(.string("default"))?.width == 8)
        #expect(scene.frame(.string("set"))?.width == 60)
    }
}
