import SwiftUI

struct Card: Identifiable {
    let id: Int
    var title: String
    var color: Color = .blue
}

struct PagingCarousel: View {
    @State private var position: Int? = 0
    let cards: [Card] = (0..<8).map { Card(id: $0, title: "Card \($0 + 1)") }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Featured")
                .font(.title2.bold())
                .padding(.leading, 20)
            ScrollView(.horizontal) {
                LazyHStack(spacing: 16) {
                    ForEach(cards) { card in
                        RoundedRectangle(cornerRadius: 24)
                            .fill(card.color.gradient)
                            .overlay(alignment: .bottomLeading) {
                                Text(card.title)
                                    .padding()
                            }
                            .containerRelativeFrame(.horizontal, count: 1, spacing: 16)
                            .scrollTransition { content, phase in
                                content
                                    .scaleEffect(phase.isIdentity ? 1 : 0.8)
                                    .opacity(phase.isIdentity ? 1 : 0.5)
                            }
                    }
                }
                .scrollTargetLayout()
            }
            .contentMargins(.horizontal, 20, for: .scrollContent)
            .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
            .scrollPosition(id: $position)
            .scrollIndicators(.hidden)
            .frame(height: 240)
            if let position {
                Text("Page \(position + 1) of \(cards.count)")
                    .font(.footnote)
                    .frame(maxWidth: .infinity)
            }
        }
    }
}

struct PagedGallery: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<5, id: \.self) { page in
                    Color.indigo
                        .containerRelativeFrame([.horizontal, .vertical])
                        .overlay { Text("Page \(page)") }
                }
            }
        }
        .scrollTargetBehavior(.paging)
        .ignoresSafeArea()
    }
}

#Preview("Carousel") {
    PagingCarousel()
}

#Preview("Paging", traits: .sizeThatFitsLayout) {
    PagedGallery()
}
