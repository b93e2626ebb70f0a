import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// Which module a declaration left out is blamed on: the one that declares the name when we
/// know it, a module's members (`\.modelContext`) in every file of an app one of whose files
/// imports it, and never a module for a name of Foundation, SwiftUI or UIKit.
struct UnsimulatedModulesTests {
    private func load(_ files: [String: String], wholeModule: Bool = false) -> (ScriptProgram, [Diagnostic]) {
        let program = ScriptProgram()
        program.loadsWholeModule = wholeModule
        let sources = files.keys.sorted().enumerated().map { SourceFile(id: $0.offset + 1, path: $0.element, text: files[$0.element] ?? "") }
        return (program, program.load(sources))
    }

    private func notes(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.filter { $0.message.contains("which scrollwork does not simulate") }.map(\.message)
    }

    /// The framework names listed as not had yet are ones neither the surface nor the compiler
    /// declares: a name that gains a declaration is taken off the list.
    @Test func theFrameworksMissingNamesAreNoneTheSurfaceDeclares() {
        let declared = UnsimulatedModuleNames.framework.filter {
            Surface.standard.type(named: $0) != nil || SignatureResolver.standardProtocols.contains($0)
        }
        #expect(declared.sorted() == [])
    }

    /// SwiftData's store is simulated (`@Model`, `@Query`, `\.modelContext`); what it has beyond
    /// that (`ModelActor`, history, migrations) is still one note for the module.
    @Test func swiftDataBeyondTheStoreIsLeftOutWithOneNoteAndNeverAParseError() throws {
        let (program, diagnostics) = load([
            "App/Task.swift": """
                import Foundation
                import SwiftData

                @Model
                class Chore {
                    var title: String
                    var done = false
                    init(title: String) { self.title = title }
                }

                struct Importer {
                    let executor: DefaultSerialModelExecutor
                }

                """,
            "App/ChoreList.swift": """
                import SwiftData
                import SwiftUI

                struct ChoreList: View {
                    @Query(filter: #Predicate<Chore> { chore in
                        chore.done == false
                    }, sort: [SortDescriptor(\\Chore.title)]) var chores: [Chore]

                    var body: some View { List(chores, id: \\.title) { Text($0.title) } }
                }

                #Preview { ChoreList().modelContainer(for: Chore.self, inMemory: true) }

                """,
            // Imports only SwiftUI, as apps do: SwiftData's `\\.modelContext` is seen through the
            // other files' import.
            "App/NewChore.swift": """
                import SwiftUI

                struct NewChore: View {
                    @Environment(\\.modelContext) var modelContext
                    var body: some View { Button("Add") { modelContext.insert(Chore(title: "Dishes")) } }
                }

                struct Header: View {
                    var body: some View { ScrollView { VStack { ForEach(0..<3, id: \\.self) { Text("Chore \\($0)") } } } }
                }

                #Preview("Header") { Header() }

                """,
        ])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(notes(diagnostics) == [PlaceholderMessages.unsimulated("DefaultSerialModelExecutor", "SwiftData",
                                                                       PlaceholderMessages.valuesArePlaceholders)])
        #expect(program.viewNames.contains("ChoreList") && program.viewNames.contains("NewChore"))
        #expect(try program.makeScene("Header").simulation.layout.count == 3)
    }

    /// A type nested in another (`struct Seed { struct Product }`) is named unqualified only
    /// inside it: elsewhere, in a file importing StoreKit, `Product` is StoreKit's, so the
    /// initialiser taking a `Product.ID` holds a placeholder and its enum, and the environment
    /// value of that enum, load (they were left out, and every view reading the value with them).
    @Test func aNestedTypeDoesNotHideAModulesTypeOfTheSameName() throws {
        let (program, diagnostics) = load([
            "App/Seed.swift": """
                import Foundation

                struct Seed {
                    struct Product { var id: String }
                    var product: Product
                }

                """,
            "App/Tier.swift": """
                import StoreKit
                import SwiftUI

                enum Tier: Equatable {
                    case basic
                    case gold

                    init?(productID: Product.ID) {
                        if productID == "gold" { self = .gold } else { return nil }
                    }
                }

                extension EnvironmentValues {
                    private enum TierKey: EnvironmentKey {
                        static var defaultValue: Tier = .basic
                    }

                    var tier: Tier {
                        get { self[TierKey.self] }
                        set { self[TierKey.self] = newValue }
                    }
                }

                struct TierBadge: View {
                    @Environment(\\.tier) private var tier
                    var body: some View { ScrollView { Text(tier == .gold ? "Gold" : "Basic").id("badge") } }
                }

                #Preview("Badge") { TierBadge() }

                """,
        ])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(notes(diagnostics) == [PlaceholderMessages.unsimulated("Product.ID", "StoreKit", PlaceholderMessages.valuesArePlaceholders)])
        #expect(try program.makeScene("Badge").simulation.layout.count == 1)
    }

