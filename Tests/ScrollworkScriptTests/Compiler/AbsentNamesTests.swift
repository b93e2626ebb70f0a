import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// Names of modules scrollwork does not simulate and types of files that are not loaded are
/// left out at the smallest unit: a method that runs one is left out alone (running it is a
/// located error naming the module), a property of such a type holds a placeholder, a view of
/// such a module is drawn as a placeholder, and the rest of the type loads. One warning per name.
struct AbsentNamesTests {
    private func load(_ files: [String: String]) -> (ScriptProgram, [Diagnostic]) {
        let program = ScriptProgram()
        let sources = files.keys.sorted().enumerated().map { SourceFile(id: $0.offset + 1, path: $0.element, text: files[$0.element] ?? "") }
        return (program, program.load(sources))
    }

    private func warnings(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.filter { $0.severity == .warning && !$0.message.hasPrefix("import of") }.map(\.message)
    }

    private let bedtime = """
        import CoreML
        import SwiftUI

        struct Bedtime: View {
            @State private var message = "none"

            var body: some View {
                ScrollView {
                    VStack {
                        ForEach(["calculate", "clear"], id: \\.self) { name in
                            Button(name) { if name == "clear" { clear() } else { calculate() } }
                        }
                        Text(message)
                    }
                }
            }

            func calculate() {
                let config = MLModelConfiguration()
                let model = try? SleepCalculator(configuration: config)
                message = model?.prediction(wake: 8).actualSleep ?? "none"
            }

            func clear() { message = "cleared" }
        }

        #Preview { Bedtime() }

        """

    @Test func aMethodUsingAModuleWeDoNotSimulateIsLeftOutAlone() throws {
        let (program, diagnostics) = load(["Bedtime.swift": bedtime])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(warnings(diagnostics) == [PlaceholderMessages.unsimulated("MLModelConfiguration", "CoreML",
                                                                          PlaceholderMessages.codeIsLeftOut("'calculate()'"))])
        let scene = try program.makeScene("Preview")
        #expect(scene.simulation.layout.items.count == 3)
        #expect(throws: Diagnostic.self) { try scene.tap(.string("calculate")) }
        do {
            try scene.tap(.string("calculate"))
        } catch let failure as Diagnostic {
            #expect(failure.message == "'calculate()' uses 'MLModelConfiguration' from CoreML, which scrollwork does not simulate")
            let text = Array(bedtime.utf8)[failure.range.start..<failure.range.end]
            #expect(String(decoding: text, as: UTF8.self) == "MLModelConfiguration")
        }
        // The scene goes on: the other button still works.
        try scene.tap(.string("clear"))
        #expect(scene.stateValue("message").flatMap { if case .string(let text) = $0 { return text }; return nil } == "cleared")
    }

    @Test func propertiesOfAModulesTypesHoldPlaceholdersAndItsViewsAreDrawnAsPlaceholders() throws {
        let (program, diagnostics) = load(["Filter.swift": """
            import CoreImage
            import PhotosUI
            import CodeScanner
            import SwiftUI

            struct Filter: View {
                @State private var item: PhotosPickerItem?
                @State private var filter: CIFilter = CIFilter.sepiaTone()
                let context = CIContext()

                var body: some View {
                    ScrollView {
                        VStack(spacing: 0) {
                            PhotosPicker(selection: $item) { Text("Pick") }
                            CodeScannerView(codeTypes: [.qr], completion: scanned)
                            Text(item == nil ? "no photo" : "photo")
                        }
                    }
                }

                func scanned(_ result: Result<ScanResult, ScanError>) {}
            }

            #Preview { Filter() }

            """])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(warnings(diagnostics) == [
            PlaceholderMessages.unsimulated("PhotosPickerItem", "PhotosUI", PlaceholderMessages.valuesArePlaceholders),
            // CoreImage's context and filter type are simulated (its QR code generator); its other filters are not.
            PlaceholderMessages.unsimulated("CIFilter.sepiaTone", "CoreImage", PlaceholderMessages.valuesArePlaceholders),
            PlaceholderMessages.unsimulated("PhotosPicker", "PhotosUI", PlaceholderMessages.drawnAsPlaceholder),
            PlaceholderMessages.unsimulated("CodeScannerView", "CodeScanner", PlaceholderMessages.drawnAsPlaceholder),
        ])
        #expect(!diagnostics.contains { $0.message.hasPrefix("import of") })
        let scene = try program.makeScene("Preview")
        // Each placeholder is `Text` of its name: 8 pt a character, one 20.29 pt body line.
        let widths: [Double] = scene.simulation.layout.items.map { Double($0.frame.width) }
        let heights: [Double] = scene.simulation.layout.items.map { Double($0.frame.height) }
        let expected: [Double] = [12 * 8, 15 * 8, 8 * 8]
        #expect(widths == expected)
        #expect(heights.allSatisfy { abs($0 - 20.29) < 0.01 })
    }

