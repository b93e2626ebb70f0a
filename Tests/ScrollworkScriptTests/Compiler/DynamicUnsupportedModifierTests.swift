import Testing
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// A modifier scrollwork does not simulate, on a value whose type is known only when it runs
/// (a view property declared later in the file): the same one warning as on a known view, and
/// its arguments (`.move(edge:).combined(with:)`, whose base only the modifier's type gives)
/// are left out with it rather than compiled without a context.
@Test func anUnsupportedModifierOnAViewOfUnknownTypeIsOneWarning() {
    let program = ScriptProgram()
    let diagnostics = program.load(SourceFile(id: 1, path: "test.swift", text: """
    import SwiftUI
    struct Banner: View {
        @State private var show = true
        var body: some View {
            VStack {
                if show {
                    bar
                        .transition(.move(edge: .bottom).combined(with: .opacity))
                }
            }
        }
        var bar: some View { Text("Saved") }
    }
    """))
    #expect(diagnostics.filter(\.isError).isEmpty, "\(diagnostics.map(\.message))")
    let warnings = diagnostics.filter { $0.severity == .warning }
    #expect(warnings.count == 1)
    #expect(warnings.first?.message.contains("'transition'") == true)
    #expect(warnings.first.map { program.files[0].location(of: $0.range.start).line } == 8)
}
