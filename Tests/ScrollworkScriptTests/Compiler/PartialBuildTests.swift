import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// A preview left out because what it shows uses a declaration with errors names that error
/// (in whichever file it is), not some other error of the load.
struct PartialBuildTests {
    @Test func aLeftOutPreviewNamesTheErrorItWasLeftOutFor() {
        let program = ScriptProgram()
        let files = [
            // An error of another file that has nothing to do with the preview, first in path order.
            SourceFile(id: 1, path: "App/A.swift", text: """
                import SwiftUI

                struct Unrelated { let count: Int = "none" }

                """),
            SourceFile(id: 2, path: "App/Feed.swift", text: """
                import SwiftUI

                struct Feed: View {
                    var body: some View { Row(title: "A") }
                }

                #Preview { Feed() }

                """),
            SourceFile(id: 3, path: "App/Row.swift", text: """
                import SwiftUI

                struct Row: View {
                    let title: String
                    var body: some View { Text(title).paddding() }
                }

                """),
        ]
        let diagnostics = program.load(files)
        #expect(diagnostics.containsErrors)
        let preview = program.declaredPreviews.first { $0.path == "App/Feed.swift" }
        #expect(preview?.leftOutBecause?.path == "App/Row.swift")
        #expect(preview?.leftOutBecause?.line == 5)
        #expect(preview?.leftOutBecause?.message.contains("paddding") == true)
    }

    /// A view whose extension is left out loses the members the extension adds, which its body
    /// names unqualified: it is left out with the extension, and its preview names the error
    /// that left the extension out, not a "cannot find" of the member that followed from it.
    @Test func aTypeWhoseExtensionIsLeftOutGoesWithIt() {
        let program = ScriptProgram()
        let files = [
            SourceFile(id: 1, path: "App/Feed.swift", text: """
                import SwiftUI

                struct Feed: View {
                    var body: some View { ScrollView { header } }
                }

                extension Feed {
                    var header: some View { Row(title: "A") }
                }

                #Preview { Feed() }

                """),
            SourceFile(id: 2, path: "App/Row.swift", text: """
                import SwiftUI

                struct Row: View {
                    let title: String
                    var body: some View { Text(title).paddding() }
                }

                """),
        ]
        let diagnostics = program.load(files)
        #expect(diagnostics.contains { $0.message == "'Feed' is left out: it uses 'header', which has errors" })
        #expect(!diagnostics.contains { $0.message.contains("cannot find 'header'") })
        let preview = program.declaredPreviews.first { $0.path == "App/Feed.swift" }
        #expect(preview?.leftOutBecause?.path == "App/Row.swift")
        #expect(preview?.leftOutBecause?.message.contains("paddding") == true)
    }

    /// An extension's members are left out one by one: a member with an error goes with what
    /// uses it, and its siblings stay, as they would in extensions of their own. The note
    /// names the member; an error in the shared header (an extended type we lack) is every
    /// member's.
    @Test func anExtensionMemberWithAnErrorLeavesItsSiblingsIn() throws {
        let program = ScriptProgram()
        let files = [
            SourceFile(id: 1, path: "App/Palette.swift", text: """
                import SwiftUI

                extension Color {
                    static let midnight = Color(red: 0.04, green: 0.24, blue: 0.38)
                    static var tinted: Color { midnight.opacityy(0.5) }
                    static var twilight: Color { tinted }
                }

                extension Missing {
                    static var one: Int { 1 }
                    static var two: Int { 2 }
                }

                struct Badge: View {
                    var body: some View { Text("A").foregroundColor(.midnight).id("badge") }
                }

                struct Dusk: View {
                    var body: some View { Text("B").foregroundColor(.twilight) }
                }

                #Preview("Badge") { Badge() }
                #Preview("Dusk") { Dusk() }

                """),
        ]
        let diagnostics = program.load(files)
        #expect(diagnostics.contains { $0.message == "the member 'twilight' of the extension of 'Color' is left out: it uses 'tinted', which has errors" })
        #expect(!diagnostics.contains { $0.message.contains("'Badge' is left out") })
        let badge = program.declaredPreviews.first { $0.title == "Badge" }
        #expect(badge?.leftOutBecause == nil)
        let dusk = program.declaredPreviews.first { $0.title == "Dusk" }
        #expect(dusk?.leftOutBecause?.message.contains("opacityy") == true)
        // The header's error leaves both members of `extension Missing` out, reported once, so
        // what is left builds with no error and the badge opens.
        #expect(diagnostics.filter { $0.message == "cannot find type 'Missing' in scope" }.count == 1)
        #expect(try program.makeScene("Badge").simulation.layout.count == 1)
    }

