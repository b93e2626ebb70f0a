import ScrollworkCore
import Testing
@testable import ScrollworkScene

/// Layouts outside scroll views, with frames worked out by hand from SwiftUI's rules
/// (Text 8 pt a character, a body line `line` pt high, stack spacing 8, shapes take the proposal).
@Suite struct StackLayoutTests {
    struct Case: CustomTestStringConvertible {
        var name: String
        var root: ViewNode
        var screen = SceneLayout.defaultScreen
        /// Expected frames of views found by label.
        var frames: [(String, Rect)]
        /// Expected content frames (inside frames and padding).
        var contents: [(String, Rect)] = []
        var testDescription: String { name }
    }

    static func labelled(_ node: ViewNode, _ label: String) -> ViewNode { node.modified(.label(label)) }

    /// One line of body text (17 pt): SF Pro's ascender plus descender, (1950 + 494)/2048 em.
    static let line = 17 * 2444 / 2048.0

    static let cases: [Case] = [
        Case(name: "VStack with spacing inside padding",
             root: ViewNode.vStack(spacing: 10, [.text("abc"), .text("hello")]).padding(20),
             frames: [("abc", Rect(x: 28, y: 20, width: 24, height: line)),
                      ("hello", Rect(x: 20, y: 20 + line + 10, width: 40, height: line))]),
        Case(name: "VStack leading alignment and default spacing",
             root: ViewNode.vStack(alignment: .leading, [.text("abc"), .text("hello")]),
             frames: [("abc", Rect(x: 0, y: 0, width: 24, height: line)),
                      ("hello", Rect(x: 0, y: line + 8, width: 40, height: line))]),
        Case(name: "HStack with a Spacer takes what the texts leave",
             root: ViewNode.hStack([.text("ab"), labelled(.spacer(), "gap"), .text("cd")]).frame(width: 200),
             frames: [("ab", Rect(x: 0, y: 0, width: 16, height: line)),
                      ("gap", Rect(x: 24, y: line / 2, width: 152, height: 0)),
                      ("cd", Rect(x: 184, y: 0, width: 16, height: line))]),
        Case(name: "two Spacers split the space evenly",
             root: ViewNode.hStack(spacing: 0, [labelled(.spacer(), "s1"), .text("ab"), labelled(.spacer(), "s2")])
                .frame(width: 100),
             frames: [("s1", Rect(x: 0, y: line / 2, width: 42, height: 0)),
                      ("ab", Rect(x: 42, y: 0, width: 16, height: line)),
                      ("s2", Rect(x: 58, y: line / 2, width: 42, height: 0))]),
        Case(name: "flexible frame clamps the proposal",
             root: labelled(ViewNode.rectangle.frame(minWidth: 50, maxWidth: 100), "r"),
             frames: [("r", Rect(x: 0, y: 0, width: 100, height: 844))]),
        Case(name: "maxWidth infinity fills and aligns its child",
             root: ViewNode.vStack(spacing: 0, [ViewNode.text("hi").frame(maxWidth: .infinity, alignment: .leading)]),
             frames: [("hi", Rect(x: 0, y: 0, width: 390, height: line))],
             contents: [("hi", Rect(x: 0, y: 0, width: 16, height: line))]),
        Case(name: "minHeight grows a small child and centres it",
             root: ViewNode.vStack([ViewNode.text("hi").frame(minHeight: 100)]),
             frames: [("hi", Rect(x: 0, y: 0, width: 16, height: 100))],
             contents: [("hi", Rect(x: 0, y: (100 - line) / 2, width: 16, height: line))]),
        Case(name: "fixed frame proposes its size to a shape",
             root: ViewNode.vStack([labelled(ViewNode.circle.frame(width: 30, height: 40), "c")]),
             frames: [("c", Rect(x: 0, y: 0, width: 30, height: 40))]),
        Case(name: "ZStack bottomTrailing",
             root: ViewNode.zStack(alignment: .bottomTrailing, [labelled(ViewNode.rectangle.frame(width: 100, height: 80), "r"), .text("ab")]),
             frames: [("r", Rect(x: 0, y: 0, width: 100, height: 80)), ("ab", Rect(x: 84, y: 80 - line, width: 16, height: line))]),
        Case(name: "overlay and background take the modified view's size",
             root: ViewNode.text("hello").padding(10)
                .background(labelled(.color("red"), "bg"))
                .overlay(alignment: .topTrailing, labelled(ViewNode.circle.frame(width: 10, height: 10), "dot")),
             frames: [("hello", Rect(x: 0, y: 0, width: 60, height: line + 20)), ("bg", Rect(x: 0, y: 0, width: 60, height: line + 20)),
                      ("dot", Rect(x: 50, y: 0, width: 10, height: 10))],
             contents: [("hello", Rect(x: 10, y: 10, width: 40, height: line))]),
        Case(name: "offset moves the drawn frame only",
             root: ViewNode.vStack(spacing: 0, [ViewNode.text("ab").offset(x: 5, y: 7), .text("cd")]),
             frames: [("ab", Rect(x: 5, y: 7, width: 16, height: line)), ("cd", Rect(x: 0, y: line, width: 16, height: line))]),
        Case(name: "aspectRatio fit and fill",
             root: ViewNode.vStack(spacing: 0, [
                labelled(ViewNode.rectangle.aspectRatio(2, contentMode: .fit), "fit"),
             ]).frame(width: 300, height: 400),
             frames: [("fit", Rect(x: 0, y: 125, width: 300, height: 150))]),
        Case(name: "fixedSize keeps the ideal width in a narrow frame",
             root: ViewNode.text("abcdefghij").fixedSize().frame(width: 40),
             frames: [("abcdefghij", Rect(x: 0, y: 0, width: 40, height: line))],
             contents: [("abcdefghij", Rect(x: -20, y: 0, width: 80, height: line))]),
        Case(name: "a resizable image takes the proposal",
             root: ViewNode.image(systemName: "photo").resizable().frame(width: 50, height: 30),
             frames: [("photo", Rect(x: 0, y: 0, width: 50, height: 30))],
             contents: [("photo", Rect(x: 0, y: 0, width: 50, height: 30))]),
        Case(name: "text wraps by characters in a narrow frame",
             root: ViewNode.text("abcdefghij").frame(width: 40),
             frames: [("abcdefghij", Rect(x: 0, y: 0, width: 40, height: 2 * line))]),
        Case(name: "text wraps at words in a narrow frame",
             root: ViewNode.vStack([ViewNode.text("Hello world again").frame(width: 80)]),
             frames: [("Hello world again", Rect(x: 0, y: 0, width: 80, height: 3 * line))],
             contents: [("Hello world again", Rect(x: 20, y: 0, width: 40, height: 3 * line))]),
        Case(name: "a frame on the outermost view sets the scene size",
             root: labelled(ViewNode.color("blue").frame(width: 200, height: 300), "scene"),
             screen: Size(width: 320, height: 480),
             frames: [("scene", Rect(x: 0, y: 0, width: 200, height: 300))]),
        Case(name: "Group and ForEach flatten into the stack",
             root: ViewNode.hStack(spacing: 4, [.group([.text("a"), .text("b")]), .forEach(0..<2) { .text("c\($0)") }]),
             frames: [("a", Rect(x: 0, y: 0, width: 8, height: line)), ("b", Rect(x: 12, y: 0, width: 8, height: line)),
                      ("c0", Rect(x: 24, y: 0, width: 16, height: line)), ("c1", Rect(x: 44, y: 0, width: 16, height: line))]),
        Case(name: "containerRelativeFrame outside a scroll view measures the screen",
             root: ViewNode.vStack([labelled(ViewNode.rectangle.containerRelativeFrame(.horizontal, count: 2, span: 1, spacing: 10)
                .frame(height: 10), "r")]),
             frames: [("r", Rect(x: 0, y: 0, width: 190, height: 10))]),
    ]

