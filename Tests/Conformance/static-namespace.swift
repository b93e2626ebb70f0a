import SwiftUI

/// A card that takes the namespace its parent's `matchedGeometryEffect`s share, previewed as
/// apps preview one: the `PreviewProvider` declares `@Namespace static var` and passes it in.
struct ProductCard: View {
    var cardNamespace: Namespace.ID

    var body: some View {
        VStack(spacing: 0) {
            Text("Sneaker").frame(height: 40).matchedGeometryEffect(id: "title", in: cardNamespace).id("title")
            Text("$120").frame(height: 30).matchedGeometryEffect(id: "price", in: cardNamespace).id("price")
        }
    }
}

struct ProductCard_Previews: PreviewProvider {
    @Namespace static var cardNamespace: Namespace.ID

    static var previews: some View {
        ProductCard(cardNamespace: cardNamespace)
    }
}