    @Test func theModuleThatDeclaresANameIsTheOneBlamed() {
        let (_, diagnostics) = load(["App/Picker.swift": """
            import SwiftUI
            import CoreImage
            import PhotosUI
            import StoreKit

            struct Picker: View {
                @State private var item: PhotosPickerItem?
                var body: some View { Text("Pick") }
            }

            """])
        #expect(notes(diagnostics) == [PlaceholderMessages.unsimulated("PhotosPickerItem", "PhotosUI", PlaceholderMessages.valuesArePlaceholders)])
    }

    /// Reading the system log back is the system log's (`os`), not WidgetKit's or CloudKit's the
    /// file also imports.
    @Test func aLogStoreIsTheSystemLogs() {
        let (_, diagnostics) = load(["App/Stock.swift": """
            import SwiftUI
            import CloudKit
            import WidgetKit
            import os

            struct Stock: View {
                var body: some View { Text("Stock") }
                func count() -> Int {
                    let store = try? OSLogStore(scope: .currentProcessIdentifier)
                    return store == nil ? 0 : 3
                }
            }

            """])
        #expect(notes(diagnostics).count == 1)
        #expect(notes(diagnostics).first?.contains("'OSLogStore' is from os,") == true, "\(notes(diagnostics))")
    }

    /// A parameter typed with a module's name we lack may be a function type (Firebase's
    /// `typealias AuthDataResultCallback = (AuthDataResult?, Error?) -> Void`): a trailing
    /// closure fills it, and the view calling it loads, where "missing argument" would leave
    /// it out.
    @Test func aTrailingClosureFillsAParameterOfAModulesType() throws {
        let (program, diagnostics) = load(["App/SignIn.swift": """
            import SwiftUI
            import FirebaseAuth

            final class Session: ObservableObject {
                func signIn(email: String, handler: @escaping AuthDataResultCallback) {
                    Auth.auth().signIn(withEmail: email, password: "", completion: handler)
                }
            }

            struct SignIn: View {
                @StateObject var session = Session()
                @State private var failure = ""
                var body: some View {
                    Button("Sign in") {
                        session.signIn(email: "a@b.c") { result, error in failure = error?.localizedDescription ?? "" }
                    }
                }
            }

            #Preview("Sign in") { SignIn() }

            """])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(try program.makeScene("Sign in").simulation.layout.count == 1)
    }

    /// A module imported whole and by one of its submodules (`import CoreImage.CIFilterBuiltins`)
    /// is one module: a name none we list declares is blamed on it once, not "CoreImage or CoreImage".
    @Test func aModuleImportedTwiceIsNamedOnce() {
        let (_, diagnostics) = load(["App/Code.swift": """
            import SwiftUI
            import CoreImage
            import CoreImage.CIFilterBuiltins

            struct Code: View {
                var body: some View { Text("Code") }
                func kernel() -> Int {
                    let kernel = CIColorKernel(source: "")
                    return 0
                }
            }

            """])
        let notes = notes(diagnostics)
        #expect(!notes.isEmpty)
        #expect(notes.allSatisfy { $0.contains("from CoreImage,") }, "\(notes)")
    }

    /// Combine is simulated in part: `ObservableObject`, `@Published` and the common publishers
    /// are ours, so a view model loads and re-evaluates its views; operators we lack
    /// (`throttle`) are left out with Combine's note, and the view that shows the data opens.
    @Test func combinePublishersAreLeftOutAndTheViewModelLoads() throws {
        let (program, diagnostics) = load(["App/Feed.swift": """
            import Combine
            import SwiftUI

            final class FeedModel: ObservableObject {
                @Published var items = ["Espresso", "Latte"]
                private var cancellables = Set<AnyCancellable>()

                func refresh() {
                    Just(["Mocha"]).throttle(for: 1, scheduler: RunLoop.main, latest: true)
                        .sink { [weak self] loaded in self?.items = loaded }.store(in: &cancellables)
                }
            }

            struct Feed: View {
                @StateObject private var model = FeedModel()
                var body: some View { ScrollView { VStack { ForEach(model.items, id: \\.self) { Text($0) } } } }
            }

            #Preview("Feed") { Feed() }

            """])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        // `Set<AnyCancellable>` and `Just` are scrollwork's; `throttle` is not.
        #expect(diagnostics.contains { $0.message.contains("'throttle' is from Combine, which scrollwork does not simulate") })
        #expect(try program.makeScene("Feed").simulation.layout.count == 2)
    }

