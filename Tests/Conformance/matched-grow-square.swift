import SwiftUI

/// A square that grows into a larger one, matched by its geometry.
struct Expand: View {
    @Namespace var ns
    @State var big = false
    var body: some View {
        VStack(spacing: 0) {
            if big {
                Color.red.frame(width: 300, height: 300)
                    .matchedGeometryEffect(id: "box", in: ns)
                    .id("box")
                    .onTapGesture { withAnimation(.linear(duration: 1)) { big = false } }
            } else {
                Color.red.frame(width: 100, height: 100)
                    .matchedGeometryEffect(id: "box", in: ns)
                    .id("box")
                    .onTapGesture { withAnimation(.linear(duration: 1)) { big = true } }
            }
        }
    }
}
