import SwiftUI

// onGeometryChange in both its forms and visualEffect, reading where views are as the
// list scrolls: a parallax offset and a fade above the top, worked out every frame.

struct ParallaxFeed: View {
    @State private var bannerHeight: CGFloat = 0
    @State private var firstMinY: CGFloat = -1
    @State private var firstMinYChanges = 0
    @State private var lastOld: CGFloat = 0
    @State private var lastNew: CGFloat = 0

    var body: some View {
        VStack(spacing: 0) {
            Text("Banner")
                .frame(height: 64)
                .frame(maxWidth: .infinity)
                .onGeometryChange(for: CGFloat.self) { proxy in
                    proxy.size.height
                } action: { height in
                    bannerHeight = height
                }
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<40) { index in
                        Text("Photo \(index)")
                            .frame(maxWidth: .infinity)
                            .frame(height: 200)
                            .visualEffect { content, proxy in
                                content
                                    .offset(y: proxy.frame(in: .scrollView).minY * -0.25)
                                    .opacity(proxy.frame(in: .global).minY < 64 ? 0.5 : 1)
                            }
                            .onGeometryChange(for: CGFloat.self) { proxy in
                                proxy.frame(in: .scrollView).minY
                            } action: { old, new in
                                if index == 0 {
                                    lastOld = old
                                    lastNew = new
                                    firstMinYChanges += 1
                                }
                            }
                            .onGeometryChange(for: CGFloat.self) { proxy in
                                proxy.frame(in: .global).minY
                            } action: { minY in
                                if index == 0 { firstMinY = minY }
                            }
                    }
                }
            }
        }
    }
}

#Preview("Parallax feed") {
    ParallaxFeed()
}
