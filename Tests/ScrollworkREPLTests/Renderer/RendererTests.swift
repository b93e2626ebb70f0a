import Foundation
import Testing
import ScrollworkCore
@testable import ScrollworkREPL

struct RendererTests {
    struct Case: CustomStringConvertible {
        let name: String
        let lines: [String]
        var ascii = false
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "list-top", lines: ["scene List"]),
        Case(name: "list-middle", lines: ["scene List", "scrollto offset 1234 instant"]),
        Case(name: "list-overscrolled", lines: ["scene List", "drag -200"]),
        Case(name: "list-bottom-overscrolled", lines: ["scene List", "scrollto edge bottom instant", "drag 300"]),
        Case(name: "sections-pinned", lines: ["scene Sections", "scrollto offset 130 instant"]),
        Case(name: "sections-pushed", lines: ["scene Sections", "scrollto offset 320 instant"]),
        Case(name: "carousel-scaled", lines: ["scene Carousel", "scrollto offset 100 instant"]),
        Case(name: "carousel-ascii", lines: ["scene Carousel", "scrollto offset 200 instant"], ascii: true),
        Case(name: "sections-ascii", lines: ["scene Sections", "scrollto offset 130 instant"], ascii: true),
        Case(name: "short", lines: ["scene Short"]),
        Case(name: "sliding", lines: ["scene Sliding", "scrollto offset 100 instant"]),
        Case(name: "sliding-ascii", lines: ["scene Sliding", "scrollto offset 100 instant"], ascii: true),
    ]

    @Test(arguments: cases)
    func viewport(_ test: Case) {
        let session = Session.native(ascii: test.ascii)
        for line in test.lines { #expect(session.execute(line).status == .ok, "\(line)") }
        let result = session.execute("show")
        #expect(result.status == .ok)
        TestFolders.snapshots.assert(result.output, named: "viewport-" + test.name)
    }

    @Test func asciiIsSevenBit() {
        let session = Session.native(ascii: true)
        session.run("scene Carousel", "scrollto offset 150 instant")
        #expect(session.execute("show").output.unicodeScalars.allSatisfy { $0.value < 128 })
    }

    @Test func colourOnlyWhenAsked() {
        let plain = Session.native()
        plain.run("scene Sections", "scrollto offset 130 instant")
        #expect(!plain.execute("show").output.contains("\u{1B}["))
        let colored = Session(registry: SceneRegistry(factories: [NativeSceneFactory()]),
                              options: SessionOptions(directory: URL(fileURLWithPath: "/"), render: RenderOptions(color: true)))
        colored.run("scene Sections", "scrollto offset 130 instant")
        #expect(colored.execute("show").output.contains("\u{1B}[0;33m"))
    }

    @Test func fitsTheGivenSize() {
        let session = Session(registry: SceneRegistry(factories: [NativeSceneFactory()]),
                              options: SessionOptions(directory: URL(fileURLWithPath: "/"), render: RenderOptions(columns: 80, rows: 40)))
        session.run("scene List")
        let lines = session.execute("show").output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 40)
        #expect(lines.allSatisfy { $0.count <= 80 })
    }

    @Test func hugeEffectsDoNotCrash() {
        let mapper = CellMapper(scaleX: 10, scaleY: 40, columns: 39, rows: 22)
        #expect(mapper.cells(of: Rect(x: -1e300, y: 0, width: 2e300, height: 1e300)) != nil)
        #expect(mapper.cells(of: Rect(x: .nan, y: 0, width: 1, height: 1)) == nil)
        #expect(mapper.cells(of: Rect(x: 0, y: 5000, width: 10, height: 10)) == nil)
    }
}
