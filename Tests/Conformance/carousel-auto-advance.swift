import SwiftUI

// A promotions carousel that advances every three seconds from a timer publisher, scrolling
// to the next card with a ScrollViewReader.
struct PromoCarousel: View {
    @State private var current = 0
    @State private var lastTick: Date?
    private let cards = ["Spring sale", "New arrivals", "Free delivery", "Gift ideas"]
    private let timer = Timer.publish(every: 3, on: .main, in: .common).autoconnect()

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(cards.indices, id: \.self) { index in
                        Text(cards[index])
                            .frame(width: 390, height: 200)
                            .id(index)
                    }
                }
            }
            .onReceive(timer) { date in
                lastTick = date
                current = (current + 1) % cards.count
                proxy.scrollTo(current, anchor: .leading)
            }
        }
    }
}

#Preview { PromoCarousel() }