    /// An image loader written against Combine: its `handleEvents` is scrollwork's, so the
    /// loader's initialiser is not left out, and the view showing the image opens with no image
    /// loaded, as the request publisher fails offline.
    @Test func anImageLoaderOfCombinePipelinesLoadsWithNoImage() throws {
        let (program, diagnostics) = load(["App/Poster.swift": """
            import Combine
            import SwiftUI
            import UIKit

            final class PosterService {
                static let shared = PosterService()
                func fetch(_ url: URL) -> AnyPublisher<UIImage?, Never> {
                    URLSession.shared.dataTaskPublisher(for: url).map { UIImage(data: $0.data) }
                        .replaceError(with: nil).eraseToAnyPublisher()
                }
            }

            final class PosterLoader: ObservableObject {
                var objectWillChange: AnyPublisher<UIImage?, Never> = Publishers.Sequence<[UIImage?], Never>(sequence: []).eraseToAnyPublisher()
                @Published var image: UIImage? = nil
                var cancellable: AnyCancellable?
                let url: URL

                init(url: URL) {
                    self.url = url
                    objectWillChange = $image.handleEvents(receiveSubscription: { [weak self] _ in self?.load() }).eraseToAnyPublisher()
                }

                func load() {
                    cancellable = PosterService.shared.fetch(url).receive(on: DispatchQueue.main).assign(to: \\.image, on: self)
                }
            }

            struct Poster: View {
                @ObservedObject var loader: PosterLoader
                var body: some View {
                    if let image = loader.image {
                        Image(uiImage: image).resizable()
                    } else {
                        Rectangle().frame(width: 100, height: 150)
                    }
                }
            }

            #Preview("Posters") {
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<3, id: \\.self) { _ in Poster(loader: PosterLoader(url: URL(string: "https://example.com/a.jpg")!)) }
                    }
                }
            }

            """])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(!diagnostics.contains { $0.message.contains("from Combine") }, "\(diagnostics.map(\.message))")
        // No image loads: each poster is its 100 × 150 placeholder rectangle, stacked with no spacing.
        let layout = try program.makeScene("Posters").simulation.layout
        #expect(layout.count == 3)
        #expect(layout.contentSize.height == 450)
    }

    /// Combine's members on the standard library's and the app's own values (`share()` on a
    /// `Result`'s `publisher`, `subscribe(on:)` on another object's `$items`) are placeholders too: the
    /// functions running them are left out, the types declaring them load, and a CloudKit
    /// name is blamed on CloudKit alone.
    @Test func combineMembersOfKnownValuesLeaveOutOnlyTheCodeRunningThem() throws {
        let (program, diagnostics) = load(["App/Catalog.swift": """
            import CloudKit
            import Combine
            import SwiftUI

            enum CatalogError: Error { case missing }

            struct CatalogAPI {
                static func fetch(_ name: String) -> AnyPublisher<Data, CatalogError> {
                    Result(catching: {
                        guard !name.isEmpty else { throw CatalogError.missing }
                        return Data()
                    })
                    .publisher
                    .mapError { _ in CatalogError.missing }
                    .prefix(1)
                    .eraseToAnyPublisher()
                }
            }

            final class Store: ObservableObject {
                static let shared = Store()
                @Published var items = ["Shell", "Fossil"]
                func syncWithCloud() { _ = CKQuery(recordType: "Item", predicate: NSPredicate(value: true)) }
            }

            final class Progress: ObservableObject {
                @Published var count = 0
                var cancellable: AnyCancellable?
                func watch() { cancellable = Store.shared.$items.subscribe(on: DispatchQueue.main).sink { [weak self] in self?.count = $0.count } }
            }

            struct Catalog: View {
                @StateObject private var store = Store.shared
                var body: some View { ScrollView { VStack { ForEach(store.items, id: \\.self) { Text($0).frame(height: 40) } } } }
            }

            """])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(diagnostics.contains { $0.message.hasPrefix("'prefix' is from Combine, which scrollwork does not simulate") })
        #expect(diagnostics.contains { $0.message.hasPrefix("'CKQuery' is from CloudKit, which scrollwork does not simulate") })
        #expect(try program.makeScene("Catalog").simulation.layout.count == 2)
    }

    /// CloudKit is simulated as far as a device signed out of iCloud goes: the account's status
    /// is `.noAccount`, so a store checking it at its start runs (the scene opens) and takes its
    /// signed-out path; what a database does is CloudKit's, and a method running it is left
    /// out alone with CloudKit's warning, stopping only if it runs.
    @Test func aDatabaseMethodIsLeftOutAloneWhileTheAccountCheckRuns() throws {
        let (program, diagnostics) = load(["App/Store.swift": """
            import CloudKit
            import SwiftUI

            final class Store: ObservableObject {
                @Published var items = ["Shell", "Fossil"]
                private var database: CKDatabase?

                init() {
                    CKContainer.default().accountStatus { status, _ in
                        if status == .available {
                            self.database = CKContainer.default().privateCloudDatabase
                            self.reload()
                        } else {
                            self.items.append("Local")
                        }
                    }
                }

                func reload() {
                    database?.fetchAllSubscriptions { subscriptions, _ in self.items.removeAll() }
                }
            }

            struct Catalog: View {
                @StateObject private var store = Store()
                var body: some View { ScrollView { VStack { ForEach(store.items, id: \\.self) { Text($0).frame(height: 40) } } } }
            }

            """])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(diagnostics.contains {
            $0.message == "'CKDatabase.fetchAllSubscriptions' is from CloudKit, which scrollwork does not simulate; "
                + "'reload()' is left out, and stops with an error if it runs"
        }, "\(diagnostics.map(\.message))")
        // The status is answered after the store is made, as CloudKit calls back on a queue of its own.
        let scene = try program.makeScene("Catalog")
        #expect(scene.simulation.layout.count == 2)
        scene.runDueWork()
        #expect(scene.simulation.layout.count == 3)
    }

