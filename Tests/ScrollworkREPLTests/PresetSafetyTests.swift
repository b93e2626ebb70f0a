import Foundation
import Testing
@testable import ScrollworkREPL

/// A teammate's preset cannot reach outside its folder while it is imported, and a file
/// without a doc header is not a preset.
struct PresetSafetyTests {
    typealias Workspace = PresetTests.Workspace

    @Test func aFileWithoutADocHeaderIsNotAPreset() throws {
        let workspace = try Workspace()
        try workspace.write("// just a comment\nstruct Plain: ScrollTargetBehavior {\n"
            + "  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}\n}\n", "incoming/Plain.swift")
        let result = workspace.session().execute("preset import incoming/Plain.swift")
        #expect(result.status == .usageError)
        #expect(result.output == "error: 'incoming/Plain.swift' is not a preset: it has no `///` doc header. "
            + "A preset starts with a `///` one-sentence summary, then `/// - Version:` and `/// - Author:` lines")
        #expect(!FileManager.default.fileExists(atPath: workspace.user.appendingPathComponent("Plain.swift").path))
    }

    @Test(arguments: ["load ../secret.swift", "load ../incoming/../secret.swift", "load /etc/hostname",
                      "load link.swift", "preset show Hold", "preset export Hold ../stolen.swift", "presets"])
    func aPresetsSessionStaysInItsFolder(_ line: String) throws {
        let workspace = try Workspace()
        try workspace.write(PresetTests.behavior, "incoming/Hold.swift")
        try workspace.write("/// A secret.\nlet secret = \"x\" + @\n", "secret.swift")
        try FileManager.default.createSymbolicLink(at: workspace.root.appendingPathComponent("incoming/link.swift"),
                                                   withDestinationURL: workspace.root.appendingPathComponent("secret.swift"))
        try workspace.write("load Hold.swift\n\(line)\n", "incoming/Hold.session")
        let result = workspace.session().execute("preset import incoming/Hold.swift")
        #expect(result.status == .usageError)
        #expect(result.output.hasSuffix("'Hold' was not imported: its session failed"))
        #expect(!result.output.contains("let secret"))
        #expect(result.output.hasPrefix("error: Hold.session:2: error: "))
        #expect(!FileManager.default.fileExists(atPath: workspace.root.appendingPathComponent("stolen.swift").path))
        #expect(!FileManager.default.fileExists(atPath: workspace.user.path))
    }

    @Test func loadsInsideTheFolderStillWork() throws {
        let workspace = try Workspace()
        try workspace.write(PresetTests.behavior, "incoming/Hold.swift")
        try workspace.write("/// Helper.\nlet pages = 3\n", "incoming/lib/Helper.swift")
        try workspace.write("load Hold.swift\nload lib/Helper.swift\nexpect pages == 3\n", "incoming/Hold.session")
        let result = workspace.session().execute("preset import incoming/Hold.swift")
        #expect(result.output == "imported Hold into ~/.scrollwork/behaviors (its session passed)")
    }
}
