import Foundation
import Testing
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene
@testable import ScrollworkScript

/// The controls built from simpler views (docs/SEMANTICS.md, "Views built from simpler ones"):
/// what a tap on them does, as the trace hears it.
struct ControlViewsTests {
    /// Runs `source`'s scene `name`, hearing its trace notes.
    private func scene(_ source: String, _ name: String) throws -> (SceneInstance, () -> [String]) {
        let (_, scene) = try makeScene(source, name)
        var heard: [String] = []
        scene.onEvent = { event in if case .note(let text) = event.kind { heard.append(text) } }
        return (scene, { heard })
    }

    @Test func aMenuPresentsItsItemsAndATapOnOneRunsItAndDismissesIt() throws {
        let (scene, heard) = try self.scene("""
        struct Library: View {
            @State private var order = "Date"
            var body: some View {
                ScrollView {
                    Menu("Sort") {
                        Button("Name") { order = "Name" }
                        Text("Size")
                    }
                    .id("sort")
                }
            }
        }
        """, "Library")
        try scene.tap(.string("sort"))
        scene.afterFrame()
        #expect(try scene.tapDialogAction("Name"))
        scene.afterFrame()
        #expect(scene.stateValue("order") == .string("Name"))
        // Dismissed: its items take no more taps, and a menu has no Cancel of its own.
        #expect(try !scene.tapDialogAction("Name"))
        #expect(try !scene.tapDialogAction("Cancel"))
        #expect(heard() == ["present menu \"Sort\": Name, Size", "tap \"Name\" in menu \"Sort\"", "dismiss menu \"Sort\""])
    }

