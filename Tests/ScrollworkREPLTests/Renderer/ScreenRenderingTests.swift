import Foundation
import Testing
import ScrollworkCore
@testable import ScrollworkREPL

/// `show` draws the whole screen: the views around the scroll view in their places, in drawing
/// order, with the current scroll view outlined and marked.
struct ScreenRenderingTests {
    static let inbox = """
        struct Inbox: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text("Inbox").frame(maxWidth: .infinity).frame(height: 60)
                    ScrollView {
                        LazyVStack(spacing: 0) {
                            ForEach(0..<30) { i in Text("Row \\(i)").frame(maxWidth: .infinity).frame(height: 50) }
                        }
                    }
                    Button("Compose") { }.frame(maxWidth: .infinity).frame(height: 44)
                }
                .overlay(alignment: .bottomTrailing) {
                    Circle().frame(width: 56, height: 56).padding(20)
                }
            }
        }
        """

    static func session() -> Session {
        let session = Session(registry: SceneRegistry(factories: [ScriptSceneFactory()]),
                              options: SessionOptions(directory: FileManager.default.temporaryDirectory))
        #expect(session.execute(inbox).status == .ok)
        #expect(session.execute("scene Inbox").status == .ok)
        return session
    }

    /// The 844 pt column: a 60 pt header, a 44 pt button at the bottom, the scroll view the
    /// 740 pt between; the overlay's 56 pt circle with its 20 pt padding (96 pt, the frame of the
    /// view as written, padding included) in the bottom-trailing corner.
    @Test func theReadingListsTheViewsAroundInDrawingOrder() throws {
        let reading = try #require(Self.session().scene?.reading)
        let views = reading.screenViews
        #expect(views.map(\.kind) == ["Text", "ScrollView", "Button", "Circle"])
        #expect(views[0].frame == Rect(x: 0, y: 0, width: 390, height: 60) && views[0].label == "Inbox")
        #expect(views[1].scrollView == 1 && views[1].frame == Rect(x: 0, y: 60, width: 390, height: 740))
        #expect(views[2].frame.minY == 800 && views[2].frame.height == 44 && views[2].label == "Compose")
        #expect(views[3].frame == Rect(x: 294, y: 748, width: 96, height: 96))
    }

    @Test func showDrawsTheScreenAroundTheScrollView() throws {
        let output = Self.session().execute("show").output
        let lines = output.components(separatedBy: "\n")
        // 10 pt a column, 20 pt a row: the header's label on the first rows, the scroll view's
        // outline from row 4 (60 pt) with its number marked current, the button at the bottom.
        #expect(lines.prefix(4).contains { $0.contains("Inbox") }, "\(output)")
        #expect(lines.contains { $0.contains("1◂") }, "\(output)")
        #expect(lines.suffix(6).contains { $0.contains("Compose") }, "\(output)")
        #expect(lines.contains { $0.contains("Row 0") }, "\(output)")
    }
}
