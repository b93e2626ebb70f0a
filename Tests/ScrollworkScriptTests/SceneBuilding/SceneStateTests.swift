import Foundation
import Testing
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene
@testable import ScrollworkScript

/// `@State`, `@Binding` and the interactions and scroll callbacks that change them.
struct SceneStateTests {
    static let rows = """
    struct Rows: View {
        @State private var position: Int?
        @State private var phases = 0
        @State private var refreshes = 0
        @State var lastPhase = "idle"
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<50) { i in Text("Row \\(i)").frame(maxWidth: .infinity).frame(height: 100) }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: $position)
            .onScrollPhaseChange { old, new in
                phases += 1
                lastPhase = "\\(new)"
            }
            .refreshable { refreshes += 1 }
        }
    }
    """

    @Test func tapChangesStateAndRelaysOut() throws {
        let (_, scene) = try makeScene("""
        struct Grow: View {
            @State private var expanded = false
            @State var taps: Int
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        Color.red.frame(height: expanded ? 300 : 100).id("box")
                            .onTapGesture {
                                withAnimation { expanded = !expanded }
                                taps += 1
                            }
                        Color.blue.frame(height: 50).id("below")
                    }
                }
            }
        }
        """, "Grow", arguments: "taps: 5")
        #expect(scene.stateNames == ["expanded", "taps"])
        #expect(scene.frame(.string("below"))?.minY == 100)
        scene.simulation.scroll(toOffset: 0, animated: false)
        try scene.tap(.string("box"))
        #expect(scene.stateValue("expanded") == .bool(true))
        #expect(scene.stateValue("taps") == .int(6))
        // The change was made in withAnimation: the layout follows its default animation,
        // spring(response: 0.55, dampingFraction: 1), and is complete when the spring settles.
        #expect(scene.frame(.string("box"))?.height == 100)
        scene.simulation.step(frames: 18)
        let partway = 100 + 200 * AnimationCurve.spring(response: 0.55, dampingFraction: 1).progress(at: 0.15)
        #expect(abs((scene.frame(.string("box"))?.height ?? 0) - partway) < 1e-6)
        scene.simulation.settle()
        #expect(scene.frame(.string("below"))?.minY == 300)
        #expect(scene.frame(.string("box"))?.height == 300)
    }

    /// `withTransaction` animates with the transaction's animation (here linear over 1 s), not at
    /// all when it disables animations or has none; `repeatCount(2, autoreverses: true)` runs the
    /// change forwards, then back, then rests at the new layout.
    @Test func transactionsAndRepeatedAnimationsTimeTheLayoutChange() throws {
        let (_, scene) = try makeScene("""
        struct Grow: View {
            @State private var tall = false
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        Color.red.frame(height: tall ? 300 : 100).id("box")
                        Button("linear") { withTransaction(Transaction(animation: .linear(duration: 1))) { tall.toggle() } }.id("linear")
                        Button("off") {
                            var transaction = Transaction(animation: .linear(duration: 1))
                            transaction.disablesAnimations = true
                            withTransaction(transaction) { tall.toggle() }
                        }.id("off")
                        Button("none") { withTransaction(Transaction(animation: .none)) { tall.toggle() } }.id("none")
                        Button("twice") { withAnimation(.linear(duration: 1).repeatCount(2, autoreverses: true)) { tall.toggle() } }.id("twice")
                    }
                }
            }
        }
        """, "Grow")
        func height() -> Double { scene.frame(.string("box"))?.height ?? -1 }
        try scene.tap(.string("linear"))
        scene.simulation.step(frames: 60)
        #expect(abs(height() - 200) < 1e-6)
        scene.simulation.settle()
        #expect(height() == 300)
        try scene.tap(.string("off"))
        #expect(height() == 100)
        try scene.tap(.string("none"))
        #expect(height() == 300)
        try scene.tap(.string("off"))
        try scene.tap(.string("twice"))
        scene.simulation.step(frames: 30)    // 0.25 s into the first pass
        #expect(abs(height() - 150) < 1e-6)
        scene.simulation.step(frames: 120)   // 1.25 s: a quarter back on the second pass
        #expect(abs(height() - 250) < 1e-6)
        scene.simulation.settle()
        #expect(height() == 300)
    }

    @Test func anglesNegate() throws {
        let program = try loadProgram("func run() -> Double { (-Angle.degrees(30)).degrees + (-(-Angle.radians(0.5))).radians }")
        // Angle keeps radians: degrees(30) reads back as Swift computes -(30·π/180)·180/π.
        #expect(try program.evaluate("run()", bindings: FakeSession()) == .double(-(30 * Double.pi / 180) * 180 / Double.pi + 0.5))
    }

    @Test func bindingPassesStateToAChildView() throws {
        let (_, scene) = try makeScene("""
        struct Stepper2: View {
            @Binding var count: Int
            var body: some View {
                Button { count += 1 } label: { Text("+") }.id("plus")
            }
        }
        struct Counter: View {
            @State private var count = 1
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        Stepper2(count: $count)
                        Color.red.frame(height: Double(count) * 10).id("bar")
                    }
                }
            }
        }
        #Preview("Counter") { Counter() }
        """, "Counter")
        #expect(scene.frame(.string("bar"))?.height == 10)
        try scene.tap(.string("plus"))
        try scene.tap(.string("plus"))
        #expect(scene.stateValue("count") == .int(3))
        #expect(scene.frame(.string("bar"))?.height == 30)
    }

