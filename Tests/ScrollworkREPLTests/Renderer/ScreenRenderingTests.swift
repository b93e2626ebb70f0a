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

    /// A title above the scroll view, a button below it, a `safeAreaInset` bar at its bottom and
    /// an overlay's badge (Tests/Conformance/feed-screen.swift): each drawn in its place, by
    /// `show` and by the replay page alike.
    @Test func theInsetBarAndTheOverlayAreDrawnInTheirPlaces() throws {
        let session = Session(registry: SceneRegistry(factories: [ScriptSceneFactory()]),
                              options: SessionOptions(directory: TestFolders.conformance.url))
        for line in ["load feed-screen.swift", "scene FeedScreen"] {
            #expect(session.execute(line).status == .ok, "\(line)")
        }
        let reading = try #require(session.scene?.reading)
        // The column: the 60 pt title, the scroll view (844 − 60 − 44 = 740), the 44 pt button;
        // the 50 pt bar at the bottom of the scroll view's place (800 − 50 = 750), drawn over it;
        // the badge drawn as the view written, its 8 pt padding included: 40 pt in the top-trailing corner.
        let views = reading.screenViews
        #expect(views.map(\.kind) == ["Text", "ScrollView", "Color", "Button", "Circle"])
        #expect(views.map(\.frame) == [Rect(x: 0, y: 0, width: 390, height: 60), Rect(x: 0, y: 60, width: 390, height: 740),
                                       Rect(x: 0, y: 750, width: 390, height: 50), Rect(x: 0, y: 800, width: 390, height: 44),
                                       Rect(x: 350, y: 0, width: 40, height: 40)])
        var labels: [String] = []
        let around = ReplayData.around(reading, labels: &labels)
        #expect(around.map { Array($0[1...4]) } == [[0, 0, 390, 60], [0, 750, 390, 50], [0, 800, 390, 44], [350, 0, 40, 40]])
        // The title is behind the scroll view's level; the bar, the button and the badge are drawn after it.
        #expect(around.map { $0[5] } == [0, 1, 1, 1])
    }
}
