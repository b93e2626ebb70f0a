import SwiftUI

// A feed whose header tilts back as it scrolls away, a promo card turned about its leading
// edge, and cards that swing in as they come on screen: 3D rotations that leave every frame
// where the layout put it.
struct TiltingFeed: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                Text("Today")
                    .font(.largeTitle)
                    .frame(maxWidth: .infinity)
                    .frame(height: 200)
                    .id("header")
                    .visualEffect { content, proxy in
                        content.rotation3DEffect(.degrees(-proxy.frame(in: .global).minY / 4),
                                                 axis: (x: 1, y: 0, z: 0), anchor: .bottom, perspective: 0.5)
                    }
                Text("Promo")
                    .frame(maxWidth: .infinity)
                    .frame(height: 100)
                    .rotation3DEffect(.degrees(15), axis: (x: 0, y: 1, z: 0), anchor: .leading, anchorZ: 10)
                    .id("promo")
                ForEach(0..<20, id: \.self) { index in
                    Text("Card \(index)")
                        .frame(maxWidth: .infinity)
                        .frame(height: 100)
                        .id(index)
                        .scrollTransition { content, phase in
                            content.rotation3DEffect(.degrees(phase.isIdentity ? 0 : 60), axis: (x: 0, y: 1, z: 0))
                        }
                }
            }
        }
    }
}

#Preview { TiltingFeed() }
