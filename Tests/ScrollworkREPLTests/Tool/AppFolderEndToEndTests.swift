import Foundation
import Testing
@testable import ScrollworkREPL

/// `Apps/Shelf`, an app folder shaped as Xcode makes one (a project, an `@main` App whose
/// window is a `NavigationStack`, a `PreviewProvider`, `#Preview`s, a view named like
/// SwiftUI's `ScrollPosition`, files that use names of later files, a local package whose
/// public `Book` the app imports, test targets), opened and checked as a user does. Numbers: the default screen is 390×844 with no safe area.
@Suite(.enabled(if: Executable.url != nil, "the scrollwork executable was not built next to the tests"))
struct AppFolderEndToEndTests {
    let apps = TestFolders.apps.url

    @Test func checkListsEachPreviewAndTheWindowApart() throws {
        let outcome = try Executable.run(["check", "Shelf"], directory: apps, home: apps)
        // Two `#Preview`s and a provider are Xcode's three previews; the App's window opens
        // too but is not one of them.
        #expect(outcome.standardOutput == """
            PASS  Preview  Shelf/Shelf/BookRow.swift:14
            PASS  ContentView_Previews  Shelf/Shelf/ContentView.swift:19
            PASS  Own ScrollPosition  Shelf/Shelf/ScrollPosition.swift:18
            window  ShelfApp  opens  Shelf/Shelf/ShelfApp.swift:3
            3 previews passed, 0 failed

            """)
        #expect(outcome.status == 0)
    }

    @Test func previewsOpenByName() throws {
        let input = """
            scene ContentView_Previews
            fling 8000
            settle
            print offset
            scene "Own ScrollPosition"
            fling 8000
            settle
            print offset
            print item(49).label

            """
        let outcome = try Executable.run(["Shelf"], input: input, directory: apps, home: apps)
        #expect(outcome.standardError == "")
        // 30 books of 44 pt end at 1320, so the bottom rests at 1320 - 844; the app's own
        // `ScrollPosition` has 50 rows of 40 pt: 2000 - 844.
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("scene ContentView_Previews: 30 items, vertical"))
        #expect(lines.contains("476.0"))
        #expect(lines.contains("scene Own ScrollPosition: 50 items, vertical"))
        #expect(lines.suffix(2) == ["1156.0", "Row 49"])
    }

    @Test func aPackagesInternalNameAndABadManifestAreLocated() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "App/App.xcodeproj/project.pbxproj": "",
            "App/App/CountView.swift": "import SwiftUI\nimport Kit\n\nstruct CountView: View {\n"
                + "    var body: some View { Text(\"\\(size)\") }\n}\n\n#Preview(\"Count\") {\n    CountView()\n}\n",
            "App/Kit/Package.swift": "let package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])\n",
            "App/Kit/Sources/Kit/Size.swift": "let size = 3\n",
            "App/Broken/Package.swift": "let package = Package(\n  targets: [\n",
            "App/Broken/Sources/Broken/Thing.swift": "this is not swift\n",
        ]
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let outcome = try Executable.run(["check", "App"], directory: folder, home: folder)
        // `size` is internal to Kit: swiftc says it cannot find it. The broken manifest loads
        // nothing of its package, and says where it stopped.
        #expect(outcome.standardOutput == """
            FAIL  Count  App/App/CountView.swift:5:35: error: cannot find 'size' in scope
            0 previews passed, 1 failed

            """)
        #expect(outcome.standardError.hasPrefix("App/Broken/Package.swift:2:13: warning: the package manifest does not parse"))
        #expect(outcome.status == 2)
    }
}