    @Test func dragGestureAndLongPress() throws {
        let (_, scene) = try makeScene("""
        struct Card: View {
            @State private var dragged: CGFloat = 0
            @State private var ended = false
            @State private var pressed = false
            var body: some View {
                ScrollView {
                    LazyVStack {
                        Color.red.frame(height: 100).id("card")
                            .scaleEffect(pressed ? 0.9 : 1)
                            .onLongPressGesture(minimumDuration: 0.5) { pressed = true }
                            .gesture(DragGesture(minimumDistance: 20)
                                .onChanged { value in dragged = value.translation.height }
                                .onEnded { _ in ended = true })
                    }
                }
            }
        }
        """, "Card")
        try scene.drag(on: .string("card"), translation: Vector(dx: 0, dy: 10))
        #expect(scene.stateValue("ended") == .bool(false))
        try scene.drag(on: .string("card"), translation: Vector(dx: 0, dy: 150))
        #expect(scene.stateValue("dragged") == .double(150))
        #expect(scene.stateValue("ended") == .bool(true))
        try scene.press(.string("card"))
        #expect(scene.effects(.string("card"))?.scaleX == 0.9)
    }

    /// A scene's finger moves at once and rests before it lifts: the drag's velocity is zero,
    /// so where SwiftUI predicts it would end is where it is (`predictedEndTranslation` is the
    /// translation, `predictedEndLocation` the location).
    @Test func aRestingDragPredictsItsEndWhereItIs() throws {
        let (_, scene) = try makeScene("""
        struct Sheet: View {
            @State private var predicted: CGFloat = 0
            @State private var predictedY: CGFloat = 0
            @State private var location: CGFloat = 0
            var body: some View {
                ScrollView {
                    Color.red.frame(height: 100).id("sheet")
                        .gesture(DragGesture()
                            .onEnded { value in
                                predicted = value.predictedEndTranslation.height
                                predictedY = value.predictedEndLocation.y
                                location = value.location.y
                            })
                }
            }
        }
        """, "Sheet")
        try scene.drag(on: .string("sheet"), translation: Vector(dx: 0, dy: 120))
        #expect(scene.stateValue("predicted") == .double(120))
        #expect(scene.stateValue("predictedY") == scene.stateValue("location"))
    }

    @Test func scrollPositionBothWays() throws {
        let (program, scene) = try makeScene(Self.rows, "Rows")
        try scene.setState("position", toSource: "12", in: program)
        #expect(scene.simulation.phase == .animating)
        scene.simulation.settle()
        scene.afterFrame()
        #expect(scene.simulation.offset == 1200)
        scene.simulation.scroll(toOffset: 530, animated: false)
        scene.afterFrame()
        #expect(scene.stateValue("position") == .int(5))
    }

    @Test func refreshableAndPhaseChanges() throws {
        let (_, scene) = try makeScene(Self.rows, "Rows")
        scene.simulation.drag(by: -200)
        scene.afterFrame()
        #expect(scene.stateValue("lastPhase") == .string("interacting"))
        scene.simulation.release()
        scene.afterFrame()
        #expect(scene.simulation.refreshCount == 1)
        #expect(scene.stateValue("refreshes") == .int(1))
        scene.simulation.settle()
        scene.afterFrame()
        // tracking, interacting, decelerating, idle
        #expect(scene.stateValue("phases") == .int(4))
        #expect(scene.stateValue("lastPhase") == .string("idle"))
    }

    @Test func scrollDisabledFollowsState() throws {
        let (program, scene) = try makeScene("""
        struct Lockable: View {
            @State var locked = false
            var body: some View {
                ScrollView {
                    LazyVStack { ForEach(0..<40) { i in Color.red.frame(height: 100) } }
                }
                .scrollDisabled(locked)
            }
        }
        """, "Lockable")
        #expect(scene.simulation.isScrollDisabled == false)
        try scene.setState("locked", toSource: "true", in: program)
        #expect(scene.simulation.isScrollDisabled)
        scene.simulation.fling(1000)
        #expect(scene.simulation.offset == 0)
    }

    @Test func reloadKeepsOffsetAndMatchingState() throws {
        let program = try loadProgram("""
        struct Feed: View {
            @State var count = 3
            @State var label = "a"
            var body: some View {
                ScrollView { LazyVStack(spacing: 0) { ForEach(0..<count * 10) { i in Color.red.frame(height: 100) } } }
            }
        }
        """)
        let scene = try program.makeScene("Feed")
        try scene.setState("count", toSource: "5", in: program)
        scene.simulation.scroll(toOffset: 2000, animated: false)
        let diagnostics = program.load(SourceFile(id: 1, path: "test.swift", text: """
        struct Feed: View {
            @State var count = 3
            @State var label = 7
            var body: some View {
                ScrollView { LazyVStack(spacing: 0) { ForEach(0..<count * 10) { i in Color.red.frame(height: 50) } } }
            }
        }
        """))
        #expect(diagnostics.isEmpty)
        try scene.reload(program: program)
        #expect(scene.stateValue("count") == .int(5))
        #expect(scene.stateValue("label") == .int(7))
        #expect(scene.simulation.metrics.contentSize.height == 2500)
        #expect(scene.simulation.offset == 1656)
    }
}
