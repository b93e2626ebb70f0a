import SwiftUI

/// A header under a 100 pt bar that knows when it reaches the top: a GeometryReader reads its
/// frame in the global space (the screen) or in the scroll view's own space (iOS 17's
/// `.scrollView`), and onChange(of:) turns it into state, which redraws the header.
struct SpaceStickyHeader: View {
    let readsGlobal: Bool
    @State var isStuck = false
    @State var changes = 0
    @State var lastMinY: CGFloat = -1

    var body: some View {
        VStack(spacing: 0) {
            Color.gray.frame(height: 100)
            ScrollView {
                VStack(spacing: 0) {
                    Color.orange.frame(height: 200)
                    GeometryReader { proxy in
                        let frame = readsGlobal ? proxy.frame(in: .global) : proxy.frame(in: .scrollView)
                        Text(isStuck ? "Stuck" : "Header")
                            .onChange(of: frame.minY) { _, minY in
                                lastMinY = minY
                                changes += 1
                                isStuck = minY <= (readsGlobal ? 100 : 0)
                            }
                    }
                    .frame(height: 50)
                    ForEach(0..<30, id: \.self) { index in
                        Color.blue.frame(height: 100).id(index)
                    }
                }
            }
        }
    }
}

#Preview("Global") { SpaceStickyHeader(readsGlobal: true) }
#Preview("Scroll view space") { SpaceStickyHeader(readsGlobal: false) }
