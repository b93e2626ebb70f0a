import Foundation
import Testing
import ScrollworkCore
@testable import ScrollworkREPL

/// `behavior X(…)` and `set X.param = …` survive `reload` as a type name and parameter
/// values: the override is built again from the reloaded code, strings with quotes and
/// infinite numbers come through unchanged, and a type or parameter that is gone is said in
/// one line with a clear fallback.
struct BehaviorOverrideTests {
    /// A folder with `Jump.swift`, whose `updateTarget` moves the target to `to` plus `shift`.
    final class Workspace {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("override-\(UUID().uuidString)")

        init() throws { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(at: folder) }

        func write(name: String = "Jump", shift: Int, label: Bool = true, extra: String = "") throws {
            try """
            struct \(name): ScrollTargetBehavior {
                var to: CGFloat = 200
                \(label ? "var label = \"plain\"" : "")
                var limit: CGFloat = 5000
                func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                    target.rect.origin.y = min(to, limit) + \(shift)
                }
            }
            \(extra)
            """.write(to: folder.appendingPathComponent("Jump.swift"), atomically: true, encoding: .utf8)
        }

        func session(scriptScenes: Bool = false) -> Session {
            let factories: [any SceneFactory] = scriptScenes ? [ScriptSceneFactory()] : [NativeSceneFactory()]
            return Session(registry: SceneRegistry(factories: factories), options: SessionOptions(directory: folder))
        }
    }

    static let quoted = #"behavior Jump(to: 300, label: "say \"hi\" \\ bye")"#
    static let display = #"Jump(to: 300.0, label: "say \"hi\" \\ bye", limit: .infinity)"#

    @Test func afterAReloadTheOverrideRunsTheNewCodeWithItsValues() throws {
        let workspace = try Workspace()
        try workspace.write(shift: 0)
        let session = workspace.session()
        session.run("load Jump.swift", "scene List", Self.quoted)
        #expect(session.execute("set Jump.limit = .infinity").output == "behavior " + Self.display)
        session.run("fling 1000", "settle")
        #expect(session.execute("expect finalTarget == 300").status == .ok)
        try workspace.write(shift: 10)
        #expect(session.execute("reload").output == "reloaded Jump.swift")
        #expect(session.scene?.simulation.behavior?.displayName == Self.display)
        #expect(session.execute(#"expect label == "say \"hi\" \\ bye""#).status == .ok)
        #expect(session.execute("expect limit > 1e300").status == .ok)
        session.run("fling 1000", "settle")
        // The new code: 300 + 10.
        #expect(session.execute("expect finalTarget == 310").status == .ok)
    }

    @Test func aSceneReloadedInPlaceRunsTheNewCodeToo() throws {
        let workspace = try Workspace()
        let scene = """
        struct Feed: View {
            var body: some View {
                ScrollView { LazyVStack(spacing: 0) { ForEach(0..<100) { i in Text("Row \\(i)").frame(height: 100) } } }
                    .scrollTargetBehavior(.paging)
            }
        }
        """
        try workspace.write(shift: 0, extra: scene)
        let session = workspace.session(scriptScenes: true)
        session.run("load Jump.swift", "scene Feed", "behavior Jump(to: 400)", "fling 1000", "settle")
        #expect(session.execute("expect finalTarget == 400").status == .ok)
        try workspace.write(shift: 25, extra: scene)
        #expect(session.execute("reload").output == "reloaded Jump.swift")
        session.run("scrollto offset 0 instant", "fling 1000", "settle")
        #expect(session.execute("expect finalTarget == 425").status == .ok)
        // The type goes away: the scene's own `.paging` applies again, and the session says so.
        try workspace.write(name: "Leap", shift: 0, extra: scene)
        let output = session.execute("reload").output
        #expect(output == """
            reloaded Jump.swift
            note: behavior Jump(to: 400.0, label: "plain", limit: 5000.0) no longer applies \
            (the loaded files no longer declare 'Jump'); the scene's own behaviour .paging is back
            """)
        #expect(session.scene?.simulation.behavior?.displayName == ".paging")
    }

    @Test func aParameterThatIsGoneIsDroppedInOneLine() throws {
        let workspace = try Workspace()
        try workspace.write(shift: 0)
        let session = workspace.session()
        session.run("load Jump.swift", "scene List", Self.quoted)
        try workspace.write(shift: 0, label: false)
        #expect(session.execute("reload").output == #"""
            reloaded Jump.swift
            note: Jump has no parameter 'label' any more; its value "say \"hi\" \\ bye" is dropped
            """#)
        #expect(session.scene?.simulation.behavior?.displayName == "Jump(to: 300.0, limit: 5000.0)")
    }

    @Test func aTypeThatIsGoneFallsBackToTheScenesOwnBehaviour() throws {
        let workspace = try Workspace()
        try workspace.write(shift: 0)
        let session = workspace.session()
        session.run("load Jump.swift", "scene Paged", "behavior Jump()")
        #expect(session.scene?.simulation.behavior?.displayName == #"Jump(to: 200.0, label: "plain", limit: 5000.0)"#)
        try workspace.write(name: "Leap", shift: 0)
        let output = session.execute("reload").output
        #expect(output.hasSuffix("(the loaded files no longer declare 'Jump'); the scene's own behaviour .paging is back"))
        #expect(session.scene?.simulation.behavior?.displayName == ".paging")
        // The override is gone for good: the next reload says nothing more about it.
        #expect(session.execute("reload").output == "nothing changed")
    }

    @Test func builtInOverridesSurviveAsValues() throws {
        let workspace = try Workspace()
        try workspace.write(shift: 0)
        let session = workspace.session()
        session.run("load Jump.swift", "scene List", "behavior .viewAligned(limitBehavior: .alwaysByOne)")
        #expect(session.execute("set limitBehavior = .never").output == "behavior .viewAligned(limitBehavior: .never)")
        try workspace.write(shift: 5)
        session.run("reload")
        #expect(session.scene?.simulation.behavior?.displayName == ".viewAligned(limitBehavior: .never)")
        session.run("behavior none", "reload")
        #expect(session.scene?.simulation.behavior == nil)
    }
}
