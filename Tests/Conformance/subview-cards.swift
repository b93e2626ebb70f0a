import SwiftUI

/// A card deck container in the iOS 18 way: it pads each view its caller writes, and a
/// summary shows how many there are and the first of them.
struct CardDeck<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(subviews: content) { subview in
                subview.padding(6)
            }
        }
    }
}

struct DeckSummary<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        Group(subviews: content) { subviews in
            Text("\(subviews.count) cards")
            if let first = subviews.first {
                first
            }
        }
    }
}

/// A numbered list: each subview finds its place in the collection by its `id`.
struct NumberedList<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        Group(subviews: content) { subviews in
            ForEach(subviews) { subview in
                let index = subviews.firstIndex { $0.id == subview.id } ?? -1
                HStack(spacing: 0) {
                    Text("\(index + 1). ").id("number\(index)")
                    subview
                }
            }
        }
    }
}

struct SubviewCards: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                CardDeck {
                    Text("Ace")
                    ForEach(["King", "Queen"], id: \.self) { name in
                        Text(name)
                    }
                }
                .id("deck")
                DeckSummary {
                    Text("Jack")
                    Text("Ten")
                }
                .id("summary")
                NumberedList {
                    Text("Mon")
                    Text("Tue")
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

#Preview("Subview cards") {
    SubviewCards()
}
