import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// Names no loaded file declares: a view is drawn as a placeholder and a modifier left off,
/// with one warning per name; a name some loaded file declares is never one, even when its
/// declaration has errors; and outside a view's place an unknown name stays an error.
struct PlaceholderTests {
    private func load(_ files: [String: String]) -> (ScriptProgram, [Diagnostic]) {
        let program = ScriptProgram()
        let sources = files.keys.sorted().enumerated().map { SourceFile(id: $0.offset + 1, path: $0.element, text: files[$0.element] ?? "") }
        return (program, program.load(sources))
    }

    private let feed = """
        import SwiftUI

        struct Feed: View {
            var body: some View {
                ScrollView {
                    VStack {
                        ForEach(0..<3) { i in
                            CellView(index: i).idView(i)
                            CellView(index: i + 10)
                        }
                    }
                }
            }
        }

        #Preview { Feed() }

        """

    @Test func eachMissingNameIsOneWarningAndTheSceneOpens() throws {
        let (program, diagnostics) = load(["Feed.swift": feed])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(program.placeholders.map(\.message) == [PlaceholderMessages.view("CellView"), PlaceholderMessages.modifier("idView")])
        #expect(try program.makeScene("Preview").simulation.layout.count == 6)
    }

    @Test func aDeclarationWithErrorsIsReportedNotReplaced() {
        let (program, diagnostics) = load(["Feed.swift": feed, "CellView.swift": """
            import SwiftUI

            struct CellView: View {
                let index: Int
                var body: some View { Text(missingTitle) }
            }

            """])
        #expect(diagnostics.contains { $0.severity == .error && $0.message == "cannot find 'missingTitle' in scope" })
        #expect(!program.placeholders.contains { $0.message == PlaceholderMessages.view("CellView") })
        #expect(!program.viewNames.contains("Feed"))
    }

    /// A type outside a view's place is a placeholder value (`AbsentNamesTests`); a lower-case
    /// name, more often a slip than another file's, stays an error.
    @Test func anUnknownTypeOutsideAViewsPlaceIsAPlaceholderValue() {
        let (program, diagnostics) = load(["Store.swift": """
            import SwiftUI

            struct Shelf: View {
                let count = Store().count
                var body: some View { Text("\\(count)") }
            }

            struct Tray {
                let total = store().count
            }

            """])
        #expect(diagnostics.filter { $0.severity == .error }.map(\.message) == ["cannot find 'store' in scope"])
        #expect(program.placeholders.map(\.message) == [PlaceholderMessages.unloaded("Store", PlaceholderMessages.valuesArePlaceholders)])
    }

    /// The elements of a placeholder sequence are placeholders too: what a loop reads or calls
    /// on one (`shelf.restock()` of another file's type) is no error.
    @Test func theElementsOfAPlaceholderSequenceArePlaceholders() {
        let (_, diagnostics) = load(["Stock.swift": """
            import SwiftUI

            struct Stock: View {
                var body: some View { Text("Stock") }
                func restockAll() async {
                    for shelf in Warehouse.shelves { shelf.restock(by: 2) }
                    for await arrival in Warehouse.arrivals { arrival.unpack() }
                }
            }

            """])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
    }

    /// Swift makes a wrapper given arguments (`@SectionedFetchRequest(sectionIdentifier: …)`) from
    /// them: the memberwise initialiser does not ask for the property, unsupported as the wrapper is here.
    @Test func aWrapperMadeFromItsArgumentsIsNoMemberwiseParameter() {
        let (program, diagnostics) = load(["Fetched.swift": """
            import SwiftUI

            struct Fetched: View {
                @SectionedFetchRequest(sectionIdentifier: \\.self, sortDescriptors: []) private var items: [Int]
                var body: some View { ScrollView { Text("Items") } }
            }

            #Preview { Fetched() }

            """])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(program.previewTitles == ["Preview"])
    }

    @Test func aNameOfAModuleTheFileImportsIsThatModulesNote() {
        let (program, diagnostics) = load(["Chart.swift": """
            import SwiftUI
            import Charts

            struct Sales: View {
                var body: some View { ScrollView { Chart { BarMark(x: .value("Day", 1), y: .value("Sales", 2)) } } }
            }

            """])
        #expect(program.placeholders.map(\.message) == [PlaceholderMessages.unsimulated("Chart", "Charts", PlaceholderMessages.drawnAsPlaceholder)])
        #expect(!diagnostics.containsErrors)
    }

    /// `player.volume = v` of a `let` (a parameter, a `case let` binding) whose type a module we
    /// do not simulate declares is legal Swift when that type is a class, as AVFoundation's
    /// `AVAudioPlayer` is: not "'player' is a 'let' constant". The write reaches the placeholder.
    @Test func aLetOfAnUnsimulatedTypeMayBeAnObjectSetThrough() throws {
        let (program, diagnostics) = load(["Sounds.swift": """
            import AVFoundation

            enum Sound {
                case music(AVAudioPlayer)
                case silence
            }

            func setVolume(of sound: Sound, to volume: Float) -> Int {
                switch sound {
                case let .music(player):
                    player.volume = volume
                    return 1
                case .silence:
                    return 0
                }
            }

            func mute(_ player: AVAudioPlayer) -> Int {
                player.volume = 0
                return 2
            }

            """])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(try program.evaluate("setVolume(of: .silence, to: 1)", bindings: FakeSession()).description == "0")
    }

    /// `store: .init(…)` for a parameter of a type no loaded file declares is that type's
    /// placeholder, as `Store(…)` written out is: the preview opens.
    @Test func anImplicitInitializerOfAPlaceholderTypeIsAPlaceholderValue() throws {
        let (program, diagnostics) = load(["Counter.swift": """
            import SwiftUI

            struct CounterView: View {
                let store: Store
                var body: some View { Text("Count") }
            }

            #Preview { CounterView(store: .init(initialState: 0)) }

            """])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(program.placeholders.map(\.message) == [PlaceholderMessages.unloaded("Store", PlaceholderMessages.valuesArePlaceholders)])
        #expect(try program.makeScene("Preview").simulation.layout.count == 1)
    }

    /// `Self(n)` in an extension of a framework type calls that type's initialiser.
    @Test func selfInAnExtensionOfAFrameworkTypeIsThatType() throws {
        let program = ScriptProgram()
        let diagnostics = program.load(SourceFile(id: 1, path: "Grid.swift", text: """
            import SwiftUI

            extension CGFloat {
                static func grid(_ n: Int) -> Self { Self(n) * 4 }
            }

            """))
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(try program.evaluate("CGFloat.grid(3)", bindings: FakeSession()) == .double(12))
    }
}