    @Test func aMenusForEachRowsAndSectionViewsAreItemsAndAMenuAmongThemIsASubmenu() throws {
        let (scene, heard) = try self.scene("""
        struct Library: View {
            @State private var order = "Date"
            let orders = ["Name", "Size"]
            var body: some View {
                ScrollView {
                    Menu("Sort") {
                        ForEach(orders, id: \\.self) { name in
                            Button(name) { order = name }
                        }
                        Section("Time") {
                            Button("Date") { order = "Date" }
                        }
                        Menu("More") {
                            Button("Kind") { order = "Kind" }
                        }
                    }
                    .id("sort")
                }
            }
        }
        """, "Library")
        try scene.tap(.string("sort"))
        scene.afterFrame()
        #expect(try scene.tapDialogAction("More"))
        scene.afterFrame()
        #expect(try scene.tapDialogAction("Kind"))
        scene.afterFrame()
        #expect(scene.stateValue("order") == .string("Kind"))
        #expect(heard() == ["present menu \"Sort\": Name, Size, Date, More", "tap \"More\" in menu \"Sort\"",
                            "dismiss menu \"Sort\"", "present menu \"More\": Kind", "tap \"Kind\" in menu \"More\"",
                            "dismiss menu \"More\""])
    }

    @Test func aTapOutsideAnOpenMenuDismissesItAndGoesNoFurther() throws {
        let (scene, heard) = try self.scene("""
        struct Library: View {
            @State private var taps = 0
            var body: some View {
                ScrollView {
                    Menu("Sort") {
                        Button("Name") {}
                    }
                    .id("sort")
                    Button("Count") { taps += 1 }.id("count")
                }
            }
        }
        """, "Library")
        try scene.tap(.string("sort"))
        scene.afterFrame()
        try scene.tap(.string("count"))
        scene.afterFrame()
        #expect(scene.stateValue("taps") == .int(0))
        #expect(try !scene.tapDialogAction("Name"))
        try scene.tap(.string("count"))
        #expect(scene.stateValue("taps") == .int(1))
        #expect(heard() == ["present menu \"Sort\": Name", "tap outside menu \"Sort\"", "dismiss menu \"Sort\""])
    }

    @Test func aMenuWithAPrimaryActionRunsItOnATapAndPresentsOnAPress() throws {
        let (scene, heard) = try self.scene("""
        struct Upload: View {
            @State private var uploads = 0
            var body: some View {
                ScrollView {
                    Menu("Upload") {
                        Button("All") { uploads += 10 }
                    } primaryAction: {
                        uploads += 1
                    }
                    .id("upload")
                }
            }
        }
        """, "Upload")
        try scene.tap(.string("upload"))
        scene.afterFrame()
        #expect(heard().isEmpty)
        try scene.press(.string("upload"))
        scene.afterFrame()
        #expect(try scene.tapDialogAction("All"))
        #expect(scene.stateValue("uploads") == .int(11))
    }

    @Test func aLinkOpensItsURLAsATraceNote() throws {
        let (scene, heard) = try self.scene("""
        struct About: View {
            var body: some View {
                ScrollView {
                    Link("Help", destination: URL(string: "https://example.com/help")!).id("help")
                }
            }
        }
        """, "About")
        try scene.tap(.string("help"))
        #expect(heard() == ["open https://example.com/help"])
    }

    /// A URL or text is shared as it is; any other item (an `Image`) by its preview's title, the
    /// one the share sheet's header shows, from a closure for each of several items.
    @Test func aShareLinkNotesItsItemsOrTheirPreviewTitles() throws {
        let (scene, heard) = try self.scene("""
        struct Photos: View {
            let photo = Image(systemName: "photo")
            var body: some View {
                ScrollView {
                    ShareLink(item: photo, preview: SharePreview("Harbour", image: photo)).id("photo")
                    ShareLink(items: [photo, photo]) { _ in SharePreview("Gallery photo") }.id("gallery")
                    ShareLink("Links", items: [URL(string: "https://example.com/1")!, URL(string: "https://example.com/2")!]).id("links")
                }
            }
        }
        """, "Photos")
        for id in ["photo", "gallery", "links"] { try scene.tap(.string(id)) }
        #expect(heard() == ["share Harbour", "share Gallery photo, Gallery photo", "share https://example.com/1, https://example.com/2"])
    }

    struct StepCase: CustomStringConvertible, Sendable {
        var value: Int
        var step: Double
        var expected: Int?
        var description: String { "\(value) + \(step)" }
    }

    /// Within 0...10: a step past a bound stops at it; a step from the bound changes nothing.
    @Test(arguments: [StepCase(value: 4, step: 2, expected: 6), StepCase(value: 9, step: 2, expected: 10),
                      StepCase(value: 10, step: 1, expected: nil), StepCase(value: 0, step: -1, expected: nil),
                      StepCase(value: 1, step: -5, expected: 0)])
    func aStepperStepsWithinItsBounds(_ example: StepCase) {
        let next = SwiftUIStepperSurface.stepped(.int(example.value), by: example.step, within: 0...10)
        if let expected = example.expected {
            guard case .int(let value)? = next else { Issue.record("no step from \(example)"); return }
            #expect(value == expected)
        } else {
            #expect(next == nil)
        }
    }

    /// A span in the millions would be a layout loop and an allocation that long: the
    /// modifier's call is a located failure instead.
    @Test func aGridCellSpanBeyondTheLimitIsALocatedFailure() throws {
        let source = """
        struct Board: View {
            var body: some View {
                Grid { GridRow { Text("a").gridCellColumns(1_000_000) } }
            }
        }
        """
        do {
            _ = try makeScene(source, "Board")
            Issue.record("a span of a million columns must fail")
        } catch let diagnostic as Diagnostic {
            #expect(diagnostic.message == "a grid cell spans at most 1000 columns here, not 1000000")
            let call = try #require(source.range(of: "gridCellColumns"))
            let line = try #require(source.range(of: "\n", range: call.upperBound..<source.endIndex))
            let start = source.utf8.distance(from: source.startIndex, to: source.range(of: "Text(\"a\")")!.lowerBound)
            #expect(diagnostic.range.start >= start)
            #expect(diagnostic.range.start < source.utf8.distance(from: source.startIndex, to: line.lowerBound))
        }
    }

    /// With no bounds an Int binding is bounded by `Int` itself: a step past `Int.max` or
    /// `Int.min` changes nothing (and never traps).
    @Test func anUnboundedIntStopsAtIntsOwnRange() {
        #expect(SwiftUIStepperSurface.stepped(.int(Int.max), by: 1, within: nil) == nil)
        #expect(SwiftUIStepperSurface.stepped(.int(Int.min), by: -1, within: nil) == nil)
        guard case .int(let value)? = SwiftUIStepperSurface.stepped(.int(-4), by: 1, within: nil) else {
            Issue.record("a step inside Int's range must be taken"); return
        }
        #expect(value == -3)
    }

    @Test func aDoubleStepsAsADoubleWithoutBounds() {
        guard case .double(let value)? = SwiftUIStepperSurface.stepped(.double(0.5), by: 0.25, within: nil) else {
            Issue.record("a Double binding must stay a Double"); return
        }
        #expect(value == 0.75)
    }

    @Test func aDisclosureGroupKeepsItsOwnStateAcrossEvaluations() throws {
        let (scene, _) = try self.scene("""
        struct Settings: View {
            @State private var taps = 0
            var body: some View {
                ScrollView {
                    DisclosureGroup("Advanced") {
                        Text("Logs")
                    }
                    .id("advanced")
                    Button("Count") { taps += 1 }.id("count")
                }
            }
        }
        """, "Settings")
        #expect(scene.frame(.string("advanced"))?.height == 24)
        try scene.tap(.string("advanced"))
        // Another state change evaluates the body again: the group stays expanded.
        try scene.tap(.string("count"))
        #expect(scene.frame(.string("advanced"))?.height == 24 + 8 + bodyLine)
    }

    @Test func expandingADisclosureGroupLeavesTheStateOfTheGroupsAfterItInPlace() throws {
        let (scene, _) = try self.scene("""
        struct Settings: View {
            var body: some View {
                ScrollView {
                    DisclosureGroup("Outer") {
                        DisclosureGroup("Inner") { Text("Deep") }
                    }
                    .id("outer")
                    DisclosureGroup("Next") { Text("Logs") }
                        .id("next")
                }
            }
        }
        """, "Settings")
        try scene.tap(.string("next"))
        #expect(scene.frame(.string("next"))?.height == 24 + 8 + bodyLine)
        // The outer group's content makes a group of its own: the next one keeps its state.
        try scene.tap(.string("outer"))
        #expect(scene.frame(.string("outer"))?.height == 24.0 + 8 + 24)
        #expect(scene.frame(.string("next"))?.height == 24 + 8 + bodyLine)
    }

    /// `labelsHidden()` drops the label and spacer of a row `labeled` made, and nothing of a
    /// stack of the app's own that happens to hold a group then a spacer.
    @Test func hidingALabelDropsOnlyTheLabelOfAControlsRow() throws {
        let row = ControlViews.labeled([.text("Theme")], value: [.text("Dark")], kind: "Picker", in: nil)
        guard case .stack(_, let children) = ControlViews.hidingLabel(row).content else {
            Issue.record("the row must stay a stack"); return
        }
        #expect(children.count == 1)
        #expect(ControlViews.firstText(children[0]) == "Dark")
        let own = ViewNode.hStack([ViewNode(.group([.text("Theme")])), .spacer(), .text("Dark")])
        guard case .stack(_, let kept) = ControlViews.hidingLabel(own).content else {
            Issue.record("the app's stack must stay a stack"); return
        }
        #expect(kept.count == 3)
    }

    /// `listRowInsets` on a `Section` or `Group` reaches each row in it, a row's own wins, and
    /// a row is its content plus the top and bottom insets, at least 44 pt.
    @Test func aSectionsOrGroupsRowInsetsReachItsRowsAndARowsOwnWins() throws {
        let (scene, _) = try self.scene("""
        struct Rows: View {
            var body: some View {
                List {
                    Section {
                        Text("A").id("a")
                        Text("B").listRowInsets(EdgeInsets()).id("b")
                    }
                    .listRowInsets(EdgeInsets(top: 30, leading: 0, bottom: 30, trailing: 0))
                    Group {
                        Text("C").id("c")
                    }
                    .listRowInsets(EdgeInsets(top: 40, leading: 0, bottom: 0, trailing: 0))
                }
            }
        }
        """, "Rows")
        let line = 20.287109375
        #expect(scene.frame(.string("a"))?.height == 30 + line + 30)
        #expect(scene.frame(.string("b"))?.height == 44)
        #expect(scene.frame(.string("c"))?.height == 40 + line)
    }
}
