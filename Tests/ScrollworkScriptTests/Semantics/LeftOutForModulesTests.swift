import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// What code left out for a module we do not simulate leaves behind must not stop the rest of
/// the app with an error that names no module: a value such code did not make, a wrapper's
/// storage of the module, a name a module imported re-exports.
struct LeftOutForModulesTests {
    private func load(_ files: [String: String]) -> (ScriptProgram, [Diagnostic]) {
        let program = ScriptProgram()
        let sources = files.keys.sorted().enumerated().map { SourceFile(id: $0.offset + 1, path: $0.element, text: files[$0.element] ?? "") }
        return (program, program.load(sources))
    }

    private func failure(opening scene: String, of program: ScriptProgram) -> String? {
        do {
            _ = try program.makeScene(scene)
            return nil
        } catch let failure as Diagnostic {
            return failure.message
        } catch {
            return "\(error)"
        }
    }

    /// AVKit re-exports AVFoundation, as its SDK interface does: a file importing AVKit alone
    /// that holds an `AVPlayer` is AVFoundation's, and the view playing it opens.
    @Test func aModuleReexportedByAnImportedOneIsBlamed() throws {
        let (program, diagnostics) = load(["App/Player.swift": """
            import SwiftUI
            import AVKit

            var currentPlayer: AVPlayer?

            func makePlayer(named name: String) -> AVPlayer {
                currentPlayer = AVPlayer(url: URL(string: "https://example.com/\\(name).mp4")!)
                return currentPlayer!
            }

            struct Clip: View {
                var body: some View {
                    VStack {
                        VideoPlayer(player: makePlayer(named: "lion")).frame(height: 200)
                        Text("Lion")
                    }
                }
            }

            #Preview("Clip") { Clip() }

            """])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(diagnostics.contains { $0.message.hasPrefix("'AVPlayer' is from AVFoundation, which scrollwork does not simulate") })
        #expect(try program.makeScene("Clip").itemIndex(labelled: "Lion") != nil)
    }

    /// A property of a value of a module we do not simulate, set in a view's action
    /// (`player.isMuted = true`): the value may be an object, as AVFoundation's player is, so
    /// the view's own storage is not written (no "'self' is immutable" error).
    @Test func aPropertyOfAnUnsimulatedValueIsSetThroughIt() throws {
        let (program, diagnostics) = load(["App/Reel.swift": """
            import SwiftUI
            import AVKit

            struct Reel: View {
                @State private var isMuted = false
                var player: AVPlayer
                var body: some View {
                    Button("Mute") {
                        isMuted.toggle()
                        player.isMuted = isMuted
                    }
                }
            }

            #Preview("Plain") { Text("Reels") }

            """])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(try program.makeScene("Plain").itemIndex(labelled: "Reels") != nil)
    }

    /// An app's type named as Swift's (`final class Task: Object` of RealmSwift), left out for its
    /// module: code that used its members (`task.isInvalidated`) is judged again without it, so
    /// the view showing tasks is left out for RealmSwift too, not for an error of Swift's `Task`.
    @Test func errorsThatFollowFromATypeLeftOutForAModuleAreJudgedAgain() throws {
        let (program, diagnostics) = load(["App/Task.swift": """
            import Foundation
            import RealmSwift

            final class Task: Object, ObjectKeyIdentifiable {
                @Persisted(primaryKey: true) var id: ObjectId
                @Persisted var title = ""
            }

            """, "App/Manager.swift": """
            import Foundation
            import RealmSwift

            final class TaskStore: ObservableObject {
                @Published private(set) var tasks: [Task] = []
            }

            """, "App/Views.swift": """
            import SwiftUI

            struct TasksView: View {
                @StateObject var store = TaskStore()
                var body: some View {
                    List {
                        ForEach(store.tasks, id: \\.id) { task in
                            if !task.isInvalidated { Text(task.title) }
                        }
                    }
                }
            }

            struct Header: View {
                var body: some View { Text("My tasks") }
            }

            #Preview("Tasks") { TasksView() }
            #Preview("Header") { Header() }

            """])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(try program.makeScene("Header").itemIndex(labelled: "My tasks") != nil)
        let cause = program.declaredPreviews.first { $0.title == "Tasks" }?.leftOutBecause
        #expect(cause?.severity == .note && cause?.message.contains("from RealmSwift") == true, "\(String(describing: cause))")
    }

