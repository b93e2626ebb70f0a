import Testing
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// An alignment of the app's own (`enum MidBadge: AlignmentID` and
/// `VerticalAlignment(MidBadge.self)`) loads, and the stack using it opens: its guides are not
/// computed, so it is aligned as `.center`, with a located warning where it is made.
struct CustomAlignmentTests {
    private let source = """
        import SwiftUI

        extension VerticalAlignment {
            enum MidBadge: AlignmentID {
                static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.top] }
            }
            static let midBadge = VerticalAlignment(MidBadge.self)
        }

        struct BadgeRow: View {
            var body: some View {
                HStack(alignment: .midBadge) {
                    Text("@handle")
                    Text("Name")
                        .alignmentGuide(.midBadge) { d in d[VerticalAlignment.center] }
                }
            }
        }

        #Preview { BadgeRow() }

        """

    @Test func theStackOpensWithAWarningWhereTheAlignmentIsMade() throws {
        let program = ScriptProgram()
        let diagnostics = program.load(SourceFile(id: 1, path: "BadgeRow.swift", text: source))
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        let made = try #require(diagnostics.first { $0.message.hasPrefix("'init' is not simulated: a custom alignment's stack aligns its views at their centres") })
        #expect(made.severity == .warning)
        #expect(source.utf8.dropFirst(made.range.start).starts(with: "VerticalAlignment(MidBadge.self)".utf8))
        let scene = try program.makeScene("Preview")
        #expect(scene.simulation.layout.items.count == 2)
    }
}
