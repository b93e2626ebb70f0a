import Testing
import ScrollworkCore
@testable import ScrollworkScript

/// A range's rows of the shape `{ i in Text("Row \(i)") }` are made from their template
/// (`TextRowTemplate`) without running the closure: the scene must be the one running it
/// builds, item for item, and closures of other shapes must be run as written.
struct TextRowTemplateTests {
    private static func list(_ forEach: String) -> String {
        """
        import SwiftUI

        struct Feed: View {
            var body: some View {
                ScrollView {
                    LazyVStack {
                        \(forEach)
                    }
                }
            }
        }
        """
    }

    /// Templated shapes (over ranges with negative and many-digit elements) and shapes that are
    /// not: a modifier, an expression in the interpolation, a second view, data that is an array.
    static let shapes = [
        #"ForEach(0..<1_200, id: \.self) { i in Text("Row \(i)") }"#,
        #"ForEach(-120..<120) { index in Text("\(index) of \(index)") }"#,
        ##"ForEach(99_990..<100_010, id: \.self) { i in Text("#\(i)") }"##,
        #"ForEach(0..<40) { _ in Text("Same") }"#,
        #"ForEach(0..<40) { i in Text("Row \(i)").padding(i % 2 == 0 ? 4 : 8) }"#,
        #"ForEach(0..<40) { i in Text("Row \(i * i)") }"#,
        #"ForEach(0..<40) { i in if i % 3 == 0 { Text("Row \(i)") } else { Text("Other \(i)").id("o\(i)") } }"#,
        #"ForEach([3, 20, 700], id: \.self) { i in Text("Row \(i)") }"#,
    ]

    private func items(_ forEach: String, templates: Bool) throws -> [LayoutItem] {
        let program = try loadProgram(Self.list(forEach))
        program.plugins.makesTextRowsFromTemplates = templates
        return try program.makeScene("Feed").simulation.layout.items
    }

    @Test(arguments: shapes)
    func rowsFromTheTemplateAreTheRowsTheClosureBuilds(_ forEach: String) throws {
        let fromTemplates = try items(forEach, templates: true)
        #expect(!fromTemplates.isEmpty)
        #expect(fromTemplates == (try items(forEach, templates: false)))
    }

    @Test func aRowIsItsTextOnOneLineCentredAcrossTheScrollView() throws {
        let rows = try items(Self.shapes[0], templates: true)
        // 8 pt a character, one body line of SF Pro at 17 pt, 8 pt between rows, 390 pt across.
        let line = 2444.0 / 2048 * 17
        #expect(rows.count == 1_200)
        #expect(rows[1_199].id == .int(1_199))
        let last = rows[1_199].frame
        #expect(last.origin.x == (390 - 64) / 2 && last.size.width == 64 && last.size.height == line)
        #expect(abs(last.origin.y - 1_199 * (line + 8)) < 1e-6)
        #expect(rows[7].frame.width == 40)
    }
}
