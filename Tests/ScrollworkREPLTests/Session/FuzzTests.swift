import Testing
@testable import ScrollworkREPL

/// Random command lines from a fixed seed against every native scene: nothing a user types
/// may crash the session or leave it unusable.
struct FuzzTests {
    /// SplitMix64: a tiny deterministic generator, so a failure can be replayed.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func pick<T>(_ options: [T]) -> T { options[Int(next() % UInt64(options.count))] }
    }

    static let words = CommandCatalog.names.filter { $0 != "quit" } + ["scrollto edge", "scrollto offset", "drag on", "set fps =",
                                                                         "set state.taps =", "plot", "fling", "release"]
    static let arguments = ["0", "1", "-1", "3", "12", "h1", "1e308", "-1e308", "nan", "inf", "0.0001", "1000", "-5000",
                            "in", "0.2", "top", "bottom", "center", "instant", "on", "off", "\"x\"", "(", ")", "{", "é✓",
                            "offset", "velocity", "List", "Carousel(count: 3)", "Sections", "Paged", "=", "item(1)", ""]

    @Test(arguments: ["List", "Paged", "Sections", "Carousel", "Short", "Broken", "List(rows: 0)"])
    func randomLinesNeverBreakTheSession(_ scene: String) {
        var generator = Generator(state: UInt64(scene.utf8.reduce(0) { $0 &* 31 &+ UInt64($1) }))
        let session = Session.native()
        #expect(session.execute("scene \(scene)").status == .ok)
        for _ in 0..<1_500 {
            var line = generator.pick(Self.words)
            for _ in 0..<Int(generator.next() % 4) { line += " " + generator.pick(Self.arguments) }
            let result = session.execute(line)
            if result.status == .ok, line.hasPrefix("scene") { session.run("scene \(scene)") }
        }
        #expect(session.execute("settle").status != .usageError || session.scene?.simulation.isFingerDown == true)
        #expect(session.execute("show").status == .ok || scene == "Broken")
    }
}
