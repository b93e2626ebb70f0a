import SwiftUI

/// A store of cards kept in one shared object, changed from the type's static methods through
/// its `static let shared`, which holds a class instance, as apps' singletons do.
final class CardStore {
    static let shared = CardStore()
    var cards: [String] = []

    static func saveCards(_ cards: [String]) {
        shared.cards = cards
    }

    static func loadCards() -> [String] {
        shared.cards
    }
}

struct CardCount: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("\(count) cards")
                .id("count")
            Button("Save") {
                CardStore.saveCards(["Ant", "Bee", "Cat"])
                count = CardStore.loadCards().count
            }
        }
    }
}

#Preview("Card count") {
    CardCount()
}
