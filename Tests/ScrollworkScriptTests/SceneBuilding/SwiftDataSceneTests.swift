import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// SwiftData in scenes: `@Query` reads the context of the nearest `.modelContainer`, follows its
/// inserts, deletes and its models' changes, and a view with no container above it is the
/// located error iOS stops with.
struct SwiftDataSceneTests {
    static let model = """
        @Model final class Item {
            var name: String
            var done = false
            var rank: Int
            init(name: String, rank: Int) { self.name = name; self.rank = rank }
        }

        """

    @Test func aQueryWithNoContainerAboveItIsALocatedError() throws {
        let source = Self.model + """
            struct Items: View {
                @Query var items: [Item]
                var body: some View { ScrollView { ForEach(items) { Text($0.name) } } }
            }
            """
        let program = try loadProgram(source)
        do {
            _ = try program.makeScene("Items")
            Issue.record("the scene opened")
        } catch let diagnostic as Diagnostic {
            #expect(diagnostic.message.contains("'Items' uses @Query with no ModelContainer above it"))
            // Where `@Query` is written.
            let attribute = source.range(of: "@Query").map { source.utf8.distance(from: source.startIndex, to: $0.lowerBound) }
            #expect(diagnostic.range.start == attribute)
        }
    }

    @Test func usingTheContextWithNoContainerIsALocatedError() throws {
        let (_, scene) = try makeScene(Self.model + """
            struct Adder: View {
                @Environment(\\.modelContext) private var context
                var body: some View {
                    ScrollView { Color.red.frame(height: 50).id("add").onTapGesture { context.insert(Item(name: "a", rank: 1)) } }
                }
            }
            """, "Adder")
        let message = errorMessage { try scene.tap(.string("add")) }
        #expect(message?.contains("failed to find a currently active container") == true)
    }

    /// `_items = Query(filter:sort:)` (or `self._items = …`) in an initialiser, as apps build a
    /// query from a view's arguments; a change to a model's property moves it in or out of the filter.
    @Test(arguments: ["_items", "self._items"])
    func aQueryMadeInTheInitialiserFiltersAndFollowsPropertyChanges(storage: String) throws {
        let (_, scene) = try makeScene(Self.model + """
            struct Pending: View {
                @Query var items: [Item]
                init(minimumRank: Int) {
                    \(storage) = Query(filter: #Predicate<Item> { $0.rank >= minimumRank && !$0.done }, sort: \\Item.rank, order: .reverse)
                }
                var body: some View {
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(items) { item in
                                Color.red.frame(height: 40).id(item.name).onTapGesture { item.done = true }
                            }
                        }
                    }
                }
            }
            struct Screen: View {
                @Environment(\\.modelContext) private var context
                var body: some View {
                    VStack(spacing: 0) {
                        Color.blue.frame(height: 20).id("seed").onTapGesture {
                            for rank in 1...4 { context.insert(Item(name: "i\\(rank)", rank: rank)) }
                        }
                        Pending(minimumRank: 2)
                    }
                }
            }
            #Preview("Screen") { Screen().modelContainer(for: Item.self) }
            """, "Screen")
        try scene.tap(.string("seed"))
        // Ranks 4, 3, 2 in reverse order, 40 pt each.
        #expect(scene.frames([.string("i4"), .string("i3"), .string("i2")]).map { $0?.minY } == [0, 40, 80])
        #expect(scene.frame(.string("i1")) == nil)
        try scene.tap(.string("i3"))
        #expect(scene.frame(.string("i3")) == nil)
        #expect(scene.frame(.string("i2"))?.minY == 40)
    }

    /// `@Bindable` of a model: a binding to its property writes the model, and the query's list follows.
    @Test func aBindingToAModelsPropertyEditsTheModel() throws {
        let (_, scene) = try makeScene(Self.model + """
            struct Row: View {
                @Bindable var item: Item
                var body: some View { Toggle(item.name, isOn: $item.done).frame(height: 44).id(item.name) }
            }
            struct Open: View {
                @Environment(\\.modelContext) private var context
                @Query(filter: #Predicate<Item> { !$0.done }) private var items: [Item]
                @State private var left = -1
                var body: some View {
                    ScrollView {
                        VStack(spacing: 0) {
                            Color.blue.frame(height: 20).id("seed").onTapGesture {
                                context.insert(Item(name: "a", rank: 1))
                                context.insert(Item(name: "b", rank: 2))
                            }
                            ForEach(items) { Row(item: $0) }
                        }
                    }
                }
            }
            #Preview("Open") { Open().modelContainer(for: Item.self) }
            """, "Open")
        try scene.tap(.string("seed"))
        #expect(scene.frame(.string("b"))?.minY == 64)
        try scene.tap(.string("a"))
        #expect(scene.frame(.string("a")) == nil)
        #expect(scene.frame(.string("b"))?.minY == 20)
    }

    /// `==` on models: a model class is a `PersistentModel`, which refines `Hashable`, and two
    /// models are equal when they are the same model, whatever their properties hold.
    @Test func modelsAreEqualWhenTheyAreTheSameModel() throws {
        let (_, scene) = try makeScene(Self.model + """
            struct Compare: View {
                let first = Item(name: "a", rank: 1)
                let twin = Item(name: "a", rank: 1)
                var body: some View {
                    let picked: Item? = first
                    ScrollView {
                        Text(first == twin ? "equal" : "different")
                        Text(picked == first ? "same" : "other")
                        Text(picked != twin ? "apart" : "together")
                    }
                }
            }
            """, "Compare")
        #expect((0..<3).map { scene.label(ofItemAt: $0) } == ["different", "same", "apart"])
    }

    /// The App's `WindowGroup { … }.modelContainer(for:)` gives its window's views their context.
    @Test func anAppsWindowGroupGivesItsContainer() throws {
        let (_, scene) = try makeScene(Self.model + """
            struct Root: View {
                @Query(sort: \\Item.rank) var items: [Item]
                var body: some View { ScrollView { Text("\\(items.count) items").id("count") } }
            }
            @main struct ListsApp: App {
                var body: some Scene {
                    WindowGroup { Root() }
                        .modelContainer(for: Item.self)
                }
            }
            """, "ListsApp")
        #expect(scene.scrollView?.content.items.count == 1)
    }
}