    /// A file importing StoreKit and not SwiftUI names StoreKit's `Transaction`, not SwiftUI's:
    /// a static member SwiftUI's lacks (`Transaction.currentEntitlements`) is StoreKit's, left
    /// out for it (what runs it stops on StoreKit), not an error that keeps the app from loading.
    @Test func aTypeOfAnImportedModuleSharingASwiftUINameIsThatModules() throws {
        let (program, diagnostics) = load(["App/Store.swift": """
            import Foundation
            import StoreKit

            final class Store {
                var owned = false
                func refresh() async {
                    for await entitlement in Transaction.currentEntitlements {
                        if case .verified = entitlement { owned = true }
                    }
                }
            }

            """, "App/Views.swift": """
            import SwiftUI

            struct Plain: View {
                var body: some View { Text("Free") }
            }

            struct Shop: View {
                let store = Store()
                var body: some View { Text("Shop").task { await store.refresh() } }
            }

            #Preview("Plain") { Plain() }
            #Preview("Shop") { Shop() }

            """])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(try program.makeScene("Plain").itemIndex(labelled: "Free") != nil)
        #expect(try program.makeScene("Shop").itemIndex(labelled: "Shop") != nil)
    }

    /// A font and an image of a package's generated resources (R.swift's `R.font…`, `R.image…`,
    /// `R.image.x()` as a UIImage) are placeholders: the text takes the default font, the image is drawn as its name, and
    /// the view opens, its placeholders' own warnings saying so.
    @Test func aPackagesFontAndImageAreTheirPlaceholders() throws {
        let (program, diagnostics) = load(["App/Badge.swift": """
            import SwiftUI
            import RswiftResources

            struct Badge: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Text("Title").font(R.font.brandBold.font(size: 30))
                        Image(R.image.ic_back)
                        Image(uiImage: R.image.ic_close()!)
                    }
                }
            }

            #Preview("Badge") { Badge() }

            """])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        let scene = try program.makeScene("Badge")
        #expect(scene.itemIndex(labelled: "Title") != nil)
        #expect(scene.itemIndex(labelled: "ic_back") != nil)
        #expect(scene.itemIndex(labelled: "ic_close") != nil)
    }

    /// SwiftUI re-exports CoreImage through UIKit: a class importing SwiftUI alone that makes
    /// CoreImage's filters by name (a `CIFilterConstructor`) is left out for CoreImage, with a
    /// note, and the view beside it opens.
    @Test func aConformanceToAModuleSwiftUIReexportsIsLeftOutForIt() throws {
        let (program, diagnostics) = load(["App/FilterMaker.swift": """
            import SwiftUI

            class FilterMaker: NSObject, CIFilterConstructor {
                var made = 0
            }

            struct Inbox: View {
                var body: some View { Text("Inbox") }
            }

            #Preview("Inbox") { Inbox() }

            """])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(diagnostics.contains { $0.message.hasPrefix("'FilterMaker' uses 'CIFilterConstructor' from CoreImage") })
        #expect(try program.makeScene("Inbox").itemIndex(labelled: "Inbox") != nil)
    }

    /// An initialiser of a framework type that none of the framework's fits, in a file importing
    /// a package we do not have, is the package's (an extension of `Binding` there), said so
    /// with a located warning; in a file importing none, it stays Swift's error.
    @Test func anInitializerNoFrameworkOverloadFitsIsAnImportedPackages() throws {
        let editor = """
            import SwiftUI
            import BindingKit

            struct Card { var prompt: String? = nil }

            struct Editor: View {
                @State private var card = Card()
                var body: some View {
                    TextField("Prompt", text: Binding($card.prompt, replacingNilWith: ""))
                }
            }

            #Preview("Editor") { Editor() }

            """
        let (_, diagnostics) = load(["App/Editor.swift": editor])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(diagnostics.contains { $0.message.hasPrefix("'Binding.init(_:replacingNilWith:)' is from BindingKit, which scrollwork does not simulate") })
        let (_, alone) = load(["App/Editor.swift": editor.replacingOccurrences(of: "import BindingKit\n", with: "")])
        #expect(alone.contains { $0.message == "missing argument label 'get:' in call" })
    }

    /// UIKit's headers import CoreImage's (`UIImage(ciImage:)`), and SwiftUI re-exports UIKit: a
    /// view model's file importing SwiftUI alone holds a `CIFilter`, as Xcode builds it: a
    /// placeholder of CoreImage, not an error.
    @Test func coreImageComesWithSwiftUI() throws {
        let (program, diagnostics) = load(["App/Filters.swift": """
            import SwiftUI

            final class FilterModel: ObservableObject {
                @Published var filter: CIFilter
                init() { filter = CIFilter(name: "CISepiaTone")! }
            }

            struct Editor: View {
                var body: some View { Text("Photo") }
            }

            #Preview("Editor") { Editor() }

            """])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(diagnostics.contains { $0.message.hasPrefix("'CIFilter' is from CoreImage, which scrollwork does not simulate") })
        #expect(try program.makeScene("Editor").itemIndex(labelled: "Photo") != nil)
    }

