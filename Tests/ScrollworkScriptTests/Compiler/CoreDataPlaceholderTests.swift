import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// Core Data is simulated: `@FetchRequest` of an entity no loaded file declares (nor a loaded
/// model) gives an empty list (one warning), and a view model whose `init()` sets up an `NSPersistentContainer` runs it; its
/// methods that use an entity no loaded file declares (nor a loaded model) stop with their
/// located error only when they run.
struct CoreDataPlaceholderTests {
    private func load(_ source: String) -> (ScriptProgram, [Diagnostic]) {
        let program = ScriptProgram()
        return (program, program.load(SourceFile(id: 1, path: "Fruits.swift", text: source)))
    }

    private let fruits = """
        import SwiftUI
        import CoreData

        @Observable class FruitsModel {
            @ObservationIgnored let container: NSPersistentContainer
            var saved: [FruitEntity] = []
            var title = "Fruits"

            init() {
                container = NSPersistentContainer(name: "Fruits")
                container.loadPersistentStores { _, _ in }
                title = "Loaded"
            }

            func add(_ name: String) {
                let fruit = FruitEntity(context: container.viewContext)
                fruit.name = name
            }
        }

        struct FruitsView: View {
            @State private var model = FruitsModel()
            @FetchRequest(sortDescriptors: [])
            private var fruits: FetchedResults<FruitEntity>

            var body: some View {
                VStack {
                    Text(model.title)
                    ForEach(fruits) { fruit in Text(fruit.name ?? "") }
                    Button("Add") { model.add("Apple") }
                }
            }
        }

        #Preview { FruitsView() }

        """

    @Test func theSceneOpensWithAnEmptyFetchAndTheDeclaredValues() throws {
        let (program, diagnostics) = load(fruits)
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        let messages = program.placeholders.map(\.message)
        #expect(messages.contains(PlaceholderMessages.emptyQuery("FruitEntity", wrapper: "FetchRequest")))
        #expect(!messages.contains { $0.hasPrefix("'NSPersistentContainer'") })
        let scene = try program.makeScene("Preview")
        let items = { scene.simulation.layout.items }
        // The title the initialiser set ("Loaded"), no rows, the button.
        #expect(items().count == 2)
        #expect(items()[0].frame.size.width == 48)
        #expect(throws: Diagnostic.self) { try scene.tap(items()[1].id) }
    }
}
