import Foundation
import Testing
import ScrollworkTestSupport
@testable import ScrollworkFrontEnd

/// Every fixture is realistic SwiftUI source within the subset and must parse cleanly.
@Suite struct FixtureTests {
    @Test func everyFixtureParsesWithoutDiagnostics() throws {
        let fixtures = try TestSupport.fixtures()
        #expect(fixtures.count >= 7)
        for fixture in fixtures {
            let (unit, diagnostics) = TestSupport.parse(fixture.text, path: fixture.name)
            #expect(diagnostics.isEmpty, "\(fixture.name):\n\(TestSupport.render(diagnostics, text: fixture.text, path: fixture.name))")
            #expect(!unit.declarations.isEmpty, "\(fixture.name) has no declarations")
            #expect(!unit.dump.contains("<invalid>"), "\(fixture.name) has invalid nodes")
        }
    }

    /// Files saved with Windows line endings parse the same.
    @Test func crlfLineEndingsParseTheSame() throws {
        let fixtures = try TestSupport.fixtures()
        #expect(fixtures.count >= 7)
        for fixture in fixtures where fixture.name != "Language.swift" {
            let crlf = fixture.text.replacingOccurrences(of: "\n", with: "\r\n")
            let (unit, diagnostics) = TestSupport.parse(crlf, path: fixture.name)
            #expect(diagnostics.isEmpty, "\(fixture.name):\n\(TestSupport.render(diagnostics, text: crlf, path: fixture.name))")
            #expect(unit.dump == TestSupport.parse(fixture.text).0.dump, "\(fixture.name)")
        }
    }

    @Test func snapToTopHasTheExpectedShape() throws {
        let text = try #require(try TestSupport.fixtures().first { $0.name == "SnapToTop.swift" }?.text)
        let (unit, _) = TestSupport.parse(text)
        #expect(unit.headerDocComment == [
            "Snaps to the top of the content when a flick towards the top ends near it.",
            "- Version: 1.0",
            "- Author: WWDC23 \"Beyond scroll views\"",
        ])
        guard case .structDecl(let snap) = unit.declarations[1].kind else {
            Issue.record("expected a struct, got \(unit.declarations[1].dump)")
            return
        }
        #expect(unit.declarations[1].docComment == ["The behaviour from the session, unchanged."])
        #expect(snap.name == "SnapToTop")
        #expect(snap.members.map(\.dump) == [
            "(var threshold: CGFloat = 50)",
            "(func updateTarget ((_ target: inout ScrollTarget) (context: TargetContext)) {(if (&& (< target.rect.minY threshold) (> context.velocity.dy 0)) {(= target.rect.origin.y 0)})})",
        ])
        #expect(unit.declarations[2].dump == "(extension ScrollTargetBehavior (where Self == SnapToTop) (static var snapToTop: SnapToTop (get {(call .init)})))")
        #expect(unit.declarations.last?.dump == "(#Preview(\"Snap to top\") {(call SnapToTopScene)})")
    }

    /// The bundled presets (`behaviors/*.swift` at the package root) are scripts users
    /// start from; every one must parse cleanly and carry its doc header.
    @Test func bundledPresetsParseWithoutDiagnostics() throws {
        let names = TestSupport.presets
        #expect(names.count >= 10, "no presets in \(TestSupport.presetFolder.url.path)")
        for name in names {
            let text = try TestSupport.presetFolder.text(of: name)
            let (unit, diagnostics) = TestSupport.parse(text, path: name)
            #expect(diagnostics.isEmpty, "\(name):\n\(TestSupport.render(diagnostics, text: text, path: name))")
            #expect(!unit.headerDocComment.isEmpty, "\(name) has no /// header")
        }
    }
}
