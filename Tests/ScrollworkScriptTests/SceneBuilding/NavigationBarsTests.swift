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

    @Test func aLargeTitleCollapsesAndStretchesWithTheListUnderIt() throws {
        let (_, scene) = try makeScene("""
        struct Inbox: View {
            var body: some View {
                NavigationStack {
                    List(0..<40, id: \\.self) { Text("Message \\($0)") }
                        .navigationTitle("Inbox")
                }
            }
        }
        """, "Inbox")
        // 44 pt row + 52 pt large title; the list rests at −96 under it.
        #expect(scene.outsideFrame("navigation bar") == rect(0, 0, 390, 96))
        #expect(scene.simulation.metrics.collapsingLeadingInset == 52)
        // 26 pt on from rest: the bar is 96 − 26 = 70 pt, the title's area what is left below the row.
        scene.simulation.scroll(toOffset: -70, animated: false)
        #expect(scene.outsideFrame("navigation bar") == rect(0, 0, 390, 70))
        #expect(scene.outsideFrame("Inbox") == rect(0, 44, 390, 26))
        #expect(scene.simulation.geometry.contentInsets.top == 70)
        // Collapsed: the inline title (17 pt semibold) is in the row's centre.
        scene.simulation.scroll(toOffset: 200, animated: false)
        #expect(scene.outsideFrame("navigation bar") == rect(0, 0, 390, 44))
        #expect(scene.outsideFrame("Inbox")?.midX == 195)
        #expect(scene.outsideFrame("Inbox")?.midY == 22)
    }

    /// On a view whose type is known only when it runs (a `@ViewBuilder` property choosing
    /// between two), the `Text` overload is told from the `String` one by the value.
    @Test func aTextTitleOnAViewOfEitherKindIsTheTextOverloads() throws {
        let (_, scene) = try makeScene("""
        struct Inbox: View {
            let isEmpty = false
            @ViewBuilder
            private var content: some View {
                if isEmpty {
                    Text("Nothing")
                } else {
                    List(0..<40, id: \\.self) { Text("Message \\($0)") }
                }
            }
            var body: some View {
                NavigationStack {
                    content.navigationBarTitle(Text("Inbox").bold(), displayMode: .inline)
                }
            }
        }
        """, "Inbox")
        #expect(scene.outsideFrame("navigation bar") == rect(0, 0, 390, 44))
        #expect(scene.outsideFrame("Inbox")?.midY == 22)
    }

    @Test func theBarsBottomFollowsTheContentBetweenItsRowAndPastRest() {
        var metrics = ScrollMetrics(containerSize: Size(width: 390, height: 844), contentSize: Size(width: 390, height: 2000),
                                    insets: EdgeInsets(top: 96))
        metrics.collapsingLeadingInset = 52
        // Up by what collapsed (−70: 26), by no more than 52; down by the pull past −96.
        #expect(NavigationBars.largeTitleShift(metrics, offset: -96) == 0)
        #expect(NavigationBars.largeTitleShift(metrics, offset: -70) == -26)
        #expect(NavigationBars.largeTitleShift(metrics, offset: 400) == -52)
        #expect(NavigationBars.largeTitleShift(metrics, offset: -126) == 30)
    }
}
