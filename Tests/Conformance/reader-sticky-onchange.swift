import SwiftUI

/// A header that knows when it reaches the top: a GeometryReader in the scroll content reads
/// its own frame in the scroll view's named space, and onChange(of:) turns it into state,
/// which redraws the header. Written this way, not with a preference key.
struct StickyByOnChange: View {
    @State var isStuck = false
    @State var changes = 0
    @State var lastMinY: CGFloat = -1

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Color.gray.frame(height: 200)
                GeometryReader { proxy in
                    Text(isStuck ? "Stuck" : "Header")
                        .onChange(of: proxy.frame(in: .named("scroll")).minY) { _, minY in
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
        .coordinateSpace(name: "scroll")
    }
}
