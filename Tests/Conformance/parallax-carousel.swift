import SwiftUI

/// A carousel of cards whose photos slide against the scroll (a parallax), each photo with a
/// `scrollTransition` of its own inside the card, and a badge under it placed by a `visualEffect`
/// that reads its own frame on the screen.
struct ParallaxCarousel: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<6) { index in
                    VStack {
                        Image("photo\(index)")
                            .resizable()
                            .frame(width: 200, height: 200)
                            .id("photo\(index)")
                            .scrollTransition(axis: .horizontal) { content, phase in
                                content.offset(x: phase.value * -100)
                            }
                        Color.red
                            .frame(width: 40, height: 20)
                            .id("badge\(index)")
                            .visualEffect { content, proxy in
                                content.offset(y: proxy.frame(in: .global).minX / 10)
                            }
                    }
                    .frame(width: 300, height: 300)
                }
            }
        }
    }
}
