import SwiftUI

/// A favourite button whose heart is replaced with a symbol effect: the effect is drawn only,
/// so the symbol changes at once and the button keeps its frame.
struct FavoriteButton: View {
    @State private var isFavorite = false

    var body: some View {
        VStack(spacing: 0) {
            Button {
                isFavorite.toggle()
            } label: {
                Image(systemName: isFavorite ? "heart.fill" : "heart")
                    .contentTransition(.symbolEffect(isFavorite ? .replace.upUp : .replace.downUp))
                    .frame(width: 44, height: 44)
            }
            .id("favorite")
            Text(isFavorite ? "Saved" : "Save")
                .contentTransition(.symbolEffect)
                .frame(height: 30)
                .id("caption")
        }
    }
}
