import Foundation
import Testing
@testable import ScrollworkREPL

/// What a folder loads: its `.swift` files at any depth, in path order, without build
/// products, checkouts, project internals or test targets; links that loop are errors.
struct SourceFolderTests {
    private func make(_ files: [String], in folder: URL) throws {
        for name in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "let x\(abs(name.hashValue % 1000)) = 1\n".write(to: url, atomically: true, encoding: .utf8)
        }
    }

    @Test func skipsWhatIsNotTheAppsModule() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try make(["b/Row.swift", "a/Feed.swift", "App.swift", "notes.txt", ".build/x/Gen.swift", "DerivedData/G.swift",
                  "Pods/P/P.swift", "Carthage/C.swift", ".git/hooks/h.swift", "App.xcodeproj/x.swift",
                  "AppTests/T.swift", "AppUITests/U.swift", "Tests/Unit.swift", "a/Deeper/Model.swift",
                  "Sketch.playground/Contents.swift", "Sketch.playground/Pages/One.xcplaygroundpage/Contents.swift"], in: folder)
        let listing = SourceFolder.swiftFiles(in: folder, shownAs: "App")
        #expect(listing.files.map(\.shown) == ["App/App.swift", "App/a/Deeper/Model.swift", "App/a/Feed.swift", "App/b/Row.swift"])
        #expect(listing.problems.isEmpty)
        #expect(listing.projectFolders.map(\.lastPathComponent) == [folder.lastPathComponent])
    }

    /// A `Package.swift` is a manifest only when it imports PackageDescription or declares
    /// `let package = Package(`, as every manifest does: an app's model `struct Package` in a
    /// file of that name is one of its sources.
    @Test func aPackageSwiftThatIsNoManifestIsASource() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try make(["App/Models/FAQ.swift"], in: folder)
        try "struct Package: Identifiable {\n    let id: Int\n}\n"
            .write(to: folder.appendingPathComponent("App/Models/Package.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Kit"), withIntermediateDirectories: true)
        try "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\")\n"
            .write(to: folder.appendingPathComponent("Kit/Package.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Lib"), withIntermediateDirectories: true)
        try "let package = Package(name: \"Lib\")\n"
            .write(to: folder.appendingPathComponent("Lib/Package.swift"), atomically: true, encoding: .utf8)
        let listing = SourceFolder.swiftFiles(in: folder, shownAs: "Root")
        #expect(listing.files.map(\.shown) == ["Root/App/Models/FAQ.swift", "Root/App/Models/Package.swift"])
        #expect(listing.manifests.map(\.shown) == ["Root/Kit/Package.swift", "Root/Lib/Package.swift"])
    }

    @Test func aLinkBackUpIsALocatedErrorNotAnEndlessWalk() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try make(["Views/Row.swift"], in: folder)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Views/up").path, withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Gone.swift").path,
                                                   withDestinationPath: "Nowhere.swift")
        let listing = SourceFolder.swiftFiles(in: folder, shownAs: "App")
        #expect(listing.files.map(\.shown) == ["App/Views/Row.swift"])
        #expect(listing.problems == [
            "App/Gone.swift: error: cannot read: a symbolic link to nothing (or a loop of links)",
            "App/Views/up: error: a symbolic link loop (it leads back to 'App/Views' or above); not followed",
        ])
    }

    /// A link to `/` would walk the whole file system: a link out of the folder is not followed.
    @Test func aLinkOutOfTheFolderIsNotWalked() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try make(["Views/Row.swift"], in: folder)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Root").path, withDestinationPath: "/")
        let listing = SourceFolder.swiftFiles(in: folder, shownAs: "App")
        #expect(listing.files.map(\.shown) == ["App/Views/Row.swift"])
        #expect(listing.problems == ["App/Root: error: a symbolic link out of the folder; not followed"])
    }

    @Test func appsSideBySideAreModulesOfTheirOwn() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try make(["One/One.xcodeproj/project.pbxproj", "One/Shared/Model.swift", "One/One/Views/ContentView.swift",
                  "Two/Views/ContentView.swift", "Three/Features/List.swift", "Loose.swift"], in: folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Two/App"), withIntermediateDirectories: true)
        // An entry point's module is the highest folder above it holding no other app: `Two`,
        // whose views are beside its `App` folder, and `Three`, whose app delegate marks it.
        try "@main\nstruct TwoApp: App {}\n".write(to: folder.appendingPathComponent("Two/App/TwoApp.swift"),
                                                  atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Three/System"), withIntermediateDirectories: true)
        try "@UIApplicationMain\nclass AppDelegate {}\n".write(to: folder.appendingPathComponent("Three/System/AppDelegate.swift"),
                                                             atomically: true, encoding: .utf8)
        // An `@main` inside a project's folder is that project's: it makes no module of its own.
        try "@main\nstruct OneApp: App {}\n".write(to: folder.appendingPathComponent("One/One/OneApp.swift"),
                                                  atomically: true, encoding: .utf8)
        let modules = AppModules.split(SourceFolder.swiftFiles(in: folder, shownAs: "apps"), in: folder, shownAs: "apps").modules
        #expect(modules.map(\.shown) == ["apps", "apps/One", "apps/Three", "apps/Two"])
        #expect(modules.map { $0.files.map(\.url.lastPathComponent) } == [
            ["Loose.swift"], ["OneApp.swift", "ContentView.swift", "Model.swift"], ["List.swift", "AppDelegate.swift"],
            ["TwoApp.swift", "ContentView.swift"],
        ])
    }
}
