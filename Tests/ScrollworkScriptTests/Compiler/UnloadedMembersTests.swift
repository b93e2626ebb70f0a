import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// One file of an app loaded alone uses what the app's other files add to the frameworks'
/// types: a member of an extension (`Bundle.main.decode`), a style's static member
/// (`.buttonStyle(.roundedAndShadow)`), a type named after a framework's (`MyAlignment`). Each is
/// a placeholder with one warning, and the scene opens; when the app's whole folder is loaded,
/// a member no file declares is swiftc's error again.
struct UnloadedMembersTests {
    private func load(_ source: String, wholeModule: Bool = false) -> (ScriptProgram, [Diagnostic]) {
        let program = ScriptProgram()
        program.loadsWholeModule = wholeModule
        return (program, program.load(SourceFile(id: 1, path: "Menu.swift", text: source)))
    }

    private let menu = """
        import SwiftUI

        struct Menu: View {
            @State private var alignment: MyAlignment = .center
            @State private var chosen: UUID?
            @State private var items = (0..<3).map { Item(n: $0) }
            let sections = Bundle.main.decode([MenuSection].self, from: "menu.json")

            var body: some View {
                VStack {
                    Text(chosen?.uuidString ?? "none")
                    Button("Order") { chosen = items.first?.id }
                        .buttonStyle(.roundedAndShadow)
                    ForEach(items) { item in Text("row") }
                    VStack { Text("Total") }.sizeInfo()
                }
                .modelContainer(for: Item.self, inMemory: true)
            }
        }

        #Preview { Menu() }

        """

    @Test func membersOfAnotherFilesExtensionsArePlaceholders() throws {
        let (program, diagnostics) = load(menu)
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        let unloaded = { PlaceholderMessages.unloaded($0, PlaceholderMessages.valuesArePlaceholders) }
        #expect(program.placeholders.map(\.message) == [
            unloaded("MyAlignment"), unloaded("Item"), unloaded("MenuSection"), unloaded("decode"), unloaded("roundedAndShadow"),
            PlaceholderMessages.modifier("sizeInfo"),
        ])
        // `MyAlignment` is `Alignment` with a word added, as apps name their types: no "did you mean".
        let hints = diagnostics.compactMap(\.hint)
        #expect(!hints.contains { $0.contains("did you mean 'Alignment'") })
        #expect(hints.contains(PlaceholderMessages.memberHint(of: "Bundle")))
        let scene = try program.makeScene("Preview")
        // "none", the button, three rows of the three placeholder items, "Total".
        #expect(scene.simulation.layout.count == 6)
        // The button with a style of a file not loaded is its label: "Order", 5 characters of 8 pt.
        let items = { scene.simulation.layout.items }
        #expect(items()[1].frame.size.width == 40)
        // A placeholder item's `id` stored in a `UUID?` reads as placeholders, drawn as their names.
        try scene.tap(items()[1].id)
        #expect(items()[0].frame.size.width == Double("uuidString".count * 8))
    }

    @Test func inAWholeFolderAMissingMemberIsAnError() {
        let (program, diagnostics) = load(menu, wholeModule: true)
        let errors = diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(errors.contains("value of type 'Bundle' has no member 'decode'"))
        #expect(errors.contains("type 'PrimitiveButtonStyle' has no member 'roundedAndShadow'"))
        #expect(!program.previewTitles.contains("Preview"))
    }

    @Test func aNearMissOfAFrameworkMemberStaysAnError() {
        let (_, diagnostics) = load("""
            import SwiftUI

            struct Plain: View {
                var body: some View { Button("Go") {}.buttonStyle(.borderdProminent) }
            }

            """)
        #expect(diagnostics.contains { $0.severity == .error && $0.message == "type 'PrimitiveButtonStyle' has no member 'borderdProminent'" })
        #expect(diagnostics.contains { $0.hint == "did you mean 'borderedProminent'?" })
    }

    @Test func aMisspeltFrameworkTypeStaysAnError() {
        let (_, diagnostics) = load("""
            import SwiftUI

            struct Panel: View {
                let inset: CGFlaot = 4
                var body: some View { Text("A") }
            }

            """)
        #expect(diagnostics.contains { $0.severity == .error && $0.message == "cannot find type 'CGFlaot' in scope" })
        #expect(TypeLookup.addsWords("MyAlignment", to: "Alignment"))
        #expect(TypeLookup.addsWords("AlignmentGuide", to: "Alignment"))
        #expect(!TypeLookup.addsWords("CGFlaot", to: "CGFloat"))
        #expect(!TypeLookup.addsWords("Colors", to: "Color"))
    }

    /// `$value.animation(_:)` is SwiftUI's: a binding whose changes animate.
    @Test func aBindingsAnimationSetsThroughIt() throws {
        let (program, diagnostics) = load("""
            import SwiftUI

            struct Switch: View {
                @State private var isOn = false
                var body: some View {
                    VStack {
                        Toggle("Wide", isOn: $isOn.animation(.easeInOut))
                        Text("x").frame(width: isOn ? 200 : 100)
                    }
                }
            }

            """)
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        let scene = try program.makeScene("Switch")
        try scene.tap(scene.simulation.layout.items[0].id)
        #expect(scene.stateValue("isOn") == .bool(true))
    }

    /// `Date.Day` and `Date.currentWeek`, a type and a static an app nests in `Date` in another
    /// file, are placeholders though the view has a `currentWeek` of its own; a `ForEach` over
    /// them gives its rows a placeholder, whose members (`day.date.isSame(…)`, a `Text` of a
    /// member with a format) are placeholders too. In the whole folder they are swiftc's errors.
    @Test func aTypeAndAStaticNestedInAFrameworkTypeByAnotherFileArePlaceholders() throws {
        let week = """
            import SwiftUI

            struct Week: View {
                @State private var currentWeek: [Date.Day] = Date.currentWeek
                var body: some View {
                    VStack {
                        ForEach(currentWeek) { day in
                            let date = day.date
                            Text(date.isSame(.now) ? "Today" : "Day")
                            Text(day.date, format: Date.FormatStyle(date: .numeric))
                        }
                    }
                }
            }

            #Preview { Week() }

            """
        let (program, diagnostics) = load(week)
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        let unloaded = { PlaceholderMessages.unloaded($0, PlaceholderMessages.valuesArePlaceholders) }
        #expect(program.placeholders.map(\.message) == [unloaded("Date.Day"), unloaded("currentWeek")])
        #expect(diagnostics.contains { $0.hint == PlaceholderMessages.memberHint(of: "Date") })
        #expect(program.previewTitles.contains("Preview"))

        let (_, whole) = load(week, wholeModule: true)
        #expect(whole.contains { $0.severity == .error && $0.message == "cannot find type 'Date.Day' in scope" })
    }
}