    /// A view whose `View` conformance and body are in an extension that is left out is no
    /// view without it: it is left out with the extension, and its preview names the error
    /// that left the extension out, not "does not conform to protocol 'View'" or "is not a View".
    @Test func aTypeWhoseConformingExtensionIsLeftOutGoesWithIt() {
        let program = ScriptProgram()
        let files = [
            SourceFile(id: 1, path: "App/Player.swift", text: """
                import SwiftUI

                struct Player {
                    @State private var volume = 0.5
                }

                extension Player: View {
                    var body: some View { controls }
                }

                extension Player {
                    var controls: some View { Text("Volume").paddding() }
                }

                #Preview { Player() }

                """),
        ]
        let diagnostics = program.load(files)
        #expect(diagnostics.contains { $0.message == "'Player' is left out: its extension declaring 'View' has errors" })
        #expect(!diagnostics.contains { $0.message.contains("does not conform") })
        let preview = program.declaredPreviews.first { $0.path == "App/Player.swift" }
        #expect(preview?.leftOutBecause?.line == 12)
        #expect(preview?.leftOutBecause?.message.contains("paddding") == true)
    }

    /// An extension left out because a protocol it names cannot be had (of a module we do not
    /// simulate, or a UIKit one we lack) takes only that conformance away: the type it extends
    /// stays, and so does what uses it.
    @Test func aConformanceToAModuleWeLackLeavesTheTypeIn() {
        let program = ScriptProgram()
        let files = [
            SourceFile(id: 1, path: "App/Reminders.swift", text: """
                import SwiftUI
                import WatchConnectivity

                final class Reminders: NSObject {
                    var count = 2
                }

                extension Reminders: WCSessionDelegate {
                    func sessionReachabilityDidChange(_ session: WCSession) {
                        count += 1
                    }
                }

                struct TabsKey: EnvironmentKey {
                    static var defaultValue = false
                }

                extension TabsKey: UITraitBridgedEnvironmentKey {
                    static func read(from traitCollection: UITraitCollection) -> Bool { true }
                }

                extension EnvironmentValues {
                    var prefersTabs: Bool { self[TabsKey.self] }
                }

                struct RemindersView: View {
                    @Environment(\\.prefersTabs) private var prefersTabs
                    let reminders = Reminders()
                    var body: some View { Text("\\(reminders.count) reminders") }
                }

                #Preview { RemindersView() }

                """),
        ]
        let diagnostics = program.load(files)
        #expect(!diagnostics.contains { $0.message.contains("'Reminders' is left out") || $0.message.contains("'TabsKey' is left out") })
        let preview = program.declaredPreviews.first { $0.path == "App/Reminders.swift" }
        #expect(preview != nil && preview?.leftOutBecause == nil)
    }

    /// An extension left out because the app's protocol it conforms the type to is itself left
    /// out (`extension Client: Editor.Posting` with `Editor.Posting` broken) takes only that
    /// conformance away: whatever needs it uses the protocol and is gone with it, so the type
    /// and the views using it for something else stay.
    @Test func aConformanceToAProtocolLeftOutLeavesTheTypeIn() {
        let program = ScriptProgram()
        let files = [
            SourceFile(id: 1, path: "App/Client.swift", text: """
                import SwiftUI

                final class Client {
                    var name = "mastodon.social"
                }

                enum Editor {
                    protocol Posting {
                        func post(_ text: String) -> Int
                    }
                    static let limit = Text("500").paddding()
                }

                extension Client: Editor.Posting {
                    func post(_ text: String) -> Int { text.count }
                }

                struct ServerView: View {
                    let client = Client()
                    var body: some View { Text(client.name) }
                }

                #Preview { ServerView() }

                """),
        ]
        let diagnostics = program.load(files)
        #expect(!diagnostics.contains { $0.message.hasPrefix("'Client' is left out") }, "\(diagnostics)")
        let preview = program.declaredPreviews.first { $0.path == "App/Client.swift" }
        #expect(preview != nil && preview?.leftOutBecause == nil)
    }

    /// A view declared `View` whose `body` is in an extension that is left out no longer
    /// conforms: its preview names the error that left the body out, not the conformance's.
    @Test func aViewWhoseBodyIsLeftOutNamesTheBodysError() {
        let program = ScriptProgram()
        let files = [
            SourceFile(id: 1, path: "App/Shapes.swift", text: """
                import SwiftUI

                struct Shapes: View {
                    private let side = 200.0
                }

                extension Shapes {
                    var body: some View { Circle().frame(width: side).paddding() }
                }

                #Preview { Shapes() }

                """),
        ]
        _ = program.load(files)
        let preview = program.declaredPreviews.first { $0.path == "App/Shapes.swift" }
        #expect(preview?.leftOutBecause?.line == 8)
        #expect(preview?.leftOutBecause?.message.contains("paddding") == true)
    }

