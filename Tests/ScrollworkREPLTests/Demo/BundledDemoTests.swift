import Foundation
import Testing
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScript
@testable import ScrollworkREPL

/// The demo the REPL opens without files, in process: it loads without a word, and its
/// scene behaves as its hint says.
struct BundledDemoTests {
    static func session() throws -> Session {
        let session = Session(registry: SceneRegistry(factories: [ScriptSceneFactory()]),
                              options: SessionOptions(directory: URL(fileURLWithPath: "/")))
        try session.openBundledDemo()
        return session
    }

    @Test func loadsQuietlyAndOpensItsScene() throws {
        let session = try Self.session()
        #expect(session.program.load(SourceFile(id: 99, path: BundledDemo.path, text: BundledDemo.source)).isEmpty)
        let scene = try #require(session.scene)
        #expect(scene.name == BundledDemo.scene)
        #expect(scene.simulation.behavior?.displayName == ".viewAligned")
        #expect(session.execute("print scrollPositionID").output == "Today")
    }

    @Test func aFlingLandsOnAPostAndTheFadeIsOneSharedTransition() throws {
        let session = try Self.session()
        let result = session.run("fling 2000", "settle")
        #expect(result.status == .ok)
        let simulation = try #require(session.scene?.simulation)
        let starts = simulation.layout.targetStarts
        #expect(starts.contains { abs($0 - simulation.metrics.targetMin(forOffset: simulation.offset)) < 1e-9 })
        #expect(simulation.transitions.count <= 2)
    }
}