    @Test func typesOfFilesNotLoadedAreEmptyStoresAndPlaceholderValues() throws {
        let (program, diagnostics) = load(["Orders.swift": """
            import SwiftData
            import SwiftUI

            struct Orders: View {
                @Query var items: [Item]
                @EnvironmentObject var order: Order
                @StateObject var store = Store()

                var body: some View {
                    List {
                        ForEach(items) { item in Text(item.title) }
                        ForEach(store.favourites) { item in Text(item.title) }
                        Text(order.total.formatted())
                        Text("\\(store.count) in store")
                    }
                    .disabled(store.items.isEmpty)
                }
            }

            #Preview { Orders().environmentObject(Order(items: [Item(title: "Tea")])) }

            """])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(warnings(diagnostics) == [
            PlaceholderMessages.unloaded("Item", PlaceholderMessages.valuesArePlaceholders),
            PlaceholderMessages.emptyQuery("Item"),
            PlaceholderMessages.unloaded("Order", PlaceholderMessages.valuesArePlaceholders),
            PlaceholderMessages.unloaded("Store", PlaceholderMessages.valuesArePlaceholders),
        ])
        #expect(program.placeholders.count == 4)
        let scene = try program.makeScene("Preview")
        // No rows from either store; the total's member is drawn by its name, the count likewise.
        #expect(scene.simulation.layout.items.count == 2)
    }

    /// An element or a slice of what a missing declaration gives (`Recipe.samples[0..<2]`, a
    /// `[Recipe]` filled by another file's `Bundle.main.decode`) is a placeholder again.
    @Test func subscriptsOfPlaceholdersArePlaceholders() throws {
        let (program, diagnostics) = load(["Recipes.swift": """
            import SwiftUI

            struct Recipes: View {
                static let all: [Recipe] = Bundle.main.decode("recipes.json")
                @State private var shown = Recipe.samples[0 ..< 2]

                var body: some View {
                    List {
                        ForEach(shown) { recipe in Text(recipe.title) }
                        Text(Self.all[0].title).id("first")
                    }
                }
            }

            #Preview { Recipes() }

            """])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(warnings(diagnostics) == [PlaceholderMessages.unloaded("Recipe", PlaceholderMessages.valuesArePlaceholders),
                                          PlaceholderMessages.unloaded("decode", PlaceholderMessages.valuesArePlaceholders)])
        let scene = try program.makeScene("Preview")
        // No rows from the slice; the first element's title is drawn by the member's name.
        #expect(scene.simulation.layout.items.count == 1)
        #expect(scene.label(ofItemAt: 0) == "title")
    }

    /// `.modelContainer(…)` given a container another file makes (`DataProvider.preview.container`):
    /// an empty store, so the view opens with its queries empty and its context usable.
    @Test func aContainerOfAMissingDeclarationIsAnEmptyStore() throws {
        let (program, diagnostics) = load(["Notes.swift": """
            import SwiftData
            import SwiftUI

            struct Notes: View {
                @Environment(\\.modelContext) private var modelContext
                @Query private var notes: [Note]
                @State private var saves = 0

                var body: some View {
                    List {
                        ForEach(notes) { note in Text(note.title) }
                        Button("Save \\(notes.count) \\(saves)") {
                            try? modelContext.save()
                            saves += 1
                        }
                        .id("save")
                    }
                }
            }

            #Preview {
                Notes()
                    .modelContainer(DataProvider.preview.container)
            }

            """])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        let scene = try program.makeScene("Preview")
        #expect(scene.label(ofItemAt: 0) == "Save 0 0")
        try scene.tap(.string("save"))
        #expect(scene.label(ofItemAt: 0) == "Save 0 1")
    }

    @Test func anErrorOfTheFilesOwnCodeStaysAnError() {
        let (program, diagnostics) = load(["Basket.swift": """
            import SwiftUI

            struct Basket: View {
                let items: [Item]
                var total: Int {
                    let extra: Int = "one"
                    return items.count + extra
                }
                var body: some View { Text("\\(total)") }
            }

            """])
        #expect(diagnostics.contains { $0.severity == .error && $0.message.contains("cannot convert value of type 'String'") })
        #expect(!program.viewNames.contains("Basket"))
    }

