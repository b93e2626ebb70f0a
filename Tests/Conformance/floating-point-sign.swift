import SwiftUI

/// A swipe's colour by the sign of its width, read with Double's `sign`.
struct SwipeTint: View {
    @State private var width = -12.5

    private var verdict: String {
        width.sign == .minus ? "left" : "right"
    }

    var body: some View {
        VStack {
            Text(verdict)
                .id("verdict")
            Text("\((-0.0).sign == .minus) \(0.0.sign == .plus)")
                .id("zeros")
            Button("Flip") { width = 30 }
        }
    }
}

#Preview("Swipe tint") {
    SwipeTint()
}
