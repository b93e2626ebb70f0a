import Foundation
import Testing
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkTestSupport
@testable import ScrollworkScript

/// The front end's fixture files (realistic behaviours and scenes) through the whole runtime.
private func fixtureNames() -> [String] {
    TestSupport.fixtureFolder.files(withExtension: "swift")
}

/// The cases come from the folder: a folder that moved must not pass with none.
@Test func fixturesAreFound() {
    #expect(fixtureNames().count >= 7, "no fixtures in \(TestSupport.fixtureFolder.url.path)")
}

@Test(arguments: fixtureNames())
func fixtureLoadsAndItsBehavioursRun(_ name: String) throws {
    let text = try TestSupport.fixtureFolder.text(of: name)
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
