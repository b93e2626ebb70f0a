import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// `#Preview` in the forms Xcode 15+ accepts, and App scenes other than a window.
struct PreviewFormsTests {
    static let feed = """
        import SwiftUI

        struct Feed: View {
            @Binding var count: Int
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<count, id: \\.self) { Text("Row \\($0)").frame(height: 50) }
                    }
                }
            }
        }

        """

    private func load(_ text: String) -> (ScriptProgram, [Diagnostic]) {
        let program = ScriptProgram()
        return (program, program.load(SourceFile(id: 1, path: "Feed.swift", text: Self.feed + text)))
    }

    @Test func traitsAndCanvasModifiersAreDrawnOnly() throws {
        let (program, diagnostics) = load("""
            #Preview("Fits", traits: .sizeThatFitsLayout) {
                Feed(count: .constant(3))
            }
            #Preview(traits: .landscapeLeft, .sizeThatFitsLayout) {
                Feed(count: .constant(4))
            }
            #Preview("Device") {
                Feed(count: .constant(8))
                    .previewDevice("iPhone SE (3rd generation)")
                    .previewLayout(.sizeThatFits)
                    .previewInterfaceOrientation(.portrait)
            }

            """)
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(program.previewTitles == ["Fits", "Preview", "Device"])
        #expect(try program.makeScene("Fits").simulation.layout.count == 3)
        #expect(try program.makeScene("Preview").simulation.layout.count == 4)
        #expect(try program.makeScene("Device").simulation.layout.count == 8)
    }

    @Test func previewableStateIsTheStateOfTheView() throws {
        let (program, diagnostics) = load("""
            #Preview("State") {
                @Previewable @State var count = 7
                Feed(count: $count)
            }

            """)
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        // The view Xcode's macro makes to hold the state is not a scene of its own.
        #expect(program.viewNames == ["Feed"])
        let scene = try program.makeScene("State")
        #expect(scene.simulation.layout.count == 7)
    }

    @Test func anAppsOtherScenesLoadAndItsTabViewWindowOpens() throws {
        let (program, diagnostics) = load("""
            @main
            struct FeedApp: App {
                @State private var count = 12
                var body: some Scene {
                    WindowGroup {
                        TabView {
                            Feed(count: $count).tabItem { Label("Feed", systemImage: "list.bullet") }
                            Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
                        }
                    }
                    MenuBarExtra("Feed", systemImage: "star") {
                        Text("Menu")
                    }
                }
            }

            """)
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(program.declaredPreviews.map(\.isAppWindow) == [true])
        #expect(try program.makeScene("FeedApp").simulation.layout.count == 12)
    }

    @Test func aProvidersOwnTypesAndStaticsResolveInsideIt() throws {
        let (program, diagnostics) = load("""
            struct Feed_Previews: PreviewProvider {
                static let sample = 6

                struct Preview: View {
                    @State private var count = Feed_Previews.sample
                    var body: some View { Feed(count: $count) }
                }

                static var previews: some View {
                    Group {
                        Preview()
                            .previewDisplayName("Held")
                        Feed(count: .constant(sample + 1))
                    }
                }
            }

            """)
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(program.previewTitles == ["Held", "Feed_Previews 2"])
        #expect(try program.makeScene("Held").simulation.layout.count == 6)
        #expect(try program.makeScene("Feed_Previews 2").simulation.layout.count == 7)
    }

    @Test func localizedStringsAreTheirKeys() throws {
        let (program, diagnostics) = load("""
            let title = String(localized: "Orders", bundle: .main, comment: "The orders tab.")
            let tab = NSLocalizedString("Tab", comment: "A tab.")

            """)
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(ScriptValue(try program.evaluateSceneExpression("title")) == .string("Orders"))
        #expect(ScriptValue(try program.evaluateSceneExpression("tab")) == .string("Tab"))
    }
}
