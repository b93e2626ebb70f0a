import Foundation
import Testing
@testable import ScrollworkREPL

/// Reading an Xcode project's targets (`XcodeProject`) from its `project.pbxproj`, written in
/// the old-style property list text Xcode uses (`OpenStepPropertyList`).
struct XcodeProjectTests {
    @Test func theListTextReadsDictionariesListsAndBothKindsOfString() throws {
        let value = try OpenStepPropertyList.parse("""
            // !$*UTF8*$!
            {
                name = "My App"; /* a comment */ path = Sources/App.swift;
                files = (A1 /* App.swift */, "B 2", );
                empty = {};
                escaped = "say \\"hi\\"";
            }
            """)
        #expect(value["name"]?.string == "My App")
        #expect(value["path"]?.string == "Sources/App.swift")
        #expect(value["files"]?.array.compactMap(\.string) == ["A1", "B 2"])
        #expect(value["empty"]?.dictionary.isEmpty == true)
        #expect(value["escaped"]?.string == "say \"hi\"")
    }

    @Test func brokenTextSaysWhereItStopped() {
        #expect(throws: OpenStepPropertyList.Failure(line: 3, message: "expected ';' after the value of 'b'")) {
            try OpenStepPropertyList.parse("{\n  a = 1;\n  b = 2\n}")
        }
        #expect(throws: OpenStepPropertyList.Failure(line: 1, message: "a quoted string is not closed")) {
            try OpenStepPropertyList.parse("{ a = \"open; }")
        }
        // Deep nesting is a failure, not a deep recursion.
        #expect(throws: OpenStepPropertyList.Failure.self) {
            try OpenStepPropertyList.parse(String(repeating: "(", count: 10_000))
        }
    }

    /// `Apps/Aviary`: an app, a watch app, an app clip in a synchronised folder and a test
    /// bundle; the targets come in the project's order, test bundles left out.
    @Test func targetsAndTheirFiles() throws {
        let folder = TestFolders.apps.url.appendingPathComponent("Aviary")
        let project = try XcodeProject.read(folder.appendingPathComponent("Aviary.xcodeproj")).get()
        #expect(project.name == "Aviary")
        #expect(project.targets.map(\.name) == ["Aviary Watch", "Aviary", "AviaryClip"])
        let root = folder.standardizedFileURL.path
        let app = try #require(project.targets.first { $0.name == "Aviary" })
        #expect(app.isApplication)
        #expect(app.files == Set(["Aviary/AviaryApp.swift", "Aviary/BirdList.swift", "Shared/Bird.swift", "Shared/Feeder.swift"]
            .map { root + "/" + $0 }))
        let watch = try #require(project.targets.first { $0.name == "Aviary Watch" })
        #expect(watch.compiles(root + "/Watch/BirdList.swift") && watch.compiles(root + "/Shared/Bird.swift"))
        #expect(!watch.compiles(root + "/Aviary/OldBirdList.swift"))
        let clip = try #require(project.targets.first { $0.name == "AviaryClip" })
        #expect(clip.compiles(root + "/Clip/ClipView.swift") && clip.compiles(root + "/Clip/Sub/Deeper.swift"))
        #expect(!clip.compiles(root + "/Clip/Draft.swift"))
    }
}
