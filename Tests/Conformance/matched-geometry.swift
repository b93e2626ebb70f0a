import SwiftUI

/// A card in a feed that expands in place: the small card is removed and the big one inserted
/// in one animated change, matched by id in a namespace, so the big one grows out of the
/// small one's frame. A badge that is not the source sits on the card's centre.
struct ExpandingCard: View {
    @Namespace private var cards
    @State var expanded = false

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Color.gray.frame(height: 100).id("header")
                if expanded {
                    Color.blue.frame(height: 300)
                        .matchedGeometryEffect(id: "card", in: cards)
                        .id("big")
                } else {
                    Color.blue.frame(width: 100, height: 50)
                        .matchedGeometryEffect(id: "card", in: cards)
                        .id("small")
                }
                Color.orange.frame(width: 40, height: 40)
                    .matchedGeometryEffect(id: "card", in: cards, properties: .position, isSource: false)
                    .id("badge")
                Color.green.frame(width: 20, height: 30)
                    .matchedGeometryEffect(id: "card", in: cards, properties: .size, anchor: .topLeading, isSource: false)
                    .id("shadow")
                Button("Toggle") {
                    withAnimation(.linear(duration: 1)) { expanded.toggle() }
                }
                .id("toggle")
                Button("Snap") { expanded.toggle() }.id("snap")
            }
        }
    }
}
