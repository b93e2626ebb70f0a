import Testing
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// `ImageRenderer`: made and configured as in SwiftUI, a reference every holder shares; the
/// image it would draw is nil here, with a warning located where it is read.
@Test func anImageRendererIsConfiguredAndItsImageIsNilWithAWarning() throws {
    let source = """
        import SwiftUI

        final class ShareModel: ObservableObject {
            @Published var result = ""
            func share() {
                let renderer = ImageRenderer(content: Text("Post"))
                let same = renderer
                same.scale = 3.0
                renderer.isOpaque = true
                renderer.proposedSize = ProposedViewSize(width: 320, height: nil)
                if let image = renderer.uiImage {
                    result = "drawn \\(image.size.width)"
                } else {
                    result = "\\(renderer.scale) \\(same.isOpaque) \\(renderer.proposedSize.width ?? 0) \\(renderer.cgImage == nil)"
                }
            }
        }

        """
    let program = ScriptProgram()
    let diagnostics = program.load(SourceFile(id: 1, path: "Share.swift", text: source))
    #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
    let warnings = diagnostics.filter { $0.severity == .warning }
    #expect(warnings.map(\.message) == Array(repeating: "scrollwork draws no pixels, so an ImageRenderer's image is nil here", count: 2))
    let read = try #require(source.range(of: "renderer.uiImage"))
    #expect(warnings.first?.range.start == source.utf8.distance(from: source.startIndex, to: read.lowerBound))
    #expect(try program.evaluate("{ let model = ShareModel(); model.share(); return model.result }()", bindings: FakeSession()).description
            == "3.0 true 320.0 true")
}