    /// A view's initialiser left out for MapKit makes the view with its declared initial
    /// values: the property it would have set, which Swift guarantees a value, stops the view
    /// that reads it with the initialiser's error naming MapKit, not "found nil".
    @Test func aPropertyALeftOutInitialiserDidNotSetNamesTheModuleWhereItIsUsed() {
        let (program, diagnostics) = load(["App/Stay.swift": """
            import SwiftUI
            import MapKit

            struct Stay {
                var title: String
                var photos: [String]
            }

            struct Photos: View {
                let stay: Stay
                var body: some View { VStack { ForEach(stay.photos, id: \\.self) { Text($0) } } }
            }

            struct StayDetail: View {
                let stay: Stay
                @State private var position: MapCameraPosition

                init(stay: Stay) {
                    self.stay = stay
                    let camera = MapCamera(centerCoordinate: CLLocationCoordinate2D(), distance: 1000)
                    self._position = State(initialValue: .camera(camera))
                }

                var body: some View { ScrollView { Photos(stay: stay) } }
            }

            #Preview("Stay") { StayDetail(stay: Stay(title: "Villa", photos: ["a", "b"])) }

            """])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(failure(opening: "Stay", of: program)
                    == "'stay' was never set: 'init(stay:)' uses 'MapCamera' from MapKit, which scrollwork does not simulate")
    }

    /// A member of a property of a module's type whose declared initial value is a literal
    /// (`[]` for MusicKit's collection) is a placeholder, as members of its placeholders are:
    /// false as a condition, so the view opens.
    @Test func aMemberOfAModulesValueMadeFromALiteralIsAPlaceholder() throws {
        let (program, diagnostics) = load(["App/Tracks.swift": """
            import SwiftUI
            import MusicKit

            final class TracksModel: ObservableObject {
                @Published private(set) var tracks: MusicItemCollection<Track> = []
            }

            struct Tracks: View {
                @StateObject private var model = TracksModel()
                var body: some View {
                    if model.tracks.isEmpty {
                        Text("Nothing to play")
                    } else {
                        Text("Recently played")
                    }
                }
            }

            #Preview("Tracks") { Tracks() }

            """])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(try program.makeScene("Tracks").itemIndex(labelled: "Recently played") != nil)
    }

    /// `self._items = RemoteQuery(path: …)`, the storage of a property wrapper of a package we
    /// do not have: the initialiser uses the package, so it is left out for it, and the view
    /// it would make stops naming the package, not "no member '_items'".
    @Test func aPackageWrappersStorageSetInAnInitialiserLeavesItOutForThePackage() {
        let (program, diagnostics) = load(["App/Todos.swift": """
            import SwiftUI
            import RemoteStore

            struct Todo: Identifiable, Codable {
                var id: String
                var title: String
            }

            struct Todos: View {
                @RemoteQuery var todos: [Todo]

                init(owner: String) {
                    self._todos = RemoteQuery(path: "owners/\\(owner)/todos")
                }

                var body: some View { List(todos) { Text($0.title) } }
            }

            #Preview("Todos") { Todos(owner: "me") }

            """])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(failure(opening: "Todos", of: program)?.hasSuffix(
            "'todos' was never set: 'init(owner:)' uses 'RemoteQuery' from RemoteStore, which scrollwork does not simulate)") == true)
    }

    /// `self._model = ObservedObject(initialValue: model)` (and `wrappedValue:`) in a view's
    /// initialiser gives the plain property the wrapper keeps its object.
    @Test func anObservedObjectsStorageSetInAnInitialiserIsTheProperty() throws {
        let (program, diagnostics) = load(["App/Crop.swift": """
            import SwiftUI

            final class CropSettings: ObservableObject {
                @Published var zoom = 2
            }

            struct Crop: View {
                @ObservedObject var settings: CropSettings
                @ObservedObject var other: CropSettings

                init(settings: CropSettings) {
                    self._settings = ObservedObject(initialValue: settings)
                    _other = ObservedObject(wrappedValue: settings)
                }

                var body: some View { Text("Zoom \\(settings.zoom) \\(other.zoom)") }
            }

            #Preview("Crop") { Crop(settings: CropSettings()) }

            """])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(try program.makeScene("Crop").itemIndex(labelled: "Zoom 2 2") != nil)
    }

    /// A static method reached through a type alias (`typealias Store = DefaultsStorage`) is
    /// the type's, whatever its name: `remove` and `insert` are no collection's mutating members.
    @Test func aStaticMethodThroughATypeAliasIsTheTypes() throws {
        let (program, diagnostics) = load(["App/Store.swift": """
            import SwiftUI

            typealias Store = DefaultsStorage

            struct DefaultsStorage {
                enum Key: String { case session }
                static var removed = 0
                static func remove(_ key: Key) { removed += 1 }
                static func insert(_ key: Key) -> Int { removed }
            }

            struct Settings: View {
                @State private var count = 0
                var body: some View {
                    ScrollView {
                        ForEach(["Sign out"], id: \\.self) { name in
                            Button(name) {
                                Store.remove(.session)
                                count = Store.insert(.session)
                            }
                        }
                    }
                }
            }

            #Preview("Settings") { Settings() }

            """])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        let scene = try program.makeScene("Settings")
        try scene.tap(.string("Sign out"))
        #expect(scene.stateValue("count") == .int(1))
    }
}
