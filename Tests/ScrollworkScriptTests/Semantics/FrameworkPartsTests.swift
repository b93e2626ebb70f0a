import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// Parts of the frameworks scrollwork stands in for that it does not simulate (Foundation's
/// predicates, Objective-C selectors): code using one is left out alone with a located
/// warning, as code using a module we do not simulate is, instead of failing the file.
struct FrameworkPartsTests {
    private func load(_ text: String) -> (ScriptProgram, [Diagnostic]) {
        let program = ScriptProgram()
        program.loadsWholeModule = true
        return (program, program.load([SourceFile(id: 1, path: "App.swift", text: text)]))
    }

    /// A Core Data app's predicate helpers: `NSPredicate` in their signatures is a placeholder
    /// type, with one warning, the functions that build one are left out alone, and the view
    /// beside them loads.
    @Test func predicateHelpersAreLeftOutAndTheViewLoads() throws {
        let (program, diagnostics) = load("""
            import SwiftUI

            enum Filters {
                static func beginsWith(key: String, value: String) -> NSPredicate {
                    NSPredicate(format: "%K BEGINSWITH[cd] %@", key, value)
                }
            }

            struct Ships: View {
                var body: some View { VStack { Text("Enterprise"); Text("Serenity") } }
            }

            #Preview { Ships() }

            """)
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(diagnostics.filter { $0.severity == .warning }.map(\.message)
                == [PlaceholderMessages.unsimulated("NSPredicate", "Foundation's predicates",
                                                    PlaceholderMessages.valuesArePlaceholders)])
        #expect(try program.makeScene("Preview").simulation.layout.items.count == 2)
        #expect(throws: Diagnostic.self) { try program.evaluate("Filters.beginsWith(key: \"name\", value: \"D\")", bindings: FakeSession()) }
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
