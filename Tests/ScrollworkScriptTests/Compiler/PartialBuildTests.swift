import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// A preview left out because what it shows uses a declaration with errors names that error
/// (in whichever file it is), not some other error of the load.
struct PartialBuildTests {
    @Test func aLeftOutPreviewNamesTheErrorItWasLeftOutFor() {
        let program = ScriptProgram()
        let files = [
            // An error of another file that has nothing to do with the preview, first in path order.
            SourceFile(id: 1, path: "App/A.swift", text: """
                import SwiftUI

                struct Unrelated { let count: Int = "none" }

                """),
            SourceFile(id: 2, path: "App/Feed.swift", text: """
                import SwiftUI

                struct Feed: View {
                    var body: some View { Row(title: "A") }
                }

                #Preview { Feed() }

                """),
            SourceFile(id: 3, path: "App/Row.swift", text: """
                import SwiftUI

                struct Row: View {
                    let title: String
                    var body: some View { Text(title).paddding() }
                }

                """),
        ]
        let diagnostics = program.load(files)
        #expect(diagnostics.containsErrors)
        let preview = program.declaredPreviews.first { $0.path == "App/Feed.swift" }
        #expect(preview?.leftOutBecause?.path == "App/Row.swift")
        #expect(preview?.leftOutBecause?.line == 5)
        #expect(preview?.leftOutBecause?.message.contains("paddding") == true)
    }

    /// A view whose extension is left out loses the members the extension adds, which its body
    /// names unqualified: it is left out with the extension, and its preview names the error
    /// that left the extension out, not a "cannot find" of the member that followed from it.
    @Test func aTypeWhoseExtensionIsLeftOutGoesWithIt() {
        let program = ScriptProgram()
        let files = [
            SourceFile(id: 1, path: "App/Feed.swift", text: """
                import SwiftUI

                struct Feed: View {
                    var body: some View { ScrollView { header } }
                }

                extension Feed {
                    var header: some View { Row(title: "A") }
                }

                #Preview { Feed() }

                """),
            SourceFile(id: 2, path: "App/Row.swift", text: """
                import SwiftUI

                struct Row: View {
                    let title: String
                    var body: some View { Text(title).paddding() }
                }

                """),
        ]
        let diagnostics = program.load(files)
        #expect(diagnostics.contains { $0.message == "'Feed' is left out: it uses 'header', which has errors" })
        #expect(!diagnostics.contains { $0.message.contains("cannot find 'header'") })
        let preview = program.declaredPreviews.first { $0.path == "App/Feed.swift" }
        #expect(preview?.leftOutBecause?.path == "App/Row.swift")
        #expect(preview?.leftOutBecause?.message.contains("paddding") == true)
    }
}
