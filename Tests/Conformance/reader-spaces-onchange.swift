import SwiftUI

/// A header under a 100 pt bar that knows when it reaches the top of the screen: a
/// GeometryReader reads its frame in the global space, and onChange(of:) turns it into state.
struct GlobalStickyHeader: View {
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
                        Text(isStuck ? "Stuck" : "Header")
                            .onChange(of: proxy.frame(in: .global).minY) { _, minY in
                                lastMinY = minY
                                changes += 1
                                isStuck = minY <= 100
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

/// The same header reading its frame in the scroll view's own space (iOS 17's `.scrollView`).
struct ScrollSpaceStickyHeader: View {
    @State var isStuck = false
    @State var changes = 0
    @State var lastMinY: CGFloat = -1

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Color.orange.frame(height: 200)
                GeometryReader { proxy in
                    Text(isStuck ? "Stuck" : "Header")
                        .onChange(of: proxy.frame(in: .scrollView).minY) { _, minY in
                            lastMinY = minY
                            changes += 1
                            isStuck = minY <= 0
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
