import SwiftUI

/// A flash-card deck dealt in a random order, with a die roll and a tilt for the top card.
/// Tapping a card shuffles the deck again.
struct FlashcardDeck: View {
    static let fruits = ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig", "Grape", "Honeydew"]

    @State private var cards = FlashcardDeck.fruits.shuffled()
    @State private var die = Int.random(in: 1...6)
    @State private var tilt = Double.random(in: -5...5)
    @State private var featured = FlashcardDeck.fruits.randomElement() ?? "none"
    @State private var faceUp = Bool.random()
    @State private var sparkle = Double.random(in: 0..<1)

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 10) {
                ForEach(cards, id: \.self) { card in
                    Text(card)
                        .frame(maxWidth: .infinity)
                        .frame(height: 100)
                        .onTapGesture {
                            cards.shuffle()
                        }
                }
            }
        }
    }
}
