import Testing
import ScrollworkCore
import ScrollworkTestSupport
@testable import ScrollworkREPL

/// Random command lines from a fixed seed against every native scene: nothing a user types
/// may crash the session or leave it unusable, and every failure says what went wrong.
struct FuzzTests {
    static let words = CommandCatalog.names.filter { $0 != "quit" } + ["scrollto edge", "scrollto offset", "drag on", "set fps =",
                                                                         "set state.taps =", "plot", "fling", "release"]
    static let arguments = ["0", "1", "-1", "3", "12", "h1", "1e308", "-1e308", "nan", "inf", "0.0001", "1000", "-5000",
                            "in", "0.2", "top", "bottom", "center", "instant", "on", "off", "\"x\"", "(", ")", "{", "é✓",
                            "offset", "velocity", "List", "Carousel(count: 3)", "Sections", "Paged", "=", "item(1)", ""]

    @Test(arguments: ["List", "Paged", "Sections", "Carousel", "Short", "Broken", "List(rows: 0)"])
    func randomLinesNeverBreakTheSession(_ scene: String) {
        var generator = SplitMix64(seed: scene)
        let session = Session.native()
        // Broken's closure fails in the scene's first frame, which opening it runs.
        #expect(session.execute("scene \(scene)").status == (scene == "Broken" ? .runtimeError : .ok))
        var failures = 0
        for _ in 0..<1_500 {
            var line = generator.pick(Self.words)
            for _ in 0..<generator.below(4) { line += " " + generator.pick(Self.arguments) }
            let result = session.execute(line)
            if result.status != .ok {
                failures += 1
                // A failure always says what failed: an error, or the expectation that did not hold.
                let said = result.output.contains("error:") || result.output.contains("expect failed")
                #expect(said, "\(line) → \(result.status): \(result.output)")
            }
            if result.status == .ok, line.hasPrefix("scene") { session.run("scene \(scene)") }
            #expect(session.scene != nil, "\(line) left the session without a scene")
        }
        #expect(failures > 0, "the random lines should include mistakes")
        #expect(session.execute("settle").status != .usageError || session.scene?.simulation.isFingerDown == true)
        #expect(session.execute("show").status == .ok || scene == "Broken")
    }
}
