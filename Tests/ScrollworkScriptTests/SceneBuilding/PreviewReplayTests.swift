import Testing
import ScrollworkCore
@testable import ScrollworkScript

/// A preview's own body runs once, as Xcode runs it: a change re-evaluates the views it made,
/// with the values it made them with, and what the views' bodies read still changes them.
struct PreviewReplayTests {
    /// Rows of an `@ObservedObject` the view makes itself, counting how many models were made.
    static let rows = """
        final class Model: ObservableObject {
            static var made = 0
            @Published var count = 2
            init() { Model.made += 1 }
        }
        struct Rows: View {
            @ObservedObject var model = Model()
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<model.count, id: \\.self) { index in
                            Color.red.frame(height: 50).onTapGesture { model.count += 1 }
                        }
                        Text("made \\(Model.made)")
                    }
                }
            }
        }

        """

    static func labels(_ scene: SceneInstance) -> [String?] {
        (0..<(scene.scrollView?.content.items.count ?? 0)).map { scene.label(ofItemAt: $0) }
    }

    @Test(arguments: [
        "#Preview(\"Rows\") { NavigationView { Rows() } }",
        "struct Rows_Previews: PreviewProvider { static var previews: some View { NavigationView { Rows() } } }",
        // A provider with members of its own: its preview's body is one of its static properties.
        "struct Rows_Previews: PreviewProvider { static let title = \"t\"\n static var previews: some View { Rows().navigationTitle(title) } }",
    ])
    func theViewsOfAPreviewAreMadeOnce(preview: String) throws {
        let program = try loadProgram(Self.rows + preview)
        let scene = try program.makeScene(preview.hasPrefix("#") ? "Rows" : "Rows_Previews")
        try scene.tap(.int(1))
        try scene.tap(.int(2))
        #expect(Self.labels(scene).suffix(2) == ["3", "made 1"])
        #expect(scene.scrollView?.content.items.count == 5)
    }

    /// `@Previewable @State`: the rest of the preview's body is a view's body, which reads the
    /// state, so it runs again when the state changes.
    @Test func aPreviewableStateChangesThePreview() throws {
        let program = try loadProgram("""
            #Preview("Counted") {
                @Previewable @State var count = 2
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<count, id: \\.self) { _ in Color.red.frame(height: 50).onTapGesture { count += 1 } }
                    }
                }
            }
            """)
        let scene = try program.makeScene("Counted")
        try scene.tap(.int(0))
        try scene.tap(.int(0))
        #expect(scene.scrollView?.content.items.count == 4)
    }
}
