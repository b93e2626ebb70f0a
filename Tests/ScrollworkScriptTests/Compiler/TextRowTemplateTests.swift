import Testing
import ScrollworkCore
@testable import ScrollworkScript

/// A range's rows of the shape `{ i in Text("Row \(i)") }` (with constant modifiers, or as a
/// view of the app's own whose body is such a `Text`) are made from their template
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

        struct Row: View {
            let index: Int
            var body: some View {
                Text("Row \\(index)").padding()
            }
        }

        struct PlainRow: View {
            var index: Int
            var body: some View { Text("Item \\(index)") }
        }

        struct CountedRow: View {
            let index: Int
            @State private var taps = 0
            var body: some View { Text("Row \\(index)").padding() }
        }

        struct ShiftedRow: View {
            let index: Int
            var body: some View { Text("Row \\(index + 1)").font(.title) }
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
        #"ForEach(0..<1_200, id: \.self) { i in Text("Row \(i)").padding() }"#,
        #"ForEach(-40..<40) { i in Text("\(i) pt").font(.title).foregroundStyle(.secondary).bold() }"#,
        #"ForEach(0..<300) { i in Text("Row \(i)").frame(maxWidth: .infinity, alignment: .leading).padding(.horizontal, -4.5) }"#,
        #"ForEach(0..<300, id: \.self) { i in Row(index: i) }"#,
        #"ForEach(0..<300) { i in PlainRow(index: i) }"#,
        #"ForEach(0..<40) { i in CountedRow(index: i) }"#,
        #"ForEach(0..<40) { i in ShiftedRow(index: i) }"#,
        #"ForEach(0..<40) { i in Text("Row \(i)").id(i) }"#,
        #"ForEach(0..<40) { i in Text("Row \(i)").onAppear {} }"#,
        #"ForEach(0..<40) { i in Text("Row \(i)").padding(Double(i % 3)) }"#,
    ]

    /// The shapes above made from their template; the others run their closure for every row.
    static let templated: Set<Int> = [0, 1, 2, 3, 8, 9, 10, 11, 12]

    /// The scene's items, and the steps its opening left in the frame's budget.
    private func opened(_ forEach: String, templates: Bool) throws -> (items: [LayoutItem], stepsLeft: Int) {
        let program = try loadProgram(Self.list(forEach))
        program.plugins.makesTextRowsFromTemplates = templates
        let scene = try program.makeScene("Feed")
        return (scene.simulation.layout.items, scene.runtime.machine.stepsLeft)
    }

    private func items(_ forEach: String, templates: Bool) throws -> [LayoutItem] {
        try opened(forEach, templates: templates).items
    }

    @Test(arguments: shapes.indices)
    func rowsFromTheTemplateAreTheRowsTheClosureBuilds(_ shape: Int) throws {
        let fromTemplates = try opened(Self.shapes[shape], templates: true)
        let written = try opened(Self.shapes[shape], templates: false)
        #expect(!fromTemplates.items.isEmpty)
        #expect(fromTemplates.items == written.items)
        // A row made from the template runs no step of its closure.
        #expect((fromTemplates.stepsLeft > written.stepsLeft) == Self.templated.contains(shape))
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
