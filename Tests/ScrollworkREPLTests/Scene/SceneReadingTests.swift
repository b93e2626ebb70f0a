import Foundation
import Testing
import ScrollworkCore
@testable import ScrollworkREPL

/// Reads are pure: `show`, `items`, `state`, `print item(…)` and `export html` read the reading
/// the scene published at the end of its last frame, so they run no script code. A transition
/// closure that counts its calls in a global is called as often whether or not anyone reads
/// between frames, and reading twice gives the same output.
struct SceneReadingTests {
    static let feed = """
        var calls = 0

        struct Feed: View {
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<40) { i in
                            Text("Row \\(i)")
                                .frame(height: 100)
                                .scrollTransition { content, phase in
                                    calls += 1
                                    return content.opacity(phase.isIdentity ? 1 : 0.5)
                                }
                        }
                    }
                }
            }
        }
        """

    /// The same feed with the transition on a view inside each row (effects at any depth).
    static let nestedFeed = """
        var calls = 0

        struct Feed: View {
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<40) { i in
                            HStack {
                                Text("Row \\(i)")
                                    .scrollTransition { content, phase in
                                        calls += 1
                                        return content.opacity(phase.isIdentity ? 1 : 0.5)
                                    }
                            }
                            .frame(height: 100)
                        }
                    }
                }
            }
        }
        """

    static let reads = ["show", "items", "state", "print item(3).opacity", "expect item(3).opacity >= 0.5", "print offset"]

    static func session(_ source: String = feed) -> Session {
        let session = Session(registry: SceneRegistry(factories: [ScriptSceneFactory()]),
                              options: SessionOptions(directory: FileManager.default.temporaryDirectory))
        let loaded = session.execute(source)
        #expect(loaded.status == .ok, "\(loaded.output)")
        #expect(session.execute("scene Feed").status == .ok)
        return session
    }

    /// The calls after each motion command, with or without reads between the commands.
    static func calls(reading: Bool, source: String = feed) -> [String] {
        let session = session(source)
        var counts: [String] = []
        for command in ["step", "fling 1500", "step 20", "drag 120", "release", "settle", "scrollto offset 400 instant"] {
            #expect(session.execute(command).status == .ok, "\(command)")
            if reading {
                for read in reads { #expect(session.execute(read).status == .ok, "\(read)") }
            }
            counts.append(session.execute("print calls").output)
        }
        return counts
    }

    @Test func readsDoNotCallTransitionClosures() {
        let quiet = Self.calls(reading: false)
        #expect(quiet == Self.calls(reading: true))
        // The frames did call them: once per item on screen (or at its edge) and frame.
        let counts = quiet.compactMap { Int($0) }
        #expect(counts.count == quiet.count && counts[0] > 0 && counts[0] < counts[counts.count - 1], "\(quiet)")
    }

    /// A transition on a view inside each row runs in frames only, as a row's does.
    @Test func readsDoNotCallNestedTransitionClosures() {
        let quiet = Self.calls(reading: false, source: Self.nestedFeed)
        #expect(quiet == Self.calls(reading: true, source: Self.nestedFeed))
        let counts = quiet.compactMap { Int($0) }
        #expect(counts.count == quiet.count && counts[0] > 0 && counts[0] < counts[counts.count - 1], "\(quiet)")
        // The reading lists the nested text under its row, with the closure's effects.
        let session = Self.session(Self.nestedFeed)
        session.run("scrollto offset 50 instant")
        let rows = session.scene?.reading.current.items ?? []
        #expect(rows.first?.nested.first?.effects.opacity == 0.5)
        #expect(rows.dropFirst().first?.nested.first?.effects.opacity == 1)
    }

    @Test func readingTwiceGivesTheSameOutput() {
        let session = Self.session()
        session.run("fling 1500", "step 30")
        for read in Self.reads + ["scrolls", "print item(20)", "print scroll(1)"] {
            let first = session.execute(read), second = session.execute(read)
            #expect(first.status == second.status && first.output == second.output, "\(read)")
        }
    }

    /// The reading is what the frame evaluated: the items on screen with the closure's effects.
    @Test func theReadingShowsTheFramesEffects() throws {
        let session = Self.session()
        session.run("scrollto offset 50 instant")
        let current = try #require(session.scene?.reading.current)
        #expect(current.items.map(\.index) == Array(0...8))
        #expect(current.items.map(\.effects.opacity) == [0.5] + Array(repeating: 1, count: 7) + [0.5])
        #expect(current.item(.int(4))?.label == "Row 4")
    }
}
