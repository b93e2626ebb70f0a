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
            "App/Kit/Package.swift": "import PackageDescription\nlet package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])\n",
            "App/Kit/Sources/Kit/Size.swift": "let size = 3\n",
            "App/Broken/Package.swift": "import PackageDescription\nlet package = Package(\n  targets: [\n",
            "App/Broken/Sources/Broken/Thing.swift": "this is not swift\n",
        ]
        try Executable.write(files, in: folder)
        let outcome = try Executable.run(["check", "App"], directory: folder, home: folder)
        // `size` is internal to Kit: swiftc says it cannot find it. The broken manifest loads
        // nothing of its package, and says where it stopped.
        #expect(outcome.standardOutput == """
            FAIL  Count  App/App/CountView.swift:5:35: error: cannot find 'size' in scope
            0 previews passed, 1 failed

            """)
        #expect(outcome.standardError.hasPrefix("App/Broken/Package.swift:3:13: warning: the package manifest does not parse"))
        #expect(outcome.status == 2)
    }

    /// A package target with no previews that fails is one line, and its line names an error of
    /// its own rather than the note that a module scrollwork does not simulate left part of it
    /// out: that note alone would be a failure on a framework, which this is not.
    @Test func aFailingTargetShowsItsOwnErrorBeforeAFrameworkNote() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "App/App.xcodeproj/project.pbxproj": "",
            "App/App/Row.swift": "import SwiftUI\n\nstruct Row: View {\n    var body: some View { Text(\"row\") }\n}\n",
            "App/Net/Package.swift": "import PackageDescription\nlet package = Package(name: \"Net\", targets: [.target(name: \"Net\")])\n",
            "App/Net/Sources/Net/Clock.swift": "import Dependencies\n\nextension DependencyValues {\n    var tick: Int { 1 }\n}\n",
            "App/Net/Sources/Net/Route.swift": "let route: Int = \"home\"\n",
        ]
        try Executable.write(files, in: folder)
        let outcome = try Executable.run(["check", "App"], directory: folder, home: folder)
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        let net = try #require(lines.first { $0.hasPrefix("FAIL  App/Net") })
        #expect(net.contains("App/Net/Sources/Net/Route.swift:1:18: error: "), "\(net)")
        #expect(outcome.standardError.contains("which scrollwork does not simulate"))
    }

    /// `Apps/Aviary`: each target of its project is a module, as Xcode builds them: the app and
    /// the watch app both declare `BirdList` and an `@main` App; a file in the folder no target
    /// compiles, and one the clip's synchronised folder excepts, declare names again and are in
    /// no module. The app's target (named as the project) comes first, and the file it shares
    /// with the watch app lists its preview there only, as does the package both import.
    @Test func eachTargetOfTheProjectIsAModule() throws {
        let outcome = try Executable.run(["check", "Aviary"], directory: apps, home: apps)
        #expect(outcome.standardOutput == """
            PASS  Birds  Aviary/Aviary/BirdList.swift:31
            PASS  Category row  Aviary/Packages/Backend/Sources/Backend/CategoryRow.swift:15
            PASS  Badge  Aviary/Shared/Bird.swift:27
            window  AviaryApp  opens  Aviary/Aviary/AviaryApp.swift:3
            PASS  Watch list  Aviary/Watch/BirdList.swift:18
            window  AviaryWatchApp  opens  Aviary/Watch/AviaryWatchApp.swift:3
            PASS  Clip  Aviary/Clip/ClipView.swift:12
            window  ClipApp  opens  Aviary/Clip/ClipApp.swift:3
            5 previews passed, 0 failed

            """)
        #expect(outcome.status == 0, "\(outcome.standardError)")
    }

    /// Opening the folder loads the project's main target; its files' private names are each
    /// file's own, and the local package's names read with their module's name. The app and
    /// its package each declare an internal `enum Strings`: each module's code reaches its own.
    @Test func theFolderOpensItsMainTarget() throws {
        let input = """
            print Bird(id: 2, name: "Wren").tag
            print Feeder(id: 3).label
            print Backend.Category.all[1].name
            print Strings.rowHeight
            scene Badge
            print item("badge").frame
            scene "Category row"
            print item("Finches").frame

            """
        let outcome = try Executable.run(["Aviary"], input: input, directory: apps, home: apps)
        #expect(outcome.standardError == "")
        // The badge's 120 × 30 frame is the root of a scene with no scroll view, so it is
        // centred on the 390 × 844 screen: (390 − 120) / 2 = 135, (844 − 30) / 2 = 407. The
        // package's row is 160 wide and as tall as the package's `Strings` says (40, where the
        // app's says 44): (390 − 160) / 2 = 115, (844 − 40) / 2 = 402.
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.suffix(8) == ["bird 2", "feeder #3", "Owls", "44.0", "scene Badge: 1 item, vertical",
                                    "CGRect(x: 135.0, y: 407.0, width: 120.0, height: 30.0)",
                                    "scene Category row: 1 item, vertical",
                                    "CGRect(x: 115.0, y: 402.0, width: 160.0, height: 40.0)"])
    }

    /// A project file that does not parse is a located warning, and its folder is one module.
    @Test func aBrokenProjectFileIsLocatedAndTheFolderIsOneModule() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "App/App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA1 = {isa = PBXGroup\n",
            "App/App/Row.swift": "import SwiftUI\n\nstruct Row: View {\n    var body: some View { Text(\"Row\") }\n}\n\n#Preview(\"Row\") {\n    Row()\n}\n",
        ]
        try Executable.write(files, in: folder)
        let outcome = try Executable.run(["check", "App"], directory: folder, home: folder)
        #expect(outcome.standardOutput == "PASS  Row  App/App/Row.swift:7\n1 preview passed, 0 failed\n")
        #expect(outcome.standardError == "App/App.xcodeproj/project.pbxproj:4: warning: expected ';' after the value of 'isa'; "
            + "the project's folder is read as one module\n")
    }

    /// A file the project lists where it no longer is (moved on disk, the project not updated):
    /// the one file of that name no target lists is compiled in its place, with a warning at it.
    @Test func aFileMovedOutsideTheProjectIsCompiledWhereItIsWithAWarning() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
            \t\tB2 = {isa = PBXBuildFile; fileRef = F2; };
            \t\tF1 = {isa = PBXFileReference; path = ShopApp.swift; sourceTree = "<group>"; };
            \t\tF2 = {isa = PBXFileReference; path = Rating.swift; sourceTree = "<group>"; };
            \t\tG0 = {isa = PBXGroup; children = (G1, ); sourceTree = "<group>"; };
            \t\tG1 = {isa = PBXGroup; children = (F1, G2, ); path = Shop; sourceTree = "<group>"; };
            \t\tG2 = {isa = PBXGroup; children = (F2, ); path = Home; sourceTree = "<group>"; };
            \t\tT1 = {isa = PBXNativeTarget; buildPhases = (C1, ); name = Shop; productType = "com.apple.product-type.application"; };
            \t\tC1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, ); };
            \t\tPR = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };
            \t};
            \trootObject = PR;
            }

            """
        let files = [
            "Shop/Shop.xcodeproj/project.pbxproj": project,
            "Shop/Shop/ShopApp.swift": "import SwiftUI\n\n@main\nstruct ShopApp: App {\n    var body: some Scene { WindowGroup { Stars(rating: Rating(rate: 4)) } }\n}\n\n"
                + "struct Stars: View {\n    let rating: Rating\n    var body: some View { Text(\"\\(rating.rate)\") }\n}\n\n#Preview(\"Stars\") {\n    Stars(rating: Rating(rate: 3.5))\n}\n",
            "Shop/Shop/Product/Rating.swift": "struct Rating {\n    let rate: Double\n}\n",
            "Shop/Shop/Product/Draft.swift": "struct Draft {}\n",
        ]
        try Executable.write(files, in: folder)
        let outcome = try Executable.run(["check", "Shop"], directory: folder, home: folder)
        #expect(outcome.standardOutput == "PASS  Stars  Shop/Shop/ShopApp.swift:13\nwindow  ShopApp  opens  Shop/Shop/ShopApp.swift:3\n1 preview passed, 0 failed\n")
        #expect(outcome.standardError == "Shop/Shop/Product/Rating.swift:1:1: warning: target 'Shop' lists 'Rating.swift' in a folder where "
            + "it is not; this file of that name, which no target lists, is compiled in its place (Xcode would stop: \"Build input file cannot be found\")\n")
    }

    /// A package whose sources the app's project compiles itself (a synchronised folder of the
    /// package's `Sources/Marquee` beside the app's `Example`): they are the app's module, as
    /// Xcode builds them, so the example reads the package's internal `MarqueeStyle` with no
    /// import, and the package is not a module of its own.
    @Test func aPackagesSourcesTheProjectCompilesAreTheApps() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tS1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Sources/Marquee; sourceTree = "<group>"; };
            \t\tS2 = {isa = PBXFileSystemSynchronizedRootGroup; path = Example; sourceTree = "<group>"; };
            \t\tG0 = {isa = PBXGroup; children = (S1, S2, ); sourceTree = "<group>"; };
            \t\tT1 = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (S1, S2, ); name = Marquee; productType = "com.apple.product-type.application"; };
            \t\tPR = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };
            \t};
            \trootObject = PR;
            }

            """
        let manifest = """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Marquee", targets: [.target(name: "Marquee", path: "Sources/Marquee")])

            """
        let files = [
            "Marquee/Marquee.xcodeproj/project.pbxproj": project,
            "Marquee/Package.swift": manifest,
            "Marquee/Sources/Marquee/MarqueeStyle.swift": "import SwiftUI\n\nstruct MarqueeStyle {\n    var height: CGFloat = 48\n}\n",
            "Marquee/Example/ExampleApp.swift": "import SwiftUI\n\n@main\nstruct ExampleApp: App {\n    var body: some Scene { WindowGroup { Banner() } }\n}\n",
            "Marquee/Example/Banner.swift": "import SwiftUI\n\nstruct Banner: View {\n    let style = MarqueeStyle()\n"
                + "    var body: some View { Text(\"News\").frame(height: style.height) }\n}\n\n#Preview(\"Banner\") {\n    Banner()\n}\n",
        ]
        try Executable.write(files, in: folder)
        let outcome = try Executable.run(["check", "Marquee"], directory: folder, home: folder)
        #expect(outcome.standardOutput == "PASS  Banner  Marquee/Example/Banner.swift:8\n"
            + "window  ExampleApp  opens  Marquee/Example/ExampleApp.swift:3\n1 preview passed, 0 failed\n")
        #expect(outcome.standardError == "")
    }

    /// A workspace of two projects: an app whose file imports `Core`, the framework target of
    /// the other project. The app's module loads Core's files as Xcode links the framework
    /// (its public names reach the app, its internal `Hidden` does not, as swiftc says), and
    /// Core is a module of its own whose preview is listed there only.
    @Test func anAppLinksTheFrameworkTargetOfAnotherProject() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func project(_ name: String, _ kind: String, _ file: String) -> String {
            """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
            \t\tF1 = {isa = PBXFileReference; path = \(file); sourceTree = "<group>"; };
            \t\tG0 = {isa = PBXGroup; children = (G1, ); sourceTree = "<group>"; };
            \t\tG1 = {isa = PBXGroup; children = (F1, ); path = \(name); sourceTree = "<group>"; };
            \t\tT1 = {isa = PBXNativeTarget; buildPhases = (C1, ); name = \(name); productType = "com.apple.product-type.\(kind)"; };
            \t\tC1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
            \t\tPR = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };
            \t};
            \trootObject = PR;
            }

            """
        }
        let row = "struct Row: View {\n    var body: some View { Text(\"Row\").frame(height: Palette.rowHeight) }\n}\n\n#Preview(\"Row\") {\n    Row()\n}\n"
        var files = [
            "Notes/App/App.xcodeproj/project.pbxproj": project("App", "application", "NotesApp.swift"),
            "Notes/Core/Core.xcodeproj/project.pbxproj": project("Core", "framework", "Palette.swift"),
            "Notes/Core/Core/Palette.swift": "import SwiftUI\n\npublic enum Palette {\n    public static let rowHeight: CGFloat = 52\n}\n\n"
                + "struct Hidden {}\n\n#Preview(\"Swatch\") {\n    Color.red.frame(height: Palette.rowHeight)\n}\n",
            "Notes/App/App/NotesApp.swift": "import Core\nimport SwiftUI\n\n@main\nstruct NotesApp: App {\n    var body: some Scene { WindowGroup { Row() } }\n}\n\n" + row,
        ]
        try Executable.write(files, in: folder)
        let checked = try Executable.run(["check", "Notes"], directory: folder, home: folder)
        #expect(checked.standardOutput == """
            PASS  Row  Notes/App/App/NotesApp.swift:13
            window  NotesApp  opens  Notes/App/App/NotesApp.swift:4
            PASS  Swatch  Notes/Core/Core/Palette.swift:9
            2 previews passed, 0 failed

            """)
        #expect(checked.status == 0, "\(checked.standardError)")
        // Opening the workspace opens the app, with the framework it links.
        let opened = try Executable.run(["Notes"], input: "print Palette.rowHeight\n", directory: folder, home: folder)
        #expect(opened.standardOutput.hasSuffix("52.0\n"), "\(opened.standardOutput)")
        files["Notes/App/App/NotesApp.swift"] = files["Notes/App/App/NotesApp.swift"]?.replacingOccurrences(of: "WindowGroup { Row() }",
                                                                                                            with: "WindowGroup { Row().tag(Hidden()) }")
        try Executable.write(files, in: folder)
        let hiddenUse = try Executable.run(["check", "Notes"], directory: folder, home: folder)
        #expect(hiddenUse.standardOutput.contains("window  NotesApp  fails  Notes/App/App/NotesApp.swift:6:52: error: cannot find 'Hidden' in scope"),
                "\(hiddenUse.standardOutput)")
    }
}
