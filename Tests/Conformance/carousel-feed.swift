import SwiftUI

/// A store's front page: a featured carousel at the top, then a feed whose rows are each a
/// horizontal shelf of cards.
struct Shelf: View {
    let title: String
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 10) {
                ForEach(0..<8) { card in
                    RoundedRectangle(cornerRadius: 12)
                        .fill(Color.teal)
                        .frame(width: 150, height: 150)
                        .overlay { Text("\(title) \(card)") }
                }
            }
            .scrollTargetLayout()
        }
        .contentMargins(.horizontal, 16)
        .scrollTargetBehavior(.viewAligned)
        .frame(height: 170)
    }
}

struct Storefront: View {
    @State private var featured: Int? = nil

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                Text("Featured")
                    .frame(height: 30)
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 10) {
                        ForEach(0..<5) { index in
                            Color.orange
                                .frame(width: 350, height: 200)
                                .id(index)
                        }
                    }
                    .scrollTargetLayout()
                }
                .contentMargins(.horizontal, 20)
                .scrollTargetBehavior(.viewAligned)
                .scrollPosition(id: $featured)
                .frame(height: 200)
                .id("featured")
                LazyVStack(spacing: 0) {
                    ForEach(0..<40) { row in
                        Shelf(title: "Shelf \(row)")
                            .id(row)
                    }
                }
            }
        }
    }
}

#Preview("Storefront") {
    Storefront()
}
