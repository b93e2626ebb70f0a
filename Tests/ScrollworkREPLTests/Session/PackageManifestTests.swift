import Foundation
import Testing
@testable import ScrollworkREPL

/// Local packages' manifests read as far as loading needs, and never a crash on a bad one.
struct PackageManifestTests {
    private func read(_ text: String, folders: [String] = []) throws -> PackageManifest {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for path in folders {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        let url = folder.appendingPathComponent("Package.swift")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return PackageManifest.read(url, shownAs: "Kit/Package.swift")
    }

    @Test func sourceTargetsWithTheirFolders() throws {
        let manifest = try read("""
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "Kit",
                products: [.library(name: "Kit", targets: ["Models", "Views"])],
                targets: [
                    .target(name: "Models"),
                    .target(name: "Views", dependencies: ["Models"], path: "UI/Views"),
                    .executableTarget(name: "Tool"),
                    .testTarget(name: "ModelsTests", dependencies: ["Models"]),
                ]
            )
            package.targets.append(.target(name: "Extra", path: "More"))

            """)
        #expect(manifest.warnings == [])
        #expect(manifest.targets.map(\.name) == ["Models", "Views", "Tool", "Extra"])
        let root = manifest.root.path
        #expect(manifest.targets.map { String($0.folder.path.dropFirst(root.count)) }
                == ["/Sources/Models", "/UI/Views", "/Sources/Tool", "/More"])
    }

    /// As SwiftPM finds a target with no `path:` (checked with `swift build`): `Sources/X`, or
    /// `Source/X`, `src/X`, `srcs/X`; a package's only source target (test targets aside) may
    /// have its files in `Sources` itself; two such targets may not.
    @Test func aTargetWithoutAPathIsWhereSwiftPMLooks() throws {
        let only = try read("""
            let package = Package(name: "Design", targets: [.target(name: "Design"), .testTarget(name: "DesignTests")])
            """, folders: ["Sources/Extension"])
        #expect(only.targets.map { String($0.folder.path.dropFirst(only.root.path.count)) } == ["/Sources"])
        let two = try read("""
            let package = Package(name: "Kit", targets: [.target(name: "Models"), .target(name: "Views")])
            """, folders: ["Sources/Extension", "src/Views"])
        #expect(two.targets.map { String($0.folder.path.dropFirst(two.root.path.count)) } == ["/Sources/Models", "/src/Views"])
    }

    @Test func aManifestThatDoesNotParseIsALocatedWarning() throws {
        let manifest = try read("let package = Package(\n    name: \"Kit\",\n    targets: [.target(name: \"Kit\"\n")
        #expect(manifest.targets.isEmpty)
        #expect(manifest.warnings.count == 1)
        #expect(manifest.warnings.first?.hasPrefix("Kit/Package.swift:") == true)
        #expect(manifest.warnings.first?.contains(": warning: the package manifest does not parse") == true)
    }

    @Test func aManifestOverTheSizeLimitIsAWarningAndNotWalked() throws {
        // 20,000 lines of `let package = …` (700 KB): refused at once, located at the file.
        let line = "let package = Package(name: \"App\", targets: [.target(name: \"App\")])\n"
        let manifest = try read(String(repeating: line, count: 20_000))
        #expect(manifest.targets.isEmpty)
        #expect(manifest.warnings.count == 1)
        #expect(manifest.warnings.first?.hasPrefix("Kit/Package.swift:1:1: warning: the package manifest is ") == true)
        #expect(manifest.warnings.first?.hasSuffix("KB scrollwork reads; its targets are not loaded") == true)
    }

    @Test func aTargetNamedByAVariableIsAWarning() throws {
        let manifest = try read("let name = \"Kit\"\nlet package = Package(name: name, targets: [.target(name: name)])\n")
        #expect(manifest.targets.isEmpty)
        #expect(manifest.warnings.first?.hasPrefix("Kit/Package.swift:2:") == true)
    }
}
