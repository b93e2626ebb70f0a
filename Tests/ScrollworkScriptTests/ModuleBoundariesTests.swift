import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// An app folder's modules loaded as one program: Swift's access rules between the app and its
/// local packages' targets, and modules scrollwork does not have leaving out only what uses them.
struct ModuleBoundariesTests {
    static let kit = """
        import Foundation

        public struct Book: Identifiable {
            public let id: Int
            public init(id: Int) { self.id = id }
        }

        let shelfSize = 30

        public func shelf() -> [Book] { (1...shelfSize).map { Book(id: $0) } }

        """

    private func load(_ app: String, modules: [String: String] = ["Kit/Book.swift": "ShelfKit"]) -> (ScriptProgram, [Diagnostic]) {
        let program = ScriptProgram()
        program.modules = modules
        let diagnostics = program.load([SourceFile(id: 1, path: "Kit/Book.swift", text: Self.kit),
                                        SourceFile(id: 2, path: "App/List.swift", text: app)])
        return (program, diagnostics)
    }

    @Test func aPublicNameIsVisibleInTheApp() {
        let (_, diagnostics) = load("import ShelfKit\n\nlet books = shelf()\nlet first = Book(id: 1)\n")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    @Test func anInternalNameIsNotAndTheErrorIsSwiftcs() {
        let (_, diagnostics) = load("import ShelfKit\n\nlet count = shelfSize + 1\n")
        #expect(diagnostics.map(\.message) == ["cannot find 'shelfSize' in scope"])
        #expect(diagnostics.first?.range.start == "import ShelfKit\n\nlet count = ".utf8.count)
    }

    /// A parameter, a closure's parameter, a closure's local read inside an `if`, an `if let`:
    /// each named as the package's internal `shelfSize` is the local, as Swift looks a name up
    /// from the innermost scope out. Past the `if let`'s body the name is the package's again.
    @Test func aLocalNamedAsAnotherModulesInternalNameIsTheLocal() {
        let app = """
            import ShelfKit

            func rows(shelfSize: Int) -> Int { shelfSize + 1 }
            let doubled = { (shelfSize: Int) in shelfSize * 2 }
            func sizes(wide: Bool) -> () -> [Int] {
                return {
                    var shelfSize = [1]
                    if wide { shelfSize.append(2) }
                    return shelfSize
                }
            }
            func first(_ sizes: [Int]) -> Int {
                if let shelfSize = sizes.first { return shelfSize }
                return shelfSize
            }

            """
        let (_, diagnostics) = load(app)
        #expect(diagnostics.map(\.message) == ["cannot find 'shelfSize' in scope"])
        let lastUse = app.range(of: "shelfSize", options: .backwards).map { app.utf8.distance(from: app.startIndex, to: $0.lowerBound) }
        #expect(diagnostics.first?.range.start == lastUse)
    }

    @Test func withoutModulesEverythingIsOneModule() {
        let (_, diagnostics) = load("let count = shelfSize + 1\n", modules: [:])
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    @Test func aModuleWeDoNotHaveLeavesOutWhatUsesItWithOneNote() throws {
        let (program, diagnostics) = load("""
            import SwiftUI
            import Charts

            struct SalesChart: View {
                var body: some View { Chart { BarMark(x: .value("Day", 1), y: .value("Sales", 3)) } }
            }

            struct Weekly: View {
                var body: some View { Chart { } }
            }

            struct Totals: View {
                var body: some View {
                    ScrollView { VStack { ForEach(0..<5, id: \\.self) { Text("Day \\($0)") } } }
                }
            }

            #Preview("Totals") {
                Totals()
            }

            """)
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        let notes = diagnostics.filter { $0.message.contains("which scrollwork does not simulate") }
        // A view of the module is drawn as a placeholder: the views using it load.
        #expect(notes.map(\.message) == [PlaceholderMessages.unsimulated("Chart", "Charts", PlaceholderMessages.drawnAsPlaceholder)])
        #expect(!diagnostics.contains { $0.message.contains("import of 'Charts'") })
        #expect(program.viewNames.contains("SalesChart") && program.viewNames.contains("Weekly"))
        #expect(try program.makeScene("Totals").simulation.layout.count == 5)
    }

    /// `private`/`fileprivate` top-level names are their file's: two files may each have a
    /// `logger` and a `describe()`, each reads its own, and a third file sees neither.
    @Test func privateTopLevelNamesBelongToTheirFile() throws {
        let program = ScriptProgram()
        let diagnostics = program.load([
            SourceFile(id: 1, path: "App/Bird.swift", text: """
                private let logger = "bird"
                private func describe() -> String { logger + " 1" }
                func birdTag() -> String { describe() }
                """),
            SourceFile(id: 2, path: "App/Feeder.swift", text: """
                fileprivate let logger = "feeder"
                fileprivate func describe() -> String { logger + " 2" }
                func feederTag() -> String { describe() }
                """),
            SourceFile(id: 3, path: "App/Nest.swift", text: "let mine = logger\n"),
        ])
        #expect(diagnostics.map(\.message) == ["cannot find 'logger' in scope"])
        #expect(try program.evaluate("birdTag() + \", \" + feederTag()", bindings: FakeSession()).description == "bird 1, feeder 2")
    }

    /// A private top-level type is its file's too: two files may each declare a `DisplayData`
    /// and a `CodingKeys`, each file's code making its own; a public type of a name another
    /// file declares privately is the one the other files see, whichever file comes first.
    @Test func privateTopLevelTypesBelongToTheirFile() throws {
        let program = ScriptProgram()
        let diagnostics = program.load([
            SourceFile(id: 1, path: "App/Photo.swift", text: """
                private struct DisplayData { let title: String }
                private enum CodingKeys: CodingKey { case photo }
                private struct Shelf { let size = 1 }
                func photoTag() -> String { DisplayData(title: "photo").title + "\\(Shelf().size)" }
                """),
            SourceFile(id: 2, path: "App/Video.swift", text: """
                fileprivate struct DisplayData { let title: String; let previewURL: String? }
                private enum CodingKeys: CodingKey { case video }
                func videoTag() -> String { DisplayData(title: "video", previewURL: ".mp4").previewURL ?? "" }
                """),
            SourceFile(id: 3, path: "App/Shelf.swift", text: "struct Shelf { let name = \"shelf\" }\nfunc shelfTag() -> String { Shelf().name }\n"),
        ])
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(try program.evaluate("photoTag() + \", \" + videoTag() + \", \" + shelfTag()", bindings: FakeSession()).description
                == "photo1, .mp4, shelf")
    }

    /// A private top-level type alias is its file's: each file's `ExampleView` names its own
    /// type, in an extension of the alias and in a call, and a third file sees none.
    @Test func privateTypeAliasesBelongToTheirFile() throws {
        let program = ScriptProgram()
        let diagnostics = program.load([
            SourceFile(id: 1, path: "App/Viewer.swift", text: "enum Viewer {}\n"),
            SourceFile(id: 2, path: "App/Delay.swift", text: """
                fileprivate typealias ExampleView = Viewer.Delay
                extension Viewer { struct Delay { let seconds: Int } }
                extension ExampleView { var label: String { "wait \\(seconds)" } }
                func delayTag() -> String { ExampleView(seconds: 2).label }
                """),
            SourceFile(id: 3, path: "App/Repeat.swift", text: """
                private typealias ExampleView = Viewer.Repeat
                extension Viewer { struct Repeat { let times: Int; let reverses: Bool } }
                extension ExampleView { var label: String { "\\(times)×" + (reverses ? " back" : "") } }
                func repeatTag() -> String { ExampleView(times: 3, reverses: true).label }
                """),
            SourceFile(id: 4, path: "App/Other.swift", text: "let other = ExampleView(seconds: 1)\n"),
        ])
        #expect(diagnostics.map(\.message) == ["cannot find 'ExampleView' in scope"])
        #expect(try program.evaluate("delayTag() + \", \" + repeatTag()", bindings: FakeSession()).description == "wait 2, 3× back")
    }

    /// `ShelfKit.Book`: a local module's name qualifies its names, in types and in expressions.
    @Test func aModulesNameQualifiesItsNames() {
        let (program, diagnostics) = load("""
            import ShelfKit

            let books: [ShelfKit.Book] = ShelfKit.shelf()
            let first = ShelfKit.Book(id: 7)
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect((try? program.evaluate("books.count + first.id", bindings: FakeSession()).description) == "37")
    }

    /// `Models.Note.Kind`: a module's name qualifies a type nested in its type too, in an
    /// extension's name, in a type annotation and in an expression, as in Swift; and in a file of
    /// the module itself, which needs no import to name it.
    @Test func aModulesNameQualifiesItsNestedTypes() throws {
        let program = ScriptProgram()
        program.modules = ["Models/Note.swift": "Models"]
        let diagnostics = program.load([
            SourceFile(id: 1, path: "Models/Note.swift", text: """
                public struct Note {
                    public enum Kind: String, CaseIterable { case mention, follow }
                    public let kind: Kind
                    public init(kind: Kind) { self.kind = kind }
                }

                extension Models.Note.Kind {
                    public var title: String { rawValue.capitalized }
                }

                """),
            SourceFile(id: 2, path: "App/Row.swift", text: """
                import Models

                extension Models.Note.Kind {
                    var width: Double { self == .mention ? 40 : 60 }
                }

                let kinds: [Models.Note.Kind] = Models.Note.Kind.allCases
                let note = Models.Note(kind: .follow)

                """),
        ])
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(try program.evaluate("kinds.map(\\.title).joined() + \" \\(note.kind.width)\"", bindings: FakeSession()).description
                == "MentionFollow 60.0")
    }

    /// `EmojiText(…).animated(true)`: a view of a package scrollwork does not have is drawn as a
    /// placeholder, and a modifier SwiftUI lacks on it is that view's own, left off with it (not
    /// "no member 'animated'", though SwiftUI has `animation`).
    @Test func aModifierOfAViewOfAMissingModuleIsLeftOffWithIt() throws {
        let (program, diagnostics) = load("""
            import SwiftUI
            import EmojiText

            struct Status: View {
                var body: some View {
                    ScrollView {
                        VStack {
                            EmojiText(markdown: "**hi**", emojis: [])
                                .animated(true)
                                .frame(height: 30)
                            Text("below")
                        }
                    }
                }
            }

            #Preview("Status") { Status() }

            """)
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(diagnostics.map(\.message) == [PlaceholderMessages.unsimulated("EmojiText", "EmojiText", PlaceholderMessages.drawnAsPlaceholder)])
        #expect(try program.makeScene("Status").simulation.layout.count == 2)
    }

    /// `Purchases.shared` of a module scrollwork lacks is that module's, not the enclosing
    /// class's own `shared`: a module's name qualifies only top-level names, so the method is
    /// left out for the module with its warning, and the rest of the class loads.
    @Test func aMissingModulesNameNeverReachesTheEnclosingTypesMembers() throws {
        let (program, diagnostics) = load("""
            import Purchases

            public class Store {
                public static let shared = Store()
                var count = 2
                func buy(source: String) {
                    Purchases.shared.setAttributes(["source": source])
                }
            }
            """)
        #expect(diagnostics.map(\.message)
                == ["'Purchases' is from Purchases, which scrollwork does not simulate; 'buy(source:)' is left out, and stops with an error if it runs"])
        #expect(try program.evaluate("Store.shared.count", bindings: FakeSession()).description == "2")
    }

    /// Types nested in another module's type or in its extensions are named through that type:
    /// they hide no name of the app's, whose `ButtonStyle` has its own `Configuration` and whose
    /// action nests its own `Delegate`; nor does a private type hide SwiftUI's of its name.
    @Test func typesNestedInAnotherModuleHideNoNameOfTheApps() throws {
        let kit = """
            import SwiftUI

            private struct Edge: Equatable {
                var start = 0, end = 1
            }

            private struct AdaptivePadding: ViewModifier {
                enum Configuration { case edges(Edge.Set) }
                let configuration: Configuration
                func body(content: Content) -> some View { content.padding(8) }
            }

            public struct Feedback {
                public var name: String
            }

            extension Feedback {
                fileprivate final class Delegate {}
            }

            """
        let app = """
            import SwiftUI
            import StyleKit

            struct PressStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.frame(height: configuration.isPressed ? 30 : 44)
                }
            }

            struct Feature {
                enum Action {
                    case delegate(Delegate)
                    enum Delegate { case start }
                }
            }

            struct Menu: View {
                let action = Feature.Action.delegate(.start)
                var body: some View {
                    ScrollView {
                        VStack { ForEach(0..<4, id: \\.self) { Button("Item \\($0)") {}.buttonStyle(PressStyle()) } }
                            .padding(Edge.Set.horizontal, 8)
                    }
                }
            }

            #Preview("Menu") { Menu() }

            """
        let program = ScriptProgram()
        program.modules = ["Kit/Padding.swift": "StyleKit"]
        let diagnostics = program.load([SourceFile(id: 1, path: "Kit/Padding.swift", text: kit),
                                        SourceFile(id: 2, path: "App/Menu.swift", text: app)])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(!diagnostics.contains { $0.message.hasSuffix("which has errors") })
        #expect(try program.makeScene("Menu").simulation.layout.count == 4)
    }

    /// A package's `public struct List` beside SwiftUI's: Swift resolves the two as overloads of
    /// one name by their arguments, so `List(id:title:)` is the package's and `List { … }`
    /// SwiftUI's, in the package's importers as in a file that imports only SwiftUI.
    @Test func aPackagesTypeWithAFrameworksNameIsChosenByItsArguments() throws {
        let models = """
            public struct List: Identifiable {
                public let id: Int
                public let title: String
                public init(id: Int, title: String) { self.id = id; self.title = title }
            }

            """
        let app = """
            import SwiftUI
            import Models

            struct Lists: View {
                let lists = [List(id: 1, title: "Friends"), List(id: 2, title: "Work"), List(id: 3, title: "Family")]
                var body: some View {
                    List {
                        ForEach(lists) { list in Text(list.title) }
                    }
                }
            }

            #Preview("Lists") { Lists() }

            """
        let program = ScriptProgram()
        program.modules = ["Models/List.swift": "Models"]
        let diagnostics = program.load([SourceFile(id: 1, path: "Models/List.swift", text: models),
                                        SourceFile(id: 2, path: "App/Lists.swift", text: app)])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(try program.evaluate("Lists().lists[2].title", bindings: FakeSession()).description == "Family")
        #expect(try program.makeScene("Lists").simulation.layout.count == 3)
    }

    /// A type's name reaches the types of its file's module and of the modules it imports, with
    /// what those re-export (`@_exported import`, which the re-exporting module's other files
    /// see too), as swiftc looks it up: a package's `Duration` is the standard library's in a
    /// module that does not import it, and the package's where it is seen. A value of another
    /// module's type keeps its type's members in a file that does not import it (`.visibility`,
    /// beside SwiftUI's `Visibility`). The same files, built by swiftc as three modules and the
    /// app, print `7 7 true true`.
    @Test func aTypesNameReachesOnlyTheModulesItsFileSees() throws {
        let kit = """
            public enum Duration: Int, CaseIterable {
                case day = 1, week = 7
                public var days: Int { rawValue }
            }
            public enum Visibility: String { case pub, priv }
            public struct Post {
                public let visibility: Visibility
                public init(visibility: Visibility) { self.visibility = visibility }
            }

            """
        let backoff = """
            import Foundation

            public struct Backoff {
                public var base: Duration = .seconds(2)
                public init() {}
                public func isLong() -> Bool { base > Duration.seconds(1) }
            }

            """
        let files = [
            ("Kit/Kit.swift", kit),
            ("Network/Backoff.swift", backoff),
            ("Models/Posts.swift", "@_exported import Kit\n\npublic func latestPost() -> Post { Post(visibility: .priv) }\n"),
            ("Models/Feed.swift", "public let feedLength = Duration.week.days\n"),
            ("App/Settings.swift", "import Network\nimport Models\n\nlet longest = Duration.week.days\n"),
            ("App/Other.swift", "import Models\n\nfunc isPrivate() -> Bool { latestPost().visibility == Visibility.priv }\n"),
        ]
        let program = ScriptProgram()
        program.modules = ["Kit/Kit.swift": "Kit", "Network/Backoff.swift": "Network",
                           "Models/Posts.swift": "Models", "Models/Feed.swift": "Models"]
        let diagnostics = program.load(files.enumerated().map { SourceFile(id: $0.offset + 1, path: $0.element.0, text: $0.element.1) })
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        let shown = "\"\\(longest) \\(feedLength) \\(Backoff().isLong()) \\(isPrivate())\""
        #expect(try program.evaluate(shown, bindings: FakeSession()).description == "7 7 true true")
    }

    /// A package's file never sees the app's own types: no package imports the app.
    @Test func aPackageDoesNotSeeTheAppsTypes() {
        let program = ScriptProgram()
        program.modules = ["Kit/Rows.swift": "Kit"]
        let diagnostics = program.load([SourceFile(id: 1, path: "Kit/Rows.swift", text: "public let rows: [Row] = []\n"),
                                        SourceFile(id: 2, path: "App/Row.swift", text: "struct Row {}\n")])
        #expect(diagnostics.filter { $0.severity == .error }.map(\.message) == ["cannot find type 'Row' in scope"])
    }
}