    @Test(arguments: cases)
    func frames(_ testCase: Case) throws {
        let layout = try SceneLayout(root: testCase.root, screen: testCase.screen)
        for (label, expected) in testCase.frames {
            let found = layout.views(matching: label)
            #expect(found.count == 1, "\(label) found \(found.count) times")
            #expect(layout.frameInRoot(label) == expected, "\(label)")
        }
        for (label, expected) in testCase.contents {
            #expect(layout.contentFrameInRoot(label) == expected, "\(label) content")
        }
    }

    @Test func sceneSizeIsTheOutermostView() throws {
        let layout = try SceneLayout(root: ViewNode.color("blue").frame(width: 200, height: 300))
        #expect(layout.size == Size(width: 200, height: 300))
        #expect(layout.main == nil)
    }

    @Test func paintOrderPutsBackgroundsFirstAndOverlaysLast() throws {
        let root = ViewNode.text("hello").background(.color("bg").modified(.label("bg")))
            .overlay(ViewNode.color("fg").modified(.label("fg")))
        let layout = try SceneLayout(root: root)
        #expect(layout.views.map { $0.label ?? "" } == ["bg", "hello", "fg"])
    }

    @Test func invalidScreenIsAnError() {
        #expect(throws: SceneLayoutError.invalidScreen(Size(width: 0, height: 10))) {
            try SceneLayout(root: .text("a"), screen: Size(width: 0, height: 10))
        }
    }
}