    @Test func aFoundationNameIsNeverBlamedOnAnImportedModule() {
        let (_, diagnostics) = load(["App/Bedtime.swift": """
            import CoreML
            import SwiftUI

            struct Bedtime: View {
                var progress = Progress(totalUnitCount: 8)
                var body: some View { Text("Sleep") }
            }

            """])
        #expect(notes(diagnostics).isEmpty)
        #expect(diagnostics.contains { $0.severity == .error && $0.message == "cannot find 'Progress' in scope" })
    }

    /// URLSession's delegate protocols are Foundation's: a client's upload delegate loads (the
    /// task delegate is declared), and one scrollwork lacks is an error of its own, not a note
    /// that takes every view using the client with it.
    @Test func urlSessionDelegatesAreFoundations() {
        let (_, diagnostics) = load(["Client/Upload.swift": """
            import Foundation
            import OSLog

            final class UploadProgress: NSObject, URLSessionTaskDelegate {
                var fraction = 0.0
            }

            final class Download: NSObject, URLSessionDownloadDelegate {
                var fraction = 0.0
            }

            """])
        #expect(notes(diagnostics).isEmpty)
        #expect(diagnostics.filter { $0.severity == .error }.map(\.message) == ["cannot find type 'URLSessionDownloadDelegate' in scope"])
    }

    @Test func aNameOfAModuleTheFileDoesNotImportIsAnError() {
        let (_, diagnostics) = load(["App/Place.swift": """
            import Charts
            import SwiftUI

            struct Place: View {
                let finder = CLGeocoder()
                var body: some View { Text("Here") }
            }

            """])
        #expect(notes(diagnostics).isEmpty)
        #expect(diagnostics.contains { $0.severity == .error && $0.message == "cannot find 'CLGeocoder' in scope" })
    }

