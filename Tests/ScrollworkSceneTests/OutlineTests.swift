import ScrollworkCore
import Testing
@testable import ScrollworkScene

/// A composite screen written out whole: a regression net over everything at once.
@Suite struct OutlineTests {
    struct Scale: TransitionEffect {
        func effects(for phase: TransitionPhase) throws -> ItemEffects {
            var effects = ItemEffects()
            effects.scaleX = 1 - 0.2 * abs(phase.value)
            effects.scaleY = effects.scaleX
            return effects
        }
    }

    /// An image behind a list of sections under a carousel, a refresh action and a bar over it all.
    static var screen: ViewNode {
        let carousel = ViewNode.scrollView(.horizontal, [
            ViewNode.lazyHStack(spacing: 10, [.forEach(0..<5) { index in
                ViewNode.roundedRectangle(cornerRadius: 12)
                    .containerRelativeFrame(.horizontal, count: 3, spacing: 10)
                    .frame(height: 120)
                    .modified(.scrollTransition(ScrollTransitionModifier(effect: Scale(), sharingKey: 1)))
                    .id(.string("card\(index)"))
            }]).scrollTargetLayout(),
        ]).frame(height: 120).contentMargins(.horizontal, 20)
        let sections = ForEachNode(count: 2, ids: .list([.string("fruit"), .string("veg")])) { section in
            .section(header: ViewNode.text(section == 0 ? "Fruit" : "Vegetables").frame(maxWidth: .infinity, alignment: .leading)
                        .padding(.horizontal, 16).frame(height: 32),
                     [.forEach(section * 100..<section * 100 + 3) { row in
                        ViewNode.hStack([.image(systemName: "leaf"), .text("Item \(row)"), .spacer()])
                            .padding(.horizontal, 16).frame(height: 44)
                            .modified(.onTapGesture(count: 1, action: row))
                     }])
        }
        let list = ViewNode.scrollView(.vertical, [
            carousel,
            ViewNode.lazyVStack(spacing: 0, pinnedViews: .sectionHeaders, [ViewNode(.forEach(sections))]).scrollTargetLayout(),
        ])
        .safeAreaPadding(.top, 200)
        .modified(.refreshable(action: 99))
        .modified(.scrollTargetBehavior(ViewAlignedBehavior()))
        let bar = ViewNode.hStack([.text("Market"), .spacer(), .button(action: 7, label: [.image(systemName: "gear")])])
            .padding(.horizontal, 16).frame(height: 44).background(.color("bar"))
        return .zStack(alignment: .top, [.image(systemName: "hero", resizable: true).frame(height: 240), list, bar])
    }

    @Test func compositeScreen() throws {
        let layout = try SceneLayout(root: Self.screen)
        #expect(layout.outline() == Self.expected)
    }

    /// The carousel, built up front, is item 0 of the list and is reported inside it as scroll#1.
    static let expected = """
        screen 390×844, scene 390×844
          ZStack (0, 0, 390×844) container
            Image "hero" (0, 0, 390×240) behind
            ScrollView (0, 0, 390×844) scroll#0 scrollView
            Color (0, 0, 390×44) over
            HStack (0, 0, 390×44) over
              Text "Market" (16, 11.86, 48×20.29) over
              Spacer (72, 22, 270×0) over
              Button (350, 10, 24×24) over
                Image "gear" (350, 10, 24×24) over
        scroll#0 vertical (0, 0, 390×844) content 390×456
          insets top 200 leading 0 bottom 0 trailing 0
          behavior .viewAligned, bounce automatic, rate normal, indicators automatic, refreshable
          9 items, 0 transitions
          [0] "#0" id=#0 (0, 0, 390×120)
          [1] "Fruit" id=fruit (0, 128, 390×32) target stickyTop
          [2] "Item 0" id=0 (0, 160, 390×44) target
          [3] "Item 1" id=1 (0, 204, 390×44) target
          [4] "Item 2" id=2 (0, 248, 390×44) target
          [5] "Vegetables" id=veg (0, 292, 390×32) target stickyTop
          [6] "Item 100" id=100 (0, 324, 390×44) target
          [7] "Item 101" id=101 (0, 368, 390×44) target
          [8] "Item 102" id=102 (0, 412, 390×44) target
        scroll#1 horizontal (0, 0, 390×120) content 590×120 in scroll#0 item 0
          insets top 0 leading 20 bottom 0 trailing 20
          behavior .viewAligned, bounce automatic, rate normal, indicators automatic, refreshable
          5 items, 1 transitions
          [0] "card0" id=card0 (0, 0, 110×120) target transition 0
          [1] "card1" id=card1 (120, 0, 110×120) target transition 0
          [2] "card2" id=card2 (240, 0, 110×120) target transition 0
          [3] "card3" id=card3 (360, 0, 110×120) target transition 0
          [4] "card4" id=card4 (480, 0, 110×120) target transition 0

        """
}
