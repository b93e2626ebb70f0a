import SwiftUI

final class Basket: ObservableObject {
    @Published var fruits = ["Apple", "Pear", "Plum"]
}

struct BasketList: View {
    @EnvironmentObject var basket: Basket
    var limit = 10

    var body: some View {
        ScrollView {
            ForEach(basket.fruits.prefix(limit), id: \.self) { fruit in
                Text(fruit).frame(height: 40).id(fruit)
            }
        }
    }
}

// The modifiers after a `Group` apply to every view in it: each preview Xcode shows gets the
// basket, as the group does.
struct BasketList_Previews: PreviewProvider {
    static let basket: Basket = {
        let basket = Basket()
        basket.fruits.append("Fig")
        return basket
    }()

    static var previews: some View {
        Group {
            BasketList()
                .previewDisplayName("Whole basket")
            BasketList(limit: 2)
                .preferredColorScheme(.dark)
        }
        .environmentObject(basket)
    }
}
