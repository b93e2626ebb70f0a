import Foundation
import Testing
import ScrollworkCore
@testable import ScrollworkScript

/// Scenes written as SwiftUI source, with frames computed by hand from the rules of
/// docs/SEMANTICS.md, "Views" (Text 8 pt a character and `bodyLine` high, stack spacing 8,
/// padding() 16).
struct SceneLayoutFromSourceTests {
    @Test func stackWithSpacingAndPadding() throws {
        let (_, scene) = try makeScene("""
        struct Screen: View {
            var body: some View {
                ScrollView {
                    VStack(spacing: 10) {
                        Text("Hello").frame(height: 50).id("a")
                        Rectangle().frame(width: 100, height: 30).padding(20).id("b")
                        Text("x").padding().id("c")
                    }
                }
            }
        }
        """, "Screen")
        // Widest child 140 (100 + 2·20); content 140 wide, centred in 390: +125.
        #expect(scene.frame(.string("a")) == rect(125 + 50, 0, 40, 50))
        #expect(scene.frame(.string("b")) == rect(125, 60, 140, 70))
        #expect(scene.frame(.string("c")) == rect(125 + 50, 140, 40, bodyLine + 32))
        #expect(scene.simulation.metrics.contentSize == Size(width: 140, height: 140 + bodyLine + 32))
    }

    @Test func lazyStackRowsFromForEach() throws {
        let (_, scene) = try makeScene("""
        struct Rows: View {
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 8) {
                        ForEach(0..<3) { i in
                            Text("Row \\(i)").frame(maxWidth: .infinity).frame(height: 44)
                        }
                    }
                    .padding(.horizontal, 16)
                }
            }
        }
        """, "Rows")
        #expect(scene.frames([.int(0), .int(1), .int(2)]) == [rect(16, 0, 358, 44), rect(16, 52, 358, 44), rect(16, 104, 358, 44)])
        #expect(scene.simulation.metrics.contentSize.height == 148)
        #expect(scene.label(ofItemAt: 1) == "Row 1")
    }

    @Test func flexibleAndFixedGrids() throws {
        let (_, scene) = try makeScene("""
        struct Flexible: View {
            let columns = [GridItem(.flexible()), GridItem(.flexible())]
            var body: some View {
                ScrollView {
                    LazyVGrid(columns: columns, spacing: 10) {
                        ForEach(0..<4) { i in Color.blue.frame(height: 100) }
                    }
                }
            }
        }
        """, "Flexible")
        // Two columns share 390 − 8: 191 each; rows 10 apart.
        #expect(scene.frames([.int(0), .int(1), .int(2), .int(3)])
                == [rect(0, 0, 191, 100), rect(199, 0, 191, 100), rect(0, 110, 191, 100), rect(199, 110, 191, 100)])