    /// A package's extension adds members to the standard library's types (`numbers.random(7)`):
    /// an unknown member of such a type, in a file importing a package we do not have, is put
    /// on the package (an environment key too). In a file importing none, it is put on the
    /// packages any file imports, as swiftc finds an extension's members in every module any
    /// file of the app imports; one of a type of the app's stays an error.
    @Test func anUnknownMemberOfAStandardTypeIsTheImportedPackages() {
        let (_, diagnostics) = load([
            "App/Draw.swift": """
                import SwiftUI
                import LotteryKit

                struct Draw: View {
                    let numbers = Array(1...60)
                    var picked: [Int] { numbers.random(7).sorted() }
                    var body: some View { Text("\\(picked.count)") }
                }

                """,
            "App/Odds.swift": """
                import SwiftUI
                import CoreHaptics

                struct Odds: View {
                    let numbers = Array(1...60)
                    var picked: [Int] { numbers.random(7) }
                    var body: some View { Text("\\(picked.count)") }
                }

                """,
            "App/Photo.swift": """
                import SwiftUI
                import ImageKit

                struct Photo: View {
                    @Environment(\\.imageService) var service
                    var body: some View { Text("Photo") }
                }

                """,
            "App/Ticket.swift": """
                import SwiftUI
                import LotteryKit

                struct Ticket: View {
                    var body: some View { Text(Ticket.lucky) }
                }

                """,
        ], wholeModule: true)
        #expect(notes(diagnostics) == [
            "'Draw' uses 'random' from LotteryKit, which scrollwork does not simulate; what uses it is left out",
            "'Odds' uses 'random' from ImageKit or LotteryKit, which scrollwork does not simulate; what uses it is left out",
            "'Photo' uses 'imageService' from ImageKit, which scrollwork does not simulate; what uses it is left out",
        ])
        let errors = diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(errors.contains("type 'Ticket' has no member 'lucky'"), "\(errors)")
    }

    /// Swift looks names up in each file's own imports: `extension Query` in a file importing
    /// FirebaseFirestore and not SwiftData extends Firestore's `Query`, so it is left out for
    /// that module, and its `getDocuments()` is not SwiftData's; a file importing SwiftData
    /// extends SwiftData's.
    @Test func anExtensionOfATypeOfAFrameworkTheFileDoesNotImportIsTheImportedModules() {
        let (_, diagnostics) = load([
            "App/Firestore+Extensions.swift": """
                import FirebaseFirestore

                extension Query {
                    func getDocuments<T: Decodable>(as type: T.Type) async throws -> [T] {
                        let snapshot = try await getDocuments()
                        return snapshot.documents.compactMap { try! $0.data(as: type) }
                    }
                }

                """,
            "App/Query+Titles.swift": """
                import SwiftData

                extension Query {
                    var label: String { "query" }
                }

                """,
        ], wholeModule: true)
        // The SwiftData file's extension has no error: its `Query` is SwiftData's.
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        #expect(notes(diagnostics).contains { $0.contains("'Query' from FirebaseFirestore") }, "\(diagnostics)")
    }

    /// An SDK module a file imports (SQLite3, MediaPlayer) is no package: it adds no member to
    /// a framework's type, so a member no one declares stays the error it is.
    @Test func anSDKModuleIsNeverBlamedForAMissingMember() {
        let (_, diagnostics) = load([
            "App/Store.swift": """
                import Foundation
                import SQLite3

                final class Store {
                    var handle: OpaquePointer?
                }

                """,
            "App/Swatch.swift": """
                import SwiftUI

                struct Swatch: View {
                    var body: some View { Text("\\(Date().madeUpYear)") }
                }

                """,
        ], wholeModule: true)
        let errors = diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(errors.contains("value of type 'Date' has no member 'madeUpYear'"), "\(diagnostics)")
        #expect(!notes(diagnostics).contains { $0.contains("madeUpYear") }, "\(diagnostics)")
    }

    /// A generic type of a module we do not simulate, written with its arguments
    /// (`Activity<Order>.activities`), is a placeholder as its name alone is: the code running
    /// it is left out, with no error for what it calls on the values.
    @Test func aGenericTypeOfAModuleWeDoNotHaveIsAPlaceholder() throws {
        let (program, diagnostics) = load(["App/Order.swift": """
            import SwiftUI
            import ActivityKit

            struct Order: View {
                var id = "a"
                var body: some View { Button("End") { end() } }
                func end() {
                    Task {
                        for activity in Activity<Order>.activities where activity.attributes.id == id {
                            await activity.end(nil, dismissalPolicy: .immediate)
                        }
                    }
                }
            }

            """])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(notes(diagnostics).count == 1)
        _ = try program.makeScene("Order")
    }

    /// A module we know nothing of may re-export the one that declares a name (Xcode builds a
    /// file importing ActivityKit, not UserNotifications, that makes a notification category):
    /// the name is its own module's, and the method using it is left out alone.
    @Test func aNameAModuleWeDoNotKnowMayReexportIsItsOwnModules() throws {
        let (program, diagnostics) = load(["App/Order.swift": """
            import SwiftUI
            import ActivityKit

            struct Order: View {
                var body: some View { Text("Ready") }
                func notify() {
                    let category = UNNotificationCategory(identifier: "done", actions: [], intentIdentifiers: [])
                    print(category)
                }
            }

            """])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(diagnostics.contains { $0.message.contains("'UNNotificationCategory' is from UserNotifications") })
        _ = try program.makeScene("Order")
    }

    /// A view model nested in an extension of the view, with an error of its own, is the app's:
    /// the view that uses it is left out for it, never blamed on a module the view imports.
    @Test func aNestedTypeWithErrorsIsNotBlamedOnTheViewsImports() {
        let (_, diagnostics) = load([
            "App/Places-ViewModel.swift": """
                import Foundation

                extension Places {
                    class ViewModel {
                        var count: Int = "none"
                    }
                }

                """,
            "App/Places.swift": """
                import MapKit
                import SwiftUI

                struct Places: View {
                    @State private var viewModel = ViewModel()
                    var body: some View { Text("\\(viewModel.count)") }
                }

                """])
        #expect(notes(diagnostics).isEmpty)
        #expect(diagnostics.contains { $0.message == "'Places' is left out: it uses 'ViewModel', which has errors" })
    }

    /// A view of a third-party protocol is no view without its module: the previews that show
    /// it, and the views that use its state type, fail with that module's note, located where
    /// what they use meets the module, not with the errors its absence causes (a `.constant`
    /// for a binding the view no longer declares, a modifier on what is no longer a view).
    @Test func aPreviewOfAViewLeftOutForAModuleFailsWithTheModulesNote() throws {
        let (program, diagnostics) = load([
            "App/State.swift": """
                import ReduxKit

                struct AppState: ReduxState {
                    var count = 0
                }

                """,
            "App/Counter.swift": """
                import ReduxKit
                import SwiftUI

                struct Counter: ConnectedView {
                    @Binding var isOn: Bool
                    func body(props: Int) -> some View { Text("\\(props)") }
                }

                struct Counter_Previews: PreviewProvider {
                    static var previews: some View {
                        Counter(isOn: .constant(true)).navigationTitle("Count")
                    }
                }

                """,
            "App/Badge.swift": """
                import SwiftUI

                struct Badge: View {
                    let state: AppState
                    var body: some View { Text("\\(state.count)").padding() }
                }

                struct Label: View {
                    var body: some View { Text("Label") }
                }

                #Preview("Badge") { Badge(state: AppState()) }
                #Preview("Label") { Label() }

                """,
        ])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        // The module is said once, at its first use in file order; each preview names its own.
        #expect(notes(diagnostics) == ["'Counter' uses 'ConnectedView' from ReduxKit, which scrollwork does not simulate; what uses it is left out"])
        let causes = Dictionary(uniqueKeysWithValues: program.declaredPreviews.map { ($0.title, $0.leftOutBecause) })
        let counter = try #require(causes["Counter_Previews"] ?? nil)
        #expect(counter.severity == .note)
        #expect(counter.message == "'Counter' uses 'ConnectedView' from ReduxKit, which scrollwork does not simulate; what uses it is left out")
        #expect((counter.path, counter.line, counter.column) == ("App/Counter.swift", 4, 17))
        let badge = try #require(causes["Badge"] ?? nil)
        #expect(badge.message == "'AppState' uses 'ReduxState' from ReduxKit, which scrollwork does not simulate; what uses it is left out")
        #expect((badge.path, badge.line, badge.column) == ("App/State.swift", 3, 18))
        #expect(diagnostics.contains { $0.message == "'#Preview \"Counter_Previews\"' is left out: it uses 'Counter', which uses ReduxKit" })
        #expect(program.previewTitles == ["Label"])
    }

    /// A property wrapper of a package we do not have (`@UserDefault("key", defaultValue:)`) on
    /// a model's stored property is an attribute swiftc would not know: the model is left out
    /// for the package, and a preview using it names the package, rather than the memberwise
    /// initialiser asking for the wrapped property. A view's is a plain property, with a
    /// warning, as its other unsupported wrappers are.
    @Test func aPropertyWrapperOfAPackageWeDoNotHaveLeavesItsTypeOutForThePackage() throws {
        let (program, diagnostics) = load([
            "App/Ring.swift": """
                import SwiftUI
                import Clamping

                struct Ring: View {
                    @Clamping(range: 1...10)
                    var count: Int = 3
                    var body: some View { Text("\\(count)") }
                }

                #Preview("Ring") { Ring() }

                """,
            "App/Settings.swift": """
                import Foundation
                import UserDefault

                struct SettingsState {
                    @UserDefault("restacks", defaultValue: false)
                    var restacksCards: Bool
                }

                """,
            "App/SettingsView.swift": """
                import SwiftUI

                struct SettingsView: View {
                    @State private var settings = SettingsState()
                    var body: some View { Text("Settings") }
                }

                #Preview("Settings") { SettingsView() }

                """,
        ])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(notes(diagnostics) == ["'SettingsState' uses 'UserDefault' from UserDefault, which scrollwork does not simulate; what uses it is left out"])
        let cause = try #require(program.declaredPreviews.first { $0.title == "Settings" }?.leftOutBecause)
        #expect((cause.path, cause.line, cause.column) == ("App/Settings.swift", 5, 5))
        #expect(program.previewTitles == ["Ring"])
        #expect(diagnostics.contains { $0.message == "'@Clamping' is not supported in scrollwork scenes; 'count' is a plain property" })
    }

    /// SwiftUI's own `@ScaledMetric` on a style's property, in a file that also imports a
    /// package we do not have, is never put on that package: the style and the view using it load.
    @Test func swiftUIsScaledMetricIsNeverAnotherModulesAttribute() throws {
        let (program, diagnostics) = load([
            "App/TagStyle.swift": """
                import SwiftUI
                import TruckKit

                struct TagLabelStyle: LabelStyle {
                    @ScaledMetric(relativeTo: .footnote) private var iconWidth = 14.0
                    func makeBody(configuration: Configuration) -> some View {
                        HStack { configuration.icon.frame(width: iconWidth); configuration.title }
                    }
                }

                struct Tag: View {
                    var body: some View { Label("Donuts", systemImage: "star").labelStyle(TagLabelStyle()) }
                }

                #Preview("Tag") { Tag() }

                """,
        ])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(program.previewTitles == ["Tag"])
        #expect(!diagnostics.contains { $0.message.contains("ScaledMetric") && $0.message.contains("TruckKit") })
    }

    /// A global of the app left out for a module (`let store = Store<AppState>(…)`, its state
    /// a ReduxKit type) and read in a view's content: the view is left out for that module,
    /// never blamed on another module that happens to have a member of the same name
    /// (Combine's `store(in:)`), nor reported as a name not found.
    @Test func aViewReadingAGlobalLeftOutForAModuleIsLeftOutForIt() throws {
        let (program, diagnostics) = load([
            "App/Store.swift": """
                import ReduxKit
                import Combine

                struct AppState: ReduxState {
                    var count = 0
                }

                let store = Store<AppState>(state: AppState())

                """,
            "App/Settings.swift": """
                import SwiftUI

                struct Settings: View {
                    func row(_ title: String, _ info: String) -> some View { Text(title + info) }
                    var body: some View {
                        List {
                            Section("Debug") {
                                row("Count", String(store.state.count))
                            }
                        }
                    }
                }

                #Preview("Settings") { Settings() }

                """,
        ])
        let causes = Dictionary(uniqueKeysWithValues: program.declaredPreviews.map { ($0.title, $0.leftOutBecause) })
        let settings = try #require(causes["Settings"] ?? nil)
        #expect(settings.message == "'store' is left out for ReduxKit, which scrollwork does not simulate; what uses it is left out")
        #expect((settings.path, settings.line, settings.column) == ("App/Settings.swift", 8, 37))
        #expect(!diagnostics.contains { $0.message.contains("from Combine") || $0.message.contains("cannot find") })
        #expect(program.previewTitles.isEmpty)
    }

    /// An extension of the app's alias of a module's type (`typealias FontName = Tagged<Font,
    /// String>`) is left out for that module, not an error that the alias is not found: only
    /// names a listed module declares too are told apart from the app's (see the test above).
    @Test func anExtensionOfAnAliasOfAModulesTypeIsLeftOutForTheModule() throws {
        let (program, diagnostics) = load(["App/Fonts.swift": """
            import SwiftUI
            import Tagged

            public typealias FontName = Tagged<Font, String>

            extension FontName {
                public static let matter: Self = "Matter-Regular"
            }

            struct Title: View {
                var body: some View { Text("Title") }
            }

            #Preview("Title") { Title() }

            """])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(notes(diagnostics).contains { $0.contains("from Tagged") })
        #expect(program.previewTitles == ["Title"])
    }

    /// The app's alias of a package's type (`typealias ChatRoomEntity = RoomInfo` in a file
    /// importing the package), used in a file that does not import it: what makes a value of it
    /// there is left out for that package, not an error that `RoomInfo` is not found.
    @Test func anAliasOfAPackagesTypeUsedInAnotherFileIsLeftOutForThePackage() throws {
        let (program, diagnostics) = load([
            "App/Entity.swift": """
                import Foundation
                import ChatRoomUI

                public typealias ChatRoomEntity = RoomInfo

                """,
            "App/MockRooms.swift": """
                import Foundation

                struct MockRooms {
                    var rooms: [ChatRoomEntity] = [ChatRoomEntity(roomId: 0, title: "Lobby")]
                }

                """,
            "App/Lobby.swift": """
                import SwiftUI

                struct Lobby: View {
                    var body: some View { Text("Lobby") }
                }

                #Preview("Lobby") { Lobby() }

                """,
        ], wholeModule: true)
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(notes(diagnostics) == [
            "'RoomInfo' is from ChatRoomUI, which scrollwork does not simulate; its values are placeholders",
            "'MockRooms' uses 'RoomInfo' from ChatRoomUI, which scrollwork does not simulate; what uses it is left out",
        ])
        #expect(program.previewTitles == ["Lobby"])
    }

    /// A view whose content makes a view left out for a module (a `ConnectedView` of a Redux
    /// package, so no View here) fails where it uses it, inside its `TabView`'s content: its
    /// errors there (a binding for what is no longer a binding, `tabItem` on what is no longer a
    /// view) follow from the module, and its preview names the module's note, not those errors.
    @Test func aViewWhoseContentUsesAViewLeftOutForAModuleIsLeftOutForIt() throws {
        let (program, diagnostics) = load([
            "App/Movies.swift": """
                import ReduxKit
                import SwiftUI

                enum Menu: Int, CaseIterable { case popular, top }

                struct Movies: ConnectedView {
                    @Binding var menu: Menu
                    func body(props: Int) -> some View { Text("\\(props)") }
                }

                """,
            "App/Home.swift": """
                import SwiftUI

                struct Home: View {
                    @State private var selected = Menu.popular
                    var body: some View {
                        TabView(selection: $selected) {
                            ForEach(Menu.allCases, id: \\.self) { menu in
                                Movies(menu: $selected)
                                    .tabItem { Text("Movies") }
                                    .tag(menu)
                            }
                        }
                    }
                }

                #Preview("Home") { Home() }

                """,
        ])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(diagnostics.contains { $0.message == "'Home' is left out: it uses 'Movies', which uses ReduxKit" })
        let causes = Dictionary(uniqueKeysWithValues: program.declaredPreviews.map { ($0.title, $0.leftOutBecause) })
        let home = try #require(causes["Home"] ?? nil)
        #expect(home.message == "'Movies' uses 'ConnectedView' from ReduxKit, which scrollwork does not simulate; what uses it is left out")
    }

    /// A delegate class nested in an extension, left out for the framework it conforms to, takes
    /// none of the features whose own actions nest a `Delegate` two levels down: inside
    /// `Feature.Action`, `Delegate` is the action's own, as swiftc finds it.
    @Test func aTypeLeftOutForAModuleTakesNoOtherTypeNestedUnderTheSameName() throws {
        let (program, diagnostics) = load([
            "App/WatchClient.swift": """
                import WatchConnectivity

                struct WatchClient {
                    var name: String
                }

                extension WatchClient {
                    fileprivate class Delegate: NSObject, WCSessionDelegate {}
                }

                """,
            "App/Feature.swift": """
                import SwiftUI

                struct Feature {
                    enum Action {
                        case delegate(Delegate)
                        case tap

                        enum Delegate {
                            case start(Int)
                        }
                    }
                }

                struct FeatureView: View {
                    let action: Feature.Action = .delegate(.start(3))
                    var rows: Int {
                        if case .delegate(.start(let count)) = action { return count }
                        return 0
                    }
                    var body: some View { ScrollView { VStack { ForEach(0..<rows, id: \\.self) { Text("Row \\($0)") } } } }
                }

                #Preview("Feature") { FeatureView() }

                """])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(notes(diagnostics).count == 1)
        #expect(!diagnostics.contains { $0.message.hasSuffix("which has errors") })
        #expect(try program.makeScene("Feature").simulation.layout.count == 3)
    }

    /// `@Bindable var store: StoreOf<Feature>` of a module we do not simulate may hold an object,
    /// as a type no loaded file declares may: `$store.settings.haptics` is a binding into a
    /// placeholder, and the view loads with the module's warning.
    @Test func aBindableOfAModuleWeDoNotHaveProjectsBindings() throws {
        let (program, diagnostics) = load(["App/Settings.swift": """
            import ComposableArchitecture
            import SwiftUI

            struct SettingsView: View {
                @Bindable var store: StoreOf<SettingsFeature>
                var body: some View {
                    ScrollView {
                        VStack {
                            Toggle("Haptics", isOn: $store.settings.haptics)
                            ForEach(0..<3, id: \\.self) { Text("Row \\($0)") }
                        }
                    }
                }
            }

            #Preview("Settings") { SettingsView(store: Store(initialState: SettingsFeature.State()) { SettingsFeature() }) }

            """])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(diagnostics.contains { $0.message.contains("'StoreOf' is from ComposableArchitecture, which scrollwork does not simulate") })
        #expect(try program.makeScene("Settings").simulation.layout.count == 4)
    }

    /// An app's own type left out for a module (a share sheet's item source, UIKit's view machinery)
    /// is, where code that may be left out alone uses it (a method, a closure), left out there
    /// only: the view that shares opens, and sharing stops with the located error. A type that
    /// holds one in a stored property goes with it, and so does a preview that shows it.
    @Test func anAppsTypeLeftOutForAModuleLeavesOutOnlyTheCodeThatRunsIt() throws {
        let detail = """
            import SwiftUI

            struct Detail: View {
                let title: String
                @State private var shared = 0
                @State private var likes = 0

                private func shareContent() -> [Any] {
                    [ShareSource(name: title)]
                }

                var body: some View {
                    ScrollView {
                        VStack {
                            Text(title).frame(height: 300)
                            ForEach(["Share", "Like"], id: \\.self) { name in
                                Button(name) { if name == "Share" { shared = shareContent().count } else { likes += 1 } }
                            }
                        }
                    }
                }
            }

            #Preview("Detail") { Detail(title: "Shell") }

            """
        let (program, diagnostics) = load([
            "App/ShareSource.swift": """
                import Foundation
                import UIKit
                import LinkPresentation

                final class ShareSource: NSObject, UIActivityItemSource {
                    let name: String
                    init(name: String) { self.name = name }
                    func activityViewControllerLinkMetadata(_ controller: UIActivityViewController) -> LPLinkMetadata? { nil }
                }

                """,
            "App/Detail.swift": detail,
            "App/Gallery.swift": """
                import SwiftUI

                struct Gallery: View {
                    let source: ShareSource
                    var body: some View { Text(source.name) }
                }

                #Preview("Gallery") { Gallery(source: ShareSource(name: "A")) }

                """,
        ])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        let note = "'ShareSource' uses 'UIActivityItemSource' from UIKit's views and view controllers, which scrollwork does not simulate; what uses it is left out"
        #expect(notes(diagnostics).contains(note))
        #expect(diagnostics.contains { $0.severity == .warning && $0.message == "'ShareSource' is left out for UIKit's views and view controllers, which "
                    + "scrollwork does not simulate; 'shareContent()' is left out, and stops with an error if it runs" })
        #expect(diagnostics.contains { $0.message == "'Gallery' is left out: it uses 'ShareSource', which uses UIKit's views and view controllers" })
        #expect(program.previewTitles == ["Detail"])
        let gallery = try #require(program.declaredPreviews.first { $0.title == "Gallery" }?.leftOutBecause)
        #expect(gallery.message == note)
        let scene = try program.makeScene("Detail")
        #expect(scene.simulation.layout.items.count == 3)
        do {
            try scene.tap(.string("Share"))
            Issue.record("sharing ran code left out")
        } catch let failure as Diagnostic {
            #expect(failure.message == "'shareContent()' uses 'ShareSource', which uses UIKit's views and view controllers, which scrollwork does not simulate")
            let text = Array(detail.utf8)[failure.range.start..<failure.range.end]
            #expect(String(decoding: text, as: UTF8.self) == "ShareSource")
        }
        // The scene goes on.
        try scene.tap(.string("Like"))
        #expect(scene.stateValue("likes") == .int(1))
    }
}