    /// What is left out takes with it only what surely uses it: a member name the frameworks
    /// have too (`Bundle.main.path(forResource:)` beside a left-out `Endpoint.path`), one a kept
    /// type declares too (`form.firstName` beside a left-out `extension
    /// ASAuthorizationAppleIDCredential`) and a generic parameter named as a left-out type
    /// (`Destination`, in the type and its extensions) are left for the next build to judge, which finds nothing wrong. UIKit's
    /// views and controllers an app extends or subclasses are left out with a note, not an error.
    @Test func aDeclarationIsLeftOutOnlyForNamesThatAreSurelyTheLeftOutOnes() {
        let program = ScriptProgram()
        let files = [
            SourceFile(id: 1, path: "App/Endpoint.swift", text: """
                import Foundation

                enum Endpoint {
                    case feed
                    var path: String { "/feed" + missingPrefix() }
                }

                enum Destination {
                    case home
                    var title: String { missingTitle() }
                }

                """),
            SourceFile(id: 2, path: "App/Login.swift", text: """
                import SwiftUI
                import AuthenticationServices

                extension ASAuthorizationAppleIDCredential {
                    var firstName: String { fullName?.givenName ?? "" }
                }

                extension UINavigationController {
                    func hideBackTitle() {}
                }

                final class GrowingTextView: UITextView {}

                """),
            SourceFile(id: 3, path: "App/Profile.swift", text: """
                import SwiftUI

                final class ProfileForm: ObservableObject {
                    @Published var firstName = "Ada"
                }

                struct Resources {
                    static func json(named name: String) -> String? {
                        Bundle.main.path(forResource: name, ofType: "json")
                    }
                }

                struct Card<Content: View, Destination: View>: View {
                    let content: Content
                    let destination: Destination
                    var body: some View { VStack { content; destination } }
                }

                extension Card where Destination == EmptyView {
                    init(content: Content) { self.init(content: content, destination: EmptyView()) }
                }

                struct ProfileView: View {
                    @StateObject private var form = ProfileForm()
                    var body: some View {
                        VStack {
                            Card(content: Text(form.firstName), destination: Text(Resources.json(named: "feed") ?? "no feed"))
                            Card(content: Text("no destination"))
                        }
                    }
                }

                #Preview { ProfileView() }

                """),
        ]
        let diagnostics = program.load(files)
        let leftOut = diagnostics.filter { $0.message.contains("is left out") }.map(\.message)
        #expect(!leftOut.contains { $0.contains("'Resources'") || $0.contains("'ProfileForm'") || $0.contains("'Card'")
            || $0.contains("'ProfileView'") || $0.contains("extension of 'Card'") })
        // One note per module we do not simulate, at its first use.
        #expect(diagnostics.contains { $0.severity == .note && $0.message.hasPrefix("'GrowingTextView' uses 'UITextView' from UIKit's views") })
        #expect(!diagnostics.contains { $0.severity == .error && $0.message.contains("UI") })
        let preview = program.declaredPreviews.first { $0.path == "App/Profile.swift" }
        #expect(preview != nil && preview?.leftOutBecause == nil)
    }

    /// A static whose initial value stops in code it calls (a `Bundle` extension's `fatalError`
    /// for a missing file) fails where it is declared, with a note where it stopped: the
    /// extension, fine for every other caller, stays, and so does the view that uses it.
    @Test func aFailingStaticBlamesItselfNotTheCodeItRan() {
        let program = ScriptProgram()
        let files = [
            SourceFile(id: 1, path: "App/Bundle+Load.swift", text: """
                import Foundation

                extension Bundle {
                    func load(_ file: String) -> [Int] {
                        guard url(forResource: file, withExtension: nil) != nil else { fatalError("Missing \\(file)") }
                        return [1]
                    }
                    var greeting: String { "Hello" }
                }

                """),
            SourceFile(id: 2, path: "App/Feed.swift", text: """
                import SwiftUI

                enum Samples {
                    static let numbers = Bundle.main.load("numbers.json")
                }

                struct Feed: View {
                    var body: some View { Text(Bundle.main.greeting) }
                }

                #Preview { Feed() }

                """),
        ]
        let diagnostics = program.load(files)
        let failure = diagnostics.first { $0.severity == .error }
        #expect(failure?.message == "Fatal error: Missing numbers.json")
        #expect(failure?.range.file == 2 && failure?.notes.first?.range.file == 1)
        #expect(!diagnostics.contains { $0.message.contains("is left out") && $0.message.contains("Bundle") })
        let preview = program.declaredPreviews.first { $0.path == "App/Feed.swift" }
        #expect(preview != nil && preview?.leftOutBecause == nil)
    }

    /// A type declared in a preview's body goes with the preview when it is left out: its
    /// error is the preview's, and the rest of the program loads as if neither were there (a
    /// class's `static let shared` among it, which read nil while the type stayed behind).
    @Test func aTypeDeclaredInABodyLeftOutGoesWithIt() throws {
        let program = ScriptProgram()
        let files = [
            SourceFile(id: 1, path: "App/AppState.swift", text: """
                import SwiftUI

                final class AppState: ObservableObject {
                    static let shared: AppState = .init()
                    @Published var isOn = true
                }

                """),
            SourceFile(id: 2, path: "App/Counter.swift", text: """
                import SwiftUI

                #Preview {
                    struct CountRequest {
                        var count = undeclaredCount
                    }
                    return Text("\\(CountRequest().count)")
                }

                """),
        ]
        let diagnostics = program.load(files)
        #expect(diagnostics.filter { $0.severity == .error }.map(\.message) == ["cannot find 'undeclaredCount' in scope"])
        #expect(try program.evaluate("AppState.shared.isOn", bindings: FakeSession()) == .bool(true))
    }
}