        let (_, fixed) = try makeScene("""
        struct Fixed: View {
            var body: some View {
                ScrollView {
                    LazyVGrid(columns: [GridItem(.fixed(100), spacing: 4), GridItem(.fixed(50))], spacing: 0) {
                        ForEach(0..<2) { i in Color.red.frame(height: 20) }
                    }
                }
            }
        }
        """, "Fixed")
        let first = try #require(fixed.frame(.int(0))), second = try #require(fixed.frame(.int(1)))
        #expect(first.size == Size(width: 100, height: 20))
        #expect(second.size == Size(width: 50, height: 20))
        #expect(second.origin.x - first.origin.x == 104)
    }

    @Test func adaptiveGridFitsColumns() throws {
        let (_, scene) = try makeScene("""
        struct Adaptive: View {
            var body: some View {
                ScrollView {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))]) {
                        ForEach(0..<6) { i in Color.green.frame(height: 50) }
                    }
                }
            }
        }
        """, "Adaptive")
        // (390 + 8) / (120 + 8) → 3 columns of (390 − 2·8)/3.
        let widths = (0..<3).compactMap { scene.frame(.int($0))?.width }
        #expect(widths.count == 3 && widths.allSatisfy { abs($0 - 374.0 / 3) < 1e-9 })
        #expect(scene.frame(.int(3))?.minY == 58)
    }

    @Test func containerRelativeFrameWithMargins() throws {
        let (_, scene) = try makeScene("""
        struct Carousel: View {
            var body: some View {
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 10) {
                        ForEach(0..<5) { i in
                            Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 10).frame(height: 200)
                        }
                    }
                    .scrollTargetLayout()
                }
                .contentMargins(.horizontal, 20, for: .scrollContent)
                .scrollTargetBehavior(.viewAligned)
            }
        }
        """, "Carousel")
        // Container inside the margins: 350; (350 − 10)/2 = 170 a card, 180 apart.
        #expect(scene.simulation.metrics.axis == .horizontal)
        #expect(scene.simulation.metrics.insets.leading == 20)
        #expect(scene.frame(.int(0))?.width == 170)
        #expect(scene.frame(.int(3))?.minX == 540)
        #expect(scene.simulation.behavior is ViewAlignedBehavior)
        #expect(scene.simulation.layout.items.allSatisfy { $0.flags.contains(.scrollTarget) })
    }

    @Test func nestedCustomViewsWithDefaultsAndLets() throws {
        let (_, scene) = try makeScene("""
        struct Card: View {
            let title: String
            var height: Double = 80
            var body: some View {
                Text(title).frame(maxWidth: .infinity).frame(height: height).id(title)
            }
        }
        struct Pair: View {
            let prefix: String
            var body: some View {
                Card(title: prefix + "1")
                Card(title: prefix + "2", height: 20)
            }
        }
        struct Feed: View {
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        Card(title: "top", height: 120)
                        Pair(prefix: "p")
                    }
                }
            }
        }
        #Preview("Nested") { Feed() }
        """, "Nested")
        #expect(scene.frames([.string("top"), .string("p1"), .string("p2")])
                == [rect(0, 0, 390, 120), rect(0, 120, 390, 80), rect(0, 200, 390, 20)])
    }

    @Test func sectionsInBothFormsWithPinnedHeaders() throws {
        let (_, scene) = try makeScene("""
        struct Contacts: View {
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                        Section {
                            ForEach(0..<2) { i in Text("a\\(i)").frame(height: 40).id("a\\(i)") }
                        } header: {
                            Text("A").frame(height: 30).id("A")
                        } footer: {
                            Text("end").frame(height: 10).id("endA")
                        }
                        Section(header: Text("B").frame(height: 30).id("B")) {
                            Text("b0").frame(height: 40).id("b0")
                        }
                    }
                }
            }
        }
        """, "Contacts")
        let ids: [ItemID] = ["A", "a0", "a1", "endA", "B", "b0"].map { .string($0) }
        #expect(scene.frames(ids).map { $0?.minY } == [0, 30, 70, 110, 120, 150])
        let flags = ids.compactMap { scene.simulation.layout.index(of: $0) }.map { scene.simulation.layout.items[$0].flags }
        #expect(flags.map { $0.contains(.stickyTop) } == [true, false, false, false, true, false])
    }

    @Test func builderConditionalsAndForEachOverData() throws {
        let (_, scene) = try makeScene("""
        struct Person: Identifiable { let id: Int; let name: String }
        struct People: View {
            let people = [Person(id: 7, name: "Ann"), Person(id: 9, name: "Bo")]
            let names = ["x", "y"]
            let missing: Int? = nil
            let present: Int? = 3
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(people) { person in Text(person.name).frame(height: 10) }
                        ForEach(names, id: \\.self) { name in Text(name).frame(height: 10) }
                        ForEach(people, id: \\.name) { person in Color.red.frame(height: 10) }
                        if let value = present { Text("v\\(value)").frame(height: 10).id("present") }
                        if let value = missing { Text("\\(value)").id("missing") } else { EmptyView() }
                        if people.count > 5 { Text("many").id("many") } else { Group { Spacer().frame(height: 5).id("few") } }
                        Button("Tap") { }.id("button")
                        Image(systemName: "star").id("star")
                        LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).frame(height: 7).id("gradient")
                    }
                }
            }
        }
        """, "People")
        let ids = scene.simulation.layout.items.map { $0.id.description }
        #expect(ids == ["7", "9", "x", "y", "Ann", "Bo", "present", "few", "button", "star", "gradient"])
        #expect(scene.frame(.string("star"))?.size == Size(width: 24, height: 24))
        #expect(scene.frame(.string("button"))?.size == Size(width: 24, height: bodyLine))
        #expect(scene.frame(.string("few"))?.height == 5)
    }

    @Test func bodyEffectsReachItems() throws {
        let (_, scene) = try makeScene("""
        struct Effects: View {
            var body: some View {
                ScrollView {
                    LazyVStack {
                        Color.red.frame(height: 50).scaleEffect(0.5).opacity(0.25).id("a")
                        Color.red.frame(height: 50).rotationEffect(.degrees(30)).offset(x: 4, y: 6).id("b")
                        Color.red.frame(height: 50).scaleEffect(0.5)
                            .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.5) }
                            .id("c")
                    }
                }
            }
        }
        """, "Effects")
        let a = try #require(scene.effects(.string("a"))), b = try #require(scene.effects(.string("b")))
        #expect(a.scaleX == 0.5 && a.scaleY == 0.5 && a.opacity == 0.25)
        #expect(abs(b.rotation - 30) < 1e-9 && b.offsetX == 4 && b.offsetY == 6)
        let c = try #require(scene.effects(.string("c")))
        #expect(c.scaleX == 0.5 && c.opacity == 1)
    }

    /// iOS 17's shape views: a filled shape may be stroked or bordered, drawn over the fill, and
    /// it still takes the size it is offered (a circle 40 × 40, a bar the width by its 30 pt).
    @Test func aFilledShapeIsStrokedOverItsFill() throws {
        let (_, scene) = try makeScene("""
        struct Badges: View {
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        Circle().fill(.bar).strokeBorder(Color.gray.opacity(0.5), lineWidth: 1).frame(width: 40, height: 40).id("dot")
                        RoundedRectangle(cornerRadius: 8).fill(.red).stroke(.blue, lineWidth: 2).frame(height: 30).id("bar")
                    }
                }
            }
        }
        """, "Badges")
        #expect(scene.frame(.string("dot")) == rect(175, 0, 40, 40))
        #expect(scene.frame(.string("bar")) == rect(0, 40, 390, 30))
    }

    /// `aspectRatio(2/3, contentMode: .fit)`: arithmetic on integer literals is typed by its
    /// parameter, so it is the ratio 0.667 (`CGFloat?`), not a size: in the 390 pt width the
    /// card is 390 × 585.
    @Test func aRatioOfLiteralsIsANumber() throws {
        let (_, scene) = try makeScene("""
        struct Card: View {
            var body: some View {
                ScrollView {
                    Color.red.aspectRatio(2/3, contentMode: .fit).id("card")
                }
            }
        }
        """, "Card")
        #expect(scene.frame(.string("card")) == rect(0, 0, 390, 585))
    }
}
