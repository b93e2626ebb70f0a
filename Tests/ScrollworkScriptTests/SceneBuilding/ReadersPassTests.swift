import Foundation
import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// The readers pass: what sessions cannot show (warnings and trace lines), and the layout of
/// `GeometryReader` itself.
struct ReadersPassTests {
    private func events(of scene: SceneInstance) -> [ScrollEvent] {
        var heard: [ScrollEvent] = []
        scene.onEvent = { heard.append($0) }
        return heard
    }

    @Test func aCycleThatDoesNotSettleIsCutWithOneWarningNamingTheReader() throws {
        let source = """
        struct GrowKey: PreferenceKey {
            static var defaultValue: CGFloat = 0
            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
        }
        struct Growing: View {
            @State private var growth: CGFloat = 0
            var body: some View {
                ScrollView {
                    Text("a")
                        .frame(height: 40 + growth)
                        .background(GeometryReader { proxy in
                            Color.clear.preference(key: GrowKey.self, value: proxy.size.height)
                        })
                        .onPreferenceChange(GrowKey.self) { _ in growth += 10 }
                }
            }
        }
        """
        let (_, scene) = try makeScene(source, "Growing")
        var heard: [ScrollEvent] = []
        scene.onEvent = { heard.append($0) }
        // Four passes in the first frame, four more in each frame after it.
        #expect(scene.stateValue("growth") == .double(40))
        scene.simulation.step(frames: 3)
        #expect(scene.stateValue("growth") == .double(160))
        let warnings = heard.compactMap { event -> Diagnostic? in
            guard case .scriptError(let failure) = event.kind else { return nil }
            let diagnostic = Diagnostic(failure)
            if diagnostic.severity == .warning { return diagnostic }
            return nil
        }
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.contains("does not settle") == true)
        // It points at the view whose observer keeps changing state (line 11: `Text("a")`'s chain).
        #expect(warnings.first.map { $0.range.start > 0 } == true)
    }

    @Test func aSettlingReaderCausesNoWarningAndOneMoreLayout() throws {
        let source = """
        struct HeightKey: PreferenceKey {
            static var defaultValue: CGFloat = 0
            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
        }
        struct Matched: View {
            @State private var height: CGFloat = 0
            var body: some View {
                ScrollView {
                    HStack(alignment: .top) {
                        Text("a\\nb").background(GeometryReader { proxy in
                            Color.clear.preference(key: HeightKey.self, value: proxy.size.height)
                        })
                        Color.red.frame(width: 10, height: height)
                    }
                    .onPreferenceChange(HeightKey.self) { height = $0 }
                    .id("row")
                }
            }
        }
        """
        let (_, scene) = try makeScene(source, "Matched")
        var heard: [ScrollEvent] = []
        scene.onEvent = { heard.append($0) }
        #expect(scene.stateValue("height") == .double(2 * bodyLine))
        #expect(scene.frame(.string("row"))?.height == 2 * bodyLine)
        scene.simulation.step(frames: 2)
        #expect(!heard.contains { if case .scriptError = $0.kind { return true } else { return false } })
    }

    @Test func geometryReaderTakesTheProposalAndPlacesContentTopLeading() throws {
        let source = """
        struct Screen: View {
            var body: some View {
                VStack(spacing: 0) {
                    GeometryReader { proxy in
                        Text("\\(Int(proxy.size.width))x\\(Int(proxy.size.height))").id("size")
                        Color.red.frame(width: 20, height: 30).id("box")
                    }
                    .frame(height: 100)
                    ScrollView { Text("row") }
                }
            }
        }
        """
        let (_, scene) = try makeScene(source, "Screen")
        // The reader is offered 390 × 100; both views start at its top-leading corner.
        #expect(scene.outsideFrame("size") == rect(0, 0, 56, bodyLine))
        #expect(scene.outsideFrame("box") == rect(0, 0, 20, 30))
        #expect(scene.outsideFrame("390x100") == rect(0, 0, 56, bodyLine))
    }

    /// `alert(isPresented:error:actions:)`: titled by the error's `errorDescription`, and
    /// presented only while there is an error, as iOS presents it.
    @Test func anErrorsAlertIsTitledByItsDescription() throws {
        let source = """
        enum SaveError: LocalizedError {
            case full
            var errorDescription: String? { "The disk is full" }
        }
        struct Saver: View {
            @State private var fails = false
            @State private var error: SaveError?
            var body: some View {
                ScrollView {
                    Button("Save") { error = .full; fails = true }.id("save")
                    Button("Quiet") { error = nil; fails = true }.id("quiet")
                }
                .alert(isPresented: $fails, error: error) {
                    Button("OK") { }
                }
            }
        }
        """
        let (_, scene) = try makeScene(source, "Saver")
        var heard: [String] = []
        scene.onEvent = { event in if case .note(let text) = event.kind { heard.append(text) } }
        try scene.tap(.string("quiet"))
        scene.afterFrame()
        #expect(try !scene.tapDialogAction("OK"))
        try scene.tap(.string("save"))
        scene.afterFrame()
        #expect(try scene.tapDialogAction("OK"))
        scene.afterFrame()
        #expect(heard == ["present alert \"The disk is full\": OK", "tap \"OK\" in alert \"The disk is full\"",
                          "dismiss alert \"The disk is full\""])
    }

    @Test func dialogsAndDismissAreTraceLines() throws {
        let source = """
        struct Sheet: View {
            @Environment(\\.dismiss) private var dismiss
            @State private var asks = false
            var body: some View {
                ScrollView {
                    Button("Ask") { asks = true }.id("ask")
                    Button("Close") { dismiss() }.id("close")
                }
                .alert("Sure?", isPresented: $asks) {
                    Button("Yes") { }
                }
            }
        }
        """
        let (_, scene) = try makeScene(source, "Sheet")
        var heard: [String] = []
        scene.onEvent = { event in if case .note(let text) = event.kind { heard.append(text) } }
        try scene.tap(.string("ask"))
        scene.afterFrame()
        #expect(try scene.tapDialogAction("Yes"))
        scene.afterFrame()
        try scene.tap(.string("close"))
        #expect(heard == ["present alert \"Sure?\": Yes", "tap \"Yes\" in alert \"Sure?\"", "dismiss alert \"Sure?\"", "dismiss()"])
        #expect(try !scene.tapDialogAction("Yes"))
    }

    @Test func anUnknownEnvironmentKeyIsAnErrorWithASuggestion() throws {
        let source = """
        struct Themed: View {
            @Environment(\\.colourScheme) private var scheme
            var body: some View { ScrollView { Text("a") } }
        }
        """
        let diagnostics = ScriptProgram().load(SourceFile(id: 1, path: "test.swift", text: source))
        #expect(diagnostics.contains { $0.isError && $0.message == "'EnvironmentValues' has no member 'colourScheme'"
                                       && $0.hint == "did you mean 'colorScheme'?" })
    }

    @Test func anEnvironmentValueScrollworkDoesNotGiveIsAWarning() throws {
        let source = """
        struct Editing: View {
            @Environment(\\.editMode) private var editMode
            var body: some View { ScrollView { Text("a") } }
        }
        """
        let diagnostics = ScriptProgram().load(SourceFile(id: 1, path: "test.swift", text: source))
        #expect(!diagnostics.containsErrors)
        #expect(diagnostics.contains { $0.severity == .warning && $0.message.contains("not supported") })
    }

    @Test func anUnsupportedEditModeIsABindingSetThroughOutsideAMutatingMethod() throws {
        // `Binding.wrappedValue` is `{ get nonmutating set }`: swiftc accepts both writes.
        let source = """
        struct Editing: View {
            @Environment(\\.editMode) private var editMode
            var body: some View {
                Button("Select") { editMode?.wrappedValue = .active }
            }
            func stopEditing() { editMode?.wrappedValue = .inactive }
        }
        """
        let diagnostics = ScriptProgram().load(SourceFile(id: 1, path: "test.swift", text: source))
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        // A value type's property is still not set from a method that is not mutating.
        let plain = """
        struct Editing: View {
            var mode = EditMode.inactive
            var body: some View { Text("a") }
            func startEditing() { mode = .active }
        }
        """
        let refused = ScriptProgram().load(SourceFile(id: 1, path: "test.swift", text: plain))
        #expect(refused.contains { $0.message == "cannot assign to property: 'self' is immutable" })
    }
}
