import Foundation
import Testing
import ScrollworkCore
@testable import ScrollworkScript

/// The bars a `NavigationStack` and a `TabView` draw, as UIKit's `UINavigationBar` and
/// `UITabBar` take room and touches.
struct NavigationBarsTests {
    @Test func aStackWithNoTitleKeepsItsEmpty44PointBar() throws {
        let (_, scene) = try makeScene("""
        struct Plain: View {
            var body: some View {
                NavigationStack {
                    List(0..<30, id: \\.self) { Text("Row \\($0)") }
                }
            }
        }
        """, "Plain")
        // UINavigationController shows its bar until it is hidden: 44 pt, the list under it.
        #expect(scene.outsideFrame("navigation bar") == rect(0, 0, 390, 44))
        #expect(scene.simulation.metrics.insets.top == 44)
        #expect(scene.simulation.offset == -44)
    }

    @Test func tappingATabSelectsItsPageThroughTheBinding() throws {
        let (_, scene) = try makeScene("""
        enum Pane: Hashable { case one, two }
        struct Tabs: View {
            @State var pane: Pane = .one
            @State var heard: [String] = []
            var body: some View {
                TabView(selection: $pane) {
                    ScrollView { Text("One").frame(height: 2000) }.id("one").tabItem { Text("First") }.tag(Pane.one)
                    ScrollView { Text("Two").frame(height: 2000) }.id("two").tabItem { Text("Second") }.tag(Pane.two)
                }
                .onChange(of: pane) { _, new in heard.append("\\(new)") }
            }
        }
        """, "Tabs")
        #expect(scene.scrollViews.map { $0.id?.description } == ["one"])
        try scene.tap(.string("Second"))
        #expect(scene.stateValue("heard") == .array([.string("two")]))
        #expect(scene.scrollViews.map { $0.id?.description } == ["two"])
    }
}
