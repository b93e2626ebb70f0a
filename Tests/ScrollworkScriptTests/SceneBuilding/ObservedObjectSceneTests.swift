import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// Objects in scenes: a change to an observed object re-evaluates the views, the object
/// outlives re-evaluations, and a reload keeps what it holds.
struct ObservedObjectSceneTests {
    static func source(rowHeight: Int) -> String {
        """
        @Observable final class Counter {
            var count = 2
            var untracked = 0
        }
        struct Rows: View {
            @State var counter = Counter()
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<counter.count, id: \\.self) { index in
                            Color.red.frame(height: \(rowHeight)).onTapGesture { counter.count += 1 }
                        }
                    }
                }
            }
        }
        """
    }

    @Test func aChangeToTheObjectReevaluatesTheScene() throws {
        let program = try loadProgram(Self.source(rowHeight: 50))
        let scene = try program.makeScene("Rows")
        #expect(scene.scrollView?.content.items.count == 2)
        try scene.tap(.int(1))
        #expect(scene.scrollView?.content.items.count == 3)
        try scene.tap(.int(2))
        #expect(scene.stateValue("counter")?[field: "count"] == .int(4))
    }

    @Test func reloadKeepsTheObjectsProperties() throws {
        let program = try loadProgram(Self.source(rowHeight: 50))
        let scene = try program.makeScene("Rows")
        try scene.tap(.int(0))
        #expect(program.load(SourceFile(id: 1, path: "test.swift", text: Self.source(rowHeight: 80))).isEmpty)
        try scene.reload(program: program)
        #expect(scene.scrollView?.content.items.count == 3)
        #expect(scene.scrollView?.content.items[2].frame.minY == 160)
    }

    /// iOS 17's Observation environment: `.environment(model)` gives an `@Observable` object to
    /// the views inside, which read it with `@Environment(Model.self)`; an optional one reads nil
    /// where no ancestor gives it.
    @Test func observableObjectsReachViewsThroughTheEnvironment() throws {
        let program = try loadProgram("""
            @Observable final class Counter { var count = 2 }
            struct Rows: View {
                @Environment(Counter.self) var counter
                @Environment(Counter.self) private var optional: Counter?
                var body: some View {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<counter.count, id: \\.self) { index in
                            Color.red.frame(height: 50).onTapGesture { counter.count += 1 }
                        }
                    }
                }
            }
            struct Screen: View {
                @State private var counter = Counter()
                var body: some View { ScrollView { Rows() }.environment(counter) }
            }
            struct Alone: View {
                @Environment(Counter.self) private var counter: Counter?
                var body: some View {
                    ScrollView { ForEach(0..<(counter == nil ? 4 : 1), id: \\.self) { _ in Color.blue.frame(height: 10) } }
                }
            }
            """)
        let scene = try program.makeScene("Screen")
        #expect(scene.scrollView?.content.items.count == 2)
        try scene.tap(.int(1))
        #expect(scene.scrollView?.content.items.count == 3)
        #expect(scene.stateValue("counter")?[field: "count"] == .int(3))
        let alone = try program.makeScene("Alone")
        #expect(alone.scrollView?.content.items.count == 4)
    }

    /// iOS stops when a view reads an `@EnvironmentObject` no ancestor gave, at the read: making
    /// the view is fine, and so is a body that reads it only in an action that has not run.
    @Test func aMissingEnvironmentObjectStopsTheSceneWhereItIsRead() throws {
        let source = """
            final class Store: ObservableObject { @Published var count = 3 }
            struct Unread: View {
                @EnvironmentObject private var store: Store
                var body: some View {
                    ScrollView { Color.red.frame(height: 50).id("row").onTapGesture { store.count += 1 } }
                }
            }
            struct Read: View {
                @EnvironmentObject private var store: Store
                var body: some View {
                    ScrollView { Text("\\(store.count)") }
                }
            }
            """
        let file = SourceFile(id: 1, path: "store.swift", text: source)
        let program = ScriptProgram()
        #expect(program.load(file).isEmpty)
        let unread = try program.makeScene("Unread")
        #expect(unread.frame(.string("row"))?.height == 50)
        let message = "no ObservableObject of type Store found: a View.environmentObject(_:) for Store may be missing as an ancestor of "
        let tapped = #expect(throws: Diagnostic.self) { try unread.tap(.string("row")) }
        #expect(tapped?.message == message + "'Unread'")
        #expect(tapped.map { file.location(of: $0.range.start) }.map { [$0.line, $0.column] } == [5, 75])
        let read = #expect(throws: Diagnostic.self) { try program.makeScene("Read") }
        #expect(read?.message == message + "'Read'")
        #expect(read.map { file.location(of: $0.range.start) }.map { [$0.line, $0.column] } == [11, 30])
    }

    /// A class's `@EnvironmentObject` is made with the wrapper's `init()`, so the class needs no
    /// initialiser for it, but no view's environment fills it: reading it stops, where it is read.
    @Test func aClasssEnvironmentObjectLetsItBeMadeAndStopsWhereItIsRead() throws {
        let source = """
            final class Store: ObservableObject { @Published var count = 3 }
            final class Session: ObservableObject {
                @EnvironmentObject var store: Store
                var greeting = "hi"
            }
            struct Greeting: View {
                @StateObject private var session = Session()
                var body: some View {
                    ScrollView { Text(session.greeting).id("row").onTapGesture { session.store.count += 1 } }
                }
            }
            """
        let file = SourceFile(id: 1, path: "session.swift", text: source)
        let program = ScriptProgram()
        let diagnostics = program.load(file)
        #expect(diagnostics.map(\.message) == ["'@EnvironmentObject' in a class is filled by no view's environment: reading 'store' stops, as on iOS"])
        #expect(!diagnostics.containsErrors)
        let scene = try program.makeScene("Greeting")
        #expect(scene.itemIndex(labelled: "hi") != nil)
        let tapped = #expect(throws: Diagnostic.self) { try scene.tap(.string("row")) }
        #expect(tapped?.message == "no ObservableObject of type Store found: 'Session.store' is an @EnvironmentObject of a class, which no view's environment fills")
    }

    /// `Toggle(vm: _vm)`: Swift's memberwise initialiser takes an `@EnvironmentObject`'s wrapper
    /// (with the empty one as its default), and the child reads the object from its own
    /// environment, the one its parent was given.
    @Test func anEnvironmentObjectsWrapperMayBePassedToTheMemberwiseInitialiser() throws {
        let (_, scene) = try makeScene("""
            import SwiftUI
            final class Store: ObservableObject { @Published var count = 3 }
            struct Parent: View {
                @EnvironmentObject var store: Store
                var body: some View {
                    ScrollView {
                        Counter(store: _store)
                        Counter()
                    }
                }
            }
            struct Counter: View {
                @EnvironmentObject var store: Store
                var body: some View { Text("count \\(store.count)") }
            }
            #Preview("Parent") { Parent().environmentObject(Store()) }
            """, "Parent")
        #expect(scene.itemIndex(labelled: "count 3") != nil)
    }
}
