import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// Parts of the frameworks scrollwork stands in for that it does not simulate (Objective-C
/// selectors' callbacks): code using one is left out alone with a located
/// warning, as code using a module we do not simulate is, instead of failing the file.
struct FrameworkPartsTests {
    private func load(_ text: String) -> (ScriptProgram, [Diagnostic]) {
        let program = ScriptProgram()
        program.loadsWholeModule = true
        return (program, program.load([SourceFile(id: 1, path: "App.swift", text: text)]))
    }

    /// `#selector(…)` of a method is a `Selector` of its name, which the code may hold and
    /// compare; what takes it to call the method back (`UIImageWriteToSavedPhotosAlbum`) is the
    /// part of UIKit left out, and running that stops with an error naming it.
    @Test func aSelectorIsTheMethodsNameAndItsCallbackIsLeftOut() throws {
        let source = """
            import SwiftUI

            final class Saver: NSObject {
                var saved = false
                func isSameCallback() -> Bool {
                    let callback = #selector(saveCompleted)
                    return callback == #selector(Saver.saveCompleted)
                }
                func save(_ image: UIImage) {
                    UIImageWriteToSavedPhotosAlbum(image, self, #selector(saveCompleted), nil)
                }
                @objc func saveCompleted() { saved = true }
            }

            struct Photo: View {
                @State private var saver = Saver()
                @State private var same = false
                var body: some View {
                    Button("Remember") { same = saver.isSameCallback() }.id("remember")
                    Button("Save") { saver.save(UIImage()) }.id("save")
                }
            }

            #Preview { Photo() }

            """
        let (program, diagnostics) = load(source)
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        let warnings = diagnostics.filter { $0.severity == .warning }
        #expect(warnings.map(\.message) == [PlaceholderMessages.unsimulated("UIImageWriteToSavedPhotosAlbum", "UIKit's photo library saving",
                                                                           PlaceholderMessages.codeIsLeftOut("'save(_:)'"))])
        let scene = try program.makeScene("Preview")
        try scene.tap(.string("remember"))
        #expect(scene.stateValue("same") == .bool(true))
        do {
            try scene.tap(.string("save"))
            Issue.record("the left-out method ran")
        } catch let failure as Diagnostic {
            #expect(failure.message == "'save(_:)' uses 'UIImageWriteToSavedPhotosAlbum' from UIKit's photo library saving, which scrollwork does not simulate")
        }
    }
}