    @Test func aNameOfAKnownModuleTheFileDoesNotImportIsNoPlaceholder() {
        let (program, diagnostics) = load(["Place.swift": """
            import SwiftUI

            struct Place: View {
                let finder = CLGeocoder()
                var body: some View { Text("Here") }
            }

            """])
        #expect(diagnostics.contains { $0.severity == .error && $0.message == "cannot find 'CLGeocoder' in scope" })
        #expect(program.placeholders.isEmpty)
    }

    /// `tripCards`, a global of another file, in a file that names that file's `TripCard`: a
    /// placeholder, whose `ForEach` has no rows. Without such a type, or near a known name, a
    /// lower-case name is swiftc's error.
    @Test func aLowerCaseNameIsAnotherFilesGlobalOnlyInAFileNamingAnotherFilesType() throws {
        let carousel = """
            import SwiftUI

            struct Carousel: View {
                let title = "Trips"
                var body: some View {
                    ScrollView(.horizontal) {
                        HStack { ForEach(tripCards) { card in Overlay(card) } }
                    }
                }
                func Overlay(_ card: TripCard) -> some View { Text(card.title) }
            }

            """
        let (program, diagnostics) = load(["Carousel.swift": carousel])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(warnings(diagnostics) == [PlaceholderMessages.unloaded("TripCard", PlaceholderMessages.valuesArePlaceholders),
                                          PlaceholderMessages.unloaded("tripCards", PlaceholderMessages.valuesArePlaceholders)])
        #expect(diagnostics.contains { $0.hint == PlaceholderMessages.globalHint })
        let scene = try program.makeScene("Carousel")
        #expect(scene.simulation.layout.count == 0)

        let alone = carousel.replacingOccurrences(of: "_ card: TripCard", with: "_ card: String")
            .replacingOccurrences(of: "card.title", with: "card")
        let (_, aloneDiagnostics) = load(["Carousel.swift": alone])
        #expect(aloneDiagnostics.contains { $0.severity == .error && $0.message == "cannot find 'tripCards' in scope" })
        let (_, slipDiagnostics) = load(["Carousel.swift": carousel.replacingOccurrences(of: "tripCards", with: "titl")])
        #expect(slipDiagnostics.contains { $0.severity == .error && $0.message == "cannot find 'titl' in scope" })
    }

    /// `date.events(for:)`, a method a package the file imports adds to Date: code running it
    /// is left out for that package, though the app has an enum case of that name.
    @Test func aMethodAnImportedPackageAddsToAKnownTypeIsLeftOutForIt() throws {
        let program = ScriptProgram()
        // The app's whole folder: no other file may declare it.
        program.loadsWholeModule = true
        let diagnostics = program.load([SourceFile(id: 1, path: "Today.swift", text: """
            import SwiftUI
            import CalendarEvents

            enum Section { case events, chores }

            struct Today: View {
                @State private var date = Date()
                @State private var shown = "none"
                var body: some View {
                    VStack {
                        Button("Events") { shown = "\\(upcoming.count)" }.id("events")
                        Button("Chores") { shown = "chores" }.id("chores")
                    }
                }
                private var upcoming: [String] { date.events(for: .north) }
            }

            """)])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(warnings(diagnostics) == [PlaceholderMessages.unsimulated("events", "CalendarEvents",
                                                                          PlaceholderMessages.codeIsLeftOut("'upcoming'"))])
        let scene = try program.makeScene("Today")
        do {
            try scene.tap(.string("events"))
            Issue.record("running the left-out property did not stop")
        } catch let failure as Diagnostic {
            #expect(failure.message == "'upcoming' uses 'events' from CalendarEvents, which scrollwork does not simulate")
        }
        try scene.tap(.string("chores"))
        #expect(scene.stateValue("shown").flatMap { if case .string(let text) = $0 { return text }; return nil } == "chores")
    }

    /// `Task.never()`, a static method a package the file imports adds to Task: left out for
    /// that package like an instance method, though SwiftUI has a `.never` (a case, not a method).
    @Test func aStaticMethodAnImportedPackageAddsToAKnownTypeIsLeftOutForIt() throws {
        let program = ScriptProgram()
        program.loadsWholeModule = true
        let diagnostics = program.load([SourceFile(id: 1, path: "Client.swift", text: """
            import ConcurrencyExtras

            struct Client {
                var load: () async throws -> Int
            }

            let waiting = Client(load: { try await Task.never() })
            let ready = 3

            """)])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(warnings(diagnostics) == [PlaceholderMessages.unsimulated("never", "ConcurrencyExtras",
                                                                          PlaceholderMessages.codeIsLeftOut("this closure"))])
        #expect(try program.evaluate("ready", bindings: FakeSession()).description == "3")
    }
}

