import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// A `GeometryReader` whose content is `Color.clear.preference(key:value:)` is read without
/// building its views (`ReaderPreferenceFold`): the scene must behave exactly as when the
/// content is built, frame by frame, and other shapes must not fold.
struct ReaderPreferenceFoldTests {
    private static func feed(reader: String, key: String = "TopKey", reduce: String = "value = min(value, nextValue())") -> String {
        """
        struct TopKey: PreferenceKey {
            static var defaultValue: CGFloat = 0
            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { \(reduce) }
        }
        struct CountKey: PreferenceKey {
            static var defaultValue: Int = 0
            static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
        }
        var limit: CGFloat = 1000
        struct Feed: View {
            @State private var seen: [CGFloat] = []
            @State private var lift: CGFloat = 2
            private let base: CGFloat = 0
            private var shifted: CGFloat { base + 1 }
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<200) { i in
                            Text("Row \\(i)")
                                .frame(height: 60)
                                .background(GeometryReader { \(reader) })
                        }
                    }
                }
                .coordinateSpace(name: "feed")
                .onPreferenceChange(\(key).self) { seen.append(CGFloat($0)) }
            }
        }
        """
    }

    /// Readers of the folding shape: every coordinate space, the proxy's size, an Int key, the
    /// row's own value, a standard function, the view's stored properties (`@State` too).
    static let foldable = [
        "proxy in Color.clear.preference(key: TopKey.self, value: proxy.frame(in: .scrollView).minY)",
        "proxy in Color.clear.preference(key: TopKey.self, value: proxy.frame(in: .named(\"feed\")).maxY - proxy.size.height * 2)",
        "geometry in return Color.clear.preference(key: TopKey.self, value: geometry.frame(in: .global).midY)",
        "p in Color.clear.preference(key: CountKey.self, value: p.frame(in: .global).minY > 200 ? 1 : 0)",
        "proxy in Color.clear.preference(key: TopKey.self, value: proxy.frame(in: .scrollView).minY + CGFloat(i % 7))",
        "proxy in Color.clear.preference(key: TopKey.self, value: -abs(proxy.frame(in: .scrollView).minY - 300))",
        "proxy in Color.clear.preference(key: TopKey.self, value: proxy.frame(in: .scrollView).minY + base + lift)",
    ]

    /// Other shapes: views besides the preference, a computed property of the view, a global.
    static let notFoldable = [
        "proxy in Color.red.preference(key: TopKey.self, value: proxy.frame(in: .scrollView).minY)",
        "proxy in Color.clear.preference(key: TopKey.self, value: proxy.frame(in: .scrollView).minY + shifted)",
        "proxy in Color.clear.preference(key: TopKey.self, value: min(limit, proxy.frame(in: .scrollView).minY))",
        "proxy in Color.clear.preference(key: TopKey.self, value: proxy.frame(in: .scrollView).minY).opacity(0.5)",
        "proxy in\n let top = proxy.frame(in: .scrollView).minY\n return Color.clear.preference(key: TopKey.self, value: top)",
    ]

    /// What the observer saw, frame by frame, while the feed is dragged and flung.
    private func observed(_ source: String, folding: Bool) throws -> (values: [ScriptValue?], folds: Int) {
        let program = try loadProgram(source)
        program.plugins.foldsReaderContent = folding
        let scene = try program.makeScene("Feed")
        var values: [ScriptValue?] = [scene.stateValue("seen")]
        let simulation = scene.simulation
        simulation.touch()
        for _ in 0..<10 {
            simulation.drag(by: -35, over: 1.0 / 60)
            values.append(scene.stateValue("seen"))
        }
        simulation.release(velocity: -2400)
        for _ in 0..<40 {
            simulation.step(frames: 1)
            values.append(scene.stateValue("seen"))
        }
        return (values, Self.foldedReaders(scene))
    }

    /// The readers the pass walked in rows whose content it reads without building it.
    private static func foldedReaders(_ scene: SceneInstance) -> Int {
        let plans = scene.runtime.readers.scrollContents.values.flatMap { $0.itemPlans.values.compactMap { $0 } }
        return plans.filter { ($0.reader?.hook as? GeometryReaderHook)?.fold != nil }.count
    }

    @Test(arguments: foldable)
    func foldedAndBuiltContentAgreeAtEveryFrame(_ reader: String) throws {
        let key = reader.contains("CountKey") ? "CountKey" : "TopKey"
        let folded = try observed(Self.feed(reader: reader, key: key), folding: true)
        let built = try observed(Self.feed(reader: reader, key: key), folding: false)
        #expect(folded.folds > 10, "the readers should take the folded path")
        #expect(built.folds == 0)
        #expect(folded.values == built.values)
        // The observer was called as the feed moved, so the comparison covers changing values.
        guard case .array(let seen)?? = folded.values.last else { Issue.record("no values seen"); return }
        #expect(seen.count > 10)
    }

    @Test(arguments: notFoldable)
    func otherShapesAreBuiltAsWritten(_ reader: String) throws {
        let result = try observed(Self.feed(reader: reader), folding: true)
        #expect(result.folds == 0)
        #expect(result.values == (try observed(Self.feed(reader: reader), folding: false)).values)
    }

    /// A failing `reduce`, a failing value, and a key that is not a `PreferenceKey`.
    static let failing = [
        feed(reader: "proxy in Color.clear.preference(key: TopKey.self, value: proxy.frame(in: .scrollView).minY)",
             reduce: "value = CGFloat(Int(nextValue()) / Int(value - value))"),
        // Only once the pass knows where rows are: laid out, a reader in scroll content reads its local frame.
        feed(reader: "proxy in Color.clear.preference(key: TopKey.self, value: CGFloat(1 / (proxy.frame(in: .scrollView).minY > 100 ? 0 : 1)))"),
        feed(reader: "proxy in Color.clear.preference(key: Feed.self, value: proxy.size.height)"),
    ]

    @Test(arguments: failing)
    func aFailureIsReportedTheSameWayOnBothPaths(_ source: String) throws {
        var messages: [[String]] = []
        for folding in [true, false] {
            let program = try loadProgram(source)
            program.plugins.foldsReaderContent = folding
            var heard: [String] = []
            do {
                let scene = try program.makeScene("Feed")
                scene.onEvent = { event in
                    guard case .scriptError(let failure) = event.kind else { return }
                    let diagnostic = Diagnostic(failure)
                    heard.append("\(diagnostic.range) \(diagnostic.message)")
                }
                scene.simulation.scroll(toOffset: 300)
                scene.simulation.step(frames: 20)
            } catch {
                // A key that is not a PreferenceKey fails when the reader is first laid out.
                heard.append("\(error)")
            }
            messages.append(heard)
        }
        #expect(!messages[0].isEmpty)
        #expect(messages[0] == messages[1])
    }
}
