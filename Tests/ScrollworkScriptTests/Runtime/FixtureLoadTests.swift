import Foundation
import Testing
import ScrollworkCore
@testable import ScrollworkScript

/// The front end's fixture files (realistic behaviours and scenes) through the whole runtime.
private let fixtureFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

private func fixtureNames() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtureFolder.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted()
}

@Test(arguments: fixtureNames())
func fixtureLoadsAndItsBehavioursRun(_ name: String) throws {
    let text = try String(contentsOf: fixtureFolder.appendingPathComponent(name), encoding: .utf8)
    let program = ScriptProgram()
    let diagnostics = program.load(SourceFile(id: 1, path: name, text: text))
    let rendered = diagnostics.map { DiagnosticRenderer(files: program.files, color: false).render($0) }
    #expect(!diagnostics.containsErrors, "\(rendered.joined(separator: "\n"))")
    for behaviorName in program.targetBehaviorNames {
        let behavior = try #require(try program.makeTargetBehavior("\(behaviorName)()"))
        var target = ScrollTarget(rect: Rect(x: 0, y: 420, width: 390, height: 844))
        try behavior.updateTarget(&target, context: targetContext(velocity: 800, originalMinY: 300))
        #expect(target.rect.isFinite)
    }
}
