import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// Scenes get their plug-ins from the same factory as the REPL: the same fast path for
/// transition closures, shared transition entries, the same located errors.
struct PluginFactoryTests {
    static func rows(_ count: Int, transition: String, before: String = "", rowLocals: String = "") -> String {
        """
        \(before)
        struct Rows: View {
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<\(count)) { i in
                            \(rowLocals)
                            Text("Row \\(i)").frame(height: 100)
                                .scrollTransition \(transition)
                        }
                    }
                }
            }
        }
        """
    }

    static let gallery = "{ content, phase in content.scaleEffect(phase.isIdentity ? 1 : 0.8).opacity(1 - abs(phase.value) / 2) }"

    @Test func aSceneClosureTakesTheFastPathAndRowsShareOneEntry() throws {
        let (program, scene) = try makeScene(Self.rows(2_000, transition: Self.gallery), "Rows")
        #expect(scene.simulation.layout.count == 2_000)
        #expect(scene.simulation.transitions.count == 1)
        let effect = try #require(scene.simulation.transitions.first?.effect as? ScriptTransitionEffect)
        #expect(effect.isFolded)
        // The same effects as the closure run as written (typed at the REPL, not folded).
        let general = try program.makeScriptTransitionEffect(Self.gallery, folding: false)
        scene.simulation.scroll(toOffset: 850, animated: false)
        for index in scene.simulation.visibleIndices {
            let phase = scene.simulation.transitionPhase(ofItemAt: index)
            #expect(scene.simulation.effects(ofItemAt: index) == (try general.effects(for: phase)), "row \(index)")
        }
    }

    /// The shape the transitioned-list benchmark measures: a custom row view, the closure on
    /// the rows of a `ForEach`, written over several lines.
    @Test func aTransitionOnCustomRowsOverSeveralLinesIsFoldedAndShared() throws {
        let source = """
        struct Row: View {
            let index: Int
            var body: some View {
                HStack {
                    Circle().frame(width: 40, height: 40)
                    Text("Row \\(index)")
                    Spacer()
                }
                .padding(.horizontal, 16)
                .frame(height: 60)
            }
        }

        struct Feed: View {
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<500) { i in
                            Row(index: i)
                                .scrollTransition { content, phase in
                                    content
                                        .scaleEffect(phase.isIdentity ? 1 : 1 - abs(phase.value) * 0.2)
                                        .opacity(phase.isIdentity ? 1 : 0.5)
                                }
                        }
                    }
                    .scrollTargetLayout()
                }
            }
        }
        """
        let (_, scene) = try makeScene(source, "Feed")
        #expect(scene.simulation.transitions.count == 1)
        let effect = try #require(scene.simulation.transitions.first?.effect as? ScriptTransitionEffect)
        #expect(effect.isFolded)
        let edge = try effect.effects(for: TransitionPhase(value: 1))
        #expect(abs(edge.scaleX - 0.8) < 1e-12 && edge.opacity == 0.5)
    }

    @Test func aClosureReadingItsRowRunsAsWrittenPerRow() throws {
        let closure = "{ content, phase in content.opacity(phase.isIdentity ? 1 : Double(i % 2)) }"
        let (_, scene) = try makeScene(Self.rows(30, transition: closure), "Rows")
        #expect(scene.simulation.transitions.count == 30)
        let first = try #require(scene.simulation.transitions.first?.effect as? ScriptTransitionEffect)
        #expect(!first.isFolded)
        let hidden = TransitionPhase(value: 1)
        #expect(try scene.simulation.transitions[3].effect.effects(for: hidden).opacity == 1)
        #expect(try scene.simulation.transitions[4].effect.effects(for: hidden).opacity == 0)
    }

    @Test func aLocalThatHidesAGlobalIsReadAsTheSceneReadsIt() throws {
        let closure = "{ content, phase in content.opacity(fade) }"
        let source = Self.rows(10, transition: closure, before: "let fade = 0.25", rowLocals: "let fade = 0.75")
        let (_, scene) = try makeScene(source, "Rows")
        let effect = try #require(scene.simulation.transitions.first?.effect as? ScriptTransitionEffect)
        #expect(!effect.isFolded)
        #expect(try effect.effects(for: .identity).opacity == 0.75)
    }

    @Test func sceneAndREPLBuildTheSameBehaviour() throws {
        let source = snapToTopSource + """
        struct Snapping: View {
            var body: some View {
                ScrollView { LazyVStack { ForEach(0..<40) { i in Text("\\(i)").frame(height: 100) } } }
                    .scrollTargetBehavior(SnapToTop(threshold: 80))
            }
        }
        """
        let (program, scene) = try makeScene(source, "Snapping")
        let fromScene = try #require(scene.simulation.behavior as? ScriptTargetBehavior)
        let fromREPL = try #require(try program.makeTargetBehavior("SnapToTop(threshold: 80)") as? ScriptTargetBehavior)
        #expect(fromScene.displayName == fromREPL.displayName)
        #expect(fromScene.location == fromREPL.location)
        // The place of the method's name, where errors about the behaviour point.
        let location = try #require(fromScene.location)
        #expect(program.files.first { $0.id == location.file }?.text(in: SourceRange(location)) == "updateTarget")
    }

    @Test(arguments: [
        (".scrollTargetBehavior(3)", "argument type 'Int' does not conform to expected type 'ScrollTargetBehavior'"),
        (".stickyBehavior(\"top\")", "expected a StickyBehavior such as PinSelected(), found String"),
        (".scrollTargetBehavior(Plain())", "argument type 'Plain' does not conform to expected type 'ScrollTargetBehavior'"),
    ])
    func wrongPlugInValuesAreLocatedErrors(_ modifier: String, _ message: String) throws {
        let source = """
        struct Plain { var x = 1 }
        struct Wrong: View {
            var body: some View {
                ScrollView { Text("a") }
                    \(modifier)
            }
        }
        """
        // A type Swift rejects is an error when the file loads; one it cannot tell (a generic
        // parameter) when the scene is built.
        let program = ScriptProgram()
        let diagnostics = program.load(SourceFile(id: 1, path: "test.swift", text: source))
        do {
            if let error = diagnostics.first(where: \.isError) { throw error }
            _ = try program.makeScene("Wrong")
            Issue.record("\(modifier) was accepted")
        } catch let diagnostic as Diagnostic {
            #expect(diagnostic.message == message)
            let text = program.files.first { $0.id == diagnostic.range.file }?.text(in: diagnostic.range) ?? ""
            #expect(text.contains(modifier.dropFirst().prefix { $0 != "(" }) || (!text.isEmpty && modifier.contains(text)),
                    "located at the modifier or its argument: \(text)")
        }
    }

    @Test func sceneCallbackErrorsAreScriptErrorEvents() throws {
        let (program, scene) = try makeScene("""
        struct Failing: View {
            @State var list: [Int] = []
            var body: some View {
                ScrollView { LazyVStack { ForEach(0..<40) { i in Text("\\(i)").frame(height: 100) } } }
                    .onScrollPhaseChange { old, new in list[3] = 1 }
            }
        }
        """, "Failing")
        var errors: [Diagnostic] = []
        scene.onEvent = { if case .scriptError(let failure) = $0.kind { errors.append(Diagnostic(failure)) } }
        scene.simulation.fling(500)
        scene.simulation.step()
        #expect(!errors.isEmpty)
        let first = try #require(errors.first)
        #expect(first.message == "index 3 out of range 0..<0")
        #expect(program.files.contains { $0.id == first.range.file })
    }
}
