import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// `PreviewProvider` types and an `@main` App's window open as scenes, as Xcode's canvas and
/// the app's launch show them.
struct PreviewProvidersTests {
    static let list = """
        import SwiftUI

        struct ContentView: View {
            var count = 12
            var body: some View {
                ScrollView {
                    LazyVStack {
                        ForEach(0..<count, id: \\.self) { i in
                            Text("Row \\(i)").frame(height: 50).id(i)
                        }
                    }
                }
            }
        }

        """

    private func load(_ text: String) -> (ScriptProgram, [Diagnostic]) {
        let program = ScriptProgram()
        let diagnostics = program.load(SourceFile(id: 1, path: "ContentView.swift", text: Self.list + text))
        return (program, diagnostics)
    }

    @Test func oneViewIsOnePreviewNamedAfterTheProvider() throws {
        let (program, diagnostics) = load("""
            struct ContentView_Previews: PreviewProvider {
                static var previews: some View {
                    ContentView()
                        .previewDevice(PreviewDevice(rawValue: "iPhone 15"))
                        .previewLayout(.sizeThatFits)
                }
            }

            """)
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(program.previewTitles == ["ContentView_Previews"])
        #expect(try program.makeScene("ContentView_Previews").simulation.layout.count == 12)
    }

    @Test func aGroupIsAPreviewPerViewNamedByItsDisplayName() throws {
        let (program, diagnostics) = load("""
            struct ContentView_Previews: PreviewProvider {
                static var previews: some View {
                    Group {
                        ContentView(count: 3)
                            .previewDisplayName("Three")
                        ContentView(count: 40)
                            .previewInterfaceOrientation(.landscapeLeft)
                    }
                    .previewLayout(.device)
                }
            }

            """)
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(program.previewTitles == ["Three", "ContentView_Previews 2"])
        #expect(try program.makeScene("Three").simulation.layout.count == 3)
        #expect(try program.makeScene("ContentView_Previews 2").simulation.layout.count == 40)
        // Each sits at its own line, as `check` reports it.
        #expect(program.declaredPreviews.map(\.line) == [18, 20])
    }

    /// Sample data shared as `extension PreviewProvider { static var dev … }` in a file of its
    /// own: every provider names it unqualified, as Swift lets a conforming type.
    @Test func anExtensionOfPreviewProviderIsEveryPreviewsToName() throws {
        let program = ScriptProgram()
        let diagnostics = program.load([
            SourceFile(id: 1, path: "ContentView.swift", text: Self.list + """
                struct ContentView_Previews: PreviewProvider {
                    static var previews: some View {
                        ContentView(count: dev.rows)
                    }
                }
                """),
            SourceFile(id: 2, path: "PreviewProvider.swift", text: """
                import SwiftUI
                extension PreviewProvider {
                    static var dev: DeveloperPreview { DeveloperPreview.instance }
                }
                final class DeveloperPreview {
                    static let instance = DeveloperPreview()
                    private init() {}
                    let rows = 7
                }
                """),
        ])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(try program.makeScene("ContentView_Previews").simulation.layout.count == 7)
    }

    @Test func anAppsWindowIsASceneNamedAfterTheApp() throws {
        let (program, diagnostics) = load("""
            final class Store: ObservableObject {
                @Published var rows = 7
            }

            @main
            struct ListApp: App {
                @StateObject private var settings = Store()

                var body: some Scene {
                    WindowGroup {
                        ContentView(count: settings.rows)
                    }
                    Settings {
                        Text("Preferences")
                    }
                }
            }

            """)
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(program.previewTitles == ["ListApp"])
        #expect(try program.makeScene("ListApp").simulation.layout.count == 7)
    }

    @Test func anAppsWindowReadsWhatItsInitSetAndItsEnvironment() throws {
        let (program, diagnostics) = load("""
            @main
            struct ListApp: App {
                let rows: Int
                @Environment(\\.colorScheme) private var colorScheme

                init() { rows = ListApp.startingRows() }

                static func startingRows() -> Int { 5 }

                var body: some Scene {
                    WindowGroup {
                        ContentView(count: colorScheme == .light ? rows : 0)
                    }
                }
            }

            """)
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(program.previewTitles == ["ListApp"])
        #expect(try program.makeScene("ListApp").simulation.layout.count == 5)
    }

    @Test func aProviderNestedInATypeIsAPreviewAsAtTheTop() throws {
        let (program, diagnostics) = load("""
            enum Screens {
                static let rows = 4
                struct List_Previews: PreviewProvider {
                    static var previews: some View { ContentView(count: Screens.rows) }
                }
            }

            """)
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(program.previewTitles == ["List_Previews"])
        #expect(try program.makeScene("List_Previews").simulation.layout.count == 4)
    }
}
